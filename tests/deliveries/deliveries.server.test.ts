// @vitest-environment node
/**
 * The deliveries API (server/deliveries/routes.ts) against machines/deliveries: permissions per
 * route, the lifecycle chart's refusals with their codes, the cash-held rule, the movements a
 * receipt and a resolution post, idempotent replays, and the two races of the issue (a delivery
 * received twice at once; a receipt racing a cancel).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DeliveryPageSchema, DeliverySchema, HeldCashSchema, type Delivery } from '../../machines/deliveries/deliveries.schema.ts';
import { nextStatus } from '../../machines/deliveries/cashDelivery.transitions.ts';
import { CASH_DELIVERY_STATUSES, type CashDeliveryStatus } from '../../machines/cash/cash.schema.ts';
import { pendingDeliveriesOf } from '../../server/cash/ledger.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { cashOf } from './deliveriesSetup.ts';
import { seedDemoDeliveryIfEmpty } from '../../server/deliveries/seed.ts';

const env = serverWithSignedInStaff();
const api = client(env);
const cash = cashOf(env);

let keys = 0;
const freshKey = () => `delivery-test-${Date.now()}-${(keys += 1)}`;
type Who = 'admin' | 'cajero' | 'cobrador';
const token = (who: Who) => env.tokens[who];

const declare = (json: unknown, who: Who = 'cobrador', key: string | null = freshKey()) =>
  api.post<Delivery>('/entregas', { token: token(who), json, headers: key === null ? {} : { 'Idempotency-Key': key } });
const receive = (id: number, json: unknown, who: Who = 'cajero', key: string | null = freshKey()) =>
  api.post<Delivery>(`/entregas/${id}/recepcion`, { token: token(who), json, headers: key === null ? {} : { 'Idempotency-Key': key } });
const cancel = (id: number, json: unknown, who: Who = 'cobrador') => api.post<Delivery>(`/entregas/${id}/cancelacion`, { token: token(who), json });
const resolve = (id: number, json: unknown, who: Who = 'admin', key: string = freshKey()) =>
  api.post<Delivery>(`/entregas/${id}/resolucion`, { token: token(who), json, headers: { 'Idempotency-Key': key } });

/** A pending delivery of `amount`, funded by as much new income in the collector's session. */
async function pending(amount: number, who: 'cobrador' | 'admin' = 'cobrador'): Promise<Delivery> {
  await cash.collect(who, amount);
  const res = await declare({ amount, note: 'prueba' }, who);
  expect(res.status, res.text).toBe(201);
  return v.parse(DeliverySchema, res.body);
}

async function available(who: Who = 'cobrador'): Promise<number> {
  const res = await api.get('/entregas/disponible', { token: token(who) });
  expect(res.status, res.text).toBe(200);
  return v.parse(HeldCashSchema, res.body).available;
}

/** 'ok', or the refusal's code. */
const outcome = (res: { status: number; body: unknown }) => (res.status === 200 ? 'ok' : (res.body as { code: string }).code);

const count = async (sql: string, params: (string | number)[]) => (await env.server.db.query<{ n: number }>(sql, params))[0]!.n;

describe('Entregas: the demo seed', () => {
  it('seeds one pending delivery from the collector’s open session (the cash seed’s), once', async () => {
    const { db } = env.server;
    const rows = await db.query<{ id: number; status: string; username: string; session_status: string; version: number }>(
      `SELECT d.id, d.status, u.username, s.status AS session_status, d.version
         FROM cash_deliveries d JOIN cash_sessions s ON s.id = d.sender_session_id JOIN users u ON u.id = d.sender_id`,
    );
    expect(rows.map((r) => [r.status, r.username, r.session_status])).toEqual([['pending', 'cobrador', 'open']]);
    expect(await seedDemoDeliveryIfEmpty(db)).toBe(false);
    expect(await count('SELECT count(*)::int AS n FROM cash_deliveries', [])).toBe(1);
    // The rest of this file starts from no pending delivery, as before the demo had one.
    expect((await cancel(rows[0]!.id, { version: rows[0]!.version })).status).toBe(200);
  });
});

