// @vitest-environment node
/**
 * Late charges on loans (#32; machines/receivables/lateCharges.ts, server/loans): a loan keeps the
 * rule of its location when applied for; its charges are derived at read (detail and list agree at
 * any date, the list's projection refreshed when a charge falls due); a payment by the deadline
 * keeps an installment uncharged and its reversal brings the charge back; 'Condonar recargo' asks
 * its permission and a reason, is idempotent, audited, safe under a race, and closes a loan it
 * leaves with nothing to pay.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalyticsSchema } from '../../machines/analytics/analytics.schema.ts';
import { LoanDetailSchema, type LoanDetail } from '../../machines/loans/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);
type Who = 'admin' | 'cajero' | 'cobrador';

let keys = 0;
const freshKey = () => `late-charge-${Date.now()}-${(keys += 1)}`;
const query = <T extends object>(sql: string, params: unknown[] = []) => env.server.db.query<T>(sql, params as never[]);
/** 15:00 UTC is noon in Córdoba: the business date is `date`. */
const on = (date: string) => clock.set(`${date}T15:00:00Z`);
afterAll(() => on('2026-11-24'));

/** 50,00 after 3 days of grace, again every 30 days, at most 120,00 per installment. */
const RULE = { grace_days: 3, kind: 'fixed', value: 5_000, every_days: 30, cap: 12_000 } as const;

async function withRule(loanId: number, rule: { grace_days: number; kind: 'fixed' | 'percent'; value: number; every_days: number | null; cap: number | null } = RULE) {
  await query('UPDATE loans SET late_charge_grace_days = $2, late_charge_kind = $3, late_charge_value = $4, late_charge_every_days = $5, late_charge_cap = $6 WHERE id = $1', [
    loanId,
    rule.grace_days,
    rule.kind,
    rule.value,
    rule.every_days ?? 0,
    rule.cap,
  ]);
  return loanId;
}

const detail = async (id: number): Promise<LoanDetail> => {
  const res = await api.get(`/prestamos/${id}`, { token: env.tokens.admin });
  expect(res.status, res.text).toBe(200);
  return v.parse(LoanDetailSchema, res.body);
};
const listBalance = async (id: number): Promise<number> => {
  const customer = (await query<{ customer_id: number }>('SELECT customer_id FROM loans WHERE id = $1', [id]))[0]!.customer_id;
  const res = await api.get<{ items: { id: number; balance: number }[] }>('/prestamos', { token: env.tokens.admin, query: { customer: String(customer) } });
  expect(res.status, res.text).toBe(200);
  const row = res.body.items.find((item) => item.id === id);
  expect(row, `loan ${id} in the list`).toBeDefined();
  return row!.balance;
};
const charges = async (id: number) => (await detail(id)).schedule.map((row) => row.charges);
const waive = (id: number, json: unknown, who: Who = 'admin', key: string | null = freshKey()) =>
  api.post<LoanDetail & { code?: string }>(`/prestamos/${id}/condonacion`, { token: env.tokens[who], json, headers: key === null ? {} : { 'Idempotency-Key': key } });
const pay = async (id: number, amount: number) => {
  const { version } = await loans.loan(id);
  await loans.openSession('cajero');
  const res = await api.post<{ payment: { id: number } }>(`/prestamos/${id}/pagos`, { token: env.tokens.cajero, json: { amount, method: 'cash', version }, headers: { 'Idempotency-Key': freshKey() } });
  expect(res.status, res.text).toBe(201);
  return res.body.payment.id;
};

