// @vitest-environment node
/**
 * Partial prepayment with a new schedule version (#32; machines/loans/prepayment.ts, server/loans
 * prepayment.ts, migration 034) on domain.md's worked example (10.000,00 at 2 % a month, 12 French
 * installments of 945,60 from 2026-12-24, disbursed 2026-11-24): the first installment paid on
 * its date, then 3.000,00 on 2027-01-10 by hand for both modes; the reversal brings the agreed
 * schedule back; a payment under the prepayment cannot be reversed first; one version per key; a
 * race leaves one version; what refuses it; the portfolio rule.
 */
import { describe, expect, it } from 'vitest';
import { workedExampleServer } from './workedExample.server.ts';
import type { LoanDetail } from '../../machines/loans/index.ts';
import { standingOf } from '../../server/loans/projection.ts';

const { env, api, loans, freshKey, on, detail } = workedExampleServer('prepay');

type Mode = 'fewerInstallments' | 'lowerInstallment';
const pay = async (id: number, amount: number, prepay?: Mode, options: { key?: string; version?: number; who?: 'admin' | 'cajero' | 'cobrador' } = {}) => {
  const version = options.version ?? (await loans.loan(id)).version;
  const who = options.who ?? 'cajero';
  await loans.openSession(who);
  return api.post<{ payment: { id: number }; code?: string }>(`/prestamos/${id}/pagos`, {
    token: env.tokens[who],
    json: { amount, method: 'cash', version, ...(prepay === undefined ? {} : { prepay }) },
    headers: { 'Idempotency-Key': options.key ?? freshKey() },
  });
};
const reverse = (paymentId: number) =>
  api.post<{ code?: string }>(`/pagos_prestamos/${paymentId}/reversion`, { token: env.tokens.admin, json: { reason: 'Cargado por error' }, headers: { 'Idempotency-Key': freshKey() } });