describe('Entregas: who may do what', () => {
  it('answers 401 without a token on every route', async () => {
    for (const res of [
      await api.get('/entregas'),
      await api.get('/entregas/1'),
      await api.get('/entregas/disponible'),
      await api.post('/entregas', { json: { amount: 1, note: '' }, headers: { 'Idempotency-Key': freshKey() } }),
      await api.post('/entregas/1/recepcion', { json: { received_amount: 1, version: 1 }, headers: { 'Idempotency-Key': freshKey() } }),
      await api.post('/entregas/1/cancelacion', { json: { version: 1 } }),
      await api.post('/entregas/1/resolucion', { json: { resolution: 'writeOff', note: 'x', version: 1 }, headers: { 'Idempotency-Key': freshKey() } }),
    ])
      expect(res.status).toBe(401);
  });

  it('refuses each write to a role without its code (403), before anything else', async () => {
    // The cashier may receive but not declare; the collector may declare but not receive nor resolve.
    expect((await declare({ amount: 1_00, note: '' }, 'cajero')).status).toBe(403);
    expect((await api.get('/entregas/disponible', { token: token('cajero') })).status).toBe(403);
    expect((await receive(1, { received_amount: 1_00, version: 1 }, 'cobrador')).status).toBe(403);
    expect((await resolve(1, { resolution: 'writeOff', note: 'x', version: 1 }, 'cajero')).status).toBe(403);
    expect((await resolve(1, { resolution: 'writeOff', note: 'x', version: 1 }, 'cobrador')).status).toBe(403);
    expect((await cancel(1, { version: 1 }, 'cajero')).status).toBe(403);
  });

  it('lets the collector list only their own deliveries; receivers and administrators see all', async () => {
    const own = await pending(10_00);
    const admins = await pending(7_00, 'admin');
    const mine = v.parse(DeliveryPageSchema, (await api.get('/entregas', { token: token('cobrador'), query: { pageSize: 100 } })).body);
    expect(mine.items.map((d) => d.id)).toContain(own.id);
    expect(mine.items.every((d) => d.sender_name === 'Lucía Gómez')).toBe(true);
    expect((await api.get(`/entregas/${admins.id}`, { token: token('cobrador') })).status).toBe(404);
    const all = v.parse(DeliveryPageSchema, (await api.get('/entregas', { token: token('cajero'), query: { pageSize: 100 } })).body);
    expect(all.items.map((d) => d.id)).toEqual(expect.arrayContaining([own.id, admins.id]));
    const filtered = v.parse(DeliveryPageSchema, (await api.get('/entregas', { token: token('admin'), query: { sender: admins.sender_id, status: 'pending', date: admins.business_date } })).body);
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((d) => d.sender_id === admins.sender_id && d.status === 'pending')).toBe(true);
    expect((await cancel(own.id, { version: own.version })).status).toBe(200);
    expect((await cancel(admins.id, { version: admins.version }, 'admin')).status).toBe(200);
  });
});

