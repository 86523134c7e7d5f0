// @vitest-environment node
/**
 * Late charges (machines/receivables/lateCharges.ts) over random schedules, rules, payments and
 * waivers (fast-check, fixed seed). The engine reads the replay once per dated fact; the oracle here
 * is the rule as written, one full replay (allocatePayments) per charge event in date order, so the
 * shortcut can never drift from the definition. Also: deriving twice equals once; a payment dated by
 * a deadline keeps that installment from being charged; reversing it brings the charge back;
 * Σ allocated + credit = Σ paid; the cap holds; `changesOn` is the first day the dues change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../machines/money/businessDate.ts';
import { allocatePayments, chargeDeadline, chargeOf, withLateCharges, type ChargeWaiver, type InstallmentDue, type LateChargeRule, type PaymentFact } from '../../machines/receivables/index.ts';

const SEED = 32_032;
const START = '2026-01-01';

const duesArb = fc.array(fc.record({ gap: fc.integer({ min: 1, max: 31 }), principal: fc.integer({ min: 1, max: 90_000 }), interest: fc.integer({ min: 0, max: 9_000 }) }), { minLength: 1, maxLength: 8 }).map((rows) => {
  let date = START;
  return rows.map((row, i): InstallmentDue => {
    date = addDays(date, row.gap);
    return { number: i + 1, dueDate: date, principal: row.principal, interest: row.interest, charges: 0 };
  });
});

const ruleArb: fc.Arbitrary<LateChargeRule> = fc.record({
  graceDays: fc.integer({ min: 0, max: 10 }),
  kind: fc.constantFrom('fixed' as const, 'percent' as const),
  value: fc.integer({ min: 0, max: 2_000 }),
  everyDays: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  cap: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
});

const paymentsArb = fc.array(fc.record({ offset: fc.integer({ min: 0, max: 260 }), amount: fc.integer({ min: 1, max: 120_000 }), reversed: fc.boolean() }), { maxLength: 8 });
const waiversArb = fc.array(fc.record({ number: fc.integer({ min: 1, max: 8 }), offset: fc.integer({ min: 0, max: 260 }), amount: fc.integer({ min: 1, max: 5_000 }) }), { maxLength: 3 });

const factsOf = (raw: { offset: number; amount: number; reversed: boolean }[]): PaymentFact[] =>
  raw.map((p, i) => ({ id: i + 1, businessDate: addDays(START, p.offset), amount: p.amount, reversed: p.reversed }));
const waiversOf = (raw: { number: number; offset: number; amount: number }[]): ChargeWaiver[] =>
  raw.map((w) => ({ number: w.number, businessDate: addDays(START, w.offset), amount: w.amount }));

/** The rule as written: every event in date order, each decided by a full replay of the payments up to its day. */
function oracle(dues: InstallmentDue[], facts: PaymentFact[], today: string, rule: LateChargeRule, waivers: ChargeWaiver[]): number[] {
  const accrued = dues.map(() => 0);
  if (rule.value === 0) return accrued;
  const limit = rule.cap ?? Number.MAX_SAFE_INTEGER;
  const events: { day: string; i: number }[] = [];
  for (const [i, due] of dues.entries()) {
    let day = chargeDeadline(due, rule.graceDays);
    while (day < today) {
      events.push({ day, i });
      if (rule.everyDays === null) break;
      day = addDays(day, rule.everyDays);
    }
  }
  events.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.i - b.i));
  for (const { day, i } of events) {
    const waivedBy = (k: number) => waivers.filter((w) => w.number === k + 1 && w.businessDate <= day && w.businessDate <= today).reduce((s, w) => s + w.amount, 0);
    const asTheyStood = dues.map((due, k) => ({ ...due, charges: Math.max(0, (accrued[k] as number) - waivedBy(k)) }));
    const byThen = allocatePayments(asTheyStood, facts.filter((f) => f.businessDate <= day));
    const due = asTheyStood[i] as InstallmentDue;
    if ((byThen.installments[i]?.total ?? 0) < due.principal + due.interest + due.charges) accrued[i] = Math.min(limit, (accrued[i] as number) + chargeOf(rule, due));
  }
  return accrued;
}

