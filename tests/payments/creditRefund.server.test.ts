// @vitest-environment node
/**
 * Overpayments and credit refunds (#29 item 6, server/payments/routes.ts and refundRoutes.ts): a
 * payment above the balance is refused (422 `overpayment`, with the excess) unless the request says
 * the user confirmed it; 'Devolver saldo a favor' pays exactly the credit out of the caller's open
 * session — permission, no session, stale, no credit, reason, state after, idempotency, audit — for
 * a loan and a fee (one write path for every kind), and a reversal after a refund owes it back.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DebtDetailSchema } from '../../machines/debts/index.ts';
import { LoanDetailSchema } from '../../machines/loans/index.ts';
import { CreditRefundSchema, PaymentWithReceiptSchema, type CreditRefund, type PaymentWithReceipt } from '../../machines/payments/payments.schema.ts';
import { fixedClock } from '../../server/clock.ts';
import { client } from '../server/client.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loansOf } from './loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);
/** What the refunder's box holds: a refund is cash out, and no box goes below zero. */
const REFUND_CASH = 10_000_00;

let keys = 0;
const freshKey = () => `credit-refund-test-${Date.now()}-${(keys += 1)}`;
type Who = 'admin' | 'cajero' | 'cobrador';
type Area = 'prestamos' | 'honorarios';

const query = <T extends object>(sql: string, params: unknown[] = []) => env.server.db.query<T>(sql, params as never[]);
const code = (res: { status: number; body: unknown }) => (res.status < 300 ? 'ok' : (res.body as { code?: string }).code);

const post = <T>(path: string, json: unknown, who: Who, key: string | null = freshKey()) =>
  api.post<T>(path, { token: env.tokens[who], json, headers: key === null ? {} : { 'Idempotency-Key': key } });

const versionOf = async (area: Area, id: number): Promise<number> => ((await api.get(`/${area}/${id}`, { token: env.tokens.admin })).body as { version: number }).version;
const pay = async (area: Area, id: number, amount: number, extra: object = {}, who: Who = 'cajero') =>
  post<PaymentWithReceipt>(`/${area}/${id}/pagos`, { amount, method: 'cash', version: await versionOf(area, id), ...extra }, who);
const refund = async (area: Area, id: number, reason = 'El cliente pagó de más', who: Who = 'admin', key: string | null = freshKey(), version?: number) =>
  post<CreditRefund>(`/${area}/${id}/devolucion`, { version: version ?? (await versionOf(area, id)), reason }, who, key);

const loanDetail = async (id: number) => v.parse(LoanDetailSchema, (await api.get(`/prestamos/${id}`, { token: env.tokens.admin })).body);
const refundMovements = async (refundId: number) =>
  (
    await query<{ type: string; direction: string; amount: string | number; session_id: number; concept: string }>(
      "SELECT type, direction, amount, session_id, concept FROM cash_movements WHERE source_kind = 'creditRefund' AND source_id = $1 ORDER BY id",
      [refundId],
    )
  ).map((row) => ({ ...row, amount: Number(row.amount) }));

/** A loan of 1.000,00 at 0 % in 2 installments, paid 1.500,00 (confirmed): 'Pagado de más' with 500,00 of credit. */
async function overpaidLoan(): Promise<number> {
  const id = await loans.activeLoan({ principal: 1_000_00, installments: 2, rateMillionths: 0 });
  await loans.openSession('cajero');
  const res = await pay('prestamos', id, 1_500_00, { acceptExcess: true });
  expect(res.status, res.text).toBe(201);
  return id;
}

