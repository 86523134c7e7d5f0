// @vitest-environment node
/**
 * The one payment write path serves every receivable (#18): a rent, a debt and a fee payment are
 * taken, listed, reprinted and reversed through the same routes as a loan's, each under its own
 * kind — its routes, its cash movement type, its record's projection —, and a rental's settled
 * deposit (a payment of method 'deposit') reads back through the payments contract.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PAYMENT_KIND_INFO, type PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { PaymentPageSchema, PaymentWithReceiptSchema } from '../../machines/payments/payments.schema.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);

let keys = 0;
const freshKey = () => `receivable-payment-test-${Date.now()}-${(keys += 1)}`;

interface Row { id: number; status: string; balance: number }
interface Detail { version: number; balance: number; status: string }

/** A demo record of the kind that still owes something and takes payments. */
async function payable(kind: Exclude<PaymentKind, 'loan'>): Promise<number> {
  const { area } = PAYMENT_KIND_INFO[kind];
  const status = kind === 'rental' ? 'active' : 'open';
  const res = await api.get<{ items: Row[] }>(`/${area}?status=${status}&pageSize=50`, { token: env.tokens.admin });
  expect(res.status, res.text).toBe(200);
  const row = res.body.items.find((item) => item.balance > 0);
  expect(row, `a demo ${kind} that owes something`).toBeDefined();
  return row!.id;
}

const detail = async (kind: PaymentKind, id: number) => {
  const res = await api.get<Detail>(`/${PAYMENT_KIND_INFO[kind].area}/${id}`, { token: env.tokens.admin });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe.each(['rental', 'debt', 'fee'] as const)('a %s payment', (kind) => {
  const info = PAYMENT_KIND_INFO[kind];

  it('is taken in cash into the cashier’s session, listed under its kind, and reversed to where it was', async () => {
    const id = await payable(kind);
    const before = await detail(kind, id);
    const res = await api.post(`/${info.area}/${id}/pagos`, {
      token: env.tokens.cajero,
      json: { amount: 100, method: 'cash', version: before.version },
      headers: { 'Idempotency-Key': freshKey() },
    });
    expect(res.status, res.text).toBe(201);
    const { payment, receipt } = v.parse(PaymentWithReceiptSchema, res.body);
    expect(payment).toMatchObject({ kind, target_id: id, amount: 100, status: 'posted' });
    expect(receipt.remaining).toBe(before.balance - 100);
    const after = await detail(kind, id);
    expect(after.balance).toBe(before.balance - 100);
    expect(after.version).toBeGreaterThan(before.version);

    const movements = await env.server.db.query<{ type: string; direction: string }>(
      'SELECT type, direction FROM cash_movements WHERE source_kind = $1 AND source_id = $2',
      [info.movementType, payment.id],
    );
    expect(movements).toEqual([{ type: info.movementType, direction: 'in' }]);

    const page = await api.get(`/${info.payments}?pageSize=100`, { token: env.tokens.admin });
    expect(page.status, page.text).toBe(200);
    const listed = v.parse(PaymentPageSchema, page.body).items;
    expect(listed.map((p) => p.id)).toContain(payment.id);
    expect(listed.every((p) => p.kind === kind)).toBe(true);

    // The cashier reverses it (granted here): the reversing movement leaves his open session.
    await env.server.db.query('INSERT INTO role_permissions (id_rol, code) VALUES (2, $1) ON CONFLICT DO NOTHING', [info.reverse]);
    const reversed = await api.post(`/${info.payments}/${payment.id}/reversion`, {
      token: env.tokens.cajero,
      json: { reason: 'Cobrado por error' },
      headers: { 'Idempotency-Key': freshKey() },
    });
    await env.server.db.query('DELETE FROM role_permissions WHERE id_rol = 2 AND code = $1', [info.reverse]);
    expect(reversed.status, reversed.text).toBe(200);
    expect((await detail(kind, id)).balance).toBe(before.balance);
  });

  it('is not taken on another kind’s route: a record id of this kind is unknown there', async () => {
    const id = await payable(kind);
    const other = kind === 'fee' ? 'debt' : 'fee';
    const mine = await env.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${kind === 'rental' ? 'rentals' : 'debts'} WHERE id = $1${kind === 'rental' ? '' : ' AND kind = $2'}`,
      kind === 'rental' ? [id] : [id, kind],
    );
    expect(mine[0]!.n).toBe(1);
    if (kind === 'rental') return;
    const res = await api.post(`/${PAYMENT_KIND_INFO[other].area}/${id}/pagos`, {
      token: env.tokens.admin,
      json: { amount: 100, method: 'cash', version: 1 },
      headers: { 'Idempotency-Key': freshKey() },
    });
    expect(res.status).toBe(404);
  });
});

describe('a settled rental’s deposit', () => {
  it('applied to what the tenant owes, reads back through the payments contract as a payment of method deposit', async () => {
    const id = await payable('rental');
    const post = async (path: string, json: object) => {
      const res = await api.post(`/alquileres/${id}/${path}`, { token: env.tokens.admin, json, headers: { 'Idempotency-Key': freshKey() } });
      expect(res.status, res.text).toBe(200);
    };
    await post('rescision', { version: (await detail('rental', id)).version, date: '2026-11-24', reason: 'El inquilino se fue' });
    await post('liquidacion', { version: (await detail('rental', id)).version });
    const page = await api.get(`/${PAYMENT_KIND_INFO.rental.payments}?pageSize=100`, { token: env.tokens.admin });
    expect(page.status, page.text).toBe(200);
    const items = v.parse(PaymentPageSchema, page.body).items;
    expect(items.filter((p) => p.method === 'deposit' && p.target_id === id)).toHaveLength(1);
  });
});
