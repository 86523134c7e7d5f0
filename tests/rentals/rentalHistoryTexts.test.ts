// @vitest-environment node
/** A contract's 'Historial': amounts as money, the late fee by its kind, codes by name, bookkeeping hidden. */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { rentalHistoryTexts } from '../../src/features/rentals/rentalHistoryTexts.ts';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'es', locales: ['es-AR'], messages: {} });
const money = (minor: number) => `$${minor / 100}`;
const texts = rentalHistoryTexts(money);
const value = (field: string, raw: string | null, record: Record<string, unknown> = {}) => texts.valueText?.(i18n, field, raw, record);

describe('rentalHistoryTexts', () => {
  it('names the contract’s fields and hides the bookkeeping', () => {
    expect(texts.fieldLabel(i18n, 'deposit')).toBe('Depósito de garantía');
    expect(texts.fieldLabel(i18n, 'termination_reason')).toBe('Motivo de la rescisión');
    for (const hidden of ['version', 'customer_id', 'officer_id', 'signed', 'settled', 'settlement', 'days_in_arrears']) expect(texts.fieldLabel(i18n, hidden)).toBeNull();
  });

  it('says amounts as money, dates in the reader’s language, codes by their names', () => {
    expect(value('deposit', '10000000')).toBe('$100000');
    expect(value('end_date', '2027-02-28')).toMatch(/2027/);
    expect(value('status', 'terminated')).toBe('Rescindido');
    expect(value('frequency', 'monthly')).toBe('Mensual');
    expect(value('method', 'deposit')).toBe('Depósito de garantía');
    expect(value('termination_date', null)).toBe('—');
  });

  it('reads the late fee as money or a percent of the rent, by the kind on the same side', () => {
    expect(value('late_fee_value', '1000', { late_fee_kind: 'percent' })).toMatch(/^10\s?%$/);
    expect(value('late_fee_value', '1000', { late_fee_kind: 'fixed' })).toBe('$10');
  });
});
