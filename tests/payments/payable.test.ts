// @vitest-environment node
/**
 * Each kind's detail as the payments slot reads it (machines/payments payable.ts): the dues it
 * previews over are the page's own rows, its figures and version are the record's, and it is
 * payable exactly where the kind's chart takes a payment.
 */
import { describe, expect, it } from 'vitest';
import { loanPayable } from '../../machines/loans/loanPayable.ts';
import { payableOf } from '../../machines/payments/payable.ts';
import { DEBT, FEE, RENTAL } from './payable.fixtures.ts';
import { LOAN_OVERPAID, LOAN_TWO_DUE } from './loanPayments.fixtures.ts';

describe('payableOf', () => {
  it("reads a contract's terms as its dues, with its balance, credit and version", () => {
    expect(payableOf('rental', RENTAL)).toEqual({ kind: 'rental', id: 3, version: 6, schedule: RENTAL.terms, balance: 153_000, overpaid: 0, payable: true, refundable: false });
  });

  it('takes a debt or a fee by the kind the record carries', () => {
    expect(payableOf('fee', FEE)).toEqual({ kind: 'fee', id: 4, version: 2, schedule: FEE.schedule, balance: 80_000, overpaid: 0, payable: true, refundable: false });
    expect(payableOf('debt', DEBT)).toMatchObject({ kind: 'debt', id: 9 });
  });

  it("maps a loan as loanPayable does (the loan page's own mapping)", () => {
    expect(payableOf('loan', LOAN_TWO_DUE)).toEqual(loanPayable(LOAN_TWO_DUE));
    expect(loanPayable(LOAN_TWO_DUE)).toMatchObject({ kind: 'loan', id: 7, version: 3, balance: LOAN_TWO_DUE.balance, payable: true });
  });

  it("is payable only where the kind's chart takes a payment", () => {
    expect(payableOf('rental', { ...RENTAL, status: 'draft' }).payable).toBe(false);
    expect(payableOf('rental', { ...RENTAL, status: 'discarded' }).payable).toBe(false);
    // A closed contract may still collect what its deposit did not cover.
    expect(payableOf('rental', { ...RENTAL, status: 'closed' }).payable).toBe(true);
    expect(payableOf('fee', { ...FEE, status: 'cancelled' }).payable).toBe(false);
    expect(payableOf('debt', { ...DEBT, status: 'writtenOff' }).payable).toBe(false);
    expect(payableOf('loan', { ...LOAN_TWO_DUE, status: 'submitted' }).payable).toBe(false);
  });
});

describe('refundable', () => {
  it("is a loan or a debt 'Pagado de más' with a credit, a closed rental with one, never an open contract nor a record without credit", () => {
    expect(loanPayable(LOAN_OVERPAID).refundable).toBe(true);
    expect(loanPayable({ ...LOAN_OVERPAID, overpaid: 0 }).refundable).toBe(false);
    expect(loanPayable({ ...LOAN_OVERPAID, status: 'closed' }).refundable).toBe(false);
    expect(payableOf('fee', { ...FEE, status: 'overpaid', overpaid: 100 }).refundable).toBe(true);
    expect(payableOf('fee', { ...FEE, status: 'paid', overpaid: 0 }).refundable).toBe(false);
    expect(payableOf('rental', { ...RENTAL, status: 'closed', overpaid: 100 }).refundable).toBe(true);
    expect(payableOf('rental', { ...RENTAL, status: 'active', overpaid: 100 }).refundable).toBe(false);
  });
});
