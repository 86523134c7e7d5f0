// @vitest-environment node
/**
 * A prepayment's new schedule version (machines/loans/prepayment.ts) over random loans, payments,
 * value dates and amounts (fast-check, fixed seed): the version's principal ahead equals what was
 * outstanding; Σ principal stays the loan's; replaying every payment pays the dues and exactly the
 * prepayment row; 'Menos cuotas' keeps the installment on fewer rows; 'Cuota menor' keeps the rows
 * with an installment no larger; the payoff quote still lies between the outstanding principal and
 * what the schedule asks; a second prepayment on the new version keeps all of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, termsProblem, type LoanTerms } from '../../machines/loans/index.ts';
import { payoffQuote, settledDues } from '../../machines/loans/payoff.ts';
import { prepaymentVersion, versionInEffect, type PrepayMode, type VersionRow } from '../../machines/loans/prepayment.ts';
import { addDays } from '../../machines/money/businessDate.ts';
import { receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';

const START = '2026-01-10';
const termsArb: fc.Arbitrary<LoanTerms> = fc
  .record({
    principal: fc.integer({ min: 100_000, max: 50_000_000 }),
    rateMillionths: fc.integer({ min: 0, max: 80_000 }),
    installments: fc.integer({ min: 2, max: 36 }),
    frequency: fc.constantFrom('monthly' as const, 'weekly' as const, 'biweekly' as const),
    method: fc.constantFrom('french' as const, 'equalPrincipal' as const, 'flat' as const),
  })
  .map((t) => ({ ...t, ratePeriod: 'month' as const, firstDueDate: addDays(START, 30) }))
  .filter((t) => termsProblem(t) === null);

const paymentsArb = fc.array(fc.record({ offset: fc.integer({ min: 0, max: 300 }), share: fc.integer({ min: 1, max: 250 }) }), { maxLength: 5 });
const modeArb = fc.constantFrom<PrepayMode>('fewerInstallments', 'lowerInstallment');
const sum = (rows: readonly VersionRow[], part: 'principal' | 'interest') => rows.reduce((total, row) => total + row[part], 0);

function setup(terms: LoanTerms, raw: { offset: number; share: number }[], day: number) {
  const built = buildSchedule(terms);
  const schedule: VersionRow[] = built.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));
  const valueDate = addDays(START, day);
  const facts: PaymentFact[] = raw
    .filter((p) => p.offset <= day)
    .sort((a, b) => a.offset - b.offset)
    .map((p, i) => ({ id: i + 1, businessDate: addDays(START, p.offset), amount: Math.max(1, Math.floor((built.installment * p.share) / 100)), reversed: false }));
  return { built, schedule, valueDate, facts };
}

describe('a prepayment’s new schedule version', () => {
  it('keeps the principal, pays the dues then exactly the prepayment row, and keeps each mode’s promise', () => {
    let made = 0;
    fc.assert(
      fc.property(termsArb, paymentsArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 1000 }), modeArb, fc.boolean(), (terms, raw, day, tenths, mode, whole) => {
        const { built, schedule, valueDate, facts } = setup(terms, raw, day);
        const before = receivableStanding(schedule, facts, valueDate);
        const amount = before.outstanding > 0 ? Math.max(1, Math.floor((before.outstanding * tenths) / 1000)) : 1;
        const payoffInterest = whole ? ('wholeInstallment' as const) : ('days' as const);
        const result = prepaymentVersion({ schedule, dues: schedule, facts, valueDate, amount, mode, terms, start: START, payoffInterest });
        if (!result.ok) return;
        made += 1;
        const { rows } = result;
        // Σ principal of the version is the loan's principal; the principal ahead is what was outstanding ahead.
        expect(sum(rows, 'principal')).toBe(terms.principal);
        const at = rows.findIndex((row) => row.prepayment === true);
        const ahead = schedule.filter((row) => row.dueDate > valueDate);
        expect(sum(rows.slice(at), 'principal')).toBe(sum(ahead, 'principal'));
        expect(rows.slice(0, at)).toEqual(schedule.slice(0, at));
        expect(rows.every((row, i) => row.number === i + 1 && row.principal >= 0 && row.interest >= 0)).toBe(true);
        // Replaying every payment with this one over the new version pays the dues and the prepayment row, nothing beyond.
        const fact: PaymentFact = { id: 100, businessDate: valueDate, amount, reversed: false };
        const after = receivableStanding(rows, [...facts, fact], valueDate);
        expect(after.rows.slice(0, at + 1).every((row) => row.outstanding === 0)).toBe(true);
        expect(after.rows.slice(at + 1).every((row) => row.paid.total === 0)).toBe(true);
        expect(after.overpayment).toBe(0);
        expect(after.principalOutstanding).toBe(result.principalLeft);
        const future = rows.slice(at + 1);
        if (mode === 'fewerInstallments') {
          expect(future.length).toBeLessThanOrEqual(ahead.length);
          const kept = (row: VersionRow) => (terms.method === 'equalPrincipal' ? row.principal : row.principal + row.interest);
          // Every row but the first (its period's rest) and the last (what is left) is the installment kept; the last is no larger.
          for (const row of future.slice(1, -1)) expect(kept(row)).toBe(result.before.installment);
          // Fewer rows: the last is what is left, never more than the installment.
          if (future.length < ahead.length) expect(kept(future[future.length - 1] as VersionRow)).toBeLessThanOrEqual(result.before.installment);
        } else {
          expect(future.length).toBe(ahead.length);
          expect(result.after.installment).toBeLessThanOrEqual(result.before.installment);
        }
        // The payoff quote still lies between the outstanding principal and what the schedule asks.
        const payments = [...facts, fact];
        const scheduled = receivableStanding(rows, payments, valueDate);
        const quote = payoffQuote(valueDate, scheduled, receivableStanding(settledDues(rows, valueDate, START, payments, payoffInterest), payments, valueDate));
        expect(quote.amount).toBeGreaterThanOrEqual(Math.min(scheduled.principalOutstanding, scheduled.outstanding));
        expect(quote.amount).toBeLessThanOrEqual(scheduled.outstanding);
        expect(built.rows.length).toBeGreaterThan(0);
      }),
      { seed: 32_034, numRuns: 400 },
    );
    expect(made).toBeGreaterThan(100);
  });

  it('a second prepayment on the new version keeps the principal; the version in effect follows the unreversed payments', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 120 }), modeArb, modeArb, (terms, day, later, first, second) => {
        const { schedule, valueDate } = setup(terms, [], day);
        const dueAt = (rows: VersionRow[], date: string) => receivableStanding(rows, [], date).rows.filter((r) => r.due.dueDate <= date).reduce((s, r) => s + r.outstanding, 0);
        const one = prepaymentVersion({ schedule, dues: schedule, facts: [], valueDate, amount: dueAt(schedule, valueDate) + Math.floor(terms.principal / 5), mode: first, terms, start: START, payoffInterest: 'days' });
        if (!one.ok) return;
        const paid: PaymentFact = { id: 1, businessDate: valueDate, amount: dueAt(schedule, valueDate) + Math.floor(terms.principal / 5), reversed: false };
        const date2 = addDays(valueDate, later);
        const owedThen = receivableStanding(one.rows, [paid], date2).rows.filter((r) => r.due.dueDate <= date2).reduce((s, r) => s + r.outstanding, 0);
        const two = prepaymentVersion({ schedule: one.rows, dues: one.rows, facts: [paid], valueDate: date2, amount: owedThen + Math.floor(terms.principal / 10), mode: second, terms, start: START, payoffInterest: 'days' });
        if (!two.ok) return;
        expect(sum(two.rows, 'principal')).toBe(terms.principal);
        const fact2: PaymentFact = { id: 2, businessDate: date2, amount: owedThen + Math.floor(terms.principal / 10), reversed: false };
        const after = receivableStanding(two.rows, [paid, fact2], date2);
        expect(after.overpayment).toBe(0);
        expect(after.principalOutstanding).toBe(two.principalLeft);
        const versions = [{ version: 2, paymentId: 1 }, { version: 3, paymentId: 2 }];
        expect(versionInEffect(versions, [paid, fact2])).toBe(3);
        expect(versionInEffect(versions, [paid, { ...fact2, reversed: true }])).toBe(2);
        expect(versionInEffect(versions, [{ ...paid, reversed: true }])).toBe(1);
      }),
      { seed: 32_035, numRuns: 200 },
    );
  });

  it('refuses what is not a prepayment: nothing above the dues, the whole principal, a later payment', () => {
    const terms: LoanTerms = { principal: 1_000_000, rateMillionths: 30_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-02-10' };
    const { schedule } = setup(terms, [], 0);
    const base = { schedule, dues: schedule, facts: [], terms, start: '2026-01-10', payoffInterest: 'days' as const, mode: 'lowerInstallment' as const };
    const firstDue = (schedule[0] as VersionRow).principal + (schedule[0] as VersionRow).interest;
    expect(prepaymentVersion({ ...base, valueDate: '2026-02-10', amount: firstDue })).toEqual({ ok: false, code: 'prepayNotAbove' });
    expect(prepaymentVersion({ ...base, valueDate: '2026-02-10', amount: firstDue + 2_000_000 })).toEqual({ ok: false, code: 'prepaySettles' });
    expect(prepaymentVersion({ ...base, valueDate: '2026-02-10', amount: 2_000_000, facts: [{ id: 1, businessDate: '2026-02-11', amount: 5, reversed: false }] })).toEqual({ ok: false, code: 'prepayBeforeLastPayment' });
    expect(prepaymentVersion({ ...base, valueDate: '2027-02-10', amount: 2_000_000 })).toEqual({ ok: false, code: 'prepaySettles' });
  });
});
