// @vitest-environment node
/**
 * A location's 'Historial' says the 'Pagos' settings by their labels and the payoff's interest in
 * words (not its code), in the active language. Real catalogs.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/i18n/catalog.ts';
import { LOCATION_HISTORY_TEXTS } from '../../src/features/locations/locationHistoryTexts.ts';
import { CENTRAL } from './locations.fixtures.ts';

const texts = LOCATION_HISTORY_TEXTS;
const valueOf = (field: string, value: string) => texts.valueText?.(i18n, field, value, CENTRAL);

describe("'Historial' of a location: the 'Pagos' settings", () => {
  it('names them with the form labels and says the choice in words (Spanish)', async () => {
    await loadCatalog('es');
    expect(texts.fieldLabel(i18n, 'payoff_interest')).toBe('Interés en una cancelación anticipada');
    expect(texts.fieldLabel(i18n, 'backdate_days')).toBe('Días hacia atrás para la fecha valor');
    expect(valueOf('payoff_interest', 'days')).toBe('Por los días transcurridos del período');
    expect(valueOf('payoff_interest', 'wholeInstallment')).toBe('La cuota de interés completa del período');
    expect(valueOf('backdate_days', '7')).toBe('7');
    expect(texts.fieldDir?.('backdate_days')).toBe('ltr');
    // The payment methods, as the audit entry stores them (a list), by their names.
    expect(texts.fieldLabel(i18n, 'payment_methods')).toBe('Métodos de pago aceptados');
    expect(valueOf('payment_methods', '["cash","wallet","card"]')).toBe('Efectivo, Billetera digital, Tarjeta');
  });

  it('follows the language (English), after the late charge and before the footer', async () => {
    await loadCatalog('en');
    expect(valueOf('payoff_interest', 'wholeInstallment')).toBe("The period's whole installment interest");
    expect(texts.fieldLabel(i18n, 'backdate_days')).toBe('Days back for the value date');
    expect(valueOf('payment_methods', '["cash","transfer"]')).toBe('Cash, Transfer');
    const order = texts.fieldOrder ?? [];
    expect(order.indexOf('late_charge_cap')).toBeLessThan(order.indexOf('payoff_interest'));
    expect(order.indexOf('backdate_days')).toBeLessThan(order.indexOf('receipt_footer'));
  });
});
