// @vitest-environment node
/**
 * 'Préstamos' (server/loans/) against machines/loans/loan.schema.ts: the demo loans, the list
 * (portfolio, filters, 'Solo en mora', search, sorts), the detail, the application, each transition
 * allowed and refused per permission code, 401, 400/422 codes, idempotent replays and requests
 * racing each other.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildSchedule, LOAN_STATUSES, LoanDetailSchema, LoanListRowSchema, type LoanListRow } from '../../machines/loans/index.ts';
import { arrearsBucket } from '../../machines/receivables/index.ts';
import { listPageSchema } from '../../machines/records/listPage.schema.ts';
import { AuditEntryListSchema } from '../../machines/history/history.schema.ts';
import { dateText, standingOf } from '../../server/loans/projection.ts';
import { LOAN_TRANSITIONS, type LoanTransitionPath } from '../../server/loans/transitions.ts';
import { DEMO } from '../server/helpers.ts';
import { loansServer, TODAY, type Who } from './loansServer.support.ts';

const s = loansServer();
const LoanPageSchema = listPageSchema(LoanListRowSchema);

const list = async (who: Who, query: Record<string, string | number> = {}) => {
  const res = await s.api.get('/prestamos', { token: s.token(who), query: { pageSize: 100, ...query } });
  expect(res.status, res.text).toBe(200);
  return v.parse(LoanPageSchema, res.body);
};

const movementsOfLoan = async (id: number) =>
  (await s.query<{ n: number }>("SELECT count(*)::int AS n FROM cash_movements WHERE source_kind = 'loan' AND source_id = $1", [id]))[0]!.n;

describe('the demo loans', () => {
  it('hold every status, arrears in the buckets 1–30, 31–60 and > 90, and projections equal to the replay', async () => {
    const page = await list('admin');
    const demo = page.items;
    expect(new Set(demo.map((l) => l.status))).toEqual(new Set(LOAN_STATUSES));
    const buckets = new Set(demo.filter((l) => l.status === 'active').map((l) => arrearsBucket(l.days_in_arrears)));
    for (const bucket of ['current', '1-30', '31-60', '90+'] as const) expect(buckets).toContain(bucket);
    expect(new Set(demo.map((l) => l.officer_name))).toEqual(new Set([DEMO.cobrador.name, DEMO.admin.name]));
    const rows = await s.query<{ id: number; status: string; balance: string; paid_total: string; next_due_date: Date | string | null }>(
      'SELECT id, status, balance, paid_total, next_due_date FROM loans ORDER BY id',
    );
    for (const row of rows) {
      if (!['active', 'closed', 'overpaid', 'writtenOff'].includes(row.status)) {
        expect([Number(row.balance), Number(row.paid_total), row.next_due_date]).toEqual([0, 0, null]);
        continue;
      }
      const standing = await standingOf(s.env.server.db, row.id, TODAY);
      expect({ balance: Number(row.balance), paid: Number(row.paid_total), next: row.next_due_date === null ? null : dateText(row.next_due_date) }).toEqual({
        balance: standing.outstanding,
        paid: standing.paid,
        next: standing.nextDueDate,
      });
      if (row.status === 'closed') expect([standing.outstanding, standing.overpayment]).toEqual([0, 0]);
      if (row.status === 'overpaid') expect(standing.overpayment).toBeGreaterThan(0);
      if (row.status === 'active') expect(standing.outstanding).toBeGreaterThan(0);
    }
    // Past payments moved no cash (transfers) and past disbursements predate the cash box's history.
    expect((await s.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE method <> 'transfer' OR session_id IS NOT NULL"))[0]!.n).toBe(0);
    expect((await s.query<{ n: number }>('SELECT count(*)::int AS n FROM loans WHERE disbursement_movement_id IS NOT NULL'))[0]!.n).toBe(0);
  });

  it("tell the demo's story: the administrator approves the collector's application, the cashier disburses the approved loan", async () => {
    const demo = (await list('admin')).items;
    const submitted = demo.find((l) => l.status === 'submitted' && l.officer_id === DEMO.cobrador.id)!;
    const approve = await s.post(`/prestamos/${submitted.id}/aprobacion`, 'admin', { version: (await s.detail(submitted.id)).version });
    expect(approve.status, approve.text).toBe(200);
    const approved = demo.find((l) => l.status === 'approved')!;
    const disburse = await s.post(`/prestamos/${approved.id}/desembolso`, 'cajero', { version: (await s.detail(approved.id)).version });
    expect(disburse.status, disburse.text).toBe(200);
    expect(disburse.body.status).toBe('active');
  });
});

describe('GET /prestamos', () => {
  it('answers 401 without a token and 403 without loan.view', async () => {
    expect((await s.api.get('/prestamos')).status).toBe(401);
    expect((await s.api.get('/prestamos/1')).status).toBe(401);
    await s.withoutGrant(3, 'loan.view', async () => {
      expect((await s.api.get('/prestamos', { token: s.token('cobrador') })).status).toBe(403);
      expect((await s.api.get('/prestamos/1', { token: s.token('cobrador') })).status).toBe(403);
    });
  });

  it('shows a user without loan.viewAll only their own portfolio, and every loan with it', async () => {
    const all = await list('cajero');
    const own = await list('cobrador');
    expect(all.total).toBeGreaterThan(own.total);
    expect(new Set(own.items.map((l) => l.officer_id))).toEqual(new Set([DEMO.cobrador.id]));
    const others = all.items.find((l) => l.officer_id !== DEMO.cobrador.id)!;
    expect((await s.api.get(`/prestamos/${others.id}`, { token: s.token('cobrador') })).status).toBe(404);
    await s.withoutGrant(2, 'loan.viewAll', async () => {
      expect((await list('cajero')).total).toBe(0);
    });
  });

  it("'Solo en mora' lists active loans more days past due than the location's grace days", async () => {
    const grace = (await s.query<{ grace_days: number }>('SELECT grace_days FROM locations ORDER BY id LIMIT 1'))[0]!.grace_days;
    const all = await list('admin', { status: 'active' });
    const late = await list('admin', { arrears: 1 });
    expect(late.items.length).toBeGreaterThanOrEqual(3);
    expect(late.items.every((l) => l.status === 'active' && l.days_in_arrears > grace)).toBe(true);
    expect(late.items.map((l) => l.id).sort()).toEqual(all.items.filter((l) => l.days_in_arrears > grace).map((l) => l.id).sort());
    // Days in arrears are derived at read: a month later every one has 30 more.
    s.clock.advance({ days: 30 });
    try {
      const later = await list('admin', { arrears: 1 });
      for (const loan of late.items) expect(later.items.find((l) => l.id === loan.id)?.days_in_arrears).toBe(loan.days_in_arrears + 30);
    } finally {
      s.clock.advance({ days: -30 });
    }
  });

  it('filters by status, customer and officer, searches the customer, sorts by days in arrears', async () => {
    for (const status of LOAN_STATUSES) {
      const page = await list('admin', { status });
      expect(page.items.every((l) => l.status === status), status).toBe(true);
    }
    const found = await list('admin', { q: 'ramirez SOFIA' });
    expect(found.items.map((l) => l.customer_name)).toEqual(['Sofía Ramírez Acosta']);
    expect((await list('admin', { q: '35112908' })).items.map((l) => l.customer_name)).toEqual(['Sofía Ramírez Acosta']);
    const customer = found.items[0]!.customer_id;
    expect((await list('admin', { customer })).items.every((l) => l.customer_id === customer)).toBe(true);
    expect((await list('admin', { officer: DEMO.admin.id })).items.every((l) => l.officer_id === DEMO.admin.id)).toBe(true);
    const sorted = (await list('admin', { sort: '-days_in_arrears' })).items.map((l: LoanListRow) => l.days_in_arrears);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const byName = (await list('admin', { sort: 'customer_name', pageSize: 5 })).items;
    expect(byName).toHaveLength(5);
  });
});

describe('POST /prestamos', () => {
  it('stores the application as submitted, the collector its officer, the schedule from buildSchedule', async () => {
    const input = await s.application({ principal: 10_000_00, installments: 12, firstDueDate: '2026-12-31' });
    const res = await s.post('/prestamos', 'cobrador', input);
    expect(res.status, res.text).toBe(201);
    const loan = v.parse(LoanDetailSchema, res.body);
    const schedule = buildSchedule(input);
    expect(loan).toMatchObject({ status: 'submitted', officer_id: DEMO.cobrador.id, principal: 10_000_00, installment: 945_60, total_interest: 1_347_15, balance: 0, version: 1 });
    expect(loan.submitted).toMatchObject({ user_id: DEMO.cobrador.id, user_name: DEMO.cobrador.name });
    expect(loan.schedule.map((r) => [r.number, r.due_date, r.principal, r.interest, r.total])).toEqual(schedule.rows.map((r) => [r.number, r.dueDate, r.principal, r.interest, r.total]));
    expect(loan.schedule.map((r) => r.due_date).slice(0, 3)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
    expect(await s.detail(loan.id, 'cobrador')).toEqual(loan);
  });

  it('refuses a blocked customer (422 customerBlocked), an unknown one (422 customerNotFound), a bad body (400)', async () => {
    const blocked = await s.post('/prestamos', 'cobrador', await s.application({ customerId: await s.customerId('24567001') }));
    expect([blocked.status, blocked.body.code]).toEqual([422, 'customerBlocked']);
    const unknown = await s.post('/prestamos', 'cobrador', await s.application({ customerId: 999_999 }));
    expect([unknown.status, unknown.body.code]).toEqual([422, 'customerNotFound']);
    for (const bad of [{ installments: 0 }, { installments: 361 }, { principal: 0 }, { principal: 1.5 }, { firstDueDate: '2026-02-30' }, { method: 'balloon' }]) {
      const res = await s.post('/prestamos', 'cobrador', { ...(await s.application()), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await s.post('/prestamos', 'cobrador', await s.application(), null)).status).toBe(400);
    expect((await s.post('/prestamos', null, await s.application())).status).toBe(401);
  });

  it("refuses terms whose schedule would not keep its shape with termsProblem's code (422 tooSmall, tooSteep), not a bare 400", async () => {
    const small = await s.post('/prestamos', 'cobrador', await s.application({ principal: 5, installments: 33, method: 'flat' }));
    expect([small.status, small.body.code]).toEqual([422, 'tooSmall']);
    const steep = await s.post('/prestamos', 'cobrador', await s.application({ principal: 10_000_00, rateMillionths: 124_000, ratePeriod: 'month', installments: 117, method: 'french' }));
    expect([steep.status, steep.body.code]).toEqual([422, 'tooSteep']);
  });

  it('needs loan.create (403 for the cashier, and for the collector without it)', async () => {
    expect((await s.post('/prestamos', 'cajero', await s.application())).status).toBe(403);
    await s.withoutGrant(3, 'loan.create', async () => {
      expect((await s.post('/prestamos', 'cobrador', await s.application())).status).toBe(403);
    });
  });

  it('a retry with the same key replays the answer: one loan, one audit entry', async () => {
    const count = async () => (await s.query<{ n: number }>('SELECT count(*)::int AS n FROM loans'))[0]!.n;
    const before = await count();
    const key = s.freshKey();
    const body = await s.application({ note: 'Doble clic' });
    const [a, b] = await Promise.all([s.post('/prestamos', 'cobrador', body, key), s.post('/prestamos', 'cobrador', body, key)]);
    const again = await s.post('/prestamos', 'cobrador', body, key);
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, again.body.id]).size).toBe(1);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
    expect((await s.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'loan' AND entity_id = $1", [a.body.id]))[0]!.n).toBe(1);
  });
});

describe('the transitions', () => {
  it('approve: another staff member with loan.approve; never the submitter (422 ownApplication); 403 without the code', async () => {
    const loan = await s.apply();
    expect((await s.post(`/prestamos/${loan.id}/aprobacion`, 'cobrador', { version: 1 })).status).toBe(403);
    expect((await s.post(`/prestamos/${loan.id}/aprobacion`, 'cajero', { version: 1 })).status).toBe(403);
    await s.withoutGrant(1, 'loan.approve', async () => {
      expect((await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 })).status).toBe(403);
    });
    const own = await s.apply({}, 'admin');
    const refused = await s.post(`/prestamos/${own.id}/aprobacion`, 'admin', { version: 1 });
    expect([refused.status, refused.body.code]).toEqual([422, 'ownApplication']);
    const rejectOwn = await s.post(`/prestamos/${own.id}/rechazo`, 'admin', { version: 1, reason: 'x' });
    expect([rejectOwn.status, rejectOwn.body.code]).toEqual([422, 'ownApplication']);
    const approved = await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    expect(approved.status, approved.text).toBe(200);
    expect(v.parse(LoanDetailSchema, approved.body)).toMatchObject({ status: 'approved', version: 2, approved: { user_id: DEMO.admin.id, user_name: DEMO.admin.name } });
    const stale = await s.post(`/prestamos/${loan.id}/deshacer_aprobacion`, 'admin', { version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale']);
    const undone = await s.post(`/prestamos/${loan.id}/deshacer_aprobacion`, 'admin', { version: 2 });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ status: 'submitted', approved: null, version: 3 });
  });

  it('reject and withdraw need a reason (400 reasonRequired); withdraw is loan.create', async () => {
    const loan = await s.apply();
    const blank = await s.post(`/prestamos/${loan.id}/rechazo`, 'admin', { version: 1, reason: '   ' });
    expect([blank.status, blank.body.code]).toEqual([400, 'reasonRequired']);
    const none = await s.post(`/prestamos/${loan.id}/retiro`, 'cobrador', { version: 1 });
    expect([none.status, none.body.code]).toEqual([400, 'reasonRequired']);
    expect((await s.post(`/prestamos/${loan.id}/retiro`, 'cajero', { version: 1, reason: 'x' })).status).toBe(403);
    const withdrawn = await s.post(`/prestamos/${loan.id}/retiro`, 'cobrador', { version: 1, reason: ' El cliente desistió ' });
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', reason: 'El cliente desistió' });
    const other = await s.apply();
    const rejected = await s.post(`/prestamos/${other.id}/rechazo`, 'admin', { version: 1, reason: 'Sin garantía' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Sin garantía', rejected: { user_id: DEMO.admin.id } });
    expect((await s.post(`/prestamos/${other.id}/rechazo`, 'admin', { version: 1 })).body.code).toBe('reasonRequired');
    expect((await s.post(`/prestamos/${other.id}/castigo`, 'admin', { version: 2, reason: 'x' })).body.code).toBe('notAllowed');
  });

  it("disburse: a 'disbursement' out of the disburser's open session, the balance and next due from the replay", async () => {
    const loan = await s.apply({ principal: 2_000_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    expect((await s.post(`/prestamos/${loan.id}/desembolso`, 'cobrador', { version: 2 })).status).toBe(403);
    // The administrator may disburse but holds no open session.
    const noSession = await s.post(`/prestamos/${loan.id}/desembolso`, 'admin', { version: 2 });
    expect([noSession.status, noSession.body.code]).toEqual([409, 'noOpenSession']);
    await s.withoutGrant(2, 'loan.disburse', async () => {
      expect((await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 })).status).toBe(403);
    });
    const res = await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 });
    expect(res.status, res.text).toBe(200);
    const active = v.parse(LoanDetailSchema, res.body);
    expect(active).toMatchObject({ status: 'active', balance: active.total_payable, next_due_date: '2026-12-23', days_in_arrears: 0, disbursed: { user_id: DEMO.cajero.id } });
    const movement = (await s.query<{ direction: string; amount: string; type: string; session_id: number; opened_by: number; id: string }>(
      `SELECT m.id, m.direction, m.amount, m.type, m.session_id, cs.opened_by FROM cash_movements m JOIN cash_sessions cs ON cs.id = m.session_id
        WHERE m.source_kind = 'loan' AND m.source_id = $1`,
      [loan.id],
    ))[0]!;
    expect({ ...movement, amount: Number(movement.amount), id: undefined }).toEqual({ direction: 'out', amount: 2_000_00, type: 'disbursement', session_id: movement.session_id, opened_by: DEMO.cajero.id, id: undefined });
    const row = (await s.query<{ disbursement_movement_id: string; balance: string; disbursed_date: Date | string }>('SELECT disbursement_movement_id, balance, disbursed_date FROM loans WHERE id = $1', [loan.id]))[0]!;
    expect([Number(row.disbursement_movement_id), Number(row.balance), dateText(row.disbursed_date)]).toEqual([Number(movement.id), active.total_payable, TODAY]);
  });

  it('refuses a first due date already past: on the application (422) and on a loan approved so late that it would start in arrears (409), moving nothing', async () => {
    const past = await s.post('/prestamos', 'cobrador', await s.application({ firstDueDate: '2026-01-01' }));
    expect([past.status, past.body.code]).toEqual([422, 'firstDuePassed']);
    const loan = await s.apply({ principal: 1_000_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    s.clock.advance({ days: 45 });
    try {
      const late = await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 });
      expect([late.status, late.body.code]).toEqual([409, 'firstDuePassed']);
      expect((await s.detail(loan.id)).status).toBe('approved');
      expect(await s.query("SELECT 1 FROM cash_movements WHERE source_kind = 'loan' AND source_id = $1", [loan.id])).toEqual([]);
    } finally {
      s.clock.advance({ days: -45 });
    }
  });

  it('refuses to disburse more than the session holds (409 insufficientCash), moving nothing', async () => {
    const loan = await s.apply({ principal: 5_000_000_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    const res = await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 });
    expect([res.status, res.body.code]).toEqual([409, 'insufficientCash']);
    expect(await movementsOfLoan(loan.id)).toBe(0);
    expect((await s.detail(loan.id)).status).toBe('approved');
  });

  it('write-off keeps the balance and leaves the portfolio; its undo brings the loan back; both are loan.writeOff', async () => {
    const loan = await s.apply({ principal: 300_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    const active = (await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 })).body;
    expect((await s.post(`/prestamos/${loan.id}/castigo`, 'cajero', { version: 3, reason: 'x' })).status).toBe(403);
    const none = await s.post(`/prestamos/${loan.id}/castigo`, 'admin', { version: 3 });
    expect([none.status, none.body.code]).toEqual([400, 'reasonRequired']);
    const off = await s.post(`/prestamos/${loan.id}/castigo`, 'admin', { version: 3, reason: 'Incobrable' });
    expect(off.body).toMatchObject({ status: 'writtenOff', balance: active.balance, reason: 'Incobrable', written_off: { user_id: DEMO.admin.id } });
    expect((await s.post(`/prestamos/${loan.id}/deshacer_castigo`, 'cajero', { version: 4 })).status).toBe(403);
    const back = await s.post(`/prestamos/${loan.id}/deshacer_castigo`, 'admin', { version: 4 });
    expect(back.body).toMatchObject({ status: 'active', balance: active.balance, written_off: null, reason: null, version: 5 });
    expect((await s.api.get(`/prestamos/${loan.id}/historial`, { token: s.token('cobrador') })).status).toBe(403);
    const history = v.parse(AuditEntryListSchema, (await s.api.get(`/prestamos/${loan.id}/historial`, { token: s.token('admin') })).body);
    expect(history.map((e) => e.action)).toEqual(['undoWriteOff', 'writeOff', 'disburse', 'approve', 'apply']);
    expect(history[1]!.before).toMatchObject({ status: 'active' });
    expect(history[1]!.after).toMatchObject({ status: 'writtenOff', reason: 'Incobrable' });
    expect((await s.api.get('/prestamos/999999/historial', { token: s.token('admin') })).status).toBe(404);
  });

  it('every transition route: 401 without a token, 403 for a role without its code, nothing changed', async () => {
    const lacking: Readonly<Record<LoanTransitionPath, Who>> = {
      aprobacion: 'cajero',
      rechazo: 'cajero',
      deshacer_aprobacion: 'cobrador',
      retiro: 'cajero',
      desembolso: 'cobrador',
      castigo: 'cajero',
      deshacer_castigo: 'cobrador',
    };
    const loan = await s.apply();
    for (const path of Object.keys(LOAN_TRANSITIONS) as LoanTransitionPath[]) {
      expect((await s.post(`/prestamos/${loan.id}/${path}`, null, { version: 1, reason: 'x' })).status, path).toBe(401);
      expect((await s.post(`/prestamos/${loan.id}/${path}`, lacking[path], { version: 1, reason: 'x' })).status, path).toBe(403);
    }
    expect((await s.api.get(`/prestamos/${loan.id}/historial`)).status).toBe(401);
    expect(await s.detail(loan.id)).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('answers 404 for a loan that does not exist, and 401 without a token', async () => {
    expect((await s.api.get('/prestamos/999999', { token: s.token('admin') })).status).toBe(404);
    expect((await s.post('/prestamos/999999/aprobacion', 'admin', { version: 1 })).status).toBe(404);
    expect((await s.post('/prestamos/1/aprobacion', null, { version: 1 })).status).toBe(401);
    expect((await s.post('/prestamos/1/aprobacion', 'admin', { version: 0 })).status).toBe(400);
  });
});

describe('concurrency and idempotency of the transitions', () => {
  it('two approvals at once: one wins, the other is 409 stale; one audit entry', async () => {
    const loan = await s.apply();
    const answers = await Promise.all([s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 }), s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('stale');
    expect((await s.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'approve'", [loan.id]))[0]!.n).toBe(1);
  });

  it('two disbursements of one loan with different keys: one movement, the other 409', async () => {
    const loan = await s.apply({ principal: 100_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    const answers = await Promise.all([s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 }), s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await movementsOfLoan(loan.id)).toBe(1);
  });

  it('a double click with one key: one effect, the same answer twice', async () => {
    const loan = await s.apply({ principal: 100_00 });
    await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: 1 });
    const key = s.freshKey();
    const answers = await Promise.all([s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 }, key), s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 }, key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.text).toBe(answers[1]!.text);
    expect(await movementsOfLoan(loan.id)).toBe(1);
    const retry = await s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: 2 }, key);
    expect([retry.status, retry.headers.get('Idempotency-Replayed')]).toEqual([200, 'true']);
    expect(await movementsOfLoan(loan.id)).toBe(1);
  });
});
