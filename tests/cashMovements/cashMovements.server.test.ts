// @vitest-environment node
/**
 * 'Movimientos' and 'Movimientos de entrega' (server/cashMovements/routes.ts) against
 * machines/cashMovements/cashMovements.schema.ts: who may read and reverse, the filters and the
 * totals of the filtered set against a hand-computed ledger (tests/cashMovements/ledgerFixture.ts),
 * the reversal's refusals, its idempotent replay, and two reversals of one movement at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MovementSchema, type Movement } from '../../machines/cash/cash.schema.ts';
import { DeliveryMovementPageSchema, MovementPageSchema, type MovementPage } from '../../machines/cashMovements/cashMovements.schema.ts';
import { lifecycleRefusalOf } from '../../machines/cashMovements/movementLifecycle.machine.ts';
import { postMovement } from '../../server/cash/ledger.ts';
import { DEMO, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { createLedgerFixture, newBox, newUser, openSession, type LedgerFixture } from './ledgerFixture.ts';

const env = serverWithSignedInStaff();
const api = client(env);
let fx: LedgerFixture;

beforeAll(async () => {
  fx = await createLedgerFixture(env.server.db);
});

type Query = Readonly<Record<string, string | number>>;
const JANUARY = { from: '2026-01-05', to: '2026-01-08' } as const;

async function ledger(query: Query, token = env.tokens.admin): Promise<MovementPage> {
  const res = await api.get('/movimientos', { token, query });
  expect(res.status, res.text).toBe(200);
  return v.parse(MovementPageSchema, res.body);
}

let keys = 0;
const freshKey = () => `reversal-${Date.now()}-${(keys += 1)}`;
const reverse = (id: number, json: unknown = { reason: 'Cargado dos veces' }, key: string | null = freshKey(), token = env.tokens.admin) =>
  api.post<Movement & { code?: string }>(`/movimientos/${id}/reversion`, { token, json, headers: key === null ? {} : { 'Idempotency-Key': key } });

async function reversalsOf(id: number): Promise<number> {
  const rows = await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cash_movements WHERE reverses_id = $1', [id]);
  return rows[0]!.n;
}

/** A fresh income of 12,34 in box A's open session, to be reversed by one test. */
const freshIncome = (amount = 12_34) =>
  postMovement(env.server.db, { sessionId: fx.sessionA, userId: fx.ownerA, businessDate: '2026-01-09', direction: 'in', amount, type: 'income', concept: 'Para revertir' });

describe('who may read and reverse', () => {
  it('answers 401 without a token', async () => {
    expect((await api.get('/movimientos')).status).toBe(401);
    expect((await api.get('/movimientos_entrega')).status).toBe(401);
    expect((await reverse(fx.ids.income1000, { reason: 'x' }, freshKey(), null as unknown as string)).status).toBe(401);
  });

  it('lets movement.view read the ledger (admin, cajero) and refuses the collector (403)', async () => {
    expect((await api.get('/movimientos', { token: env.tokens.admin })).status).toBe(200);
    expect((await api.get('/movimientos', { token: env.tokens.cajero })).status).toBe(200);
    expect((await api.get('/movimientos', { token: env.tokens.cobrador })).status).toBe(403);
  });

  it('lets deliveryMovement.view read the delivery movements (admin, cajero) and refuses the collector (403)', async () => {
    expect((await api.get('/movimientos_entrega', { token: env.tokens.admin })).status).toBe(200);
    expect((await api.get('/movimientos_entrega', { token: env.tokens.cajero })).status).toBe(200);
    expect((await api.get('/movimientos_entrega', { token: env.tokens.cobrador })).status).toBe(403);
  });

  it('lets only movement.reverse reverse: the cashier and the collector get 403 and nothing is posted', async () => {
    const id = await freshIncome();
    expect((await reverse(id, undefined, freshKey(), env.tokens.cajero)).status).toBe(403);
    expect((await reverse(id, undefined, freshKey(), env.tokens.cobrador)).status).toBe(403);
    expect(await reversalsOf(id)).toBe(0);
    expect((await reverse(id)).status).toBe(201);
  });
});