describe('Entregas: declaring', () => {
  it('refuses without an open session (409 noOpenSession) and with a bad body or no key (400)', async () => {
    await cash.closeSessionOf('admin');
    const res = await declare({ amount: 1_00, note: '' }, 'admin');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'noOpenSession' });
    expect((await declare({ amount: 1.5, note: '' })).status).toBe(400);
    expect((await declare({ amount: 0, note: '' })).status).toBe(400);
    expect((await declare({ amount: 1_00, note: '' }, 'cobrador', null)).status).toBe(400);
  });

  it('refuses more than the collector holds, net of their other pending deliveries (409 exceedsHeld)', async () => {
    await cash.collect('cobrador', 300_00);
    const before = await available();
    const held = await pending(50_00);
    expect(await available()).toBe(before);
    const tooMuch = await declare({ amount: before + 1, note: '' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'exceedsHeld' });
    const all = await declare({ amount: before, note: 'todo' });
    expect(all.status, all.text).toBe(201);
    expect(await available()).toBe(0);
    for (const d of [held, v.parse(DeliverySchema, all.body)]) expect((await cancel(d.id, { version: d.version })).status).toBe(200);
  });

  it('replays a create with the same key: one delivery, one audit entry', async () => {
    await cash.collect('cobrador', 20_00);
    const key = freshKey();
    const first = await declare({ amount: 20_00, note: 'una vez' }, 'cobrador', key);
    const again = await declare({ amount: 20_00, note: 'una vez' }, 'cobrador', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const d = v.parse(DeliverySchema, first.body);
    expect(await count("SELECT count(*)::int AS n FROM cash_deliveries WHERE note = 'una vez'", [])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'delivery' AND entity_id = $1 AND action = 'create'", [d.id])).toBe(1);
    expect((await cancel(d.id, { version: d.version })).status).toBe(200);
  });
});

