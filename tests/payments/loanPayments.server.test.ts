// @vitest-environment node
/**
 * The loan payments API (server/payments/routes.ts): permissions per route and code, the
 * refusals with their codes, the cash a payment and its reversal move (and into whose session),
 * the stored projection against the pure replay of the stored facts, idempotent replays (a double
 * click, a retry after a timeout), the races of the issue (two payments on one loan at once; a
 * payment racing a reversal), a backdated arrival order, and the loan's status through overpaid,
 * closed and back to active.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { allocatePayments, receivableStanding } from '../../machines/receivables/index.ts';
import {
  PaymentListSchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentWithReceiptSchema,
  type PaymentWithReceipt,
} from '../../machines/payments/payments.schema.ts';
import { CashRouteSchema } from '../../machines/cash/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { loanDues, loanPaymentFacts } from '../../server/loans/projection.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from './loanFixtures.ts';

// Noon at the location (America/Argentina/Cordoba, UTC−3): the business date is 2026-11-24.
const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);

let keys = 0;
const freshKey = () => `loan-payment-test-${Date.now()}-${(keys += 1)}`;
type Who = 'admin' | 'cajero' | 'cobrador';

const pay = (loanId: number, json: unknown, who: Who = 'cajero', key: string | null = freshKey()) =>
  api.post<PaymentWithReceipt>(`/prestamos/${loanId}/pagos`, { token: env.tokens[who], json, headers: key === null ? {} : { 'Idempotency-Key': key } });
const reverse = (paymentId: number, json: unknown, who: Who = 'admin', key: string | null = freshKey()) =>
  api.post(`/pagos_prestamos/${paymentId}/reversion`, { token: env.tokens[who], json, headers: key === null ? {} : { 'Idempotency-Key': key } });

const query = <T extends object>(sql: string, params: unknown[] = []) => env.server.db.query<T>(sql, params as never[]);
const count = async (sql: string, params: unknown[] = []) => (await query<{ n: number }>(sql, params))[0]!.n;
const code = (res: { status: number; body: unknown }) => (res.status < 300 ? 'ok' : (res.body as { code?: string }).code);

async function withoutGrant(idRol: number, grant: string, fn: () => Promise<void>) {
  await query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, grant]);
  try {
    await fn();
  } finally {
    await query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, grant]);
  }
}

/** A payment that must land; its answer, checked against the contract. */
let transfers = 0;
async function paid(loanId: number, amount: number, method: 'cash' | 'transfer' = 'cash', who: Who = 'cajero', acceptExcess = false): Promise<PaymentWithReceipt> {
  const { version } = await loans.loan(loanId);
  // A transfer carries its operation number (every method but cash does).
  const reference = method === 'cash' ? {} : { reference: `OP-LP-${(transfers += 1)}` };
  const res = await pay(loanId, { amount, method, version, acceptExcess, ...reference }, who);
  expect(res.status, res.text).toBe(201);
  return v.parse(PaymentWithReceiptSchema, res.body);
}

/** The stored projection equals the pure replay of the stored facts. */
async function projectionAgrees(loanId: number, today = '2026-11-24') {
  const db = env.server.db;
  const facts = await loanPaymentFacts(db, loanId);
  const standing = receivableStanding(await loanDues(db, loanId, facts, today), facts, today);
  const row = await loans.loan(loanId);
  expect(row.balance).toBe(standing.outstanding);
  expect(row.paid_total).toBe(standing.paid);
  expect(row.next_due_date).toBe(standing.nextDueDate);
}

const movementsOf = async (paymentId: number) =>
  (
    await query<{ type: string; direction: string; amount: string | number; session_id: number; reverses_id: string | number | null }>(
      "SELECT type, direction, amount, session_id, reverses_id FROM cash_movements WHERE source_kind = 'loanPayment' AND source_id = $1 ORDER BY id",
      [paymentId],
    )
  ).map((row) => ({ ...row, amount: Number(row.amount), reverses_id: row.reverses_id === null ? null : Number(row.reverses_id) }));

