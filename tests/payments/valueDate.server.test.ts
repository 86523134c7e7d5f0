// @vitest-environment node
/**
 * 'Fecha valor' (#32; server/payments/write.ts valueDateOf): a payment dated back takes
 * payment.backdate, at most the location's days back, never in the future nor before the loan was
 * disbursed; the payment counts from its value date (a transfer of Monday avoids Tuesday's late
 * charge) while its cash enters today's open session.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoanDetailSchema } from '../../machines/loans/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from './loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);
let keys = 0;
const freshKey = () => `value-date-${Date.now()}-${(keys += 1)}`;
const on = (date: string) => clock.set(`${date}T15:00:00Z`);
afterAll(() => on('2026-11-24'));
type Who = 'admin' | 'cajero';

const pay = async (id: number, json: Record<string, unknown>, who: Who = 'admin') => {
  const { version } = await loans.loan(id);
  await loans.openSession(who);
  return api.post<{ code?: string; days?: number; payment: { business_date: string; session_id: number | null; id: number } }>(`/prestamos/${id}/pagos`, {
    token: env.tokens[who],
    json: { method: 'cash', version, ...json },
    headers: { 'Idempotency-Key': freshKey() },
  });
};
const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

describe('Fecha valor', () => {
  it('takes payment.backdate, at most the location’s days back, never ahead nor before the disbursement', async () => {
    const id = await loans.activeLoan();
    on('2026-11-30');
    try {
      expect(refusal(await pay(id, { amount: 1_000, valueDate: '2026-11-27' }, 'cajero'))).toEqual([403, 'backdateNotAllowed']);
      expect(refusal(await pay(id, { amount: 1_000, valueDate: '2026-12-01' }))).toEqual([422, 'valueDateInFuture']);
      expect(refusal(await pay(id, { amount: 1_000, valueDate: '2026-11-23' }))).toEqual([422, 'valueDateBeforeStart']);
      on('2026-12-10');
      const old = await pay(id, { amount: 1_000, valueDate: '2026-12-02' });
      expect([...refusal(old), old.body.days]).toEqual([422, 'valueDateTooOld', 7]);
      // Today, written out, is no back-dating: no permission needed.
      expect((await pay(id, { amount: 1_000, valueDate: '2026-12-10' }, 'cajero')).status).toBe(201);
    } finally {
      on('2026-11-24');
    }
  });

  it('counts from its value date (no late charge), while the cash enters today’s session', async () => {
    const id = await loans.activeLoan();
    await env.server.db.query("UPDATE loans SET late_charge_grace_days = 0, late_charge_kind = 'fixed', late_charge_value = 5000 WHERE id = $1", [id]);
    on('2026-12-27');
    try {
      const first = v.parse(LoanDetailSchema, (await api.get(`/prestamos/${id}`, { token: env.tokens.admin })).body).schedule[0]!;
      // Due 2026-12-24, charged from the 25th: unpaid today.
      expect(first.charges).toBe(5_000);
      // The transfer arrived on the due date: recorded now with that value date.
      const res = await pay(id, { amount: first.principal + first.interest, valueDate: '2026-12-24' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.payment.business_date).toBe('2026-12-24');
      const after = v.parse(LoanDetailSchema, (await api.get(`/prestamos/${id}`, { token: env.tokens.admin })).body).schedule[0]!;
      expect([after.charges, after.status, after.outstanding]).toEqual([0, 'paidOnTime', 0]);
      const movement = await env.server.db.query<{ business_date: string }>(
        "SELECT to_char(business_date, 'YYYY-MM-DD') AS business_date FROM cash_movements WHERE source_kind = 'loanPayment' AND source_id = $1",
        [res.body.payment.id],
      );
      expect(movement.map((row) => row.business_date)).toEqual(['2026-12-27']);
    } finally {
      on('2026-11-24');
    }
  });
});
