// @vitest-environment node
/**
 * 'Caja' (server/cashbox/routes.ts) against machines/cashbox/cashbox.schema.ts and the session's
 * lifecycle chart: the demo cash, permissions per route (allowed and refused), 401, 400, the
 * chart's refusals (409 with a code), four eyes, idempotent replays, and requests racing each other.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CashboxOverviewSchema, CashSessionDetailSchema, CashSessionPageSchema, type CashSessionDetail } from '../../machines/cashbox/cashbox.schema.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { DEMO_BOXES, seedDemoCashboxIfEmpty } from '../../server/cashbox/seed.ts';

const env = serverWithSignedInStaff();
const api = client(env);
type Who = 'admin' | 'cajero' | 'cobrador';
const token = (who: Who) => env.tokens[who];

let keys = 0;
const freshKey = () => `cashbox-${Date.now()}-${(keys += 1)}`;
const post = (path: string, who: Who, json: unknown, key: string | null = freshKey()) =>
  api.post<CashSessionDetail & { code?: string }>(path, { token: token(who), json, headers: key === null ? {} : { 'Idempotency-Key': key } });

const overview = async (who: Who) => {
  const res = await api.get('/caja', { token: token(who) });
  expect(res.status, res.text).toBe(200);
  return v.parse(CashboxOverviewSchema, res.body);
};
const detail = async (id: number) => v.parse(CashSessionDetailSchema, (await api.get(`/caja/sesiones/${id}`, { token: token('admin') })).body);

const query = <T>(sql: string, params: (string | number)[] = []) => env.server.db.query<T>(sql, params);
const movementCount = async (sessionId: number) => (await query<{ n: number }>('SELECT count(*)::int AS n FROM cash_movements WHERE session_id = $1', [sessionId]))[0]!.n;

let boxes = 0;
/** A new box at the demo location. */
async function newBox(): Promise<number> {
  boxes += 1;
  return (await query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id', [`Caja de prueba ${boxes}`]))[0]!.id;
}

/** The admin's own open session on a new box (the admin holds none between tests). */
async function adminSession(opening = 1_000_00): Promise<CashSessionDetail> {
  const res = await post('/caja/sesiones', 'admin', { box_id: await newBox(), opening_amount: opening });
  expect(res.status, res.text).toBe(201);
  return v.parse(CashSessionDetailSchema, res.body);
}

/** Closes the admin's session with its expected cash (within the tolerance), so the next test can open one. */
async function closeExactly(id: number) {
  const s = await detail(id);
  const res = await post(`/caja/sesiones/${id}/cierre`, 'admin', { counted_amount: s.expected_amount, version: s.version });
  expect(res.status, res.text).toBe(200);
}

/** Runs `fn` with `code` taken from a role, then gives it back. */
async function withoutGrant(idRol: number, code: string, fn: () => Promise<void>) {
  await query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
  try {
    await fn();
  } finally {
    await query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
  }
}

/** The ledger of a closed session adds up to its count: opening + Σ in − Σ out = counted. */
async function sumEqualsCount(id: number) {
  const row = (await query<{ total: string | number; counted: string | number }>(
    `SELECT s.opening_amount + coalesce(sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END), 0) AS total, s.counted_amount AS counted
       FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id WHERE s.id = $1 GROUP BY s.id`,
    [id],
  ))[0]!;
  expect(Number(row.total)).toBe(Number(row.counted));
}

describe('GET /caja and the demo cash', () => {
  it('answers 401 without a token', async () => {
    expect((await api.get('/caja')).status).toBe(401);
    expect((await api.get('/caja/sesiones')).status).toBe(401);
    expect((await api.post('/caja/sesiones', { json: { box_id: 1, opening_amount: 0 } })).status).toBe(401);
  });

  it("shows the cashier the boxes and their open session with its movements and live expected cash", async () => {
    const view = await overview('cajero');
    expect(view.boxes.map((b) => b.name)).toEqual(expect.arrayContaining([DEMO_BOXES.main, DEMO_BOXES.field]));
    expect(view.cash_tolerance).toBe(500_00);
    expect(view.session?.box_name).toBe(DEMO_BOXES.main);
    expect(view.session?.status).toBe('open');
    expect(view.session?.opening_amount).toBe(50_450_00);
    expect(view.session?.previous_closing).toBe(50_450_00);
    expect(view.session?.opening_difference).toBe(0);
    expect(view.session?.movements.map((m) => m.type)).toEqual(['income', 'expense', 'income']);
    expect(view.session?.expected_amount).toBe(50_450_00 + 12_000_00 - 1_850_50 + 2_300_00);
    // Approving is not the cashier's: no waiting list.
    expect(view.waiting).toEqual([]);
  });

  it("shows the collector their field session on 'Cobranza'", async () => {
    const view = await overview('cobrador');
    expect(view.session?.box_name).toBe(DEMO_BOXES.field);
    expect(view.session?.expected_amount).toBe(5_000_00 + 18_500_00 + 9_750_00);
  });

  it('lists past sessions with their figures, filtered by status', async () => {
    const res = await api.get('/caja/sesiones', { token: token('cajero'), query: { status: 'closed' } });
    expect(res.status, res.text).toBe(200);
    const page = v.parse(CashSessionPageSchema, res.body);
    const seeded = page.items.find((s) => s.box_name === DEMO_BOXES.main && s.opened_by_name === 'Carlos Ruiz');
    expect(seeded).toMatchObject({ status: 'closed', opening_amount: 20_000_00, expected_amount: 50_500_00, counted_amount: 50_450_00, difference: -50_00 });
    await sumEqualsCount(seeded!.id);
    const searched = v.parse(CashSessionPageSchema, (await api.get('/caja/sesiones', { token: token('cajero'), query: { q: 'cobranza lucía' } })).body);
    expect(searched.items.map((s) => s.box_name)).toEqual([DEMO_BOXES.field]);
  });

  it('shows a user without movement.view (the collector) only the sessions they opened', async () => {
    const all = v.parse(CashSessionPageSchema, (await api.get('/caja/sesiones', { token: token('cajero') })).body);
    const own = v.parse(CashSessionPageSchema, (await api.get('/caja/sesiones', { token: token('cobrador') })).body);
    expect(all.items.some((s) => s.opened_by_name === 'Carlos Ruiz')).toBe(true);
    expect(own.items.length).toBeGreaterThan(0);
    expect(new Set(own.items.map((s) => s.opened_by_name))).toEqual(new Set(['Lucía Gómez']));
    const cashiers = all.items.find((s) => s.opened_by_name === 'Carlos Ruiz')!;
    expect((await api.get(`/caja/sesiones/${cashiers.id}`, { token: token('cobrador') })).status).toBe(404);
    expect((await api.get(`/caja/sesiones/${own.items[0]!.id}`, { token: token('cobrador') })).status).toBe(200);
    expect((await api.get(`/caja/sesiones/${cashiers.id}`, { token: token('cajero') })).status).toBe(200);
  });

  it('seeds the demo cash once: a second start leaves it as it is', async () => {
    expect(await seedDemoCashboxIfEmpty(env.server.db)).toBe(false);
    const boxes = await query<{ n: number }>("SELECT count(*)::int AS n FROM cash_boxes WHERE name IN ('Caja principal', 'Cobranza')");
    expect(boxes[0]!.n).toBe(2);
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await api.get('/caja/sesiones/999999', { token: token('admin') })).status).toBe(404);
    expect((await api.get('/caja/sesiones/abc', { token: token('admin') })).status).toBe(404);
  });

  it('refuses a role without cash.view (403)', async () => {
    await withoutGrant(3, 'cash.view', async () => {
      expect((await api.get('/caja', { token: token('cobrador') })).status).toBe(403);
      expect((await api.get('/caja/sesiones', { token: token('cobrador') })).status).toBe(403);
      expect((await api.get('/caja/sesiones/1', { token: token('cobrador') })).status).toBe(403);
    });
  });
});