describe('Loan payments: who may do what', () => {
  it('answers 401 without a token on every route', async () => {
    const key = { 'Idempotency-Key': freshKey() };
    for (const res of [
      await api.get('/pagos_prestamos'),
      await api.get('/pagos_prestamos/1'),
      await api.get('/prestamos/1/pagos'),
      await api.post('/prestamos/1/pagos', { json: { amount: 1, method: 'cash', version: 1 }, headers: key }),
      await api.post('/pagos_prestamos/1/reversion', { json: { reason: 'x' }, headers: key }),
    ])
      expect(res.status).toBe(401);
  });

  it('answers 403 without loanPayment.view, loanPayment.create or loanPayment.reverse', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 10_000);
    await withoutGrant(2, 'loanPayment.view', async () => {
      expect((await api.get('/pagos_prestamos', { token: env.tokens.cajero })).status).toBe(403);
      expect((await api.get(`/pagos_prestamos/${payment.id}`, { token: env.tokens.cajero })).status).toBe(403);
      expect((await api.get(`/prestamos/${loanId}/pagos`, { token: env.tokens.cajero })).status).toBe(403);
    });
    await withoutGrant(2, 'loanPayment.create', async () => {
      expect((await pay(loanId, { amount: 100, method: 'cash', version: (await loans.loan(loanId)).version })).status).toBe(403);
    });
    // The cashier never holds loanPayment.reverse in the demo.
    expect((await reverse(payment.id, { reason: 'x' }, 'cajero')).status).toBe(403);
    expect(await count("SELECT count(*)::int AS n FROM payments WHERE loan_id = $1", [loanId])).toBe(1);
    // And each allows: the lists, the reprint, the reversal.
    expect((await api.get('/pagos_prestamos', { token: env.tokens.cajero })).status).toBe(200);
    expect((await api.get(`/prestamos/${loanId}/pagos`, { token: env.tokens.cajero })).status).toBe(200);
    await loans.openSession('admin');
    expect((await reverse(payment.id, { reason: 'Error de carga' })).status).toBe(200);
  });

  it('keeps a collector to their own portfolio and the payments they received', async () => {
    const other = await loans.activeLoan({}, 'admin');
    const own = await loans.activeLoan();
    const version = (await loans.loan(other)).version;
    expect((await pay(other, { amount: 100, method: 'cash', version }, 'cobrador')).status).toBe(404);
    expect((await api.get(`/prestamos/${other}/pagos`, { token: env.tokens.cobrador })).status).toBe(404);
    const byCashier = await paid(own, 500);
    const byCollector = await paid(own, 700, 'cash', 'cobrador');
    expect((await api.get(`/pagos_prestamos/${byCashier.payment.id}`, { token: env.tokens.cobrador })).status).toBe(404);
    expect((await api.get(`/pagos_prestamos/${byCollector.payment.id}`, { token: env.tokens.cobrador })).status).toBe(200);
    const page = v.parse(PaymentPageSchema, (await api.get('/pagos_prestamos', { token: env.tokens.cobrador, query: { pageSize: '100' } })).body);
    expect(page.items.every((p) => p.received_by_name === 'Lucía Gómez')).toBe(true);
    expect(page.items.map((p) => p.id)).toContain(byCollector.payment.id);
    // The loan's 'Pagos' shows both to its officer.
    const list = v.parse(PaymentListSchema, (await api.get(`/prestamos/${own}/pagos`, { token: env.tokens.cobrador })).body);
    expect(list.map((p) => p.id)).toEqual([byCollector.payment.id, byCashier.payment.id]);
  });
});

