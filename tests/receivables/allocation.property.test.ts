// @vitest-environment node
/**
 * The replay of payments (allocation.ts) and the standing derived from it (standing.ts) over random
 * schedules, payments and reversals (fast-check, fixed seed): the order payments arrive in never
 * matters, money is neither lost nor made, a reversed payment is as if it never was, installments
 * are paid oldest first and part by part, and the standing agrees with what was paid and when.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments, type InstallmentDue, type PaymentFact } from '../../machines/receivables/allocation.ts';
import { receivableStanding } from '../../machines/receivables/standing.ts';
import { addDays, daysBetween } from '../../machines/money/index.ts';

const SEED = 170_017;
const START = '2026-01-01';
const owed = (d: InstallmentDue) => d.charges + d.interest + d.principal;

/** A schedule of 1–24 installments a week to a month apart, each owing at least one minor unit. */
const dues: fc.Arbitrary<InstallmentDue[]> = fc
  .array(
    fc.record({ gap: fc.integer({ min: 7, max: 31 }), principal: fc.integer({ min: 0, max: 100_000 }), interest: fc.integer({ min: 0, max: 20_000 }), charges: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 })) }),
    { minLength: 1, maxLength: 24 },
  )
  .map((rows) => {
    let offset = 0;
    return rows.map((row, index) => {
      offset += row.gap;
      // At least one minor unit owed: a row owing nothing is not an installment.
      const principal = row.principal + row.interest + row.charges === 0 ? 1 : row.principal;
      return { number: index + 1, dueDate: addDays(START, offset), principal, interest: row.interest, charges: row.charges };
    });
  });

/** Payments with distinct ids (arrival order) on dates around the schedule, some reversed. */
const payments: fc.Arbitrary<PaymentFact[]> = fc
  .array(fc.record({ day: fc.integer({ min: 0, max: 800 }), amount: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 200_000 })), reversed: fc.boolean() }), { maxLength: 30 })
  .map((list) => list.map((p, index) => ({ id: index + 1, businessDate: addDays(START, p.day), amount: p.amount, reversed: p.reversed && index % 3 === 0 })));

/** The same facts in another arrival order: the list shuffled by random keys. */
const shuffled = <T>(list: T[], keys: number[]) => list.map((item, i) => ({ item, key: keys[i % Math.max(keys.length, 1)] ?? 0, i })).sort((a, b) => a.key - b.key || b.i - a.i).map((x) => x.item);

describe('allocatePayments over random payments and reversals', () => {
  it('gives the same allocation whatever order the facts arrive in', () => {
    fc.assert(
      fc.property(dues, payments, fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (d, p, keys) => {
        expect(allocatePayments(d, shuffled(p, keys))).toEqual(allocatePayments(d, p));
        expect(allocatePayments(shuffled(d, keys), p).installments.sort((a, b) => a.number - b.number)).toEqual(allocatePayments(d, p).installments);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('loses and makes no money: Σ allocated + overpayment = Σ unreversed paid, per payment and in all', () => {
    fc.assert(
      fc.property(dues, payments, (d, p) => {
        const a = allocatePayments(d, p);
        const live = p.filter((x) => !x.reversed);
        for (const pay of a.payments) {
          const amount = live.find((x) => x.id === pay.paymentId)?.amount;
          expect(pay.rows.reduce((s, r) => s + r.charges + r.interest + r.principal, 0) + pay.overpayment).toBe(amount);
        }
        const allocated = a.installments.reduce((s, i) => s + i.total, 0);
        expect(allocated + a.overpayment).toBe(live.reduce((s, x) => s + x.amount, 0));
        expect(a.overpayment).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('treats a reversed payment as if it never was', () => {
    fc.assert(
      fc.property(dues, payments, (d, p) => {
        expect(allocatePayments(d, p)).toEqual(allocatePayments(d, p.filter((x) => !x.reversed)));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('pays no part beyond what is due, installments oldest first and parts in order (charges → interest → principal)', () => {
    fc.assert(
      fc.property(dues, payments, (d, p) => {
        const a = allocatePayments(d, p);
        let earlierOpen = false;
        d.forEach((due, i) => {
          const paid = a.installments[i]!;
          expect(paid.charges).toBeLessThanOrEqual(due.charges);
          expect(paid.interest).toBeLessThanOrEqual(due.interest);
          expect(paid.principal).toBeLessThanOrEqual(due.principal);
          expect(Math.min(paid.charges, paid.interest, paid.principal)).toBeGreaterThanOrEqual(0);
          expect(paid.total).toBe(paid.charges + paid.interest + paid.principal);
          // Nothing reaches an installment while an older one is still open.
          if (earlierOpen) expect(paid.total).toBe(0);
          if (paid.interest > 0) expect(paid.charges).toBe(due.charges);
          if (paid.principal > 0) expect(paid.interest).toBe(due.interest);
          expect(paid.paidOffOn !== null).toBe(paid.total === owed(due));
          if (paid.total < owed(due)) earlierOpen = true;
        });
        if (a.overpayment > 0) expect(earlierOpen).toBe(false);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('receivableStanding over random facts and business dates', () => {
  it('owes what was due less what was allocated, never less than 0, with statuses and arrears that agree', () => {
    fc.assert(
      fc.property(dues, payments, fc.integer({ min: 0, max: 900 }), (d, p, day) => {
        const today = addDays(START, day);
        const s = receivableStanding(d, p, today);
        const a = allocatePayments(d, p);
        const allocated = a.installments.reduce((sum, i) => sum + i.total, 0);
        expect(s.outstanding).toBeGreaterThanOrEqual(0);
        expect(s.outstanding).toBe(d.reduce((sum, due) => sum + owed(due), 0) - allocated);
        expect(s.principalOutstanding).toBe(d.reduce((sum, due) => sum + due.principal, 0) - a.installments.reduce((sum, i) => sum + i.principal, 0));
        expect(s.principalOutstanding).toBeGreaterThanOrEqual(0);
        expect(s.paid).toBe(allocated + s.overpayment);
        for (const row of s.rows) {
          expect(row.outstanding).toBe(owed(row.due) - row.paid.total);
          const { status } = row;
          if (row.outstanding === 0) {
            const on = row.paid.paidOffOn!;
            expect(status).toBe(on < row.due.dueDate ? 'paidEarly' : on === row.due.dueDate ? 'paidOnTime' : 'paidLate');
          } else if (row.paid.total > 0) expect(status).toBe('partial');
          else expect(status).toBe(row.due.dueDate > today ? 'upcoming' : row.due.dueDate === today ? 'due' : 'overdue');
        }
        const firstOpen = s.rows.find((row) => row.outstanding > 0);
        expect(s.nextDueDate).toBe(firstOpen?.due.dueDate ?? null);
        // Installments are paid in order, so the oldest unpaid one is the next one.
        const late = firstOpen !== undefined && firstOpen.due.dueDate < today;
        expect(s.oldestUnpaidDueDate).toBe(late ? firstOpen.due.dueDate : null);
        expect(s.daysPastDue).toBe(late ? daysBetween(firstOpen.due.dueDate, today) : 0);
        expect(s.daysPastDue).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