describe('a loan’s late-charge rule', () => {
  it('is its location’s when applied for, and a later change of the location’s rule leaves it as it was', async () => {
    await query("UPDATE locations SET grace_days = 3, late_charge_kind = 'percent', late_charge_value = 250, late_charge_every_days = 0, late_charge_cap = NULL");
    try {
      const customer = (await query<{ id: number }>("SELECT id FROM customers WHERE document_number = '30456789'"))[0]!.id;
      const res = await api.post<LoanDetail>('/prestamos', {
        token: env.tokens.cobrador,
        json: { customerId: customer, principal: 1_000_00, rateMillionths: 20_000, ratePeriod: 'month', installments: 4, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-24' },
        headers: { 'Idempotency-Key': freshKey() },
      });
      expect(res.status, res.text).toBe(201);
      const rule = { grace_days: 3, kind: 'percent', value: 250, every_days: null, cap: null };
      expect(v.parse(LoanDetailSchema, res.body).late_charge).toEqual(rule);
      await query('UPDATE locations SET late_charge_value = 9999');
      expect((await detail(res.body.id)).late_charge).toEqual(rule);
    } finally {
      await query("UPDATE locations SET grace_days = 0, late_charge_kind = 'fixed', late_charge_value = 0, late_charge_every_days = 0, late_charge_cap = NULL");
    }
  });
});

describe('late charges at read', () => {
  it('none by the deadline, one the day after, again every 30 days up to the cap; the list says the same balance', async () => {
    const id = await withRule(await loans.activeLoan());
    // The fixtures' loan: 12 monthly installments from 2026-12-24.
    const seen: [string, number[], number][] = [];
    for (const date of ['2026-12-27', '2026-12-28', '2027-01-26', '2027-01-27', '2027-01-28', '2027-02-26', '2027-03-28', '2027-04-28']) {
      on(date);
      const loan = await detail(id);
      seen.push([date, loan.schedule.slice(0, 3).map((row) => row.charges), loan.balance]);
      expect(await listBalance(id), `list at ${date}`).toBe(loan.balance);
    }
    on('2026-11-24');
    expect(seen.map(([date, rows]) => [date, rows])).toEqual([
      ['2026-12-27', [0, 0, 0]],
      ['2026-12-28', [5_000, 0, 0]],
      ['2027-01-26', [5_000, 0, 0]],
      ['2027-01-27', [10_000, 0, 0]],
      ['2027-01-28', [10_000, 5_000, 0]],
      ['2027-02-26', [12_000, 5_000, 0]],
      ['2027-03-28', [12_000, 10_000, 5_000]],
      ['2027-04-28', [12_000, 12_000, 10_000]],
    ]);
  });

  it('a payment of the installment by its deadline keeps it uncharged; reversing it brings the charge back', async () => {
    const id = await withRule(await loans.activeLoan());
    const first = (await detail(id)).schedule[0]!.total;
    on('2026-12-27');
    const paymentId = await pay(id, first);
    on('2026-12-30');
    expect((await charges(id))[0]).toBe(0);
    const res = await api.post(`/pagos_prestamos/${paymentId}/reversion`, { token: env.tokens.admin, json: { reason: 'Cheque rechazado' }, headers: { 'Idempotency-Key': freshKey() } });
    expect(res.status, res.text).toBe(200);
    expect((await charges(id))[0]).toBe(5_000);
    expect(await listBalance(id)).toBe((await detail(id)).balance);
    on('2026-11-24');
  });
});

describe("Analítica's 'Recargos cobrados'", () => {
  it('is what the payments paid of the charges, today and in the period', async () => {
    const id = await withRule(await loans.activeLoan());
    on('2026-12-30');
    try {
      const figures = async () => v.parse(AnalyticsSchema, (await api.get('/analitica', { token: env.tokens.admin })).body).chargesCollected;
      const before = await figures();
      // The charge (50,00) is paid first within the installment: 80,00 pays it and 30,00 of interest.
      await pay(id, 8_000);
      const after = await figures();
      expect([after.today - before.today, after.period - before.period]).toEqual([5_000, 5_000]);
    } finally {
      on('2026-11-24');
    }
  });
});

describe('Condonar recargo', () => {
  it('asks loan.waiveCharge and a reason; waives once per key; audits; then there is nothing to waive', async () => {
    const id = await withRule(await loans.activeLoan());
    on('2026-12-30');
    try {
      const before = await detail(id);
      expect(before.schedule[0]!.charges).toBe(5_000);
      const body = { version: before.version, number: 1, reason: 'Acuerdo con el cliente' };
      expect((await waive(id, body, 'cobrador')).status).toBe(403);
      const blank = await waive(id, { ...body, reason: '  ' });
      expect([blank.status, blank.body.code]).toEqual([400, 'reasonRequired']);
      expect((await waive(id, body, 'admin', null)).status).toBe(400);

      const key = freshKey();
      const first = await waive(id, body, 'admin', key);
      expect(first.status, first.text).toBe(200);
      const again = await waive(id, body, 'admin', key);
      expect([again.status, again.body]).toEqual([200, first.body]);
      const after = v.parse(LoanDetailSchema, first.body);
      expect(after.schedule[0]!.charges).toBe(0);
      expect(after.balance).toBe(before.balance - 5_000);
      expect(after.charge_waivers).toEqual([{ number: 1, business_date: '2026-12-30', amount: 5_000, reason: 'Acuerdo con el cliente', user_name: expect.any(String) }]);
      expect(await listBalance(id)).toBe(after.balance);

      const none = await waive(id, { ...body, version: after.version });
      expect([none.status, none.body.code]).toEqual([422, 'nothingToWaive']);
      const audit = await query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'waiveCharge'", [id]);
      expect(audit).toHaveLength(1);
      // A charge that falls due later is charged again: the waiver forgave what was due then.
      on('2027-01-27');
      expect((await charges(id))[0]).toBe(5_000);
    } finally {
      on('2026-11-24');
    }
  });

  it('two waivers of the same version at once: one waives, the other is stale', async () => {
    const id = await withRule(await loans.activeLoan());
    on('2026-12-30');
    try {
      const { version } = await detail(id);
      const answers = await Promise.all([waive(id, { version, number: null, reason: 'Uno' }), waive(id, { version, number: null, reason: 'Dos' })]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect((await query<{ n: number }>('SELECT count(*)::int AS n FROM loan_charge_waivers WHERE loan_id = $1', [id]))[0]!.n).toBe(1);
    } finally {
      on('2026-11-24');
    }
  });

  it('what had paid a waived charge pays the installment instead: nothing left closes the loan', async () => {
    const id = await withRule(await loans.activeLoan({ installments: 1, firstDueDate: '2026-12-24' }), { grace_days: 0, kind: 'fixed', value: 5_000, every_days: null, cap: null });
    on('2026-12-26');
    try {
      const owed = (await detail(id)).schedule[0]!;
      expect(owed.charges).toBe(5_000);
      await pay(id, owed.principal + owed.interest);
      const partly = await detail(id);
      expect([partly.status, partly.balance]).toEqual(['active', 5_000]);
      const res = await waive(id, { version: partly.version, number: 1, reason: 'Pagó la cuota completa' });
      expect(res.status, res.text).toBe(200);
      expect(v.parse(LoanDetailSchema, res.body)).toMatchObject({ status: 'closed', balance: 0 });
    } finally {
      on('2026-11-24');
    }
  });
});