describe('Entregas: receiving', () => {
  it('refuses a receiver without an open session (409 noOpenSession)', async () => {
    await cash.closeSessionOf('admin');
    const d = await pending(5_00);
    const res = await receive(d.id, { received_amount: 5_00, version: d.version }, 'admin');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'noOpenSession' });
    expect(await cash.movementsOf(d.id)).toEqual([]);
    expect((await cancel(d.id, { version: d.version })).status).toBe(200);
  });

  it('refuses the sender receiving their own delivery (409 ownDelivery)', async () => {
    const d = await pending(5_00, 'admin');
    const res = await receive(d.id, { received_amount: 5_00, version: d.version }, 'admin');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ownDelivery' });
    expect((await cancel(d.id, { version: d.version }, 'admin')).status).toBe(200);
  });

  it('receives the declared amount: received, and what left the sender = what entered the receiver', async () => {
    const receiverSession = await cash.openSession('cajero');
    const d = await pending(123_45);
    const res = await receive(d.id, { received_amount: 123_45, version: d.version });
    expect(res.status, res.text).toBe(200);
    const after = v.parse(DeliverySchema, res.body);
    expect(after).toMatchObject({ status: 'received', received_amount: 123_45, difference: 0, receiver_name: 'Carlos Ruiz', receiver_session_id: receiverSession, version: d.version + 1 });
    expect(await cash.movementsOf(d.id)).toEqual([
      { type: 'deliveryOut', direction: 'out', amount: 123_45, session_id: d.sender_session_id },
      { type: 'deliveryIn', direction: 'in', amount: 123_45, session_id: receiverSession },
    ]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'delivery' AND entity_id = $1 AND action = 'receive'", [d.id])).toBe(1);
  });

  it('receives less: disputed, only the received amount moves, and the session cannot close until resolved', async () => {
    await cash.openSession('cajero');
    const d = await pending(100_00);
    const res = await receive(d.id, { received_amount: 90_00, version: d.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'disputed', received_amount: 90_00, difference: -10_00 });
    const moves = await cash.movementsOf(d.id);
    expect(moves.map((m) => [m.type, m.amount])).toEqual([['deliveryOut', 90_00], ['deliveryIn', 90_00]]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'delivery' AND entity_id = $1 AND action = 'dispute'", [d.id])).toBe(1);
    expect(await pendingDeliveriesOf(env.server.db, d.sender_session_id)).toBeGreaterThan(0);
    // The shortfall is not in hand: it cannot be declared again.
    const held = await available();
    await cash.collect('cobrador', 1_00);
    expect(await available()).toBe(held + 1_00);

    const disputed = v.parse(DeliverySchema, res.body);
    expect((await resolve(d.id, { resolution: 'writeOff', note: '', version: disputed.version })).status).toBe(400);
    const resolved = await resolve(d.id, { resolution: 'writeOff', note: 'Billete faltante, se da de baja', version: disputed.version });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: 'writeOff', resolution_note: 'Billete faltante, se da de baja' });
    expect((await cash.movementsOf(d.id)).map((m) => [m.type, m.direction, m.amount, m.session_id])).toEqual([
      ['deliveryOut', 'out', 90_00, d.sender_session_id],
      ['deliveryIn', 'in', 90_00, moves[1]!.session_id],
      ['overShort', 'out', 10_00, d.sender_session_id],
    ]);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'delivery' AND entity_id = $1 AND action = 'resolve'", [d.id])).toBe(1);
  });

  it("records a collector's debt on a shortfall, and refuses it without one (422 noShortfall)", async () => {
    await cash.openSession('cajero');
    const short = v.parse(DeliverySchema, (await receive((await pending(40_00)).id, { received_amount: 30_00, version: 1 })).body);
    const debt = await resolve(short.id, { resolution: 'collectorDebt', note: 'Lo repone el lunes', version: short.version });
    expect(debt.status, debt.text).toBe(200);
    expect(debt.body).toMatchObject({ status: 'resolved', resolution: 'collectorDebt' });
    expect((await cash.movementsOf(short.id)).at(-1)).toMatchObject({ type: 'overShort', amount: 10_00 });
    // The sender owes the shortfall as a debt of theirs, due today, created in the same transaction.
    const owed = await env.server.db.query<{ debtor_user_id: number; sender_id: number; amount: string | number; concept: string; status: string }>(
      'SELECT d.debtor_user_id, e.sender_id, d.amount, d.concept, d.status FROM debts d JOIN cash_deliveries e ON e.id = d.delivery_id WHERE d.delivery_id = $1',
      [short.id],
    );
    expect(owed.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { debtor_user_id: short.sender_id, sender_id: short.sender_id, amount: 10_00, concept: `Faltante de la entrega N° ${short.id}`, status: 'open' },
    ]);

    const d = await pending(20_00);
    await cash.collect('cobrador', 5_00);
    const over = v.parse(DeliverySchema, (await receive(d.id, { received_amount: 25_00, version: 1 })).body);
    expect(over).toMatchObject({ status: 'disputed', difference: 5_00 });
    const refused = await resolve(over.id, { resolution: 'collectorDebt', note: 'no', version: over.version });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'noShortfall' });
    const ok = await resolve(over.id, { resolution: 'writeOff', note: 'Sobrante aceptado', version: over.version });
    expect(ok.status).toBe(200);
    expect((await cash.movementsOf(over.id)).map((m) => m.type)).toEqual(['deliveryOut', 'deliveryIn']);
  });

  it('refuses a stale version (409 stale) and a receipt of more than the sender holds (409 exceedsHeld)', async () => {
    await cash.openSession('cajero');
    const d = await pending(10_00);
    const stale = await receive(d.id, { received_amount: 10_00, version: d.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale' });
    const beyond = await receive(d.id, { received_amount: 10_00 + (await available()) + 1, version: d.version });
    expect(beyond.status).toBe(409);
    expect(beyond.body).toMatchObject({ code: 'exceedsHeld' });
    expect(await cash.movementsOf(d.id)).toEqual([]);
    expect((await cancel(d.id, { version: d.version })).status).toBe(200);
  });

  it('replays a receipt with the same key: one pair of movements', async () => {
    await cash.openSession('cajero');
    const d = await pending(8_00);
    const key = freshKey();
    const first = await receive(d.id, { received_amount: 8_00, version: d.version }, 'cajero', key);
    const again = await receive(d.id, { received_amount: 8_00, version: d.version }, 'cajero', key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await cash.movementsOf(d.id)).length).toBe(2);
  });
});

describe('Entregas: cancelling', () => {
  it('lets only the sender cancel a pending delivery (409 notSender, then wrongStatus once cancelled)', async () => {
    const d = await pending(3_00);
    const other = await cancel(d.id, { version: d.version }, 'admin');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'notSender' });
    expect((await cancel(d.id, { version: d.version + 1 })).body).toMatchObject({ code: 'stale' });
    const done = await cancel(d.id, { version: d.version });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'cancelled' });
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'delivery' AND entity_id = $1 AND action = 'cancel'", [d.id])).toBe(1);
    const again = await cancel(d.id, { version: d.version + 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'wrongStatus' });
  });
});