describe('opening a session (cash.open)', () => {
  it('opens with the count, compared with the last closing count of the box', async () => {
    const session = await adminSession(1_234_00);
    expect(session).toMatchObject({ status: 'open', opening_amount: 1_234_00, previous_closing: null, opening_difference: null, expected_amount: 1_234_00 });
    await closeExactly(session.id);
    const again = await post('/caja/sesiones', 'admin', { box_id: session.box_id, opening_amount: 1_200_00 });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ previous_closing: 1_234_00, opening_difference: -34_00 });
    expect((await query("SELECT 1 FROM audit_log WHERE entity = 'cashSession' AND entity_id = $1 AND action = 'open'", [again.body.id])).length).toBe(1);
    await closeExactly(again.body.id);
  });

  it('refuses a second unclosed session of the user, a busy box, an unknown box, a wrong denomination count', async () => {
    const mine = await post('/caja/sesiones', 'cajero', { box_id: await newBox(), opening_amount: 0 });
    expect([mine.status, mine.body.code]).toEqual([409, 'userHasSession']);
    const mainBox = (await overview('cajero')).boxes.find((b) => b.name === DEMO_BOXES.main)!.id;
    const busy = await post('/caja/sesiones', 'admin', { box_id: mainBox, opening_amount: 0 });
    expect([busy.status, busy.body.code]).toEqual([409, 'boxBusy']);
    const unknown = await post('/caja/sesiones', 'admin', { box_id: 999_999, opening_amount: 0 });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'noSuchBox']);
    const miscounted = await post('/caja/sesiones', 'admin', { box_id: await newBox(), opening_amount: 3_000_00, denominations: { '100000': 2 } });
    expect([miscounted.status, miscounted.body.code]).toEqual([422, 'denominationsMismatch']);
    const counted = await post('/caja/sesiones', 'admin', { box_id: await newBox(), opening_amount: 2_500_00, denominations: { '100000': 2, '50000': 1 } });
    expect(counted.status, counted.text).toBe(201);
    await closeExactly(counted.body.id);
  });

  it('answers 400 for a malformed body or no Idempotency-Key, 403 without cash.open', async () => {
    expect((await post('/caja/sesiones', 'admin', { box_id: 1, opening_amount: -1 })).status).toBe(400);
    expect((await post('/caja/sesiones', 'admin', { box_id: 1, opening_amount: 1.5 })).status).toBe(400);
    expect((await post('/caja/sesiones', 'admin', { box_id: 1, opening_amount: 0 }, null)).status).toBe(400);
    await withoutGrant(2, 'cash.open', async () => {
      expect((await post('/caja/sesiones', 'cajero', { box_id: 1, opening_amount: 0 })).status).toBe(403);
    });
  });

  it('opens once for two opens of one box at once', async () => {
    const box = await newBox();
    const [a, b] = await Promise.all([post('/caja/sesiones', 'admin', { box_id: box, opening_amount: 0 }), post('/caja/sesiones', 'admin', { box_id: box, opening_amount: 0 })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM cash_sessions WHERE box_id = $1 AND status <> 'closed'", [box]))[0]!.n).toBe(1);
    await closeExactly((a.status === 201 ? a : b).body.id);
  });
});

