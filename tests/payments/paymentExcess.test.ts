// @vitest-environment node
/**
 * The overpayment rule (#29 item 6): what a payment pays beyond everything owed, read the same by
 * the dialog (`paymentExcess`, over the record's schedule) and by the server (`excessOfStandings`,
 * over its replays before and after the payment), and how a credit refund comes off the replay
 * (`receivableStanding`'s `refunded`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../machines/loans/index.ts';
import { loanPayable } from '../../machines/loans/loanPayable.ts';
import { excessOfStandings, paymentExcess } from '../../machines/payments/index.ts';
import { receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { TERMS } from './loanFixtures.ts';
import { loanDetailOf, LOAN_OVERPAID, LOAN_OWING_10_847_15 } from './loanPayments.fixtures.ts';

const schedule = buildSchedule(TERMS);
const dues = schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));
const TODAY = '2027-01-30';
const fact = (id: number, amount: number): PaymentFact => ({ id, businessDate: TODAY, amount, reversed: false });

describe('paymentExcess (the dialog)', () => {
  it("names the issue's excess: 20.000,00 on a balance of 10.847,15 exceeds it by 9.152,85", () => {
    expect(LOAN_OWING_10_847_15.balance).toBe(10_847_15);
    expect(paymentExcess(loanPayable(LOAN_OWING_10_847_15), 20_000_00)).toBe(9_152_85);
  });

  it('is 0 up to the balance, and the cent above it is an excess of one cent', () => {
    const record = loanPayable(LOAN_OWING_10_847_15);
    expect(paymentExcess(record, 10_847_15)).toBe(0);
    expect(paymentExcess(record, 1_00)).toBe(0);
    expect(paymentExcess(record, 10_847_16)).toBe(1);
    expect(paymentExcess(record, 0)).toBe(0);
  });

  it('on a record already overpaid, every cent is excess', () => {
    expect(paymentExcess(loanPayable(LOAN_OVERPAID), 1_00)).toBe(1_00);
  });

  it('is max(0, amount − balance) for any earlier payments and amount, and equals the server reading of the replays', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 5 }), fc.integer({ min: 1, max: 2_000_000 }), (earlier, amount) => {
        const detail = loanDetailOf(TODAY, earlier);
        const record = loanPayable(detail);
        const excess = paymentExcess(record, amount);
        expect(excess).toBe(Math.max(0, amount - detail.balance));
        const facts = earlier.map((paid, index) => fact(index + 1, paid));
        const before = receivableStanding(dues, facts, TODAY);
        const after = receivableStanding(dues, [...facts, fact(99, amount)], TODAY);
        expect(excessOfStandings(before, after)).toBe(excess);
      }),
    );
  });
});

describe('receivableStanding with refunds', () => {
  const overpaid = [fact(1, 20_000_00)];

  it('a refund of the whole credit leaves nothing owed and no credit', () => {
    const credit = receivableStanding(dues, overpaid, TODAY).overpayment;
    expect(credit).toBe(20_000_00 - schedule.totalPayable);
    const settled = receivableStanding(dues, overpaid, TODAY, credit);
    expect(settled.overpayment).toBe(0);
    expect(settled.outstanding).toBe(0);
  });

  it('a refund larger than the credit (a payment reversed after it) is owed back', () => {
    const credit = receivableStanding(dues, overpaid, TODAY).overpayment;
    const reversed = receivableStanding(dues, [{ ...fact(1, 20_000_00), reversed: true }], TODAY, credit);
    expect(reversed.overpayment).toBe(0);
    expect(reversed.outstanding).toBe(schedule.totalPayable + credit);
  });
});