const versionsOf = async (id: number) => Number((await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_schedule_versions WHERE loan_id = $1', [id]))[0]!.n);
const rowsOf = (loan: LoanDetail) => loan.schedule.map((row) => [row.due_date, row.principal, row.interest]);

/** The worked example's loan with its first installment paid on 2026-12-24, the clock on 2027-01-10. */
async function paidOnce(): Promise<{ id: number; first: number }> {
  const id = await loans.activeLoan();
  on('2026-12-24');
  const first = await pay(id, 94_560);
  expect(first.status, first.text).toBe(201);
  on('2027-01-10');
  return { id, first: first.body.payment.id };
}

describe('Prepago parcial (a new schedule version)', () => {
  it('Cuota menor: 3.000,00 on 2027-01-10 keeps the 11 rows at 649,43, by hand', async () => {
    try {
      const { id } = await paidOnce();
      const posted = await pay(id, 300_000, 'lowerInstallment');
      expect(posted.status, posted.text).toBe(201);
      const loan = await detail(id);
      // The current period's interest to the value date: 185,09 × 17 / 31 days = 101,50; the rest 2.898,50 is principal.
      expect(loan.schedule[1]).toMatchObject({ due_date: '2027-01-10', principal: 289_850, interest: 10_150, outstanding: 0 });
      // 6.355,90 left over 11 rows at 2 %: 649,43 each (the last 649,47); the first row's interest is 14 of its 31 days on it: 127,12 × 14 / 31 = 57,41.
      expect(rowsOf(loan).slice(2, 4)).toEqual([
        ['2027-01-24', 52_231, 5_741],
        ['2027-02-24', 53_276, 11_667],
      ]);
      expect(loan.schedule).toHaveLength(13);
      expect(loan.schedule.slice(3, -1).every((row) => row.total === 64_943)).toBe(true);
      expect(loan.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(1_000_000);
      expect([loan.status, loan.balance]).toEqual(['active', loan.schedule.slice(2).reduce((sum, row) => sum + row.total, 0)]);
      expect(loan.schedule_versions.map((s) => [s.version, s.in_effect, s.mode, s.reversed])).toEqual([
        [1, false, null, false],
        [2, true, 'lowerInstallment', false],
      ]);
      expect(loan.schedule_versions[1]).toMatchObject({ payment_id: posted.body.payment.id, value_date: '2027-01-10', created_by: expect.any(String) });
      expect(loan.schedule_versions[0]!.rows).toHaveLength(12);
      // The projection written by the payment is the replay of the stored facts.
      const standing = await standingOf(env.server.db, id, '2027-01-10');
      expect((await loans.loan(id)).balance).toBe(standing.outstanding);
      // The payoff on the value date: the principal left and no interest yet (its period restarted on the prepayment).
      expect(loan.payoff).toMatchObject({ principal_ahead: 635_590, interest_accrued: 0, amount: 635_590 });
      // Versions are facts: neither the version nor its rows change.
      await expect(env.server.db.query('UPDATE loan_schedule_versions SET mode = $2 WHERE loan_id = $1', [id, 'fewerInstallments'])).rejects.toThrow(/facts/);
      await expect(env.server.db.query('DELETE FROM loan_installments WHERE loan_id = $1 AND version = 2', [id])).rejects.toThrow(/agreed schedule/);
      const audit = await env.server.db.query<{ after: Record<string, unknown> }>("SELECT after FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'record' ORDER BY id DESC LIMIT 1", [String(id)]);
      expect(audit[0]?.after).toMatchObject({ prepay: 'lowerInstallment', schedule_version: 2, principal_prepaid: 289_850, amount: 300_000 });
    } finally {
      on('2026-11-24');
    }
  });

  it('Menos cuotas: the same 3.000,00 keeps 945,60 over 8 rows, the last 196,42; the reversal brings the agreed schedule back', async () => {
    try {
      const { id, first } = await paidOnce();
      const agreed = rowsOf(await detail(id));
      const posted = await pay(id, 300_000, 'fewerInstallments');
      expect(posted.status, posted.text).toBe(201);
      const loan = await detail(id);
      expect(loan.schedule).toHaveLength(10);
      expect(loan.schedule.slice(2, -1).every((row) => row.total === 94_560)).toBe(true);
      expect(loan.schedule.at(-1)).toMatchObject({ due_date: '2027-08-24', principal: 19_257, interest: 385, total: 19_642 });
      // A payment under the prepayment in effect cannot be reversed first: the version was made from it.
      const under = await reverse(first);
      expect([under.status, under.body.code]).toEqual([409, 'prepaymentAfter']);
      // Nor can a payment be dated before it.
      const backdated = await api.post<{ code?: string }>(`/prestamos/${id}/pagos`, {
        token: env.tokens.admin,
        json: { amount: 1_000, method: 'transfer', reference: 'TRF-PREPAYMENT-1', version: (await loans.loan(id)).version, valueDate: '2027-01-05' },
        headers: { 'Idempotency-Key': freshKey() },
      });
      expect([backdated.status, backdated.body.code]).toEqual([409, 'prepaymentAfter']);
      const reversed = await reverse(posted.body.payment.id);
      expect(reversed.status, reversed.text).toBe(200);
      const back = await detail(id);
      expect(rowsOf(back)).toEqual(agreed);
      expect(back.balance).toBe(1_040_155);
      expect(back.schedule_versions.map((s) => [s.version, s.in_effect, s.reversed])).toEqual([
        [1, true, false],
        [2, false, true],
      ]);
      // Now the first payment may be reversed too.
      expect((await reverse(first)).status).toBe(200);
      // A settlement after a prepayment closes the loan on the version in effect.
      const again = await pay(id, 94_560 + 300_000, 'fewerInstallments', { who: 'admin' });
      expect(again.status, again.text).toBe(201);
      const quoted = (await detail(id)).payoff!;
      expect(quoted.principal_ahead).toBe((await detail(id)).schedule.slice(2).reduce((sum, row) => sum + row.principal, 0));
      const settled = await api.post<{ code?: string }>(`/prestamos/${id}/pagos`, {
        token: env.tokens.admin,
        json: { amount: quoted.amount, method: 'transfer', reference: 'TRF-PREPAYMENT-2', version: (await loans.loan(id)).version, settle: true },
        headers: { 'Idempotency-Key': freshKey() },
      });
      expect(settled.status, settled.text).toBe(201);
      expect([(await detail(id)).status, (await detail(id)).balance]).toEqual(['closed', 0]);
    } finally {
      on('2026-11-24');
    }
  });

  it('a retry with the same key makes one payment and one version; two prepayments at once: one lands', async () => {
    try {
      const { id } = await paidOnce();
      const key = freshKey();
      const { version } = await loans.loan(id);
      const once = await pay(id, 200_000, 'fewerInstallments', { key, version });
      expect(once.status, once.text).toBe(201);
      expect((await pay(id, 200_000, 'fewerInstallments', { key, version })).body).toEqual(once.body);
      expect(await versionsOf(id)).toBe(1);

      const other = (await paidOnce()).id;
      const seen = (await loans.loan(other)).version;
      await loans.openSession('admin');
      const answers = await Promise.all([pay(other, 200_000, 'fewerInstallments', { version: seen }), pay(other, 250_000, 'lowerInstallment', { version: seen, who: 'admin' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toBe('stale');
      expect(await versionsOf(other)).toBe(1);
      const standing = await standingOf(env.server.db, other, '2027-01-10');
      const loan = await detail(other);
      expect([(await loans.loan(other)).balance, loan.balance]).toEqual([standing.outstanding, standing.outstanding]);
      expect(loan.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(1_000_000);
    } finally {
      on('2026-11-24');
    }
  });

  it('refuses what is no prepayment, each with its code, and stores nothing', async () => {
    try {
      const { id } = await paidOnce();
      // Nothing is due on 2027-01-10: any amount is above; the whole principal and more is a settlement ('Liquidar').
      const all = await pay(id, 2_000_000, 'lowerInstallment');
      expect([all.status, all.body.code]).toEqual([422, 'prepaySettles']);
      // Less than the interest accrued to the date prepays no principal.
      const tiny = await pay(id, 5_000, 'lowerInstallment');
      expect([tiny.status, tiny.body.code]).toEqual([422, 'prepayTooSmall']);
      const settle = await api.post<{ code?: string }>(`/prestamos/${id}/pagos`, {
        token: env.tokens.admin,
        json: { amount: 300_000, method: 'transfer', reference: 'TRF-PREPAYMENT-3', version: (await loans.loan(id)).version, settle: true, prepay: 'lowerInstallment' },
        headers: { 'Idempotency-Key': freshKey() },
      });
      expect([settle.status, settle.body.code]).toEqual([422, 'notPrepayable']);
      on('2027-01-24');
      // On the second due date exactly what is due is no prepayment.
      const due = await pay(id, 94_560, 'fewerInstallments');
      expect([due.status, due.body.code]).toEqual([422, 'prepayNotAbove']);
      expect(await versionsOf(id)).toBe(0);
      const rental = (await env.server.db.query<{ id: number; version: number }>("SELECT id, version FROM rentals WHERE status = 'active' ORDER BY id LIMIT 1"))[0]!;
      await loans.openSession('admin');
      const other = await api.post<{ code?: string }>(`/alquileres/${rental.id}/pagos`, { token: env.tokens.admin, json: { amount: 100, method: 'transfer', reference: 'TRF-PREPAYMENT-4', version: rental.version, prepay: 'lowerInstallment' }, headers: { 'Idempotency-Key': freshKey() } });
      expect([other.status, other.body.code]).toEqual([422, 'notPrepayable']);
    } finally {
      on('2026-11-24');
    }
  });

  it('keeps the payment’s rules: a loan outside the collector’s portfolio is 404, a written-off loan is no prepayment', async () => {
    try {
      const id = await loans.activeLoan({}, 'admin');
      on('2027-01-10');
      const foreign = await pay(id, 300_000, 'lowerInstallment', { who: 'cobrador' });
      expect(foreign.status).toBe(404);
      const writtenOff = await loans.activeLoan({}, 'cobrador', 'writtenOff');
      const refused = await pay(writtenOff, 300_000, 'lowerInstallment', { who: 'admin' });
      expect([refused.status, refused.body.code]).toEqual([422, 'notPrepayable']);
      expect([await versionsOf(id), await versionsOf(writtenOff)]).toEqual([0, 0]);
    } finally {
      on('2026-11-24');
    }
  });
});