describe('Registrar pago', () => {
  it('posts a cash payment into the receiver’s open session, allocates interest before principal, and answers the receipt', async () => {
    const loanId = await loans.activeLoan();
    const session = await loans.openSession('cajero');
    const before = await loans.loan(loanId);
    // The first installment is 945.60: 200.00 interest and 745.60 principal. 300.00 pays the interest and 100.00 of principal.
    const { payment, receipt } = await paid(loanId, 30_000);
    expect(payment.allocation).toEqual([{ number: 1, charges: 0, interest: 20_000, principal: 10_000 }]);
    expect(receipt).toMatchObject({
      payment_id: payment.id,
      kind: 'loan',
      target_id: loanId,
      amount: 30_000,
      method: 'cash',
      business_date: '2026-11-24',
      allocation: payment.allocation,
      overpayment: 0,
      remaining: before.balance - 30_000,
      received_by_name: 'Carlos Ruiz',
      status: 'posted',
    });
    expect(receipt.location_name).not.toBe('');
    expect(receipt.party_name).toMatch(/^Cliente de pagos/);
    const movements = await movementsOf(payment.id);
    expect(movements).toEqual([{ type: 'loanPayment', direction: 'in', amount: 30_000, session_id: session, reverses_id: null }]);
    expect(payment.session_id).toBe(session);
    const after = await loans.loan(loanId);
    expect(after).toMatchObject({ status: 'active', version: before.version + 1, balance: before.balance - 30_000, paid_total: 30_000 });
    await projectionAgrees(loanId);
    const audit = await query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1", [loanId]);
    expect(audit.map((a) => a.action)).toEqual(['record']);
  });

  it('takes a transfer without any open session and moves no cash', async () => {
    const loanId = await loans.activeLoan({}, 'cobrador');
    await loans.closeSessionOf('cobrador');
    const version = (await loans.loan(loanId)).version;
    expect(code(await pay(loanId, { amount: 500, method: 'cash', version }, 'cobrador'))).toBe('noOpenSession');
    const { payment } = await paid(loanId, 500, 'transfer', 'cobrador');
    expect(payment.session_id).toBeNull();
    expect(await movementsOf(payment.id)).toEqual([]);
    await loans.openSession('cobrador');
  });

  it('refuses a stale version, a loan that is not active, a bad body, an unknown loan, no Idempotency-Key', async () => {
    const loanId = await loans.activeLoan();
    const { version } = await loans.loan(loanId);
    await paid(loanId, 100);
    expect(code(await pay(loanId, { amount: 100, method: 'cash', version }))).toBe('stale');
    const submitted = await loans.activeLoan({}, 'cobrador', 'approved');
    expect(code(await pay(submitted, { amount: 100, method: 'cash', version: 1 }))).toBe('notAllowed');
    const fresh = (await loans.loan(loanId)).version;
    for (const json of [{ amount: 0, method: 'cash', version: fresh }, { amount: 1.5, method: 'cash', version: fresh }, { amount: 100, method: 'cheque', version: fresh }, { amount: 100, method: 'cash' }])
      expect((await pay(loanId, json)).status).toBe(400);
    expect((await pay(loanId, { amount: 100, method: 'cash', version: fresh }, 'cajero', null)).status).toBe(400);
    expect((await pay(999_999, { amount: 100, method: 'cash', version: 1 })).status).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM payments WHERE loan_id IN ($1, $2)', [loanId, submitted])).toBe(1);
  });

  it('replays a double click and a retry after a timeout: one payment, one movement, the first answer', async () => {
    const loanId = await loans.activeLoan();
    const { version } = await loans.loan(loanId);
    const key = freshKey();
    const body = { amount: 12_345, method: 'cash', version };
    const [a, b] = await Promise.all([pay(loanId, body, 'cajero', key), pay(loanId, body, 'cajero', key)]);
    const retry = await pay(loanId, body, 'cajero', key);
    expect([a.status, b.status, retry.status]).toEqual([201, 201, 201]);
    expect(b.body).toEqual(a.body);
    expect(retry.body).toEqual(a.body);
    expect(retry.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await count('SELECT count(*)::int AS n FROM payments WHERE loan_id = $1', [loanId])).toBe(1);
    const { payment } = v.parse(PaymentWithReceiptSchema, a.body);
    expect(await movementsOf(payment.id)).toHaveLength(1);
  });

  it('lets two payments on one loan at once with different keys land one, the other 409 stale; the projection is the pure replay', async () => {
    const loanId = await loans.activeLoan();
    const { version } = await loans.loan(loanId);
    const results = await Promise.all([pay(loanId, { amount: 40_000, method: 'cash', version }), pay(loanId, { amount: 50_000, method: 'cash', version })]);
    expect(results.map(code).sort()).toEqual(['ok', 'stale']);
    expect(await count('SELECT count(*)::int AS n FROM payments WHERE loan_id = $1', [loanId])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM cash_movements WHERE source_kind = 'loanPayment' AND source_id IN (SELECT id FROM payments WHERE loan_id = $1)", [loanId])).toBe(1);
    await projectionAgrees(loanId);
  });

  it('allocates backdated arrivals as the pure replay in date order says', async () => {
    const loanId = await loans.activeLoan();
    try {
      clock.set('2027-01-30T15:00:00Z');
      const late = await paid(loanId, 100_000);
      clock.set('2026-12-20T15:00:00Z');
      const early = await paid(loanId, 50_000);
      const db = env.server.db;
      const facts = await loanPaymentFacts(db, loanId);
      const dues = await loanDues(db, loanId, facts, '2026-11-24');
      const pure = allocatePayments(dues, facts);
      const stored = v.parse(PaymentListSchema, (await api.get(`/prestamos/${loanId}/pagos`, { token: env.tokens.cajero })).body);
      for (const payment of stored) expect(payment.allocation).toEqual(pure.payments.find((p) => p.paymentId === payment.id)!.rows);
      // The earlier-dated payment, though it arrived second, paid the first installment's interest.
      expect(stored.find((p) => p.id === early.payment.id)!.allocation[0]).toEqual({ number: 1, charges: 0, interest: 20_000, principal: 30_000 });
      expect(stored.find((p) => p.id === late.payment.id)!.allocation[0]!.number).toBe(1);
      await projectionAgrees(loanId, '2026-12-20');
    } finally {
      clock.set('2026-11-24T15:00:00Z');
    }
  });

  it('overpays into overpaid, pays the last cent into closed, and a reversal brings either back to active', async () => {
    const small = await loans.activeLoan({ principal: 100_000, installments: 2, rateMillionths: 0 });
    // Above the balance: posted once the excess is acknowledged (creditRefund.server.test.ts: refused without).
    const over = await paid(small, 100_050, 'cash', 'cajero', true);
    expect(over.payment.overpayment).toBe(50);
    expect(over.receipt).toMatchObject({ remaining: 0, overpayment: 50 });
    expect(await loans.loan(small)).toMatchObject({ status: 'overpaid', balance: 0 });
    // An overpaid loan takes no more payments (the chart has no PAYMENT from it).
    expect(code(await pay(small, { amount: 1, method: 'cash', version: (await loans.loan(small)).version }))).toBe('notAllowed');
    await loans.openSession('admin');
    expect((await reverse(over.payment.id, { reason: 'Monto equivocado' })).status).toBe(200);
    expect(await loans.loan(small)).toMatchObject({ status: 'active', balance: 100_000 });

    await paid(small, 99_999);
    expect(await loans.loan(small)).toMatchObject({ status: 'active', balance: 1, closed_at: null });
    const last = await paid(small, 1, 'transfer');
    const closed = await loans.loan(small);
    expect(closed).toMatchObject({ status: 'closed', balance: 0, next_due_date: null });
    expect(closed.closed_at).not.toBeNull();
    const res = await reverse(last.payment.id, { reason: 'Transferencia rechazada' });
    expect(res.status, res.text).toBe(200);
    expect(v.parse(PaymentSchema, res.body)).toMatchObject({ status: 'reversed', reversal_reason: 'Transferencia rechazada', allocation: [] });
    expect(await loans.loan(small)).toMatchObject({ status: 'active', balance: 1, closed_at: null });
    // A transfer moved no cash, so its reversal moves none either.
    expect(await movementsOf(last.payment.id)).toEqual([]);
    await projectionAgrees(small);
  });
});

describe('Revertir pago', () => {
  it('posts the reversing movement out of the open session of the box the payment came in through, pointing at the original', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 20_000);
    // The administrator holds no box: the correction does not need one (issue #29 item 3).
    await loans.closeSessionOf('admin');
    const route = await api.get(`/pagos_prestamos/${payment.id}/reversion`, { token: env.tokens.admin });
    expect(route.status, route.text).toBe(200);
    expect(v.parse(CashRouteSchema, route.body)).toMatchObject({ cash: true, primary: { id: payment.session_id, opened_by_name: 'Carlos Ruiz' }, open_sessions: [] });
    const res = await reverse(payment.id, { reason: '  Cobro duplicado  ' });
    expect(res.status, res.text).toBe(200);
    const [original, reversal] = await movementsOf(payment.id);
    expect(reversal).toMatchObject({ type: 'reversal', direction: 'out', amount: 20_000, session_id: original!.session_id });
    const ids = await query<{ id: string | number }>("SELECT id FROM cash_movements WHERE source_kind = 'loanPayment' AND source_id = $1 ORDER BY id", [payment.id]);
    expect(reversal!.reverses_id).toBe(Number(ids[0]!.id));
    const stored = await query<{ reversal_reason: string; status: string }>('SELECT status, reversal_reason FROM payments WHERE id = $1', [payment.id]);
    expect(stored[0]).toEqual({ status: 'reversed', reversal_reason: 'Cobro duplicado' });
    await projectionAgrees(loanId);
    expect((await loans.loan(loanId)).paid_total).toBe(0);
    const audit = await query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1 ORDER BY id", [loanId]);
    expect(audit.map((a) => a.action)).toEqual(['record', 'reverse']);
  });

  it('refuses a blank reason (400 reasonRequired), a second reversal (409 alreadyReversed); a retry replays', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 20_000);
    expect(code(await reverse(payment.id, { reason: '   ' }))).toBe('reasonRequired');
    expect((await reverse(payment.id, {})).status).toBe(400);
    expect((await reverse(payment.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await reverse(payment.id, { reason: 'ok', session_id: 0 })).status).toBe(400);
    expect((await reverse(payment.id, { reason: 'ok' }, 'admin', null)).status).toBe(400);
    const key = freshKey();
    expect((await reverse(payment.id, { reason: 'ok' }, 'admin', key)).status).toBe(200);
    // A retry with the same key replays; a new intent is refused.
    expect((await reverse(payment.id, { reason: 'ok' }, 'admin', key)).status).toBe(200);
    expect(code(await reverse(payment.id, { reason: 'ok' }))).toBe('alreadyReversed');
    expect(await movementsOf(payment.id)).toHaveLength(2);
    expect((await reverse(999_999, { reason: 'ok' })).status).toBe(404);
    expect((await api.get('/pagos_prestamos/999999/reversion', { token: env.tokens.admin })).status).toBe(404);
  });

  it('when the box the payment came in through is closed: the reverser chooses an open session (409 chooseSession without one; 422 noSuchSession; 409 sessionNotOpen)', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 20_000, 'cash', 'cobrador');
    await loans.closeSessionOf('cobrador');
    await loans.closeSessionOf('admin');
    const chosen = await loans.openSession('admin');
    const route = v.parse(CashRouteSchema, (await api.get(`/pagos_prestamos/${payment.id}/reversion`, { token: env.tokens.admin })).body);
    expect(route.primary).toBeNull();
    expect(route.open_sessions.map((s) => s.id)).toContain(chosen);
    expect(code(await reverse(payment.id, { reason: 'ok' }))).toBe('chooseSession');
    expect((await reverse(payment.id, { reason: 'ok' })).status).toBe(409);
    const unknown = await reverse(payment.id, { reason: 'ok', session_id: 999_999 });
    expect([unknown.status, code(unknown)]).toEqual([422, 'noSuchSession']);
    const closed = await query<{ id: number }>("SELECT id FROM cash_sessions WHERE status = 'closed' ORDER BY id DESC LIMIT 1");
    expect(code(await reverse(payment.id, { reason: 'ok', session_id: closed[0]!.id }))).toBe('sessionNotOpen');
    // The chosen session holds nothing yet: the ledger refuses to take it below zero.
    const poor = await reverse(payment.id, { reason: 'ok', session_id: chosen });
    expect([poor.status, code(poor), (poor.body as { available?: number }).available]).toEqual([409, 'insufficientCash', 0]);
    await query("INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'in', 50000, 'income', 'Fondo', $2, '2026-11-24')", [
      chosen,
      await loans.userId('admin'),
    ]);
    const res = await reverse(payment.id, { reason: 'ok', session_id: chosen });
    expect(res.status, res.text).toBe(200);
    const [, reversal] = await movementsOf(payment.id);
    expect(reversal).toMatchObject({ type: 'reversal', direction: 'out', amount: 20_000, session_id: chosen });
    await loans.openSession('cobrador');
  });

  it('refuses a chosen session when the box the payment came in through is open (409 cashSessionChanged), and a reversal beyond that box’s cash (409 insufficientCash)', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 20_000);
    const other = await loans.openSession('admin');
    expect(code(await reverse(payment.id, { reason: 'ok', session_id: other }))).toBe('cashSessionChanged');
    // The cashier's box spends everything it holds: the payment's cash is no longer there.
    const box = payment.session_id!;
    const held = Number((await query<{ v: string }>(
      "SELECT s.opening_amount + coalesce(sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END), 0) AS v FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id WHERE s.id = $1 GROUP BY s.id",
      [box],
    ))[0]!.v);
    await query("INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'out', $2, 'expense', 'Todo', $3, '2026-11-24')", [
      box,
      held - 5_000,
      await loans.userId('cajero'),
    ]);
    const res = await reverse(payment.id, { reason: 'ok', session_id: box });
    expect([res.status, code(res), (res.body as { available?: number; session_id?: number }).available]).toEqual([409, 'insufficientCash', 5_000]);
    expect(await movementsOf(payment.id)).toHaveLength(1);
    await query("INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'in', $2, 'income', 'Repuesto', $3, '2026-11-24')", [
      box,
      held - 5_000,
      await loans.userId('cajero'),
    ]);
  });

  it('reverses a payment on a written-off loan, which stays written off (#32: the chart takes it as a recovery undone)', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 20_000);
    await query("UPDATE loans SET status = 'writtenOff' WHERE id = $1", [loanId]);
    await loans.openSession('admin');
    expect(code(await reverse(payment.id, { reason: 'ok' }))).toBe('ok');
    expect((await loans.loan(loanId)).status).toBe('writtenOff');
  });

  it('races a payment and a reversal on one loan: both land in some order, nothing lost or doubled', async () => {
    const loanId = await loans.activeLoan();
    const { payment } = await paid(loanId, 30_000);
    await loans.openSession('admin');
    const { version } = await loans.loan(loanId);
    const [p, r] = await Promise.all([pay(loanId, { amount: 10_000, method: 'cash', version }), reverse(payment.id, { reason: 'Carrera' })]);
    expect(r.status).toBe(200);
    // The payment saw the version before or after the reversal moved it: it lands, or it is stale.
    expect(['ok', 'stale']).toContain(code(p));
    expect(await count("SELECT count(*)::int AS n FROM payments WHERE loan_id = $1 AND status = 'reversed'", [loanId])).toBe(1);
    expect(await movementsOf(payment.id)).toHaveLength(2);
    await projectionAgrees(loanId);
  });
});