describe('income and expenses (cash.record)', () => {
  it('records into one’s own open session and answers the session with the new expected cash', async () => {
    const session = (await overview('cajero')).session!;
    const res = await post(`/caja/sesiones/${session.id}/movimientos`, 'cajero', { type: 'expense', concept: 'Café para la oficina', amount: 1_500_00 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.expected_amount).toBe(session.expected_amount - 1_500_00);
    expect(res.body.movements.at(-1)).toMatchObject({ type: 'expense', direction: 'out', amount: 1_500_00, concept: 'Café para la oficina', user_name: 'Carlos Ruiz' });
    expect((await query("SELECT 1 FROM audit_log WHERE entity = 'cashMovement' AND entity_id = $1 AND action = 'record'", [res.body.movements.at(-1)!.id])).length).toBe(1);
  });

  it('posts a retried income once (same key → the first answer again)', async () => {
    const id = (await overview('cajero')).session!.id;
    const before = await movementCount(id);
    const key = freshKey();
    const body = { type: 'income', concept: 'Cobro repetido', amount: 700_00 };
    const first = await post(`/caja/sesiones/${id}/movimientos`, 'cajero', body, key);
    const again = await post(`/caja/sesiones/${id}/movimientos`, 'cajero', body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await movementCount(id)).toBe(before + 1);
  });

  it('lands both of two posts into one session at once', async () => {
    const id = (await overview('cajero')).session!.id;
    const before = await movementCount(id);
    const results = await Promise.all([1, 2].map((n) => post(`/caja/sesiones/${id}/movimientos`, 'cajero', { type: 'income', concept: `A la vez ${n}`, amount: 100_00 })));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await movementCount(id)).toBe(before + 2);
  });

  it("refuses someone else's session (403), a closed one (409), a bad body (400), a role without cash.record (403)", async () => {
    const cashiers = (await overview('cajero')).session!.id;
    const other = await post(`/caja/sesiones/${cashiers}/movimientos`, 'cobrador', { type: 'income', concept: 'x', amount: 1 });
    expect([other.status, other.body.code]).toEqual([403, 'notYourSession']);
    const closed = await adminSession();
    await closeExactly(closed.id);
    const late = await post(`/caja/sesiones/${closed.id}/movimientos`, 'admin', { type: 'income', concept: 'Tarde', amount: 1_00 });
    expect([late.status, late.body.code]).toEqual([409, 'sessionNotOpen']);
    for (const bad of [{ type: 'reversal', concept: 'x', amount: 1 }, { type: 'income', concept: '', amount: 1 }, { type: 'income', concept: 'x', amount: 0 }]) {
      expect((await post(`/caja/sesiones/${cashiers}/movimientos`, 'cajero', bad)).status).toBe(400);
    }
    expect((await post('/caja/sesiones/999999/movimientos', 'cajero', { type: 'income', concept: 'x', amount: 1 })).status).toBe(404);
    await withoutGrant(2, 'cash.record', async () => {
      expect((await post(`/caja/sesiones/${cashiers}/movimientos`, 'cajero', { type: 'income', concept: 'x', amount: 1 })).status).toBe(403);
    });
  });
});

