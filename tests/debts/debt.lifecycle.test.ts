import { describe, expect, it } from 'vitest';
import { debtAllows, nextDebtStatus } from '../../machines/debts/debt.step.ts';

describe('the debt lifecycle as the server runs it', () => {
  it('a payment pays off, overpays or keeps open by what is left; a reversal brings it back', () => {
    expect(nextDebtStatus('open', { type: 'PAYMENT', outstanding: 1 })).toBe('open');
    expect(nextDebtStatus('open', { type: 'PAYMENT', outstanding: 0 })).toBe('paid');
    expect(nextDebtStatus('open', { type: 'PAYMENT', outstanding: -1 })).toBe('overpaid');
    expect(nextDebtStatus('paid', { type: 'PAYMENT', outstanding: -1 })).toBeNull();
    expect(nextDebtStatus('paid', { type: 'PAYMENT_REVERSED', outstanding: 5 })).toBe('open');
    expect(nextDebtStatus('overpaid', { type: 'PAYMENT_REVERSED', outstanding: 0 })).toBe('paid');
    expect(nextDebtStatus('writtenOff', { type: 'PAYMENT', outstanding: 5 })).toBeNull();
    expect(nextDebtStatus('cancelled', { type: 'PAYMENT_REVERSED', outstanding: 5 })).toBeNull();
  });

  it('a refunded credit takes an overpaid debt to paid, only from overpaid', () => {
    expect(nextDebtStatus('overpaid', { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBe('paid');
    expect(nextDebtStatus('overpaid', { type: 'CREDIT_REFUNDED', outstanding: 1 })).toBeNull();
    expect(nextDebtStatus('open', { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBeNull();
  });

  it('cancelling only while nothing is paid; cancelled is an end', () => {
    expect(nextDebtStatus('open', { type: 'CANCEL', paid: 0 })).toBe('cancelled');
    expect(nextDebtStatus('open', { type: 'CANCEL', paid: 1 })).toBeNull();
    expect(nextDebtStatus('paid', { type: 'CANCEL', paid: 0 })).toBeNull();
    for (const type of ['CANCEL', 'WRITE_OFF', 'PAYMENT', 'UNDO_WRITE_OFF'] as const) expect(debtAllows('cancelled', type)).toBe(false);
  });

  it('write-off and its undo', () => {
    expect(nextDebtStatus('open', { type: 'WRITE_OFF' })).toBe('writtenOff');
    expect(nextDebtStatus('writtenOff', { type: 'UNDO_WRITE_OFF' })).toBe('open');
    expect(nextDebtStatus('paid', { type: 'WRITE_OFF' })).toBeNull();
    expect(debtAllows('open', 'CANCEL')).toBe(true);
    expect(debtAllows('writtenOff', 'CANCEL')).toBe(false);
  });
});