describe('A payment above the balance', () => {
  it('is refused with 422 overpayment and the excess unless acknowledged, and nothing is posted', async () => {
    const id = await loans.activeLoan({ principal: 1_000_00, installments: 2, rateMillionths: 0 });
    await loans.openSession('cajero');
    await pay('prestamos', id, 153_15, { acceptExcess: true });
    // It owes 846,85: 2.000,00 exceeds it by 1.153,15.
    const res = await pay('prestamos', id, 2_000_00);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'overpayment', excess: 1_153_15 });
    expect(code(await pay('prestamos', id, 2_000_00, { acceptExcess: false }))).toBe('overpayment');
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE kind = 'loan' AND target_id = $1", [id]))[0]!.n).toBe(1);
    expect(await loans.loan(id)).toMatchObject({ status: 'active', balance: 846_85 });
    // Up to the balance needs no acknowledgement.
    expect((await pay('prestamos', id, 846_84)).status).toBe(201);
  });

  it('is accepted once acknowledged: the loan is overpaid with the excess as credit, audited', async () => {
    const id = await overpaidLoan();
    const detail = await loanDetail(id);
    expect(detail).toMatchObject({ status: 'overpaid', balance: 0, overpaid: 500_00 });
    const audit = await query<{ after: { excess_accepted?: number } }>("SELECT after FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'record'", [id]);
    expect(audit.at(-1)!.after.excess_accepted).toBe(500_00);
  });

  it('an acknowledgement does not let a refused status take a payment', async () => {
    const id = await overpaidLoan();
    expect(code(await pay('prestamos', id, 1_00, { acceptExcess: true }))).toBe('notAllowed');
  });
});

describe("'Devolver saldo a favor'", () => {
  it('answers 401 without a token and 403 without credit.refund', async () => {
    const id = await overpaidLoan();
    const version = await versionOf('prestamos', id);
    expect((await api.post(`/prestamos/${id}/devolucion`, { json: { version, reason: 'x' }, headers: { 'Idempotency-Key': freshKey() } })).status).toBe(401);
    // The cashier does not hold credit.refund.
    expect((await refund('prestamos', id, 'x', 'cajero')).status).toBe(403);
    expect((await loanDetail(id)).overpaid).toBe(500_00);
  });

  it('answers 409 noOpenSession when the refunder has no open session, and moves nothing', async () => {
    const id = await overpaidLoan();
    await loans.closeSessionOf('admin');
    const res = await refund('prestamos', id);
    expect(res.status, res.text).toBe(409);
    expect(code(res)).toBe('noOpenSession');
    expect(await loanDetail(id)).toMatchObject({ status: 'overpaid', overpaid: 500_00 });
  });

  it('pays exactly the credit out of the refunder’s own session and takes the loan to closed, with a receipt and an audit entry', async () => {
    const id = await overpaidLoan();
    const session = await loans.openSession('admin', REFUND_CASH);
    const res = await refund('prestamos', id, '  El cliente pagó de más  ');
    expect(res.status, res.text).toBe(201);
    const answer = v.parse(CreditRefundSchema, res.body);
    expect(answer).toMatchObject({ kind: 'loan', target_id: id, amount: 500_00, reason: 'El cliente pagó de más', session_id: session, business_date: '2026-11-24' });
    expect(answer.party_name).not.toBe('');
    expect(await refundMovements(answer.id)).toEqual([
      { type: 'creditRefund', direction: 'out', amount: 500_00, session_id: session, concept: `Devolución del saldo a favor del préstamo N° ${id}` },
    ]);
    const after = await loanDetail(id);
    expect(after).toMatchObject({ status: 'closed', balance: 0, overpaid: 0 });
    expect(await loans.loan(id)).toMatchObject({ status: 'closed', balance: 0 });
    const audit = await query<{ action: string; before: { status: string; credit: number }; after: { status: string; refunded: number; reason: string } }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'loan' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(audit[0]).toMatchObject({ action: 'refund', before: { status: 'overpaid', credit: 500_00 }, after: { status: 'closed', refunded: 500_00, reason: 'El cliente pagó de más' } });
    // Nothing is left to refund.
    expect(code(await refund('prestamos', id))).toBe('noCredit');
    // Its cash is not reversed alone from 'Movimientos' (the credit would stay refunded).
    const [movement] = await query<{ id: string }>("SELECT id FROM cash_movements WHERE source_kind = 'creditRefund' AND source_id = $1", [answer.id]);
    expect(code(await post(`/movimientos/${movement!.id}/reversion`, { reason: 'Error' }, 'admin'))).toBe('reverseAtSource');
  });

  it('is idempotent: the same key answers the same refund, once in the ledger', async () => {
    const id = await overpaidLoan();
    await loans.openSession('admin', REFUND_CASH);
    const key = freshKey();
    const version = await versionOf('prestamos', id);
    const first = await refund('prestamos', id, 'Devolución', 'admin', key, version);
    const again = await refund('prestamos', id, 'Devolución', 'admin', key, version);
    expect(first.status, first.text).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM credit_refunds WHERE kind = 'loan' AND target_id = $1", [id]))[0]!.n).toBe(1);
    expect(await refundMovements((first.body as CreditRefund).id)).toHaveLength(1);
  });

  it('refuses a stale version (409 stale), a blank reason (400 reasonRequired), and a record without credit (409 noCredit)', async () => {
    const id = await overpaidLoan();
    await loans.openSession('admin', REFUND_CASH);
    const version = await versionOf('prestamos', id);
    expect(code(await refund('prestamos', id, 'x', 'admin', freshKey(), version - 1))).toBe('stale');
    const blank = await refund('prestamos', id, '   ');
    expect([blank.status, code(blank)]).toEqual([400, 'reasonRequired']);
    const owing = await loans.activeLoan({ principal: 1_000_00, installments: 2, rateMillionths: 0 });
    expect(code(await refund('prestamos', owing))).toBe('noCredit');
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM credit_refunds WHERE target_id IN ($1, $2) AND kind = 'loan'", [id, owing]))[0]!.n).toBe(0);
  });

  it('a payment reversed after the refund leaves the refunded amount owed again', async () => {
    const id = await overpaidLoan();
    await loans.openSession('admin', REFUND_CASH);
    expect((await refund('prestamos', id)).status).toBe(201);
    const [payment] = await query<{ id: string }>("SELECT id FROM payments WHERE kind = 'loan' AND target_id = $1", [id]);
    const res = await post(`/pagos_prestamos/${payment!.id}/reversion`, { reason: 'Billete falso' }, 'admin');
    expect(res.status, res.text).toBe(200);
    // 1.000,00 of the loan and the 500,00 refunded.
    expect(await loanDetail(id)).toMatchObject({ status: 'active', balance: 1_500_00, overpaid: 0 });
  });

  it('works the same for a fee: overpaid → paid, out of the same write path', async () => {
    const customerId = await loans.customer();
    const created = await post('/honorarios', { customerId, concept: 'Gestoría', amount: 300_00, firstDueDate: '2026-12-24', installments: 1, frequency: 'monthly', note: '' }, 'admin');
    expect(created.status, created.text).toBe(201);
    const fee = v.parse(DebtDetailSchema, created.body);
    await loans.openSession('cajero');
    expect(code(await pay('honorarios', fee.id, 400_00))).toBe('overpayment');
    const paid = await pay('honorarios', fee.id, 400_00, { acceptExcess: true });
    expect(paid.status, paid.text).toBe(201);
    expect(v.parse(PaymentWithReceiptSchema, paid.body).receipt.overpayment).toBe(100_00);
    await loans.openSession('admin', REFUND_CASH);
    const res = await refund('honorarios', fee.id);
    expect(res.status, res.text).toBe(201);
    expect(v.parse(CreditRefundSchema, res.body)).toMatchObject({ kind: 'fee', amount: 100_00 });
    const after = v.parse(DebtDetailSchema, (await api.get(`/honorarios/${fee.id}`, { token: env.tokens.admin })).body);
    expect(after).toMatchObject({ status: 'paid', balance: 0, overpaid: 0 });
  });
});