describe('cash never goes below zero (issue #29 item 5)', () => {
  it('refuses an expense beyond the session’s cash: 409 insufficientCash with what the box holds; nothing posted', async () => {
    const session = await adminSession(71_557_09);
    const res = await post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'expense', concept: 'Demasiado', amount: 100_000_00 });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: 'insufficientCash', available: 71_557_09, session_id: session.id });
    expect(await movementCount(session.id)).toBe(0);
    // The key was not used: the refusal rolled everything back (audit included).
    expect((await query("SELECT 1 FROM audit_log WHERE entity = 'cashMovement' AND after->>'concept' = 'Demasiado'")).length).toBe(0);
    // Exactly what it holds is allowed, and leaves zero; one cent more is not.
    const all = await post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'expense', concept: 'Todo', amount: 71_557_09 });
    expect([all.status, all.body.expected_amount]).toEqual([201, 0]);
    const cent = await post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'expense', concept: 'Un centavo', amount: 1 });
    expect([cent.status, cent.body.code, (cent.body as { available?: number }).available]).toEqual([409, 'insufficientCash', 0]);
    await closeExactly(session.id);
  });

  it('lets one of two parallel expenses that each fit but not together through: one 201, one 409', async () => {
    const session = await adminSession(1_000_00);
    const results = await Promise.all([1, 2].map((n) => post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'expense', concept: `Paralelo ${n}`, amount: 600_00 })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'insufficientCash', available: 400_00 });
    expect((await detail(session.id)).expected_amount).toBe(400_00);
    await closeExactly(session.id);
  });
});

