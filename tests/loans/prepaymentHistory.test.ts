/**
 * A prepayment's entry in the loan's 'Historial' (server/payments/routes.ts writes `prepay`,
 * `schedule_version` and `principal_prepaid` on the payment's `record` entry): named, the mode in
 * the dialog's words, the principal as money.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loanHistoryTexts } from '../../src/features/loans/loanHistoryTexts.ts';

describe('a prepayment in the loan’s Historial', () => {
  it('names the mode, the schedule version it made and the principal prepaid', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const texts = loanHistoryTexts((minor) => `$${minor / 100}`);
    expect([texts.fieldLabel(i18n, 'prepay'), texts.fieldLabel(i18n, 'schedule_version'), texts.fieldLabel(i18n, 'principal_prepaid')]).toEqual(['Prepago', 'Versión del cronograma', 'Capital prepagado']);
    expect(texts.valueText?.(i18n, 'prepay', 'fewerInstallments', {})).toBe('Menos cuotas');
    expect(texts.valueText?.(i18n, 'prepay', 'lowerInstallment', {})).toBe('Cuota menor');
    expect(texts.valueText?.(i18n, 'principal_prepaid', '289850', {})).toBe('$2898.5');
    expect(texts.fieldDir?.('schedule_version')).toBe('ltr');
  });
});
