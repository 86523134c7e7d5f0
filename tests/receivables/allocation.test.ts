import { describe, expect, it } from 'vitest';
import { allocatePayments, type InstallmentDue } from '../../machines/receivables/allocation.ts';
import { arrearsBucket, receivableStanding } from '../../machines/receivables/standing.ts';

const dues: InstallmentDue[] = [
  { number: 1, dueDate: '2026-02-01', principal: 1_000, interest: 200, charges: 50 },
  { number: 2, dueDate: '2026-03-01', principal: 1_100, interest: 100, charges: 0 },
];

describe('allocatePayments', () => {
  it('pays the oldest installment first, charges → interest → principal, and keeps what is left as overpayment', () => {
    const a = allocatePayments(dues, [
      { id: 2, businessDate: '2026-02-10', amount: 2_500, reversed: false },
      { id: 1, businessDate: '2026-02-01', amount: 100, reversed: false },
    ]);
    expect(a.payments.map((p) => p.paymentId)).toEqual([1, 2]);
    expect(a.payments[0]?.rows).toEqual([{ number: 1, charges: 50, interest: 50, principal: 0 }]);
    expect(a.payments[1]?.rows).toEqual([
      { number: 1, charges: 0, interest: 150, principal: 1_000 },
      { number: 2, charges: 0, interest: 100, principal: 1_100 },
    ]);
    expect(a.overpayment).toBe(2_600 - 2_450);
    expect(a.installments.map((i) => i.paidOffOn)).toEqual(['2026-02-10', '2026-02-10']);
  });

  it('leaves reversed payments out of the replay', () => {
    const a = allocatePayments(dues, [{ id: 1, businessDate: '2026-02-01', amount: 1_250, reversed: true }]);
    expect(a.installments[0]?.total).toBe(0);
    expect(a.payments).toEqual([]);
  });
});

describe('receivableStanding', () => {
  it('derives statuses, arrears and what is owed from the business date', () => {
    const s = receivableStanding(dues, [{ id: 1, businessDate: '2026-01-20', amount: 1_250, reversed: false }, { id: 2, businessDate: '2026-03-05', amount: 100, reversed: false }], '2026-03-10');
    expect(s.rows.map((r) => r.status)).toEqual(['paidEarly', 'partial']);
    expect(s.outstanding).toBe(1_100);
    expect(s.principalOutstanding).toBe(1_100);
    expect(s.nextDueDate).toBe('2026-03-01');
    expect(s.oldestUnpaidDueDate).toBe('2026-03-01');
    expect(s.daysPastDue).toBe(9);
    expect(receivableStanding(dues, [], '2026-02-01').rows.map((r) => r.status)).toEqual(['due', 'upcoming']);
    expect(receivableStanding(dues, [], '2026-02-02').rows[0]?.status).toBe('overdue');
  });

  it('buckets days past due as domain.md does', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(arrearsBucket)).toEqual(['current', '1-30', '1-30', '31-60', '31-60', '61-90', '61-90', '90+']);
  });
});