describe('closing (cash.close) and approving (cash.approveDifference)', () => {
  it('closes within the tolerance at once, posting the over/short, so the sum equals the count', async () => {
    const session = await adminSession(1_000_00);
    await post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'income', concept: 'Venta', amount: 200_00 });
    const res = await post(`/caja/sesiones/${session.id}/cierre`, 'admin', { counted_amount: 1_199_00, version: session.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', expected_amount: 1_200_00, counted_amount: 1_199_00, difference: -1_00 });
    expect(res.body.movements.at(-1)).toMatchObject({ type: 'overShort', direction: 'out', amount: 1_00 });
    await sumEqualsCount(session.id);
  });

  it('waits for an administrator beyond the tolerance; money stops; reopen; approve by another user posts the over/short', async () => {
    const session = (await overview('cajero')).session!;
    const counted = session.expected_amount + 600_00;
    const close = await post(`/caja/sesiones/${session.id}/cierre`, 'cajero', { counted_amount: counted, version: session.version });
    expect(close.status, close.text).toBe(200);
    expect(close.body).toMatchObject({ status: 'closing', difference: 600_00, close_requested_by_name: 'Carlos Ruiz' });
    const waiting = await overview('admin');
    expect(waiting.waiting.map((s) => s.id)).toContain(session.id);
    const blocked = await post(`/caja/sesiones/${session.id}/movimientos`, 'cajero', { type: 'income', concept: 'x', amount: 1 });
    expect([blocked.status, blocked.body.code]).toEqual([409, 'sessionNotOpen']);
    // The cashier may not approve (no cash.approveDifference).
    expect((await post(`/caja/sesiones/${session.id}/aprobacion`, 'cajero', { version: close.body.version })).status).toBe(403);
    expect((await post(`/caja/sesiones/${session.id}/reapertura`, 'cobrador', { version: close.body.version })).status).toBe(403);
    // Sent back to recount: open again, the count forgotten.
    const reopened = await post(`/caja/sesiones/${session.id}/reapertura`, 'admin', { version: close.body.version });
    expect(reopened.body).toMatchObject({ status: 'open', counted_amount: null, difference: null });
    const stale = await post(`/caja/sesiones/${session.id}/cierre`, 'cajero', { counted_amount: counted, version: close.body.version });
    expect([stale.status, stale.body.code]).toEqual([409, 'staleVersion']);
    const again = await post(`/caja/sesiones/${session.id}/cierre`, 'cajero', { counted_amount: counted, version: reopened.body.version });
    expect(again.body.status).toBe('closing');
    const wrongState = await post(`/caja/sesiones/${session.id}/cierre`, 'cajero', { counted_amount: counted, version: again.body.version });
    expect([wrongState.status, wrongState.body.code]).toEqual([409, 'sessionNotOpen']);
    const approved = await post(`/caja/sesiones/${session.id}/aprobacion`, 'admin', { version: again.body.version });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'closed', approved_by_name: 'Ana Torres', difference: 600_00 });
    expect(approved.body.movements.at(-1)).toMatchObject({ type: 'overShort', direction: 'in', amount: 600_00 });
    await sumEqualsCount(session.id);
    const notClosing = await post(`/caja/sesiones/${session.id}/aprobacion`, 'admin', { version: approved.body.version });
    expect([notClosing.status, notClosing.body.code]).toEqual([409, 'sessionNotClosing']);
    const audit = await query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'cashSession' AND entity_id = $1 ORDER BY id", [session.id]);
    expect(audit.map((a) => a.action)).toEqual(['requestClose', 'reopen', 'requestClose', 'approve']);
  });

  it('refuses the approval by the user who asked to close (four eyes)', async () => {
    const session = await adminSession(0);
    const close = await post(`/caja/sesiones/${session.id}/cierre`, 'admin', { counted_amount: 10_000_00, version: session.version });
    expect(close.body.status).toBe('closing');
    const own = await post(`/caja/sesiones/${session.id}/aprobacion`, 'admin', { version: close.body.version });
    expect([own.status, own.body.code]).toEqual([403, 'fourEyes']);
    const reopened = await post(`/caja/sesiones/${session.id}/reapertura`, 'admin', { version: close.body.version });
    expect(reopened.status).toBe(200);
    await closeExactly(session.id);
  });

  it('refuses to close while a delivery the session sent is pending', async () => {
    const session = await adminSession(100_00);
    const delivery = await query<{ id: number }>(
      "INSERT INTO cash_deliveries (status, sender_id, sender_session_id, declared_amount, business_date) VALUES ('pending', 1, $1, 5000, '2026-11-24') RETURNING id",
      [session.id],
    );
    const res = await post(`/caja/sesiones/${session.id}/cierre`, 'admin', { counted_amount: 100_00, version: session.version });
    expect([res.status, res.body.code]).toEqual([409, 'pendingDeliveries']);
    await query("UPDATE cash_deliveries SET status = 'cancelled' WHERE id = $1", [delivery[0]!.id]);
    await closeExactly(session.id);
  });

  it("refuses to close someone else's session, and answers 403 without cash.close", async () => {
    const cobrador = (await overview('cobrador')).session!;
    const res = await post(`/caja/sesiones/${cobrador.id}/cierre`, 'admin', { counted_amount: 0, version: cobrador.version });
    expect([res.status, res.body.code]).toEqual([403, 'notYourSession']);
    await withoutGrant(3, 'cash.close', async () => {
      expect((await post(`/caja/sesiones/${cobrador.id}/cierre`, 'cobrador', { counted_amount: 0, version: cobrador.version })).status).toBe(403);
    });
    expect((await post(`/caja/sesiones/${cobrador.id}/cierre`, 'cobrador', { counted_amount: -1, version: 1 })).status).toBe(400);
  });

  it('replays a retried close (same key: one close, one over/short)', async () => {
    const session = await adminSession(500_00);
    const key = freshKey();
    const body = { counted_amount: 499_00, version: session.version };
    const first = await post(`/caja/sesiones/${session.id}/cierre`, 'admin', body, key);
    const again = await post(`/caja/sesiones/${session.id}/cierre`, 'admin', body, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await movementCount(session.id)).toBe(1);
  });

  it('closes once for two closes at once', async () => {
    const session = await adminSession(300_00);
    const body = { counted_amount: 300_00, version: session.version };
    const results = await Promise.all([post(`/caja/sesiones/${session.id}/cierre`, 'admin', body), post(`/caja/sesiones/${session.id}/cierre`, 'admin', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail(session.id)).status).toBe('closed');
  });

  it('never lets a post land after a close it races: the closed sum still equals the count', async () => {
    const session = await adminSession(1_000_00);
    const [close, income] = await Promise.all([
      post(`/caja/sesiones/${session.id}/cierre`, 'admin', { counted_amount: 1_000_00, version: session.version }),
      post(`/caja/sesiones/${session.id}/movimientos`, 'admin', { type: 'income', concept: 'Carrera', amount: 50_00 }),
    ]);
    expect(close.status, close.text).toBe(200);
    // Either the post came first (counted in the close: a shortage of 50,00) or it was refused.
    if (income.status === 201) expect(close.body.expected_amount).toBe(1_050_00);
    else expect([income.status, income.body.code]).toEqual([409, 'sessionNotOpen']);
    const late = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cash_movements m JOIN cash_sessions s ON s.id = m.session_id WHERE s.id = $1 AND m.created_at > s.closed_at",
      [session.id],
    );
    expect(late[0]!.n).toBe(0);
    await sumEqualsCount(session.id);
  });
});
