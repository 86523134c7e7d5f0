import { describe, expect, it } from 'vitest';
import { loanAllows, nextLoanStatus } from '../../machines/loans/loan.step.ts';

describe('the loan lifecycle as the server runs it', () => {
  it('four eyes: the submitter can neither approve nor reject their own application', () => {
    expect(nextLoanStatus('submitted', 7, { type: 'APPROVE', userId: 7 })).toBeNull();
    expect(nextLoanStatus('submitted', 7, { type: 'REJECT', userId: 7 })).toBeNull();
    expect(nextLoanStatus('submitted', 7, { type: 'APPROVE', userId: 8 })).toBe('approved');
    expect(nextLoanStatus('submitted', 7, { type: 'REJECT', userId: 8 })).toBe('rejected');
    expect(nextLoanStatus('submitted', 7, { type: 'WITHDRAW' })).toBe('withdrawn');
    // Four eyes on, said outright, is the same rule.
    expect(nextLoanStatus('submitted', 7, { type: 'APPROVE', userId: 7, fourEyes: true })).toBeNull();
  });

  it('four eyes off (the location lets submitters decide): the submitter approves or rejects their own application', () => {
    expect(nextLoanStatus('submitted', 7, { type: 'APPROVE', userId: 7, fourEyes: false })).toBe('approved');
    expect(nextLoanStatus('submitted', 7, { type: 'REJECT', userId: 7, fourEyes: false })).toBe('rejected');
    expect(nextLoanStatus('submitted', 7, { type: 'APPROVE', userId: 8, fourEyes: false })).toBe('approved');
    expect(nextLoanStatus('approved', 7, { type: 'APPROVE', userId: 7, fourEyes: false })).toBeNull();
  });

  it('disbursing needs an open session holding the principal', () => {
    expect(nextLoanStatus('approved', 7, { type: 'DISBURSE', amount: 100, available: null })).toBeNull();
    expect(nextLoanStatus('approved', 7, { type: 'DISBURSE', amount: 100, available: 99 })).toBeNull();
    expect(nextLoanStatus('approved', 7, { type: 'DISBURSE', amount: 100, available: 100 })).toBe('active');
    expect(nextLoanStatus('approved', 7, { type: 'UNDO_APPROVAL' })).toBe('submitted');
    expect(nextLoanStatus('submitted', 7, { type: 'DISBURSE', amount: 100, available: 100 })).toBeNull();
  });

  it('a payment closes, overpays or keeps active by what is left; a reversal brings it back', () => {
    expect(nextLoanStatus('active', 7, { type: 'PAYMENT', outstanding: 1 })).toBe('active');
    expect(nextLoanStatus('active', 7, { type: 'PAYMENT', outstanding: 0 })).toBe('closed');
    expect(nextLoanStatus('active', 7, { type: 'PAYMENT', outstanding: -1 })).toBe('overpaid');
    expect(nextLoanStatus('closed', 7, { type: 'PAYMENT', outstanding: -1 })).toBeNull();
    expect(nextLoanStatus('closed', 7, { type: 'PAYMENT_REVERSED', outstanding: 5 })).toBe('active');
    expect(nextLoanStatus('overpaid', 7, { type: 'PAYMENT_REVERSED', outstanding: 0 })).toBe('closed');
    // On a written-off loan a payment (or its reversal) is a recovery: it stays written off, never overpaid.
    expect(nextLoanStatus('writtenOff', 7, { type: 'PAYMENT_REVERSED', outstanding: 5 })).toBe('writtenOff');
    expect(nextLoanStatus('writtenOff', 7, { type: 'PAYMENT', outstanding: 0 })).toBe('writtenOff');
    expect(nextLoanStatus('writtenOff', 7, { type: 'PAYMENT', outstanding: -1 })).toBeNull();
  });

  it("a refunded credit takes an overpaid loan to closed ('Pagado'), only from overpaid and only when nothing is left", () => {
    expect(nextLoanStatus('overpaid', 7, { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBe('closed');
    expect(nextLoanStatus('overpaid', 7, { type: 'CREDIT_REFUNDED', outstanding: 1 })).toBeNull();
    expect(nextLoanStatus('active', 7, { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBeNull();
    expect(nextLoanStatus('closed', 7, { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBeNull();
  });

  it('write-off and its undo; rejected and withdrawn are ends', () => {
    expect(nextLoanStatus('active', 7, { type: 'WRITE_OFF' })).toBe('writtenOff');
    expect(nextLoanStatus('writtenOff', 7, { type: 'UNDO_WRITE_OFF' })).toBe('active');
    for (const end of ['rejected', 'withdrawn'] as const) {
      expect(loanAllows(end, 'APPROVE')).toBe(false);
      expect(loanAllows(end, 'WITHDRAW')).toBe(false);
    }
    expect(loanAllows('approved', 'DISBURSE')).toBe(true);
    expect(loanAllows('active', 'DISBURSE')).toBe(false);
  });
});
