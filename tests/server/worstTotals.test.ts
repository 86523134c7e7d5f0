// @vitest-environment node
/**
 * Issue #30, "High": no stored sum can fail a read. The worst legal totals (amounts at the 10^12
 * bound) in every list and figure answer 200 with the exact sums; rows an older server took past
 * the bound (a cash payment of 2^53 − 1) make a read answer 422 `totalTooLarge`, never a 500, and
 * the documented repair (docs/repair.md, server/payments/repairAmounts.ts) brings every read back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../../machines/money/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { findOversizedAmounts, repairOversizedAmounts, REPAIR_ENTITY } from '../../server/payments/repairAmounts.ts';
import { serverWithSignedInStaff } from './helpers.ts';
import { client } from './client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

const TODAY = '2026-11-24';
const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);

let keys = 0;
const key = () => ({ 'Idempotency-Key': `totals-${Date.now()}-${(keys += 1)}` });
type Who = 'admin' | 'cajero' | 'cobrador';
const post = (path: string, json: unknown, who: Who = 'admin') => api.post(path, { token: env.tokens[who], json, headers: key() });
const get = <T = Record<string, unknown>>(path: string, query: Record<string, string> = {}, who: Who = 'admin') => api.get<T>(path, { token: env.tokens[who], query });
/** A SQL sum, exactly, as a number when it is one (the test checks the server read it the same). */
const sqlSum = async (sql: string, params: unknown[] = []) => Number(BigInt((await env.server.db.query<{ s: string }>(sql, params as never[]))[0]!.s));

const ABSURD = 9_007_199_254_740_991;
let session = 0;
let cajero = 0;

