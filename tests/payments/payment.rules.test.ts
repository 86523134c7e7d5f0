// @vitest-environment node
/**
 * The payment arithmetic the dialog and the server share (machines/payments/payment.rules.ts):
 * the preview the dialog shows is exactly what the server's replay stores for the new payment, for
 * any earlier payments (property-tested); what is due today; a reprint's remaining balance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../machines/loans/index.ts';
import { receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { amountDueNow, effectOfPayment, previewPayment } from '../../machines/payments/index.ts';
import type { DueRow } from '../../machines/receivables/due.schema.ts';
import { TERMS } from './loanFixtures.ts';
import { loanDetailOf, LOAN_NOTHING_DUE, LOAN_TWO_DUE } from './loanPayments.fixtures.ts';

const schedule = buildSchedule(TERMS);
const dues = schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));

describe('previewPayment', () => {
  it('pays the interest before the principal of the oldest installment', () => {
    expect(previewPayment(LOAN_NOTHING_DUE.schedule, 0, 30_000)).toEqual({
      rows: [{ number: 1, charges: 0, interest: 20_000, principal: 10_000 }],
      overpayment: 0,
      remaining: schedule.totalPayable - 30_000,
    });
  });

  it('equals what the replay of the stored payments plus the new one gives it, whatever was paid before', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 6 }), fc.integer({ min: 1, max: 1_300_000 }), (earlier, amount) => {
        const today = '2027-02-10';
        const facts: PaymentFact[] = earlier.map((paid, index) => ({ id: index + 1, businessDate: `2026-12-0${(index % 9) + 1}`, amount: paid, reversed: false }));
        const standing = receivableStanding(dues, facts, today);
        const detail = loanDetailOf(today, [], {
          overpaid: standing.overpayment,
          schedule: standing.rows.map((row) => ({
            number: row.due.number,
            due_date: row.due.dueDate,
            principal: row.due.principal,
            interest: row.due.interest,
            charges: row.due.charges,
            total: row.due.principal + row.due.interest,
            paid: row.paid.total,
            outstanding: row.outstanding,
            status: row.status,
          })),
        });
        const server = effectOfPayment(dues, [...facts, { id: 99, businessDate: today, amount, reversed: false }], 99);
        expect(previewPayment(detail.schedule, detail.overpaid, amount)).toEqual(server);
      }),
    );
  });
});

/** What 'Monto' means, by the business date itself: Σ outstanding due by today, else the next due's. */
function dueByDate(rows: readonly DueRow[], today: string): number {
  const unpaid = rows.filter((row) => row.outstanding > 0);
  const due = unpaid.filter((row) => row.due_date <= today).reduce((sum, row) => sum + row.outstanding, 0);
  return due > 0 ? due : (unpaid[0]?.outstanding ?? 0);
}

describe('amountDueNow', () => {
  it('is every installment due by the business date, else the next one', () => {
    expect(amountDueNow(LOAN_TWO_DUE.schedule)).toBe(2 * schedule.installment);
    expect(amountDueNow(LOAN_NOTHING_DUE.schedule)).toBe(schedule.installment);
    // Part of the due installments paid: what is left of them.
    expect(amountDueNow(loanDetailOf('2027-01-30', [50_000]).schedule)).toBe(2 * schedule.installment - 50_000);
    expect(amountDueNow(loanDetailOf('2027-01-30', [schedule.totalPayable]).schedule)).toBe(0);
  });

  it('reads from the statuses exactly what the business date says, for any payments and any date', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 420 }),
        (paid, offset) => {
          const today = new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
          const rows = loanDetailOf(today, paid).schedule;
          expect(amountDueNow(rows)).toBe(dueByDate(rows, today));
        },
      ),
    );
  });
});

describe('effectOfPayment', () => {
  it('says the balance right after the payment, in date order, and shows a reversed payment as it counted', () => {
    const facts: PaymentFact[] = [
      { id: 1, businessDate: '2027-01-10', amount: 100_000, reversed: false },
      { id: 2, businessDate: '2026-12-20', amount: 50_000, reversed: true },
      { id: 3, businessDate: '2026-12-30', amount: 30_000, reversed: false },
    ];
    expect(effectOfPayment(dues, facts, 3)?.remaining).toBe(schedule.totalPayable - 30_000);
    expect(effectOfPayment(dues, facts, 1)?.remaining).toBe(schedule.totalPayable - 130_000);
    expect(effectOfPayment(dues, facts, 2)?.rows).toEqual([{ number: 1, charges: 0, interest: 20_000, principal: 30_000 }]);
    expect(effectOfPayment(dues, facts, 4)).toBeNull();
  });
});
