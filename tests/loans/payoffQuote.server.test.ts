// @vitest-environment node
/**
 * 'Cancelación anticipada' at a date (#32; server/loans/payoffQuote.ts) on the worked example of
 * domain.md (10.000,00 at 2 % a month, 12 French installments of 945,60 from 2026-12-24, disbursed
 * 2026-11-24): a quote ahead equals the page's quote on that day; a quote back is what a settlement
 * with that 'Fecha valor' must post, and posting it closes the loan; the dates it refuses.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { workedExampleServer } from './workedExample.server.ts';
import { PayoffQuoteSchema } from '../../machines/loans/index.ts';

const { env, api, loans, freshKey, on, detail } = workedExampleServer('quote');

const quote = (id: number, date: string) => api.get<{ code?: string; amount?: number }>(`/prestamos/${id}/liquidacion?fecha=${date}`, { token: env.tokens.admin });

describe('Cancelación anticipada at a date', () => {
  it('a quote ahead is the page’s quote on that day when nothing is paid before it', async () => {
    const id = await loans.activeLoan();
    try {
      on('2026-12-10');
      const ahead = await quote(id, '2027-01-10');
      expect(ahead.status, ahead.text).toBe(200);
      // The first installment (945,60) falls due on the way; then 9.254,40 of principal and the
      // second period's interest 185,09 × 17 / 31 days = 101,50.
      expect(v.parse(PayoffQuoteSchema, ahead.body)).toMatchObject({ date: '2027-01-10', amount: 1_030_150, overdue: 94_560, principal_ahead: 925_440, interest_accrued: 10_150 });
      on('2027-01-10');
      const { schedule: _schedule, ...onTheDay } = (await detail(id)).payoff!;
      expect(ahead.body).toMatchObject(onTheDay);
    } finally {
      on('2026-11-24');
    }
  });

  it('a quote back is what a settlement with that value date posts, and posting it closes the loan', async () => {
    const id = await loans.activeLoan();
    try {
      on('2026-12-13');
      const back = await quote(id, '2026-12-10');
      expect(back.status, back.text).toBe(200);
      // 16 of the 30 days since the disbursement: 200,00 × 16 / 30 = 106,67 (not today's 19 days).
      expect(back.body.amount).toBe(1_010_667);
      expect((await detail(id)).payoff!.amount).not.toBe(1_010_667);
      const { version } = await loans.loan(id);
      const posted = await api.post(`/prestamos/${id}/pagos`, {
        token: env.tokens.admin,
        json: { amount: back.body.amount, method: 'transfer', reference: 'TRF-PAYOFFQUOTE-1', version, settle: true, valueDate: '2026-12-10' },
        headers: { 'Idempotency-Key': freshKey() },
      });
      expect(posted.status, posted.text).toBe(201);
      expect((await detail(id)).status).toBe('closed');
      const closed = await quote(id, '2026-12-13');
      expect([closed.status, closed.body.code]).toEqual([409, 'notActive']);
    } finally {
      on('2026-11-24');
    }
  });

  it('refuses a date that is not one, before the disbursement, further back than a value date, a year ahead', async () => {
    const id = await loans.activeLoan();
    try {
      on('2026-11-26');
      const refusal = async (date: string) => {
        const res = await quote(id, date);
        return [res.status, res.body.code];
      };
      expect(await refusal('26/11/2026')).toEqual([400, 'invalidDate']);
      expect(await refusal('2026-11-20')).toEqual([422, 'quoteBeforeStart']);
      expect(await refusal('2027-11-28')).toEqual([422, 'quoteTooFar']);
      on('2026-12-20');
      expect(await refusal('2026-12-10')).toEqual([422, 'quoteTooOld']);
      expect(await refusal('2026-12-13')).toEqual([200, undefined]);
    } finally {
      on('2026-11-24');
    }
  });
});