describe('migration 026 on a database from before it', () => {
  it("grants credit.refund to the administrator only, and the refunds' table is append-only", async () => {
    const db = env.server.db;
    const granted = async () => (await query<{ id_rol: number }>("SELECT id_rol FROM role_permissions WHERE code = 'credit.refund' ORDER BY id_rol")).map((row) => row.id_rol);
    expect(await granted()).toEqual([1]);
    // Back to how a database made before 026 looked (it is the last test of the file: the table is made again).
    await db.exec('DROP TABLE credit_refunds; DROP FUNCTION credit_refunds_append_only;');
    await query("DELETE FROM role_permissions WHERE code = 'credit.refund'");
    await query("DELETE FROM schema_migrations WHERE name = '026_credit_refunds.sql'");
    expect(await migrate(db)).toEqual(['026_credit_refunds.sql']);
    expect(await granted()).toEqual([1]);
    const id = await overpaidLoan();
    await loans.openSession('admin', REFUND_CASH);
    const res = await refund('prestamos', id);
    expect(res.status, res.text).toBe(201);
    await expect(query('UPDATE credit_refunds SET amount = 1')).rejects.toThrow(/append-only/);
    await expect(query('DELETE FROM credit_refunds')).rejects.toThrow(/append-only/);
  });
});
