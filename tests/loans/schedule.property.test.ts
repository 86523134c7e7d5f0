// @vitest-environment node
/**
 * The schedule over random terms (fast-check, fixed seed; docs/loans.md "Arithmetic"): the same
 * rows as the big.js / date-fns rules it was first written with, and the invariants of domain.md
 * on every schedule the API accepts (termsProblem null), whatever the method, frequency, rate (0
 * included), number of installments (1–360) and first due date (month ends included).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOAN_FREQUENCIES, LOAN_LIMITS, LOAN_METHODS, LoanApplicationSchema, LoanTermsSchema, RATE_PERIODS, termsProblem, type LoanTerms } from '../../machines/loans/loan.schema.ts';
import { buildSchedule, periodRate, type Schedule, type ScheduleRow } from '../../machines/loans/schedule.ts';
import { addDays, addMonths, annuityPayment, applyRate, divideRound, daysBetween, daysInMonth, civilOf } from '../../machines/money/index.ts';

const SEED = 17_017;

/** The schedule as first written (big.js and date-fns per row): the fast one must give exactly this. */
function referenceSchedule(terms: LoanTerms): ScheduleRow[] {
  const { principal, installments: n, method } = terms;
  const r = periodRate(terms);
  const flatInterest = method === 'flat' ? applyRate(principal, { numerator: r.numerator * n, denominator: r.denominator }) : 0;
  const annuity = method === 'french' ? annuityPayment(principal, r, n) : 0;
  const principalShare = divideRound(principal, n);
  const interestShare = method === 'flat' ? divideRound(flatInterest, n) : 0;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let flatLeft = flatInterest;
  for (let k = 0; k < n; k += 1) {
    const last = k === n - 1;
    let interest: number;
    let part: number;
    if (method === 'flat') {
      interest = last ? flatLeft : Math.min(interestShare, flatLeft);
      part = last ? balance : Math.min(principalShare, balance);
      flatLeft -= interest;
    } else {
      interest = applyRate(balance, r);
      const wanted = method === 'french' ? annuity - interest : principalShare;
      part = last ? balance : Math.min(Math.max(wanted, 0), balance);
    }
    balance -= part;
    const step = { monthly: 0, biweekly: 14, weekly: 7, daily: 1 }[terms.frequency];
    const dueDate = terms.frequency === 'monthly' ? addMonths(terms.firstDueDate, k) : addDays(terms.firstDueDate, step * k);
    rows.push({ number: k + 1, dueDate, principal: part, interest, total: part + interest, balance });
  }
  return rows;
}

const monthEnds = ['2026-01-31', '2028-01-31', '2028-02-29', '2026-02-28', '2026-04-30', '2026-08-31', '2026-12-31', '2099-12-31'];
const firstDueDate = fc.oneof(
  fc.constantFrom(...monthEnds),
  fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
/** Terms as the form can send them: realistic rates mostly, the schema's extremes too. */
const terms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 10_000, max: 100_000_000 }), fc.integer({ min: 1, max: LOAN_LIMITS.maxPrincipal })),
  rateMillionths: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: LOAN_LIMITS.maxRateMillionths })),
  ratePeriod: fc.constantFrom(...RATE_PERIODS),
  installments: fc.oneof(fc.constantFrom(1, 2, 3, 12, 359, 360), fc.integer({ min: 1, max: 360 })),
  frequency: fc.constantFrom(...LOAN_FREQUENCIES),
  method: fc.constantFrom(...LOAN_METHODS),
  firstDueDate,
});

const sum = (rows: ScheduleRow[], part: 'principal' | 'interest' | 'total') => rows.reduce((s, row) => s + row[part], 0);

/**
 * How far the last row may be from the regular one (docs/loans.md): French with r = p/q > 0,
 * G(n) = ((1 + r)^n − 1) / r minor units (each row's rounding, at most one unit with the
 * installment's, compounded to the end); the shares (equal principal, flat, French at 0 %) at
 * most n/2 per part (n − 1 shares rounded half-even, and the last takes the rest).
 */