describe('Pagos de préstamos', () => {
  it('pages every payment with the totals of the whole filtered set, and filters by date, user, status and search', async () => {
    const loanId = await loans.activeLoan();
    const a = await paid(loanId, 1_000);
    await paid(loanId, 2_000, 'cash', 'cobrador');
    await loans.openSession('admin');
    expect((await reverse(a.payment.id, { reason: 'x' })).status).toBe(200);
    const get = async (q: Record<string, string>) => {
      const res = await api.get('/pagos_prestamos', { token: env.tokens.admin, query: { q: String(loanId), ...q } });
      expect(res.status, res.text).toBe(200);
      return v.parse(PaymentPageSchema, res.body);
    };
    const all = await get({ pageSize: '1' });
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(1);
    expect(all.totals).toEqual({ posted: 2_000, reversed: 1_000 });
    expect((await get({ status: 'reversed' })).items.map((p) => p.id)).toEqual([a.payment.id]);
    expect((await get({ user: String(await loans.userId('cobrador')) })).totals).toEqual({ posted: 2_000, reversed: 0 });
    expect((await get({ from: '2026-11-25' })).total).toBe(0);
    expect((await get({ to: '2026-11-24' })).total).toBe(2);
    expect((await api.get('/pagos_prestamos', { token: env.tokens.admin, query: { from: '2026-02-30' } })).status).toBe(400);
    expect((await api.get('/pagos_prestamos', { token: env.tokens.admin, query: { status: 'lost' } })).status).toBe(400);
    const reprint = v.parse(PaymentWithReceiptSchema, (await api.get(`/pagos_prestamos/${a.payment.id}`, { token: env.tokens.admin })).body);
    expect(reprint.receipt).toMatchObject({ payment_id: a.payment.id, amount: 1_000, status: 'reversed', allocation: a.receipt.allocation });
  });
});
