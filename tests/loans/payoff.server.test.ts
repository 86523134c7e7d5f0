// @vitest-environment node
/**
 * Early settlement (#32; machines/loans/payoff.ts): the worked example of domain.md (10.000,00 at
 * 2 % a month, 12 French installments of 945,60 from 2026-12-24, disbursed 2026-11-24) quoted by
 * hand on two dates; posting the quote closes the loan and a reversal brings the schedule back; an
 * amount that is not the quote is refused with the quote; a settlement is posted once per key.
 */
import { describe, expect, it } from 'vitest';
import { workedExampleServer } from './workedExample.server.ts';

const { env, api, loans, freshKey, on, detail } = workedExampleServer('payoff');

const pay = async (id: number, amount: number, settle = false, key = freshKey(), seen?: number) => {
  const version = seen ?? (await loans.loan(id)).version;
  await loans.openSession('cajero');
  return api.post<{ payment: { id: number }; code?: string; quote?: number }>(`/prestamos/${id}/pagos`, {
    token: env.tokens.cajero,
    json: { amount, method: 'cash', version, settle },
    headers: { 'Idempotency-Key': key },
  });
};

describe('Cancelación anticipada', () => {
  it('quotes the worked example by hand: principal + the current period’s interest by days, no later interest', async () => {
    const id = await loans.activeLoan();
    try {
      on('2026-12-10');
      // 16 of the 30 days since the disbursement: 200,00 × 16 / 30 = 106,666… → 106,67.
      expect((await detail(id)).payoff).toMatchObject({ date: '2026-12-10', amount: 1_010_667, principal_ahead: 1_000_000, interest_accrued: 10_667, overdue: 0, scheduled: 1_134_715, savings: 124_048 });
      on('2026-12-24');
      expect((await pay(id, 94_560)).status).toBe(201);
      on('2027-01-10');
      // Principal left 9.254,40; the second installment's interest 185,09 × 17 / 31 days = 101,50.
      expect((await detail(id)).payoff).toMatchObject({ amount: 935_590, principal_ahead: 925_440, interest_accrued: 10_150, overdue: 0, scheduled: 1_040_155, savings: 104_565 });
    } finally {
      on('2026-11-24');
    }
  });

  it('posting the quote closes the loan; another amount is refused with the quote; a reversal brings the schedule back', async () => {
    const id = await loans.activeLoan();
    try {
      on('2026-12-10');
      const quote = (await detail(id)).payoff!.amount;
      const wrong = await pay(id, quote - 1, true);
      expect([wrong.status, wrong.body.code, wrong.body.quote]).toEqual([409, 'quoteChanged', quote]);
      const key = freshKey();
      const { version } = await loans.loan(id);
      const posted = await pay(id, quote, true, key, version);
      expect(posted.status, posted.text).toBe(201);
      // A double click: the same key and body answer the same payment.
      expect((await pay(id, quote, true, key, version)).body).toEqual(posted.body);
      const closed = await detail(id);
      expect([closed.status, closed.balance, closed.payoff]).toEqual(['closed', 0, null]);
      expect(closed.schedule.slice(1).every((row) => row.interest === 0)).toBe(true);
      const reversal = await api.post(`/pagos_prestamos/${posted.body.payment.id}/reversion`, { token: env.tokens.admin, json: { reason: 'Cheque rechazado' }, headers: { 'Idempotency-Key': freshKey() } });
      expect(reversal.status, reversal.text).toBe(200);
      const back = await detail(id);
      expect([back.status, back.balance]).toEqual(['active', 1_134_715]);
    } finally {
      on('2026-11-24');
    }
  });

  it('is a loan’s only: a rental payment that asks to settle is refused', async () => {
    const rental = (await env.server.db.query<{ id: number; version: number }>("SELECT id, version FROM rentals WHERE status = 'active' ORDER BY id LIMIT 1"))[0];
    expect(rental).toBeDefined();
    await loans.openSession('cajero');
    const res = await api.post<{ code?: string }>(`/alquileres/${rental!.id}/pagos`, { token: env.tokens.cajero, json: { amount: 100, method: 'cash', version: rental!.version, settle: true }, headers: { 'Idempotency-Key': freshKey() } });
    expect([res.status, res.body.code]).toEqual([422, 'notSettleable']);
  });
});
