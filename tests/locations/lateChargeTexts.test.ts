// @vitest-environment node
/**
 * 'Recargo por mora' in one line under its group (machines/locations/lateChargeRule.ts gives the
 * parts, src/components/lateChargeTexts.ts says them): once or repeated, with or without a
 * cap, fixed or a percent, the grace being the location's 'Días de gracia'. Real catalogs.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { lateChargeRuleOf, lateChargeSummaryOf, type LateChargeSummary } from '../../machines/locations/lateChargeRule.ts';
import { loadCatalog } from '../../src/i18n/catalog.ts';
import { lateChargeSummaryText } from '../../src/components/lateChargeTexts.ts';

const ARS = { currency: 'ARS', digits: 2 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const location = { grace_days: 3, late_charge_kind: 'percent', late_charge_value: 500, late_charge_every_days: 30, late_charge_cap: 5_000 } as const;
const summary = (change: Partial<typeof location> | Record<string, unknown> = {}): LateChargeSummary => lateChargeSummaryOf(lateChargeRuleOf({ ...location, ...change } as never));

describe('the late charge rule of a location', () => {
  it("reads 0 days as once and the location's grace days as the charge's grace", () => {
    expect(lateChargeRuleOf({ ...location, late_charge_every_days: 0 })).toEqual({ graceDays: 3, kind: 'percent', value: 500, everyDays: null, cap: 5_000 });
    expect(lateChargeRuleOf(location).everyDays).toBe(30);
  });

  it('says nothing is charged when the value is 0 or the cap allows nothing', () => {
    expect(summary({ late_charge_value: 0 })).toEqual({ charges: false });
    expect(summary({ late_charge_cap: 0 })).toEqual({ charges: false });
    expect(summary()).toEqual({ charges: true, kind: 'percent', value: 500, graceDays: 3, everyDays: 30, cap: 5_000 });
  });
});

describe('the summary in Spanish', () => {
  it('says a repeated percent with a cap', async () => {
    await loadCatalog('es');
    expect(plain(lateChargeSummaryText(i18n, summary(), ARS, 'es'))).toBe('Se cobra 5 % de la cuota vencida después de 3 días de gracia, cada 30 días, hasta 50,00 ARS por cuota.');
  });

  it('says a fixed charge once, without a cap, and one day of grace or none', async () => {
    await loadCatalog('es');
    const once = summary({ late_charge_kind: 'fixed', late_charge_value: 100_050, late_charge_every_days: 0, late_charge_cap: null, grace_days: 1 });
    expect(plain(lateChargeSummaryText(i18n, once, ARS, 'es'))).toBe('Se cobra 1.000,50 ARS por cuota vencida después de 1 día de gracia, una sola vez, sin tope.');
    const daily = summary({ late_charge_value: 250, late_charge_every_days: 1, grace_days: 0 });
    expect(plain(lateChargeSummaryText(i18n, daily, ARS, 'es'))).toBe('Se cobra 2,5 % de la cuota vencida desde el día siguiente al vencimiento, cada día, hasta 50,00 ARS por cuota.');
    expect(lateChargeSummaryText(i18n, summary({ late_charge_value: 0 }), ARS, 'es')).toBe('Sin recargo por mora.');
  });

  it("writes amounts in the location's digits, or as a plain number before a currency is chosen", async () => {
    await loadCatalog('es');
    const fixed = summary({ late_charge_kind: 'fixed', late_charge_value: 1_500, late_charge_cap: null });
    expect(plain(lateChargeSummaryText(i18n, fixed, { currency: 'KWD', digits: 3 }, 'es'))).toContain('1,500 KWD por cuota vencida');
    expect(plain(lateChargeSummaryText(i18n, fixed, { currency: null, digits: 2 }, 'es'))).toContain('Se cobra 15,00 por cuota vencida');
  });
});

describe('the summary in other languages', () => {
  it('follows the language (English) and its plural forms (Russian)', async () => {
    await loadCatalog('en');
    expect(plain(lateChargeSummaryText(i18n, summary(), ARS, 'en'))).toBe('5% of the overdue installment is charged after 3 grace days, every 30 days, up to ARS 50.00 per installment.');
    await loadCatalog('ru');
    expect(plain(lateChargeSummaryText(i18n, summary({ grace_days: 5, late_charge_every_days: 2 }), ARS, 'ru'))).toContain('после 5 льготных дней, каждые 2 дня');
  });
});