describe('Entregas: the route refuses exactly what the chart refuses', () => {
  /** A delivery brought to `status` through the API. */
  async function inStatus(status: CashDeliveryStatus): Promise<Delivery> {
    const d = await pending(10_00);
    if (status === 'pending') return d;
    if (status === 'cancelled') return v.parse(DeliverySchema, (await cancel(d.id, { version: d.version })).body);
    const received = v.parse(DeliverySchema, (await receive(d.id, { received_amount: status === 'received' ? 10_00 : 9_00, version: d.version })).body);
    if (status !== 'resolved') return received;
    return v.parse(DeliverySchema, (await resolve(d.id, { resolution: 'writeOff', note: 'x', version: received.version })).body);
  }

  it('for each status × action (as the cashier, the collector and the administrator)', async () => {
    await cash.openSession('cajero');
    const ids = { cobrador: await cash.userId('cobrador'), cajero: await cash.userId('cajero') };
    for (const status of CASH_DELIVERY_STATUSES) {
      const context = (d: Delivery) => ({ senderId: d.sender_id, declared: d.declared_amount });
      let d = await inStatus(status);
      const chartReceive = nextStatus(status, context(d), { type: 'RECEIVE', actorId: ids.cajero, receivedAmount: 10_00, actorHasOpenSession: true });
      const routeReceive = await receive(d.id, { received_amount: 10_00, version: d.version });
      expect([status, outcome(routeReceive)]).toEqual([status, chartReceive.ok ? 'ok' : chartReceive.code]);
      d = await inStatus(status);
      const chartCancel = nextStatus(status, context(d), { type: 'CANCEL', actorId: ids.cobrador });
      const routeCancel = await cancel(d.id, { version: d.version });
      expect([status, outcome(routeCancel)]).toEqual([status, chartCancel.ok ? 'ok' : chartCancel.code]);
      d = await inStatus(status);
      const chartResolve = nextStatus(status, context(d), { type: 'RESOLVE' });
      const routeResolve = await resolve(d.id, { resolution: 'writeOff', note: 'x', version: d.version });
      expect([status, outcome(routeResolve)]).toEqual([status, chartResolve.ok ? 'ok' : chartResolve.code]);
    }
    // Leave no pending delivery behind for the next tests.
    await env.server.db.query("UPDATE cash_deliveries SET status = 'cancelled' WHERE status IN ('pending', 'disputed')");
  });
});

describe('Entregas: races', () => {
  it('a delivery received twice at once: one receipt, the other 409, one pair of movements', async () => {
    await cash.openSession('cajero');
    await cash.openSession('admin');
    const d = await pending(60_00);
    const [a, b] = await Promise.all([
      receive(d.id, { received_amount: 60_00, version: d.version }, 'cajero'),
      receive(d.id, { received_amount: 60_00, version: d.version }, 'admin'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const moves = await cash.movementsOf(d.id);
    expect(moves.map((m) => m.amount)).toEqual([60_00, 60_00]);
  });

  it('a receipt racing a cancel: one wins, and the movements match the winner', async () => {
    await cash.openSession('cajero');
    const d = await pending(15_00);
    const [received, cancelled] = await Promise.all([receive(d.id, { received_amount: 15_00, version: d.version }), cancel(d.id, { version: d.version })]);
    expect([received.status, cancelled.status].sort()).toEqual([200, 409]);
    const final = v.parse(DeliverySchema, (await api.get(`/entregas/${d.id}`, { token: token('admin') })).body);
    expect((await cash.movementsOf(d.id)).length).toBe(final.status === 'received' ? 2 : 0);
    expect(final.status).toBe(received.status === 200 ? 'received' : 'cancelled');
  });
});
