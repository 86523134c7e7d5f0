// @vitest-environment node
/**
 * The payoff quote (machines/loans/payoff.ts) over random loans, payments and dates (fast-check,
 * fixed seed): outstanding principal ≤ quote ≤ what the schedule still asks; a whole-installment
 * quote is never below a by-days one; paying the quote as a settlement leaves nothing owed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, termsProblem, type LoanTerms } from '../../machines/loans/index.ts';
import { payoffQuote, settledDues } from '../../machines/loans/payoff.ts';
import { addDays } from '../../machines/money/businessDate.ts';
import { receivableStanding, type InstallmentDue, type PaymentFact } from '../../machines/receivables/index.ts';

const START = '2026-01-10';
const termsArb: fc.Arbitrary<LoanTerms> = fc
  .record({
    principal: fc.integer({ min: 10_000, max: 50_000_000 }),
    rateMillionths: fc.integer({ min: 0, max: 80_000 }),
    installments: fc.integer({ min: 1, max: 24 }),
    frequency: fc.constantFrom('monthly' as const, 'weekly' as const, 'biweekly' as const),
    method: fc.constantFrom('french' as const, 'equalPrincipal' as const, 'flat' as const),
  })
  .map((t) => ({ ...t, ratePeriod: 'month' as const, firstDueDate: addDays(START, 30) }))
  .filter((t) => termsProblem(t) === null);

const paymentsArb = fc.array(fc.record({ offset: fc.integer({ min: 0, max: 400 }), share: fc.integer({ min: 1, max: 400 }) }), { maxLength: 6 });

describe('the payoff quote', () => {
  it('lies between the outstanding principal and what the schedule still asks; paying it settles', () => {
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.integer({ min: 0, max: 450 }), (terms, raw, day) => {
        const schedule = buildSchedule(terms);
        const dues: InstallmentDue[] = schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));
        const today = addDays(START, day);
        const facts: PaymentFact[] = raw
          .filter((p) => p.offset <= day)
          .map((p, i) => ({ id: i + 1, businessDate: addDays(START, p.offset), amount: Math.max(1, Math.floor((schedule.installment * p.share) / 100)), reversed: false }));
        const scheduled = receivableStanding(dues, facts, today);
        const settled = receivableStanding(settledDues(dues, today, START, facts), facts, today);
        const quote = payoffQuote(today, scheduled, settled);
        expect(quote.amount).toBeGreaterThanOrEqual(Math.min(scheduled.principalOutstanding, scheduled.outstanding));
        expect(quote.amount).toBeLessThanOrEqual(scheduled.outstanding);
        expect(quote.overdue + quote.principalAhead + quote.interestAccrued).toBe(quote.amount);
        const whole = receivableStanding(settledDues(dues, today, START, facts, 'wholeInstallment'), facts, today).outstanding;
        expect(whole).toBeGreaterThanOrEqual(quote.amount);
        if (quote.amount > 0) {
          const settle: PaymentFact = { id: 99, businessDate: today, amount: quote.amount, reversed: false, settles: true };
          const after = receivableStanding(settledDues(dues, today, START, facts), [...facts, settle], today);
          expect([after.outstanding, after.overpayment]).toEqual([0, 0]);
        }
      }),
      { seed: 32_033, numRuns: 300 },
    );
  });
});