describe('GET /movimientos: filters and the totals of the filtered set', () => {
  it('sums the whole date range by SQL: in 1.340,00, out 300,50, net 1.039,50', async () => {
    const page = await ledger(JANUARY);
    // The closed box's 5,00 on 2026-01-08 is in the range too.
    expect(page.totals).toEqual({ in: 1_345_00, out: 300_50, net: 1_044_50 });
    expect(page.total).toBe(7);
    // Newest first.
    expect(page.items.map((m) => m.id)).toEqual(Object.values(fx.ids).sort((a, b) => b - a));
  });

  it('keeps the totals of the whole set on every page', async () => {
    const first = await ledger({ ...JANUARY, pageSize: 2 });
    const third = await ledger({ ...JANUARY, pageSize: 2, page: 3 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(2);
    expect(third.totals).toEqual(first.totals);
    expect(first.total).toBe(7);
  });

  it('filters by box, user, type and direction', async () => {
    expect((await ledger({ ...JANUARY, box: fx.boxA })).totals).toEqual({ in: 1_040_00, out: 290_50, net: 749_50 });
    expect((await ledger({ ...JANUARY, user: fx.ownerB })).totals).toEqual({ in: 300_00, out: 10_00, net: 290_00 });
    const expenses = await ledger({ ...JANUARY, type: 'expense' });
    expect(expenses.items.map((m) => m.id).sort()).toEqual([fx.ids.expense250, fx.ids.expense10].sort());
    expect((await ledger({ ...JANUARY, direction: 'out' })).totals).toEqual({ in: 0, out: 300_50, net: -300_50 });
    expect((await ledger({ from: '2026-01-07', to: '2026-01-07' })).items.map((m) => m.id)).toEqual([fx.ids.expense10]);
  });

  it('shows a reversal pair linked both ways, netting to zero', async () => {
    const page = await ledger({ from: '2026-01-06', to: '2026-01-06', box: fx.boxA });
    expect(page.totals).toEqual({ in: 40_00, out: 40_00, net: 0 });
    const byId = new Map(page.items.map((m) => [m.id, m]));
    expect(byId.get(fx.ids.income40)).toMatchObject({ reversed_by: fx.ids.reversal40, reverses_id: null, box_id: fx.boxA, user_name: 'Dueña Caja A' });
    expect(byId.get(fx.ids.reversal40)).toMatchObject({ reverses_id: fx.ids.income40, reversed_by: null, reason: 'Cargado dos veces', type: 'reversal' });
  });

  it('searches the concept (q) and offers every box and every session owner as filter choices', async () => {
    const page = await ledger({ ...JANUARY, q: 'EXPENSE 250' });
    expect(page.items.map((m) => m.id)).toEqual([fx.ids.expense250]);
    expect(page.totals).toEqual({ in: 0, out: 250_50, net: -250_50 });
    expect(page.facets.boxes.map((b) => b.id)).toEqual(expect.arrayContaining([fx.boxA, fx.boxB, fx.boxClosed]));
    expect(page.facets.users.map((u) => u.id)).toEqual(expect.arrayContaining([fx.ownerA, fx.ownerB]));
  });

  it('sorts by amount both ways', async () => {
    const ascending = await ledger({ ...JANUARY, sort: 'amount' });
    const amounts = ascending.items.map((m) => m.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const descending = await ledger({ ...JANUARY, sort: '-amount' });
    expect(descending.items[0]?.amount).toBe(1_000_00);
  });

  it('answers 400 invalidFilter for a malformed date, type, direction or id', async () => {
    const malformed: Query[] = [{ from: '2026-13-01' }, { to: 'yesterday' }, { type: 'gift' }, { direction: 'up' }, { user: '-1' }, { box: 'x' }];
    for (const query of malformed) {
      const res = await api.get<{ code: string; filter: string }>('/movimientos', { token: env.tokens.admin, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalidFilter', filter: Object.keys(query)[0] });
    }
  });
});

describe('POST /movimientos/{id}/reversion', () => {
  it("posts the opposite movement into the box's open session, links both, and audits it", async () => {
    const id = await freshIncome(77_00);
    const res = await reverse(id, { reason: '  Importe equivocado  ' });
    expect(res.status, res.text).toBe(201);
    const reversal = v.parse(MovementSchema, res.body);
    expect(reversal).toMatchObject({ type: 'reversal', direction: 'out', amount: 77_00, reverses_id: id, reason: 'Importe equivocado', session_id: fx.sessionA, box_id: fx.boxA, user_id: DEMO.admin.id });
    const page = await ledger({ box: fx.boxA, from: '2026-01-09' });
    expect(page.items.find((m) => m.id === id)?.reversed_by).toBe(reversal.id);
    const audit = await env.server.db.query<{ action: string; user_id: number }>("SELECT action, user_id FROM audit_log WHERE entity = 'cashMovement' AND entity_id = $1", [id]);
    expect(audit).toEqual([{ action: 'reverse', user_id: DEMO.admin.id }]);
  });

  it('refuses a second reversal (409 alreadyReversed) and the reversal of a reversal (409 isReversal)', async () => {
    const again = await reverse(fx.ids.income40);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('alreadyReversed');
    const ofReversal = await reverse(fx.ids.reversal40);
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.code).toBe('isReversal');
    expect(await reversalsOf(fx.ids.income40)).toBe(1);
    expect(await reversalsOf(fx.ids.reversal40)).toBe(0);
  });

  it('refuses when the box has no open session (409 noOpenSession), posting nothing', async () => {
    const res = await reverse(fx.ids.closedIncome);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('noOpenSession');
    expect(await reversalsOf(fx.ids.closedIncome)).toBe(0);
  });

  it('refuses a movement a loan produced (a payment, a disbursement): 409 reverseAtSource, posting nothing', async () => {
    const db = env.server.db;
    const common = { sessionId: fx.sessionA, userId: fx.ownerA, businessDate: '2026-01-09', amount: 5_00, concept: 'Préstamo' };
    const payment = await postMovement(db, { ...common, direction: 'in', type: 'loanPayment', source: { kind: 'loanPayment', id: 1 } });
    const disbursement = await postMovement(db, { ...common, direction: 'out', type: 'disbursement', source: { kind: 'loan', id: 1 } });
    for (const id of [payment, disbursement]) {
      const res = await reverse(id);
      expect(res.status, res.text).toBe(409);
      expect(res.body.code).toBe('reverseAtSource');
      expect(await reversalsOf(id)).toBe(0);
    }
  });

  it("refuses either half of a cash delivery (409 reverseAtSource): the cash would vanish while the delivery says 'Recibida'", async () => {
    const db = env.server.db;
    const common = { sessionId: fx.sessionA, userId: fx.ownerA, businessDate: '2026-01-09', amount: 5_00, concept: 'Entrega', source: { kind: 'delivery', id: 1 } };
    const sent = await postMovement(db, { ...common, direction: 'out', type: 'deliveryOut' });
    const received = await postMovement(db, { ...common, direction: 'in', type: 'deliveryIn' });
    for (const id of [sent, received]) {
      const res = await reverse(id);
      expect(res.status, res.text).toBe(409);
      expect(res.body.code).toBe('reverseAtSource');
      expect(await reversalsOf(id)).toBe(0);
    }
    expect(lifecycleRefusalOf({ reverses_id: null, reversed_by: null, source_kind: 'delivery' })).toBe('reverseAtSource');
  });

  it('refuses exactly what the movement lifecycle chart refuses', async () => {
    const page = await ledger(JANUARY);
    for (const movement of page.items) {
      const chart = lifecycleRefusalOf(movement);
      if (chart === null) continue;
      const res = await reverse(movement.id);
      expect(res.status, `movement ${movement.id}`).toBe(409);
      expect(res.body.code).toBe(chart);
    }
    const allowed = await freshIncome();
    expect(lifecycleRefusalOf({ reverses_id: null, reversed_by: null })).toBeNull();
    expect((await reverse(allowed)).status).toBe(201);
  });

  it('answers 400 without a reason, a reason over 500 characters, or no Idempotency-Key; 404 for no movement', async () => {
    const id = await freshIncome();
    expect((await reverse(id, {})).status).toBe(400);
    expect((await reverse(id, { reason: '   ' })).status).toBe(400);
    expect((await reverse(id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await reverse(id, { reason: 'ok' }, null)).status).toBe(400);
    expect(await reversalsOf(id)).toBe(0);
    expect((await reverse(999_999_999)).status).toBe(404);
    expect((await reverse(id, { reason: 'x'.repeat(500) })).status).toBe(201);
  });

  it('replays a retried request with the same key: one reversal, the same answer', async () => {
    const id = await freshIncome();
    const key = freshKey();
    const first = await reverse(id, { reason: 'Reintento' }, key);
    const second = await reverse(id, { reason: 'Reintento' }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotency-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await reversalsOf(id)).toBe(1);
  });

  it('lets exactly one of two concurrent reversals of one movement through; the other gets 409', async () => {
    const id = await freshIncome();
    const answers = await Promise.all([reverse(id, { reason: 'Uno' }), reverse(id, { reason: 'Otro' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('alreadyReversed');
    expect(await reversalsOf(id)).toBe(1);
  });
});

describe('GET /movimientos_entrega', () => {
  it("lists each delivery's movements with its sender, receiver, amounts and status, filtered", async () => {
    const { db } = env.server;
    const [sender, receiver] = [await newUser(db, 'Cobradora Entrega'), await newUser(db, 'Cajero Entrega')];
    const [senderSession, receiverSession] = [await openSession(db, await newBox(db, 'Cobranza'), sender), await openSession(db, await newBox(db, 'Caja oficina'), receiver)];
    const delivery = await db.query<{ id: number }>(
      `INSERT INTO cash_deliveries (status, sender_id, sender_session_id, declared_amount, receiver_id, receiver_session_id, received_amount, business_date)
       VALUES ('disputed', $1, $2, 50000, $3, $4, 48000, '2026-02-10') RETURNING id`,
      [sender, senderSession, receiver, receiverSession],
    );
    const deliveryId = delivery[0]!.id;
    const source = { kind: 'delivery', id: deliveryId };
    // What the collector collected: a box cannot hand over cash it does not hold.
    await postMovement(db, { sessionId: senderSession, userId: sender, businessDate: '2026-02-09', direction: 'in', amount: 500_00, type: 'income', concept: 'Cobranza' });
    await postMovement(db, { sessionId: senderSession, userId: sender, businessDate: '2026-02-10', direction: 'out', amount: 480_00, type: 'deliveryOut', source });
    await postMovement(db, { sessionId: receiverSession, userId: receiver, businessDate: '2026-02-10', direction: 'in', amount: 480_00, type: 'deliveryIn', source });
    const res = await api.get('/movimientos_entrega', { token: env.tokens.admin, query: { from: '2026-02-10', to: '2026-02-10' } });
    expect(res.status, res.text).toBe(200);
    const page = v.parse(DeliveryMovementPageSchema, res.body);
    expect(page.total).toBe(2);
    expect(page.items.map((m) => m.type).sort()).toEqual(['deliveryIn', 'deliveryOut']);
    expect(page.items[0]).toMatchObject({ delivery_id: deliveryId, sender_name: 'Cobradora Entrega', receiver_name: 'Cajero Entrega', declared_amount: 500_00, received_amount: 480_00, status: 'disputed' });
    const byStatus = async (status: string) =>
      v.parse(DeliveryMovementPageSchema, (await api.get('/movimientos_entrega', { token: env.tokens.admin, query: { from: '2026-02-10', status } })).body).total;
    expect(page.users.map((u) => u.name)).toEqual(expect.arrayContaining(['Cobradora Entrega', 'Cajero Entrega']));
    expect(await byStatus('disputed')).toBe(2);
    expect(await byStatus('received')).toBe(0);
    const search = async (q: string) => v.parse(DeliveryMovementPageSchema, (await api.get('/movimientos_entrega', { token: env.tokens.admin, query: { q } })).body).total;
    expect(await search(String(deliveryId))).toBe(2);
    expect(await search('cobradora')).toBe(2);
    expect(await search('nadie así')).toBe(0);
    const byUser = await api.get('/movimientos_entrega', { token: env.tokens.admin, query: { from: '2026-02-10', user: receiver } });
    expect(v.parse(DeliveryMovementPageSchema, byUser.body).total).toBe(2);
    expect((await api.get('/movimientos_entrega', { token: env.tokens.admin, query: { status: 'lost' } })).status).toBe(400);
  });
});
