// @vitest-environment node
/**
 * Payment methods per location and a payment's 'Referencia' (#32, "Value date and method of a
 * payment"; server/payments/methods.ts): the location enables a subset (cash always); a method it
 * does not enable is refused; every method but cash needs a reference (trimmed, at most 64); the
 * same reference twice on one method (any record, not reversed, case-insensitive) is refused with
 * 409 `duplicateReference` naming the earlier payment until the user confirms; a retried key still
 * answers its first result; only cash touches the box; the payments lists filter by method and
 * reference; the receipt carries the reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LocationSchema, type Location, type LocationInput } from '../../machines/locations/locations.schema.ts';
import { PaymentPageSchema, PaymentWithReceiptSchema } from '../../machines/payments/payments.schema.ts';
import { DEMO_LOCATION } from '../../server/locations/seed.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from './loanFixtures.ts';

const env = serverWithSignedInStaff();
const api = client(env);
const loans = loansOf(env);
let keys = 0;
const freshKey = () => `methods-${Date.now()}-${(keys += 1)}`;
type Who = 'admin' | 'cajero';

interface Answer {
  code?: string;
  max?: number;
  payment_id?: number;
  business_date?: string;
  amount?: number;
  payment: { id: number; method: string; reference: string | null; session_id: number | null; business_date: string };
  receipt: { reference: string | null };
}

const pay = async (id: number, json: Record<string, unknown>, who: Who = 'admin', key = freshKey()) => {
  const { version } = await loans.loan(id);
  return api.post<Answer>(`/prestamos/${id}/pagos`, { token: env.tokens[who], json: { amount: 1_000, version, ...json }, headers: { 'Idempotency-Key': key } });
};
const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];
const enable = (methods: string) => env.server.db.query(`UPDATE locations SET payment_methods = '{${methods}}' WHERE id = (SELECT min(id) FROM locations)`);
const list = async (query: Record<string, string>) => {
  const res = await api.get('/pagos_prestamos', { token: env.tokens.admin, query: { pageSize: 100, ...query } });
  return { status: res.status, body: res.body as { code?: string }, page: res.status === 200 ? v.parse(PaymentPageSchema, res.body) : null };
};

beforeAll(async () => {
  await loans.openSession('admin');
  await loans.openSession('cajero');
});
afterAll(() => enable('cash,transfer'));

describe('the methods a location takes', () => {
  it('are cash and transfer until it enables more; another method is refused with 422 methodNotEnabled', async () => {
    const id = await loans.activeLoan();
    expect(refusal(await pay(id, { method: 'wallet', reference: 'W-1' }))).toEqual([422, 'methodNotEnabled']);
    expect(refusal(await pay(id, { method: 'card', reference: 'C-1' }))).toEqual([422, 'methodNotEnabled']);
    await enable('cash,transfer,wallet,card');
    expect((await pay(id, { method: 'wallet', reference: 'W-1' })).status).toBe(201);
    await enable('cash');
    expect(refusal(await pay(id, { method: 'transfer', reference: 'T-only-cash' }))).toEqual([422, 'methodNotEnabled']);
    expect((await pay(id, { method: 'cash' })).status).toBe(201);
    await enable('cash,transfer,wallet,card');
  });

  it('is edited in the location, in the catalogue order, with cash always (422 without it)', async () => {
    const input: LocationInput = { ...DEMO_LOCATION, name: `Métodos ${Date.now()}` };
    const created = await api.post<Location>('/ubicaciones', { token: env.tokens.admin, json: input, headers: { 'Idempotency-Key': freshKey() } });
    expect(created.status, created.text).toBe(201);
    const location = v.parse(LocationSchema, created.body);
    expect(location.payment_methods).toEqual(['cash', 'transfer']);
    const put = (json: Record<string, unknown>) => api.put<Location & { code?: string; errors?: Record<string, string> }>(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json });
    const noCash = await put({ ...location, payment_methods: ['transfer', 'card'], version: location.version });
    expect([noCash.status, noCash.body.code, noCash.body.errors]).toEqual([422, 'invalidLocation', { payment_methods: 'required' }]);
    expect((await put({ ...location, payment_methods: ['bitcoin', 'cash'], version: location.version })).status).toBe(400);
    const saved = await put({ ...location, payment_methods: ['card', 'cash', 'card', 'wallet'], version: location.version });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.payment_methods).toEqual(['cash', 'wallet', 'card']);
    // A client that does not send them keeps them.
    const { payment_methods: _kept, ...old } = saved.body;
    const again = await put({ ...old, version: saved.body.version });
    expect(again.body.payment_methods).toEqual(['cash', 'wallet', 'card']);
  });
});

describe("a payment's reference", () => {
  beforeAll(() => enable('cash,transfer,wallet,card'));

  it("is on every transfer of the demo business (its seed), one per payment", async () => {
    const rows = await env.server.db.query<{ transfers: number; without: number; distinct_refs: number }>(
      "SELECT count(*)::int AS transfers, count(*) FILTER (WHERE reference IS NULL)::int AS without, count(DISTINCT lower(reference))::int AS distinct_refs FROM payments WHERE method = 'transfer'",
    );
    expect(rows[0]!.transfers).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ without: 0, distinct_refs: rows[0]!.transfers });
  });

  it('is required for every method but cash, trimmed, at most 64 characters', async () => {
    const id = await loans.activeLoan();
    for (const method of ['transfer', 'wallet', 'card']) {
      expect(refusal(await pay(id, { method }))).toEqual([422, 'referenceRequired']);
      expect(refusal(await pay(id, { method, reference: '   ' }))).toEqual([422, 'referenceRequired']);
    }
    const long = await pay(id, { method: 'transfer', reference: 'x'.repeat(65) });
    expect([...refusal(long), long.body.max]).toEqual([422, 'referenceTooLong', 64]);
    const ok = await pay(id, { method: 'transfer', reference: `  ${'y'.repeat(60)}-ok  ` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect([ok.body.payment.reference, ok.body.receipt.reference]).toEqual([`${'y'.repeat(60)}-ok`, `${'y'.repeat(60)}-ok`]);
    // Optional for cash: none is none.
    const cash = await pay(id, { method: 'cash' });
    expect([cash.status, cash.body.payment.reference]).toEqual([201, null]);
  });

  it('twice on one method is refused with the earlier payment named, and taken once confirmed (audited)', async () => {
    const a = await loans.activeLoan();
    const b = await loans.activeLoan();
    const first = await pay(a, { method: 'transfer', reference: ' OP-778899 ', amount: 2_500 });
    expect(first.status).toBe(201);
    // Another record, another case: the same reference.
    const again = await pay(b, { method: 'transfer', reference: 'op-778899' });
    expect(refusal(again)).toEqual([409, 'duplicateReference']);
    expect(again.body).toMatchObject({ payment_id: first.body.payment.id, business_date: first.body.payment.business_date, amount: 2_500 });
    // Another method is another reference.
    expect((await pay(b, { method: 'wallet', reference: 'OP-778899' })).status).toBe(201);
    const confirmed = await pay(b, { method: 'transfer', reference: 'op-778899', acceptDuplicate: true });
    expect(confirmed.status).toBe(201);
    const audit = await env.server.db.query<{ after: Record<string, unknown> | string }>(
      "SELECT after FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'record' ORDER BY id DESC LIMIT 1",
      [b],
    );
    const after = audit[0]!.after;
    expect(typeof after === 'string' ? JSON.parse(after) : after).toMatchObject({ method: 'transfer', reference: 'op-778899', duplicate_of: first.body.payment.id });
  });

  it('of a reversed payment is no duplicate', async () => {
    const id = await loans.activeLoan();
    const first = await pay(id, { method: 'card', reference: 'VOUCHER-1' });
    expect(first.status).toBe(201);
    const reversed = await api.post(`/pagos_prestamos/${first.body.payment.id}/reversion`, {
      token: env.tokens.admin,
      json: { reason: 'Cargada dos veces' },
      headers: { 'Idempotency-Key': freshKey() },
    });
    expect(reversed.status, reversed.text).toBe(200);
    expect((await pay(id, { method: 'card', reference: 'voucher-1' })).status).toBe(201);
  });

  it('does not turn a retried key into a duplicate: the retry answers its first result', async () => {
    const id = await loans.activeLoan();
    const key = freshKey();
    const { version } = await loans.loan(id);
    const send = () => api.post<Answer>(`/prestamos/${id}/pagos`, { token: env.tokens.admin, json: { amount: 1_000, version, method: 'transfer', reference: 'RETRY-1' }, headers: { 'Idempotency-Key': key } });
    const first = await send();
    const retry = await send();
    expect([first.status, retry.status, retry.headers.get('Idempotency-Replayed')]).toEqual([201, 201, 'true']);
    expect(retry.body.payment.id).toBe(first.body.payment.id);
    const stored = await env.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE lower(reference) = 'retry-1'");
    expect(stored[0]!.n).toBe(1);
  });

  it('two at once with one reference: one is taken, the other named as its duplicate', async () => {
    const [a, b] = [await loans.activeLoan(), await loans.activeLoan()];
    const answers = await Promise.all([pay(a, { method: 'transfer', reference: 'RACE-1' }), pay(b, { method: 'transfer', reference: 'RACE-1' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});

describe('only cash touches the box', () => {
  beforeAll(() => enable('cash,transfer,wallet,card'));

  it('a wallet or card payment enters no session and posts no movement, with or without an open session', async () => {
    const id = await loans.activeLoan();
    const movements = async () => (await env.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cash_movements WHERE source_kind = 'loanPayment'"))[0]!.n;
    const before = await movements();
    const wallet = await pay(id, { method: 'wallet', reference: 'MP-1' }, 'cajero');
    const card = await pay(id, { method: 'card', reference: 'POS-1' }, 'cajero');
    expect([wallet.body.payment.session_id, card.body.payment.session_id]).toEqual([null, null]);
    expect(await movements()).toBe(before);
    await loans.closeSessionOf('cajero');
    try {
      expect((await pay(id, { method: 'card', reference: 'POS-2' }, 'cajero')).status).toBe(201);
      expect(refusal(await pay(id, { method: 'cash' }, 'cajero'))).toEqual([409, 'noOpenSession']);
    } finally {
      await loans.openSession('cajero');
    }
    const cash = await pay(id, { method: 'cash' }, 'cajero');
    expect(cash.body.payment.session_id).not.toBeNull();
    expect(await movements()).toBe(before + 1);
  });
});

describe('the payments list', () => {
  it('filters by method and by text in the reference (case-insensitive), and refuses an unknown method', async () => {
    await enable('cash,transfer,wallet,card');
    const id = await loans.activeLoan();
    const posted = await pay(id, { method: 'wallet', reference: 'Filtro-ABC-123' });
    expect(posted.status).toBe(201);
    const byMethod = await list({ method: 'wallet' });
    expect(byMethod.page!.items.length).toBeGreaterThan(0);
    expect(new Set(byMethod.page!.items.map((p) => p.method))).toEqual(new Set(['wallet']));
    const byReference = await list({ reference: ' abc-1 ' });
    expect(byReference.page!.items.map((p) => [p.id, p.reference])).toEqual([[posted.body.payment.id, 'Filtro-ABC-123']]);
    expect((await list({ reference: 'abc-1', method: 'card' })).page!.items).toEqual([]);
    expect(refusal(await list({ method: 'bitcoin' }))).toEqual([400, 'invalidFilter']);
    const reprint = await api.get(`/pagos_prestamos/${posted.body.payment.id}`, { token: env.tokens.admin });
    expect(v.parse(PaymentWithReceiptSchema, reprint.body).receipt).toMatchObject({ method: 'wallet', reference: 'Filtro-ABC-123' });
  });
});