function lastWithinBound(t: LoanTerms, s: Schedule): boolean {
  const last = s.rows.at(-1) as ScheduleRow;
  const n = t.installments;
  const r = periodRate(t);
  if (t.method === 'french' && r.numerator > 0) {
    const d = BigInt(Math.abs(last.total - s.installment));
    const p = BigInt(r.numerator);
    const q = BigInt(r.denominator);
    // Within G(n), which the accepted domain keeps within 10 minor units per installment.
    return d * p * q ** BigInt(n - 1) <= (q + p) ** BigInt(n) - q ** BigInt(n) && Number(d) <= LOAN_LIMITS.maxLastDifferencePerInstallment * n;
  }
  const first = s.rows[0] as ScheduleRow;
  const share = (a: number, b: number) => 2 * Math.abs(a - b) <= n;
  if (t.method === 'equalPrincipal') return share(last.principal, first.principal);
  if (t.method === 'flat') return share(last.principal, first.principal) && share(last.interest, first.interest);
  return share(last.total, s.installment);
}

describe('buildSchedule over random terms', () => {
  it('gives exactly the rows of the big.js and date-fns rules, in or out of the accepted domain', () => {
    fc.assert(
      fc.property(terms, (t) => {
        let reference: ScheduleRow[] | 'throws';
        try {
          reference = referenceSchedule(t);
        } catch {
          reference = 'throws';
        }
        if (reference === 'throws') expect(() => buildSchedule(t)).toThrow(RangeError);
        else expect(buildSchedule(t).rows).toEqual(reference);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps every invariant on the terms the API accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(terms, (t) => {
        if (termsProblem(t) !== null) return;
        accepted += 1;
        const s = buildSchedule(t);
        const n = t.installments;
        expect(s.rows).toHaveLength(n);
        // Principal parts sum exactly to the principal; totals are the sums of the rows.
        expect(sum(s.rows, 'principal')).toBe(t.principal);
        expect(s.totalInterest).toBe(sum(s.rows, 'interest'));
        expect(s.totalPayable).toBe(sum(s.rows, 'total'));
        expect(s.totalPayable).toBe(t.principal + s.totalInterest);
        expect(Number.isSafeInteger(s.totalPayable)).toBe(true);
        expect(s.installment).toBe(s.rows[0]?.total);
        // Nothing negative; the balance runs down by each principal part and ends at 0.
        let balance = t.principal;
        for (const row of s.rows) {
          expect(Math.min(row.principal, row.interest, row.total, row.balance)).toBeGreaterThanOrEqual(0);
          // A row that owes nothing would be 'overdue' for ever (standing.ts): every row owes something.
          expect(row.total).toBeGreaterThanOrEqual(1);
          expect(row.total).toBe(row.principal + row.interest);
          balance -= row.principal;
          expect(row.balance).toBe(balance);
        }
        expect(s.rows.at(-1)?.balance).toBe(0);
        // Every row before the last is the regular one.
        const first = s.rows[0] as ScheduleRow;
        for (const row of s.rows.slice(0, -1)) {
          if (t.method === 'equalPrincipal') expect(row.principal).toBe(first.principal);
          else expect(row.total).toBe(s.installment);
          if (t.method === 'flat') expect([row.principal, row.interest]).toEqual([first.principal, first.interest]);
        }
        // The last absorbs the rounding only, and says so.
        expect(lastWithinBound(t, s)).toBe(true);
        const last = s.rows.at(-1) as ScheduleRow;
        expect(s.lastDiffers).toBe(t.method === 'equalPrincipal' ? last.principal !== first.principal : last.total !== first.total);
      }),
      { seed: SEED, numRuns: 1_500 },
    );
    // The generator must reach the accepted domain often, or the property proves little.
    expect(accepted).toBeGreaterThan(600);
  });

  it('counts due dates from the first: strictly increasing, the frequency apart, month ends clamping and coming back', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const rows = buildSchedule(t).rows;
        expect(rows[0]?.dueDate).toBe(t.firstDueDate);
        const first = civilOf(t.firstDueDate);
        rows.forEach((row, k) => {
          if (k > 0) expect(row.dueDate > (rows[k - 1] as ScheduleRow).dueDate).toBe(true);
          if (t.frequency === 'monthly') {
            const due = civilOf(row.dueDate);
            expect((due.year - first.year) * 12 + due.month - first.month).toBe(k);
            expect(due.day).toBe(Math.min(first.day, daysInMonth(due.year, due.month)));
          } else {
            expect(daysBetween(t.firstDueDate, row.dueDate)).toBe({ daily: 1, weekly: 7, biweekly: 14 }[t.frequency] * k);
          }
        });
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('the accepted domain (termsProblem) and why', () => {
  const base: LoanTerms = { principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-01-31' };
  const keepsShape = (s: Schedule, method: LoanTerms['method']) =>
    s.rows.slice(0, -1).every((row) => (method === 'equalPrincipal' ? row.principal === s.rows[0]?.principal : row.total === s.installment));

  it('accepts the worked example in every method', () => {
    for (const method of LOAN_METHODS) expect(termsProblem({ ...base, method })).toBeNull();
  });

  it('refuses equal shares that n − 1 times exceed the principal: 0.15 in 10 rows would be 0.02 × 9 > 0.15', () => {
    const tiny = { ...base, principal: 15, installments: 10, method: 'equalPrincipal' as const };
    expect(keepsShape(buildSchedule(tiny), 'equalPrincipal')).toBe(false);
    expect(termsProblem(tiny)).toBe('tooSmall');
    expect(termsProblem({ ...tiny, principal: 10 * 9 / 2 + 100 })).toBeNull();
  });

  it('refuses a flat loan whose interest cannot be shared the same way', () => {
    // 3,600.00 over 360 months at 0.0025 % a month: 0.324 of interest... round(32.4) = 32, 32 / 360 → 0.
    const flat = { ...base, method: 'flat' as const, installments: 360, principal: 360_000, rateMillionths: 4 };
    const s = buildSchedule(flat);
    expect(keepsShape(s, 'flat') || termsProblem(flat) === 'tooSmall').toBe(true);
    const clamped = { ...flat, rateMillionths: 10 };
    expect(keepsShape(buildSchedule(clamped), 'flat')).toBe(termsProblem(clamped) === null);
  });

  it('refuses a French loan whose installment is almost all interest: (1 + r)^n enormous amplifies its rounding', () => {
    const steep = { ...base, rateMillionths: 100_000, installments: 360 }; // 10 % a month for 30 years
    // Every row pays interest only (principal 0), and the last carries the whole principal.
    const s = buildSchedule(steep);
    expect(s.rows[0]?.principal).toBe(0);
    expect(s.rows.at(-1)?.total).toBeGreaterThan(10 * s.installment);
    expect(termsProblem(steep)).toBe('tooSteep');
    // The same rate over 24 months is an ordinary loan.
    expect(termsProblem({ ...steep, installments: 24 })).toBeNull();
    // 100.00 over 360 days at a tiny rate: 0.28 a day (rounded up from 0.2777…) × 359 exceeds it.
    expect(termsProblem({ ...base, principal: 10_000, rateMillionths: 1, frequency: 'daily', installments: 360 })).toBe('tooSmall');
  });

  it('refuses a principal beyond the limit, so totals stay safe integers', () => {
    expect(LOAN_LIMITS.maxPrincipal * (1 + 360 * 10)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });
});

describe('the API schemas keep to the domain', () => {
  const ok: LoanTerms = { principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-01-31' };

  it('LoanTermsSchema and LoanApplicationSchema refuse terms outside it (and a principal beyond the limit), and accept the rest', () => {
    const tooSmall = { ...ok, principal: 15, installments: 10, method: 'equalPrincipal' as const };
    for (const [schema, extra] of [[LoanTermsSchema, {}], [LoanApplicationSchema, { customerId: 1 }]] as const) {
      expect(v.safeParse(schema, { ...ok, ...extra }).success).toBe(true);
      const refused = v.safeParse(schema, { ...tooSmall, ...extra });
      expect(refused.success).toBe(false);
      expect(refused.issues?.[0]?.message).toMatch(/^tooSmall:/);
      expect(v.safeParse(schema, { ...ok, ...extra, rateMillionths: 100_000, installments: 360 }).issues?.[0]?.message).toMatch(/^tooSteep:/);
      expect(v.safeParse(schema, { ...ok, ...extra, principal: LOAN_LIMITS.maxPrincipal + 1 }).success).toBe(false);
    }
    // The object's fields are still there for forms and other schemas.
    expect(Object.keys(LoanTermsSchema.entries)).toContain('firstDueDate');
  });
});
