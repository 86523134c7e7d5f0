// @vitest-environment node
/**
 * The payment repository and the portfolio rule are kind-generic (server/payments): the fees'
 * target (server/debts) shares the one `payments` table with the loans' target, and each sees only
 * its own kind — in the list, its totals and user choices, a record's payments and a reprint —, and
 * the viewAll code that opens every record is the kind's own.
 */
import { describe, expect, it } from 'vitest';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import type { PaymentSortColumn } from '../../machines/payments/payments.schema.ts';
import { fixedClock } from '../../server/clock.ts';
import { loanPaymentTarget } from '../../server/loans/paymentTarget.ts';
import { debtPaymentTargets } from '../../server/debts/paymentTarget.ts';
import { findPayment, listConditions, listPayments, paymentsOf, receiptOf } from '../../server/payments/repository.ts';
import { portfolioOf } from '../../server/payments/portfolio.ts';
import type { PaymentTarget } from '../../server/payments/target.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { loansOf } from './loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const loans = loansOf(env);
const TODAY = '2026-11-24';

const feeTarget = debtPaymentTargets.fee as PaymentTarget;

const query = <T extends object>(sql: string, params: unknown[] = []) => env.server.db.query<T>(sql, params as never[]);

/** A posted transfer of `kind` on record `targetId`, received by `username`; its id. */
async function stored(kind: 'loan' | 'fee', targetId: number, amount: number, username: string): Promise<number> {
  const receivedBy = await loans.userId(username);
  const rows = await query<{ id: number }>(
    "INSERT INTO payments (kind, target_id, amount, method, business_date, received_by) VALUES ($1, $2, $3, 'transfer', $4::date, $5) RETURNING id",
    [kind, targetId, amount, TODAY, receivedBy],
  );
  return Number(rows[0]!.id);
}

/** A demo fee still open, and its customer's name. */
async function openFee(): Promise<{ id: number; customer: string }> {
  const rows = await query<{ id: number; name: string }>(
    "SELECT d.id, c.name FROM debts d JOIN customers c ON c.id = d.customer_id WHERE d.kind = 'fee' AND d.status = 'open' ORDER BY d.id LIMIT 1",
  );
  return { id: rows[0]!.id, customer: rows[0]!.name };
}

const list = (target: PaymentTarget, receivedBy: number | null = null, q = '') =>
  listPayments(env.server.db, target, { ...emptyQuery<PaymentSortColumn>(), q }, receivedBy, TODAY);

describe('payments of two kinds in one table', () => {
  it('lists, sums, finds and reprints each kind apart', async () => {
    const loanId = await loans.activeLoan();
    const fee = await openFee();
    const before = await list(feeTarget);
    const loanPayment = await stored('loan', loanId, 10_000, 'cajero');
    const feePayment = await stored('fee', fee.id, 25_000, 'cobrador');

    const fees = await list(feeTarget);
    expect(fees.items.every((p) => p.kind === 'fee')).toBe(true);
    expect(fees.items.map((p) => p.id)).toContain(feePayment);
    expect(fees.items.map((p) => p.id)).not.toContain(loanPayment);
    expect(fees.totals.posted - before.totals.posted).toBe(25_000);
    expect(fees.users.map((u) => u.id)).toContain(await loans.userId('cobrador'));
    // The fee's replay is its own: 250.00 goes to the fee's first due.
    expect(fees.items.find((p) => p.id === feePayment)!.allocation[0]).toMatchObject({ number: 1 });

    const loansPage = await list(loanPaymentTarget as PaymentTarget, null, String(loanId));
    expect(loansPage.items.map((p) => p.id)).toEqual([loanPayment]);
    expect(loansPage.totals.posted).toBe(10_000);

    expect((await paymentsOf(env.server.db, feeTarget, fee.id, TODAY)).map((p) => p.id)).toContain(feePayment);
    expect((await paymentsOf(env.server.db, feeTarget, loanId, TODAY)).map((p) => p.id)).not.toContain(loanPayment);
    expect(await findPayment(env.server.db, feeTarget, loanPayment, TODAY)).toBeNull();
    const found = await findPayment(env.server.db, feeTarget, feePayment, TODAY);
    const receipt = await receiptOf(env.server.db, feeTarget, found!);
    expect(receipt).toMatchObject({ kind: 'fee', target_id: fee.id, amount: 25_000, remaining: expect.any(Number) });
    expect(receipt.party_name).toBe(fee.customer);
  });

  it('keeps a user without the kind’s viewAll to the payments they received', async () => {
    const fee = await openFee();
    const mine = await stored('fee', fee.id, 1_000, 'cobrador');
    const theirs = await stored('fee', fee.id, 2_000, 'cajero');
    const page = await list(feeTarget, await loans.userId('cobrador'));
    expect(page.items.map((p) => p.id)).toContain(mine);
    expect(page.items.map((p) => p.id)).not.toContain(theirs);
    expect(page.items.every((p) => p.received_by === page.items[0]!.received_by)).toBe(true);
  });
});

describe('the list’s SQL', () => {
  it('always filters by the target’s kind and searches the target’s party', () => {
    const { where, params } = listConditions(feeTarget, { q: 'ana', filters: { status: 'posted' } }, 7);
    expect(where).toContain('p.kind = $');
    expect(params).toContain('fee');
    expect(params).toContain(7);
    expect(where).toContain(feeTarget.sql.partyName);
    expect(listConditions(feeTarget, { q: '12', filters: {} }, null)).toEqual({ where: ' WHERE p.kind = $1 AND p.target_id = $2', params: ['fee', 12] });
  });
});

describe('the portfolio rule', () => {
  it('opens every record with the kind’s own viewAll code only', async () => {
    const granted = (codes: string[]) => ({ has: async (code: string) => codes.includes(code) });
    expect(await portfolioOf(granted(['loan.viewAll']), 5, 'loan')).toEqual({ all: true });
    expect(await portfolioOf(granted(['loan.viewAll']), 5, 'fee')).toEqual({ all: false, officerId: 5 });
    expect(await portfolioOf(granted(['fee.viewAll']), 5, 'fee')).toEqual({ all: true });
    expect(await portfolioOf(granted(['rental.viewAll']), 5, 'debt')).toEqual({ all: false, officerId: 5 });
  });
});