beforeAll(async () => {
  session = (await get<{ session: { id: number } | null }>('/caja', {}, 'cajero')).body.session?.id ?? 0;
  cajero = (await env.server.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'cajero'"))[0]!.id;
  expect(session).toBeGreaterThan(0);
});

/** Every list and figure that sums money, as the cashier or the administrator reads them. */
const READS: [string, Who, Record<string, string>][] = [
  ['/movimientos', 'admin', { from: TODAY, to: TODAY }],
  ['/movimientos', 'admin', {}],
  ['/pagos_prestamos', 'admin', { from: TODAY, to: TODAY }],
  ['/caja', 'cajero', {}],
  ['/caja/sesiones', 'admin', {}],
  ['/analitica', 'admin', {}],
  ['/deudas', 'admin', {}],
  ['/prestamos', 'admin', {}],
  ['/alquileres', 'admin', {}],
  ['/entregas', 'admin', {}],
];

describe('the worst legal totals', () => {
  it('every list and figure answers 200 with the exact sums', async () => {
    for (let i = 0; i < 4; i += 1) expect((await post(`/caja/sesiones/${session}/movimientos`, { type: 'income', concept: `Aporte ${i}`, amount: MAX_AMOUNT_MINOR }, 'cajero')).status).toBe(201);
    const cashLoan = await loans.activeLoan({ principal: MAX_AMOUNT_MINOR });
    const transferLoan = await loans.activeLoan({ principal: MAX_AMOUNT_MINOR });
    for (const [loanId, method] of [[cashLoan, 'cash'], [transferLoan, 'transfer']] as const) {
      const { version } = await loans.loan(loanId);
      const res = await post(`/prestamos/${loanId}/pagos`, { amount: MAX_AMOUNT_MINOR, method, version, ...(method === 'cash' ? {} : { reference: 'OP-MAX-1' }) }, 'cajero');
      expect(res.status, res.text).toBe(201);
    }
    const customerId = (await env.server.db.query<{ id: number }>('SELECT min(id) AS id FROM customers'))[0]!.id;
    for (let i = 0; i < 2; i += 1) expect((await post('/deudas', { customerId, concept: `Deuda máxima ${i}`, amount: MAX_AMOUNT_MINOR, firstDueDate: '2026-12-24' })).status).toBe(201);

    for (const [path, who, query] of READS) expect((await get(path, query, who)).status, path).toBe(200);

    const movements = (await get<{ totals: { in: number; out: number; net: number } }>('/movimientos', { from: TODAY, to: TODAY })).body.totals;
    const sqlIn = await sqlSum("SELECT coalesce(sum(amount), 0)::text AS s FROM cash_movements WHERE business_date = $1 AND direction = 'in'", [TODAY]);
    expect(movements.in).toBe(sqlIn);
    expect(movements.in).toBeGreaterThan(5 * MAX_AMOUNT_MINOR);
    expect(movements.net).toBe(movements.in - movements.out);

    const payments = (await get<{ totals: { posted: number } }>('/pagos_prestamos', { from: TODAY, to: TODAY })).body.totals;
    expect(payments.posted).toBe(await sqlSum("SELECT coalesce(sum(amount), 0)::text AS s FROM payments WHERE kind = 'loan' AND status = 'posted' AND business_date = $1", [TODAY]));

    const box = (await get<{ session: { expected_amount: number } }>('/caja', {}, 'cajero')).body.session;
    const expected = await sqlSum(
      "SELECT (s.opening_amount + coalesce(sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END), 0))::text AS s FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id WHERE s.id = $1 GROUP BY s.id",
      [session],
    );
    expect(box.expected_amount).toBe(expected);
    expect(expected).toBeGreaterThan(5 * MAX_AMOUNT_MINOR);

    const analytics = (await get<{ collected: { today: { loan: number } }; cashOnHand: { sessionId: number; expected: number }[] }>('/analitica')).body;
    expect(analytics.collected.today.loan).toBe(await sqlSum("SELECT coalesce(sum(amount), 0)::text AS s FROM payments WHERE kind = 'loan' AND status = 'posted' AND business_date = $1", [TODAY]));
    expect(analytics.cashOnHand.find((s) => s.sessionId === session)?.expected).toBe(expected);

    const debts = (await get<{ totals: { amount: number } }>('/deudas')).body.totals;
    expect(debts.amount).toBe(await sqlSum("SELECT coalesce(sum(amount), 0)::text AS s FROM debts WHERE kind = 'debt'"));
  });
});

describe('rows past the bound, taken before #30', () => {
  /** What an older server stored for `POST /prestamos/{id}/pagos {amount: 2^53 − 1, method: 'cash'}`. */
  async function absurdCashPayment(loanId: number): Promise<number> {
    const db = env.server.db;
    const paymentId = Number((await db.query<{ id: string }>("SELECT nextval(pg_get_serial_sequence('payments', 'id'))::text AS id"))[0]!.id);
    const [movement] = await db.query<{ id: string | number }>(
      `INSERT INTO cash_movements (session_id, direction, amount, type, concept, source_kind, source_id, user_id, business_date)
       VALUES ($1, 'in', $2, 'loanPayment', $3, 'loanPayment', $4, $5, $6::date) RETURNING id`,
      [session, String(ABSURD), `Pago del préstamo N° ${loanId}`, paymentId, cajero, TODAY],
    );
    await db.query(
      `INSERT INTO payments (id, kind, target_id, amount, method, business_date, session_id, movement_id, received_by)
       OVERRIDING SYSTEM VALUE VALUES ($1, 'loan', $2, $3, 'cash', $4::date, $5, $6, $7)`,
      [paymentId, loanId, String(ABSURD), TODAY, session, Number(movement!.id), cajero],
    );
    await db.query("INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'in', $2, 'income', 'Aporte absurdo', $3, $4::date)", [
      session,
      String(ABSURD),
      cajero,
      TODAY,
    ]);
    return paymentId;
  }

  /** Two transfer payments of 2^53 − 1, both reversed: Σ reversed alone passes 2^53 − 1. */
  async function absurdReversedTransfers(loanId: number): Promise<number[]> {
    const rows = await env.server.db.query<{ id: string | number }>(
      `INSERT INTO payments (kind, target_id, amount, method, business_date, received_by, status, reversed_by, reversed_at, reversal_reason)
       SELECT 'loan', $1, $2, 'transfer', $3::date, $4, 'reversed', 1, now(), 'Monto imposible' FROM generate_series(1, 2) RETURNING id`,
      [loanId, String(ABSURD), TODAY, cajero],
    );
    return rows.map((row) => Number(row.id));
  }

  it('reads answer 422 totalTooLarge, never 500; the documented repair brings every read back to 200', async () => {
    const loanId = await loans.activeLoan();
    const before = await loans.loan(loanId);
    const paymentId = await absurdCashPayment(loanId);
    const transfers = await absurdReversedTransfers(loanId);
    expect((await get('/pagos_prestamos', {})).status).toBe(422);

    for (const [path, who, query] of READS) {
      const res = await get(path, query, who);
      expect(res.status, `${path} ${res.text}`).not.toBe(500);
      if (res.status !== 200) expect([res.status, (res.body as { code?: string }).code], path).toEqual([422, 'totalTooLarge']);
    }
    expect((await get('/movimientos', { from: TODAY, to: TODAY })).status).toBe(422);

    const found = await findOversizedAmounts(env.server.db);
    expect(found.payments.map((p) => Number(p.id))).toEqual([paymentId, ...transfers]);
    expect(found.movements).toHaveLength(2);

    const report = await env.server.db.transaction((tx) => repairOversizedAmounts(tx, { userId: 1, today: TODAY, reason: 'Monto imposible tomado antes del límite' }));
    expect(report.payments).toEqual([paymentId, ...transfers]);
    expect(report.movements).toHaveLength(2);
    expect(report.records).toEqual([{ kind: 'loan', id: loanId }]);
    expect(report.remaining).toEqual([]);

    for (const [path, who, query] of READS) expect((await get(path, query, who)).status, path).toBe(200);
    // The loan is as it was before the absurd payment, and the repair is on the record.
    const after = await loans.loan(loanId);
    expect([after.status, after.balance, after.paid_total]).toEqual([before.status, before.balance, before.paid_total]);
    const audit = await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1', [REPAIR_ENTITY]);
    expect(audit[0]!.n).toBe(5);
    // The append-only triggers are back.
    await expect(env.server.db.query('DELETE FROM cash_movements WHERE id = (SELECT max(id) FROM cash_movements)')).rejects.toThrow(/append-only/);
    // A second run finds nothing.
    expect((await findOversizedAmounts(env.server.db)).payments).toEqual([]);
  });
});

describe("one session's figures stay exact by construction", () => {
  it('a movement in that would take opening + Σ in past 2^53 − 1 is refused 409 sessionTotalTooLarge; up to it, the box still reads and counts', async () => {
    const figures = async () => {
      const row = (
        await env.server.db.query<{ opening: string; total_in: string }>(
          "SELECT s.opening_amount::text AS opening, coalesce(sum(m.amount) FILTER (WHERE m.direction = 'in'), 0)::text AS total_in FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id WHERE s.id = $1 GROUP BY s.id, s.opening_amount",
          [session],
        )
      )[0]!;
      return BigInt(row.opening) + BigInt(row.total_in);
    };
    // What an older server could have let in: the session one maximal amount short of the limit, and a unit more.
    const room = BigInt(Number.MAX_SAFE_INTEGER) - (await figures()) - BigInt(MAX_AMOUNT_MINOR) + 1n;
    await env.server.db.query(
      "INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'in', $2, 'income', 'Aporte histórico', $3, $4::date)",
      [session, room.toString(), cajero, TODAY],
    );
    const over = await post(`/caja/sesiones/${session}/movimientos`, { type: 'income', concept: 'Uno de más', amount: MAX_AMOUNT_MINOR }, 'cajero');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'sessionTotalTooLarge', session_id: session });
    const exact = await post(`/caja/sesiones/${session}/movimientos`, { type: 'income', concept: 'Justo', amount: MAX_AMOUNT_MINOR - 1 }, 'cajero');
    expect(exact.status).toBe(201);
    expect(await figures()).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    const box = await get<{ session: { expected_amount: number } }>('/caja', {}, 'cajero');
    expect(box.status).toBe(200);
    expect(Number.isSafeInteger(box.body.session.expected_amount)).toBe(true);
  });
});
