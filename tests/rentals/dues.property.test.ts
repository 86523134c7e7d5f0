// @vitest-environment node
/**
 * Late fees (docs/rentals.md): derived from the contract, the payment facts and the date, over
 * random contracts and payments (fast-check, fixed seed). Deriving twice or in any arrival order
 * gives the same dues; at most one fee per term; a later payment never adds a fee to a term whose
 * deadline had passed; Σ allocated + credit = Σ paid; terminating never unpays a paid term.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../machines/money/businessDate.ts';
import { allocatePayments, receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { feeDeadline, lateFeeOf, rentalDues, rentalTerms, settle } from '../../machines/rentals/dues.ts';
import type { RentalContract } from '../../machines/rentals/rental.schema.ts';
import { periodEndAfter } from '../../machines/rentals/terms.ts';

const SEED = 20_020;

const contractArb = fc
  .record({
    frequency: fc.constantFrom('monthly', 'biweekly', 'weekly'),
    dueDay: fc.integer({ min: 1, max: 7 }),
    start: fc.integer({ min: 0, max: 700 }),
    count: fc.integer({ min: 1, max: 14 }),
    rent: fc.integer({ min: 1, max: 500_000 }),
    graceDays: fc.integer({ min: 0, max: 10 }),
    lateFeeKind: fc.constantFrom('fixed', 'percent'),
    lateFeeValue: fc.integer({ min: 0, max: 10_000 }),
    lateFeeCap: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  })
  .map(({ start, count, ...rest }): RentalContract => {
    const startDate = addDays('2025-01-01', start);
    return { ...rest, startDate, endDate: periodEndAfter({ frequency: rest.frequency, startDate }, count), terminationDate: null };
  });

const paymentsArb = fc.array(
  fc.record({ offset: fc.integer({ min: -10, max: 500 }), amount: fc.integer({ min: 1, max: 600_000 }), reversed: fc.boolean() }),
  { maxLength: 12 },
);

const factsOf = (contract: RentalContract, raw: { offset: number; amount: number; reversed: boolean }[]): PaymentFact[] =>
  raw.map((p, i) => ({ id: i + 1, businessDate: addDays(contract.startDate, p.offset), amount: p.amount, reversed: p.reversed }));

const todayArb = fc.integer({ min: 0, max: 600 });

describe('late fees are derived, once per term', () => {
  it('deriving twice, or with the payments in any arrival order, gives the same dues; at most one fee per term', () => {
    fc.assert(
      fc.property(contractArb, paymentsArb, todayArb, fc.integer(), (contract, raw, day, shuffleSeed) => {
        const facts = factsOf(contract, raw);
        const today = addDays(contract.startDate, day);
        const once = rentalDues(contract, facts, today);
        expect(rentalDues(contract, facts, today)).toEqual(once);
        // Another arrival order: ids reassigned and the array shuffled.
        const shuffled = [...facts].sort((a, b) => ((a.id * 7919 + shuffleSeed) % 97) - ((b.id * 7919 + shuffleSeed) % 97)).map((f, i) => ({ ...f, id: 100 - i }));
        expect(rentalDues(contract, shuffled, today)).toEqual(once);
        const fee = lateFeeOf(contract);
        for (const due of once) {
          expect([0, fee]).toContain(due.charges);
          if (due.charges > 0) expect(feeDeadline(due, contract.graceDays) < today).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('a payment dated after a term\'s deadline never adds a fee to that term', () => {
    fc.assert(
      fc.property(contractArb, paymentsArb, todayArb, fc.integer({ min: 1, max: 600_000 }), fc.integer({ min: 0, max: 500 }), (contract, raw, day, amount, late) => {
        const facts = factsOf(contract, raw);
        const today = addDays(contract.startDate, day);
        const before = rentalDues(contract, facts, today);
        const paidOn = addDays(contract.startDate, late);
        const after = rentalDues(contract, [...facts, { id: 999, businessDate: paidOn, amount, reversed: false }], today);
        for (const [i, due] of before.entries()) {
          if (feeDeadline(due, contract.graceDays) < paidOn) expect(after[i]?.charges).toBe(due.charges);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('Σ allocated + credit = Σ paid', () => {
    fc.assert(
      fc.property(contractArb, paymentsArb, todayArb, (contract, raw, day) => {
        const facts = factsOf(contract, raw);
        const allocation = allocatePayments(rentalDues(contract, facts, addDays(contract.startDate, day)), facts);
        const allocated = allocation.installments.reduce((sum, row) => sum + row.total, 0);
        const paid = facts.filter((f) => !f.reversed).reduce((sum, f) => sum + f.amount, 0);
        expect(allocated + allocation.overpayment).toBe(paid);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('terminating drops the later terms and never unpays a term paid before it; the credit settles with the deposit', () => {
    fc.assert(
      fc.property(contractArb, paymentsArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 200_000 }), (contract, raw, at, deposit) => {
        const facts = factsOf(contract, raw);
        const terminationDate = addDays(contract.startDate, at);
        if (terminationDate >= contract.endDate) return;
        const before = receivableStanding(rentalDues(contract, facts, terminationDate), facts, terminationDate);
        const ended = { ...contract, terminationDate };
        const dues = rentalDues(ended, facts, terminationDate);
        expect(dues.every((_due, i) => rentalTerms(ended)[i]?.from !== undefined && (rentalTerms(ended)[i]?.from ?? '') <= terminationDate)).toBe(true);
        const after = receivableStanding(dues, facts, terminationDate);
        for (const [i, row] of before.rows.entries()) {
          if (i < after.rows.length && row.paid.paidOffOn !== null) expect(after.rows[i]?.paid.paidOffOn).toBe(row.paid.paidOffOn);
        }
        const allocated = after.rows.reduce((sum, row) => sum + row.paid.total, 0);
        expect(allocated + after.overpayment).toBe(after.paid);
        const s = settle(deposit, after.outstanding, after.overpayment);
        expect(s.applied + s.returned).toBe(deposit + after.overpayment);
        expect(s.applied + s.stillOwed).toBe(after.outstanding);
        expect(Math.min(s.applied, s.returned, s.stillOwed)).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('late fees, worked examples', () => {
  const contract: RentalContract = {
    rent: 100_000, frequency: 'monthly', dueDay: 5, startDate: '2026-01-01', endDate: '2026-03-31', graceDays: 3,
    lateFeeKind: 'percent', lateFeeValue: 500, lateFeeCap: 4_000, terminationDate: null,
  };

  it('5 % of the rent capped at 40.00, due the day after due date + grace, only while unpaid by then', () => {
    expect(lateFeeOf(contract)).toBe(4_000);
    expect(lateFeeOf({ ...contract, lateFeeCap: null })).toBe(5_000);
    expect(rentalDues(contract, [], '2026-01-08').map((d) => d.charges)).toEqual([0, 0, 0]);
    expect(rentalDues(contract, [], '2026-01-09').map((d) => d.charges)).toEqual([4_000, 0, 0]);
    const onTime = [{ id: 1, businessDate: '2026-01-08', amount: 100_000, reversed: false }];
    expect(rentalDues(contract, onTime, '2026-02-20').map((d) => d.charges)).toEqual([0, 4_000, 0]);
    // Reversing the on-time payment brings the first term's fee back.
    expect(rentalDues(contract, [{ ...onTime[0]!, reversed: true }], '2026-02-20').map((d) => d.charges)).toEqual([4_000, 4_000, 0]);
  });

  it('an earlier fee is paid before a later rent, so paying only the rent leaves the next term short', () => {
    const facts = [
      { id: 1, businessDate: '2026-01-20', amount: 100_000, reversed: false },
      { id: 2, businessDate: '2026-02-05', amount: 100_000, reversed: false },
    ];
    // Term 1 late (fee 40.00): the second payment pays 40.00 of term 1's fee first, so term 2 is 40.00 short at its deadline.
    expect(rentalDues(contract, facts, '2026-02-09').map((d) => d.charges)).toEqual([4_000, 4_000, 0]);
  });
});
