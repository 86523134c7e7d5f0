// @vitest-environment node
/**
 * 'Deudas' and 'Honorarios' (server/debts/) against machines/debts/debt.schema.ts: creation per
 * kind and permission code, the dues stored, the list (kind, portfolio, filters, totals), the
 * detail's schedule, cancel / write-off and their refusals, 401, 400/422, idempotent replays and
 * requests racing each other, and the payment target's chart and projection.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DebtDetailSchema, DebtListRowSchema, type DebtCreate, type DebtDetail } from '../../machines/debts/index.ts';
import { listPageSchema } from '../../machines/records/listPage.schema.ts';
import { AuditEntryListSchema } from '../../machines/history/history.schema.ts';
import { receivableStanding } from '../../machines/receivables/index.ts';
import { debtPaymentTargets } from '../../server/debts/paymentTarget.ts';
import { loansServer, TODAY, type Who } from '../loans/loansServer.support.ts';

const s = loansServer();
const PageSchema = v.object({ ...listPageSchema(DebtListRowSchema).entries, totals: v.object({ amount: v.number(), balance: v.number() }) });

type Route = 'deudas' | 'honorarios';

const body = async (overrides: Partial<DebtCreate> = {}): Promise<DebtCreate> => ({
  customerId: await s.customerId('30456789'),
  concept: 'Reparación de moto',
  amount: 1_000_00,
  firstDueDate: '2026-12-23',
  installments: 1,
  frequency: 'monthly',
  note: '',
  ...overrides,
});

const create = async (route: Route, overrides: Partial<DebtCreate> = {}, who: Who = 'admin'): Promise<DebtDetail> => {
  const res = await s.post(`/${route}`, who, await body(overrides));
  expect(res.status, res.text).toBe(201);
  return v.parse(DebtDetailSchema, res.body);
};

const list = async (route: Route, who: Who, query: Record<string, string | number> = {}) => {
  const res = await s.api.get(`/${route}`, { token: s.token(who), query: { pageSize: 100, ...query } });
  expect(res.status, res.text).toBe(200);
  return v.parse(PageSchema, res.body);
};

const auditCount = async (entity: string, id: number, action: string) =>
  (await s.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND entity_id = $2 AND action = $3', [entity, id, action]))[0]!.n;

describe('the demo debts and fees', () => {
  it('hold open, overdue and partly paid, paid, cancelled, written off and a collector’s debt; projections equal the replay', async () => {
    const debts = await list('deudas', 'admin');
    const fees = await list('honorarios', 'admin');
    for (const status of ['open', 'paid', 'cancelled', 'writtenOff'] as const) expect(debts.items.some((r) => r.status === status)).toBe(true);
    expect(debts.items.some((r) => r.days_past_due > 0 && r.paid_total > 0 && r.balance > 0)).toBe(true);
    expect(debts.items.some((r) => r.debtor_user_id !== null && r.customer_id === null)).toBe(true);
    expect(fees.items.some((r) => r.status === 'paid') && fees.items.some((r) => r.days_past_due > 0)).toBe(true);
    for (const row of [...debts.items, ...fees.items]) {
      const route = row.kind === 'debt' ? 'deudas' : 'honorarios';
      const detail = v.parse(DebtDetailSchema, (await s.api.get(`/${route}/${row.id}`, { token: s.token('admin') })).body);
      expect([detail.balance, detail.paid_total, detail.next_due_date]).toEqual([row.balance, row.paid_total, row.next_due_date]);
      expect([row.installments_paid, row.installments]).toEqual([detail.schedule.filter((due) => due.outstanding === 0).length, detail.installments]);
    }
  });
});

describe('creating a debt or a fee', () => {
  it('a debt of 3 installments: the amount split exactly, open, owed in full; audited as a debt', async () => {
    const debt = await create('deudas', { amount: 1_000_00, installments: 3 });
    expect(debt).toMatchObject({ kind: 'debt', status: 'open', balance: 1_000_00, paid_total: 0, version: 1, installments: 3, next_due_date: '2026-12-23' });
    expect(debt.schedule.map((r) => [r.due_date, r.total, r.status])).toEqual([
      ['2026-12-23', 333_33, 'upcoming'],
      ['2027-01-23', 333_33, 'upcoming'],
      ['2027-02-23', 333_34, 'upcoming'],
    ]);
    expect(await auditCount('debt', debt.id, 'create')).toBe(1);
    const history = await s.api.get(`/deudas/${debt.id}/historial`, { token: s.token('admin') });
    expect(v.parse(AuditEntryListSchema, history.body).map((e) => e.action)).toEqual(['create']);
  });

  it('a fee is one installment (422 feeInstallments otherwise) and is never served as a debt', async () => {
    const fee = await create('honorarios', {}, 'cajero');
    expect(fee.kind).toBe('fee');
    const refused = await s.post('/honorarios', 'admin', await body({ installments: 2 }));
    expect([refused.status, refused.body.code]).toEqual([422, 'feeInstallments']);
    expect((await s.api.get(`/deudas/${fee.id}`, { token: s.token('admin') })).status).toBe(404);
    expect((await list('deudas', 'admin')).items.some((r) => r.id === fee.id)).toBe(false);
  });

  it('refuses installments of 0.00 (422 installmentsTooSmall), as loans do: 0.02 in 3 would be 0.00, 0.00, 0.02', async () => {
    const refused = await s.post('/deudas', 'admin', await body({ amount: 2, installments: 3 }));
    expect([refused.status, refused.body.code]).toEqual([422, 'installmentsTooSmall']);
    const fits = await create('deudas', { amount: 3, installments: 3 });
    expect(fits.schedule.map((row) => row.principal)).toEqual([1, 1, 1]);
  });

  it('401 without a session; 403 without the kind’s create code', async () => {
    expect((await s.post('/deudas', null, await body())).status).toBe(401);
    expect((await s.post('/deudas', 'cajero', await body())).status).toBe(403);
    expect((await s.post('/honorarios', 'cobrador', await body())).status).toBe(403);
    expect((await s.api.get('/deudas', { token: null })).status).toBe(401);
  });

  it('400 on a malformed body; 422 on an unknown or blocked customer and a passed due date', async () => {
    expect((await s.post('/deudas', 'admin', { ...(await body()), amount: 0 })).status).toBe(400);
    expect((await s.post('/deudas', 'admin', { ...(await body()), concept: '' })).status).toBe(400);
    expect((await s.post('/deudas', 'admin', { ...(await body()), installments: 61 })).status).toBe(400);
    const unknown = await s.post('/deudas', 'admin', await body({ customerId: 999_999 }));
    expect([unknown.status, unknown.body.code]).toEqual([422, 'customerNotFound']);
    const passed = await s.post('/deudas', 'admin', await body({ firstDueDate: '2026-11-22' }));
    expect([passed.status, passed.body.code]).toEqual([422, 'firstDuePassed']);
    const customer = await s.customerId('30456789');
    await s.query("UPDATE customers SET status = 'blocked' WHERE id = $1", [customer]);
    try {
      const blocked = await s.post('/deudas', 'admin', await body());
      expect([blocked.status, blocked.body.code]).toEqual([422, 'customerBlocked']);
    } finally {
      await s.query("UPDATE customers SET status = 'active' WHERE id = $1", [customer]);
    }
  });

  it('two creates with one key: one debt, one audit entry, the same answer', async () => {
    const count = async () => (await s.query<{ n: number }>('SELECT count(*)::int AS n FROM debts'))[0]!.n;
    const before = await count();
    const key = s.freshKey();
    const payload = await body({ concept: 'Doble clic' });
    const [a, b] = await Promise.all([s.post('/deudas', 'admin', payload, key), s.post('/deudas', 'admin', payload, key)]);
    const again = await s.post('/deudas', 'admin', payload, key);
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, again.body.id]).size).toBe(1);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
    expect(await auditCount('debt', a.body.id, 'create')).toBe(1);
  });
});

describe('the list', () => {
  it('one kind, filters (status, overdue, customer), totals of the filtered set', async () => {
    const overdue = await create('deudas', { concept: 'Vencida', amount: 300_00 });
    await s.query("UPDATE debts SET next_due_date = '2026-11-01' WHERE id = $1", [overdue.id]);
    const open = await list('deudas', 'admin', { status: 'open' });
    expect(open.items.every((r) => r.status === 'open' && r.kind === 'debt')).toBe(true);
    expect(open.totals.balance).toBe(open.items.reduce((sum, r) => sum + r.balance, 0));
    expect(open.totals.amount).toBe(open.items.reduce((sum, r) => sum + r.amount, 0));
    const late = await list('deudas', 'admin', { overdue: 1 });
    expect(late.items.map((r) => r.id)).toContain(overdue.id);
    expect(late.items.find((r) => r.id === overdue.id)!.days_past_due).toBe(22);
    expect(late.items.every((r) => r.days_past_due > 0)).toBe(true);
    const other = (await s.query<{ id: number }>('SELECT id FROM customers WHERE id <> $1 ORDER BY id LIMIT 1', [overdue.customer_id!]))[0]!.id;
    expect((await list('deudas', 'admin', { customer: other })).items.some((r) => r.id === overdue.id)).toBe(false);
    expect((await list('deudas', 'admin', { customer: overdue.customer_id! })).items.map((r) => r.id)).toContain(overdue.id);
    expect((await list('deudas', 'admin', { q: 'vencida' })).items.map((r) => r.id)).toContain(overdue.id);
  });

  it("says how many installments are paid ('Cuotas'), as the detail's replay counts them", async () => {
    const debt = await create('deudas', { amount: 1_000_00, installments: 3 });
    const pay = async (amount: number) => {
      const { version } = v.parse(DebtDetailSchema, (await s.api.get(`/deudas/${debt.id}`, { token: s.token('admin') })).body);
      const res = await s.post(`/deudas/${debt.id}/pagos`, 'admin', { amount, method: 'transfer', reference: `OP-DEBT-${amount}-${version}`, version });
      expect(res.status, res.text).toBe(201);
    };
    const counts = async () => {
      const row = (await list('deudas', 'admin', { customer: debt.customer_id! })).items.find((r) => r.id === debt.id)!;
      const detail = v.parse(DebtDetailSchema, (await s.api.get(`/deudas/${debt.id}`, { token: s.token('admin') })).body);
      // The list's count is the replay's: the schedule's rows paid off.
      expect(row.installments_paid).toBe(detail.schedule.filter((due) => due.outstanding === 0).length);
      return [row.installments_paid, row.installments];
    };
    expect(await counts()).toEqual([0, 3]);
    await pay(333_32);
    expect(await counts()).toEqual([0, 3]);
    await pay(1);
    expect(await counts()).toEqual([1, 3]);
    await pay(400_00);
    expect(await counts()).toEqual([2, 3]);
    await pay(266_67);
    expect(await counts()).toEqual([3, 3]);
    const fee = await create('honorarios');
    expect((await list('honorarios', 'admin')).items.find((r) => r.id === fee.id)).toMatchObject({ installments: 1, installments_paid: 0 });
  });

  it('without viewAll a user sees only the records whose officer they are (others 404)', async () => {
    const debt = await create('deudas');
    expect((await list('deudas', 'cobrador')).items.some((r) => r.id === debt.id)).toBe(false);
    expect((await s.api.get(`/deudas/${debt.id}`, { token: s.token('cobrador') })).status).toBe(404);
    expect((await list('deudas', 'cajero')).items.some((r) => r.id === debt.id)).toBe(true);
  });
});

describe('cancel and write-off', () => {
  it('cancel: a reason (400), the version (409 stale), debt.cancel (403); then 409 notAllowed', async () => {
    const debt = await create('deudas');
    expect((await s.post(`/deudas/${debt.id}/cancelacion`, 'cajero', { version: 1, reason: 'x' })).status).toBe(403);
    const noReason = await s.post(`/deudas/${debt.id}/cancelacion`, 'admin', { version: 1, reason: ' ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'reasonRequired']);
    const stale = await s.post(`/deudas/${debt.id}/cancelacion`, 'admin', { version: 2, reason: 'Error' });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale']);
    const done = await s.post(`/deudas/${debt.id}/cancelacion`, 'admin', { version: 1, reason: 'Cargada por error' });
    expect(done.status, done.text).toBe(200);
    expect(v.parse(DebtDetailSchema, done.body)).toMatchObject({ status: 'cancelled', balance: 0, version: 2, reason: 'Cargada por error' });
    expect((await list('deudas', 'admin', { status: 'cancelled' })).items.find((r) => r.id === debt.id)!.balance).toBe(0);
    const again = await s.post(`/deudas/${debt.id}/castigo`, 'admin', { version: 2, reason: 'x' });
    expect([again.status, again.body.code]).toEqual([409, 'notAllowed']);
  });

  it('a debt with something paid is not cancelled (409 somethingPaid), but is written off and back', async () => {
    const debt = await create('deudas', { installments: 2 });
    await s.query('UPDATE debts SET paid_total = 100 WHERE id = $1', [debt.id]);
    const refused = await s.post(`/deudas/${debt.id}/cancelacion`, 'admin', { version: 1, reason: 'x' });
    expect([refused.status, refused.body.code]).toEqual([409, 'somethingPaid']);
    const off = await s.post(`/deudas/${debt.id}/castigo`, 'admin', { version: 1, reason: 'Incobrable' });
    expect([off.status, off.body.status]).toEqual([200, 'writtenOff']);
    const back = await s.post(`/deudas/${debt.id}/deshacer_castigo`, 'admin', { version: 2 });
    expect([back.status, back.body.status, back.body.version]).toEqual([200, 'open', 3]);
    expect(await auditCount('debt', debt.id, 'writeOff')).toBe(1);
    expect(await auditCount('debt', debt.id, 'undoWriteOff')).toBe(1);
  });

  it('two cancels at once: one wins, the other is 409 stale; one audit entry', async () => {
    const fee = await create('honorarios');
    const answers = await Promise.all([
      s.post(`/honorarios/${fee.id}/cancelacion`, 'admin', { version: 1, reason: 'a' }),
      s.post(`/honorarios/${fee.id}/cancelacion`, 'admin', { version: 1, reason: 'b' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('stale');
    expect(await auditCount('fee', fee.id, 'cancel')).toBe(1);
  });
});

describe('the payment target of debts and fees', () => {
  it('locks only its kind, replays the dues, and the chart pays off then reopens', async () => {
    const debt = await create('deudas', { amount: 900_00, installments: 3 });
    const target = debtPaymentTargets.debt;
    const db = s.env.server.db;
    expect(await debtPaymentTargets.fee.lock(db, debt.id)).toBeNull();
    const record = (await target.lock(db, debt.id))!;
    expect(record).toMatchObject({ status: 'open', version: 1, balance: 900_00 });
    expect(await target.officerOf(db, debt.id)).toBe(debt.officer_id);
    const dues = await target.dues(db, record, [], TODAY);
    expect(dues.map((d) => d.principal)).toEqual([300_00, 300_00, 300_00]);
    const standing = receivableStanding(dues, [{ id: 1, businessDate: TODAY, amount: 900_00, reversed: false }], TODAY);
    const next = target.next(record, { type: 'PAYMENT', outstanding: standing.outstanding - standing.overpayment });
    expect(next).toBe('paid');
    await target.project(db, record, standing, next!, TODAY);
    const detail = v.parse(DebtDetailSchema, (await s.api.get(`/deudas/${debt.id}`, { token: s.token('admin') })).body);
    expect(detail).toMatchObject({ status: 'paid', version: 2, paid_total: 900_00 });
    expect(target.next({ ...record, status: 'paid' }, { type: 'PAYMENT_REVERSED', outstanding: 300_00 })).toBe('open');
    expect(target.concept(7)).toBe('Pago de la deuda N° 7');
  });
});

describe("a customer's total owed", () => {
  it('sums loans, debts and fees still owed (written off included, cancelled and paid not), by what the caller may see', async () => {
    const customer = await s.customerId('40223457');
    const owed = async (who: Who) => {
      const res = await s.api.get(`/clientes/${customer}/adeudado`, { token: s.token(who) });
      expect(res.status, res.text).toBe(200);
      return res.body as { parts: { kind: string; balance: number }[]; total: number };
    };
    const start = await owed('admin');
    const debt = await create('deudas', { customerId: customer, amount: 700_00, installments: 2 });
    const fee = await create('honorarios', { customerId: customer, amount: 50_00 });
    const cancelled = await create('deudas', { customerId: customer, amount: 999_00 });
    await s.post(`/deudas/${cancelled.id}/cancelacion`, 'admin', { version: 1, reason: 'Error' });
    await s.post(`/deudas/${debt.id}/castigo`, 'admin', { version: 1, reason: 'Incobrable' });
    const after = await owed('admin');
    expect(after.total - start.total).toBe(750_00);
    expect(after.parts.find((p) => p.kind === 'fee')!.balance - start.parts.find((p) => p.kind === 'fee')!.balance).toBe(fee.balance);
    expect(after.total).toBe(after.parts.reduce((sum, p) => sum + p.balance, 0));
    // The collector is the officer of none of these: they count nothing of them.
    const collector = await owed('cobrador');
    expect(collector.parts.find((p) => p.kind === 'debt')?.balance ?? 0).toBe(0);
    expect((await s.api.get('/clientes/999999/adeudado', { token: s.token('admin') })).status).toBe(404);
    expect((await s.api.get(`/clientes/${customer}/adeudado`, { token: null })).status).toBe(401);
  });
});

describe('the table keeps its facts', () => {
  it('refuses rewriting the dues, a debt with two debtors or none, and a fee in installments', async () => {
    const debt = await create('deudas', { installments: 2 });
    await expect(s.query('UPDATE debt_installments SET amount = 1 WHERE debt_id = $1', [debt.id])).rejects.toThrow(/agreed schedule/);
    await expect(s.query('DELETE FROM debt_installments WHERE debt_id = $1', [debt.id])).rejects.toThrow(/agreed schedule/);
    await expect(s.query('UPDATE debts SET debtor_user_id = officer_id WHERE id = $1', [debt.id])).rejects.toThrow();
    await expect(s.query('UPDATE debts SET customer_id = NULL WHERE id = $1', [debt.id])).rejects.toThrow();
    await expect(s.query("UPDATE debts SET kind = 'fee' WHERE id = $1", [debt.id])).rejects.toThrow();
  });
});