const params = { seed: SEED, numRuns: 250 };

describe('late charges', () => {
  it('equal the rule as written (one replay per event), deriving twice equals once, the cap holds', () => {
    fc.assert(
      fc.property(duesArb, ruleArb, paymentsArb, waiversArb, fc.integer({ min: 0, max: 300 }), (dues, rule, raw, rawWaivers, day) => {
        const facts = factsOf(raw);
        const waivers = waiversOf(rawWaivers);
        const today = addDays(START, day);
        const derived = withLateCharges(dues, facts, today, rule, waivers);
        expect(derived.accrued).toEqual(oracle(dues, facts.filter((f) => !f.reversed), today, rule, waivers));
        expect(withLateCharges(dues, facts, today, rule, waivers)).toEqual(derived);
        for (const [i, due] of derived.dues.entries()) {
          expect(due.charges).toBe(Math.max(0, (derived.accrued[i] as number) - (derived.waived[i] as number)));
          if (rule.cap !== null) expect(derived.accrued[i]).toBeLessThanOrEqual(rule.cap);
        }
      }),
      params,
    );
  });

  it('Σ allocated + credit = Σ paid over the charged dues', () => {
    fc.assert(
      fc.property(duesArb, ruleArb, paymentsArb, fc.integer({ min: 0, max: 300 }), (dues, rule, raw, day) => {
        const facts = factsOf(raw);
        const charged = withLateCharges(dues, facts, addDays(START, day), rule).dues;
        const allocation = allocatePayments(charged, facts);
        const allocated = allocation.installments.reduce((sum, row) => sum + row.total, 0);
        expect(allocated + allocation.overpayment).toBe(facts.filter((f) => !f.reversed).reduce((s, f) => s + f.amount, 0));
      }),
      params,
    );
  });

  it('a payment of the whole installment by its deadline keeps it uncharged; reversing it brings the charge back', () => {
    fc.assert(
      fc.property(duesArb, ruleArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 200 }), (dues, rule, early, after) => {
        const first = dues[0] as InstallmentDue;
        const deadline = chargeDeadline(first, rule.graceDays);
        const today = addDays(deadline, 1 + after);
        const payment: PaymentFact = { id: 1, businessDate: addDays(deadline, -Math.min(early, rule.graceDays)), amount: first.principal + first.interest, reversed: false };
        expect(withLateCharges(dues, [payment], today, rule).dues[0]?.charges).toBe(0);
        const expected = Math.min(rule.cap ?? Number.MAX_SAFE_INTEGER, chargeOf(rule, first));
        const reversed = withLateCharges(dues, [{ ...payment, reversed: true }], today, rule).dues[0]?.charges ?? 0;
        expect(reversed).toBeGreaterThanOrEqual(expected);
      }),
      params,
    );
  });

  it('changesOn is the first day after today the dues differ without a new fact', () => {
    fc.assert(
      fc.property(duesArb, ruleArb, paymentsArb, fc.integer({ min: 0, max: 300 }), (dues, rule, raw, day) => {
        const facts = factsOf(raw).filter((f) => f.businessDate <= addDays(START, day));
        const today = addDays(START, day);
        const { dues: now, changesOn } = withLateCharges(dues, facts, today, rule);
        const horizon = changesOn ?? addDays(today, 60);
        for (let d = addDays(today, 1); d < horizon; d = addDays(d, 1)) expect(withLateCharges(dues, facts, d, rule).dues).toEqual(now);
        if (changesOn !== null) expect(withLateCharges(dues, facts, changesOn, rule).dues).not.toEqual(now);
      }),
      { ...params, numRuns: 60 },
    );
  });
});
