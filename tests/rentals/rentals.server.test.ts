// @vitest-environment node
/**
 * 'Alquileres' through the routes, on a fixed business clock (2026-11-23): permissions, body and
 * terms refusals, each 409, idempotency, concurrency (two signs at once sign once), the deposit in
 * the cashier's box, late fees derived at read (twice the same), termination dropping later terms
 * without unpaying a paid one, and the settlement applying the deposit as a 'deposit' payment.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RentalDetailSchema, type RentalDetail, type RentalInput } from '../../machines/rentals/index.ts';
import { CashRouteSchema } from '../../machines/cash/index.ts';
import { AuditEntryListSchema } from '../../machines/history/history.schema.ts';
import { rentalPaymentTarget } from '../../server/rentals/paymentTarget.ts';
import { loansServer, type Who } from '../loans/loansServer.support.ts';

const s = loansServer();

const terms = async (overrides: Partial<RentalInput> = {}): Promise<RentalInput> => ({
  customerId: await s.customerId('30456789'),
  property: 'Departamento 3B, Av. Colón 1200',
  rent: 250_000_00,
  frequency: 'monthly',
  dueDay: 5,
  deposit: 250_000_00,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  graceDays: 3,
  lateFeeKind: 'percent',
  lateFeeValue: 500,
  lateFeeCap: 10_000_00,
  ...overrides,
});

const draft = async (overrides: Partial<RentalInput> = {}, who: Who = 'cajero'): Promise<RentalDetail> => {
  const res = await s.post('/alquileres', who, await terms(overrides));
  expect(res.status, res.text).toBe(201);
  return v.parse(RentalDetailSchema, res.body);
};

const act = (id: number, path: string, who: Who, body: object, key?: string) => s.post(`/alquileres/${id}/${path}`, who, body, key);

const detail = async (id: number, who: Who = 'admin') => {
  const res = await s.api.get(`/alquileres/${id}`, { token: s.token(who) });
  expect(res.status, res.text).toBe(200);
  return v.parse(RentalDetailSchema, res.body);
};

const movementsOf = (id: number) =>
  s.query<{ type: string; direction: string; amount: string; opened_by: number }>(
    `SELECT m.type, m.direction, m.amount, cs.opened_by FROM cash_movements m JOIN cash_sessions cs ON cs.id = m.session_id
      WHERE m.source_kind = 'rental' AND m.source_id = $1 ORDER BY m.id`,
    [id],
  );

describe('Alquileres: drafting', () => {
  it('asks a session and rental.create; refuses a bad body and terms that are no whole periods', async () => {
    expect((await s.post('/alquileres', null, await terms())).status).toBe(401);
    expect((await s.post('/alquileres', 'cobrador', await terms())).status).toBe(403);
    expect((await s.post('/alquileres', 'cajero', { ...(await terms()), rent: 0 })).status).toBe(400);
    const res = await s.post('/alquileres', 'cajero', await terms({ endDate: '2027-11-29' }));
    expect([res.status, res.body.code]).toEqual([422, 'notWholePeriods']);
    const unknown = await s.post('/alquileres', 'cajero', await terms({ customerId: 999_999 }));
    expect([unknown.status, unknown.body.code]).toEqual([422, 'customerNotFound']);
  });

  it('a draft has its terms derived; editing it needs the version it was read at', async () => {
    const rental = await draft();
    expect(rental.status).toBe('draft');
    expect(rental.terms).toHaveLength(12);
    expect(rental.terms[0]).toMatchObject({ number: 1, period_from: '2026-12-01', period_to: '2026-12-31', due_date: '2026-12-05', principal: 250_000_00, charges: 0 });
    const edited = await s.api.put(`/alquileres/${rental.id}`, { token: s.token('cajero'), json: { ...(await terms({ rent: 200_000_00 })), version: rental.version }, headers: { 'Idempotency-Key': s.freshKey() } });
    expect(edited.status, edited.text).toBe(200);
    expect(v.parse(RentalDetailSchema, edited.body)).toMatchObject({ rent: 200_000_00, version: rental.version + 1 });
    const stale = await s.api.put(`/alquileres/${rental.id}`, { token: s.token('cajero'), json: { ...(await terms()), version: rental.version }, headers: { 'Idempotency-Key': s.freshKey() } });
    expect([stale.status, (stale.body as { code?: string }).code]).toEqual([409, 'stale']);
  });

  it('a draft dated in the past shows its terms as the plan: no late fee, nothing overdue, until it is signed', async () => {
    const today = (await detail((await draft()).id)).business_date;
    const rental = await draft({ startDate: '2026-06-01', endDate: '2027-05-31' });
    expect(rental.terms.filter((term) => term.due_date < today).length).toBeGreaterThan(2);
    expect(rental.terms.map((term) => [term.charges, term.status])).toEqual(rental.terms.map(() => [0, 'upcoming']));
    expect([rental.balance, rental.days_in_arrears]).toEqual([0, 0]);
  });
});

describe('Alquileres: signing', () => {
  it('the deposit enters the signer\'s open session; a replayed key signs once; signing twice is not allowed', async () => {
    const rental = await draft();
    const key = s.freshKey();
    const first = await act(rental.id, 'firma', 'cajero', { version: rental.version }, key);
    expect(first.status, first.text).toBe(200);
    expect(first.body.status).toBe('active');
    const again = await act(rental.id, 'firma', 'cajero', { version: rental.version }, key);
    expect(again.status).toBe(200);
    expect(await movementsOf(rental.id)).toEqual([{ type: 'deposit', direction: 'in', amount: expect.anything(), opened_by: 2 }]);
    expect(Number((await movementsOf(rental.id))[0]!.amount)).toBe(250_000_00);
    const twice = await act(rental.id, 'firma', 'cajero', { version: rental.version + 1 });
    expect([twice.status, twice.body.code]).toEqual([409, 'notAllowed']);
    expect((await detail(rental.id)).balance).toBe(12 * 250_000_00);
  });

  it("counts in the tenant's total owed from signing on, not as a draft: what falls due, the rest of the contract apart", async () => {
    const customer = await s.customerId('30456789');
    const owed = async () => {
      const res = await s.api.get(`/clientes/${customer}/adeudado`, { token: s.token('admin') });
      expect(res.status, res.text).toBe(200);
      return res.body as { parts: { kind: string; balance: number }[]; total: number; rentals_to_run: number };
    };
    const rentalPart = (answer: { parts: { kind: string; balance: number }[] }) => answer.parts.find((p) => p.kind === 'rental')?.balance;
    const before = await owed();
    const rental = await draft();
    expect(rentalPart(await owed())).toBe(rentalPart(before));
    expect((await act(rental.id, 'firma', 'cajero', { version: rental.version })).status).toBe(200);
    const after = await owed();
    // Signed on 2026-11-23 for terms from December: nothing is due yet, twelve rents are still to run.
    expect(rentalPart(after)! - rentalPart(before)!).toBe(0);
    expect(after.total - before.total).toBe(0);
    expect(after.rentals_to_run - before.rentals_to_run).toBe(12 * 250_000_00);
  });

  it('two signs at once sign once: one answer 200, the other 409 stale, one deposit', async () => {
    const rental = await draft();
    const [a, b] = await Promise.all([act(rental.id, 'firma', 'cajero', { version: rental.version }), act(rental.id, 'firma', 'cajero', { version: rental.version })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain('stale');
    expect(await movementsOf(rental.id)).toHaveLength(1);
  });

  it('without an open session a deposit cannot be received (409 noOpenSession); a draft is discarded', async () => {
    const rental = await draft({}, 'admin');
    const hasSession = (await s.query("SELECT 1 FROM cash_sessions WHERE opened_by = 1 AND status = 'open'")).length > 0;
    if (!hasSession) {
      const res = await act(rental.id, 'firma', 'admin', { version: rental.version });
      expect([res.status, res.body.code]).toEqual([409, 'noOpenSession']);
    }
    const discarded = await act(rental.id, 'descarte', 'admin', { version: rental.version });
    expect([discarded.status, discarded.body.status]).toEqual([200, 'discarded']);
  });
});

describe('Alquileres: late fees, ending, termination and settlement', () => {
  /** Signed in September (straight in SQL: the business date is in November), three terms due. */
  const pastContract = async () => {
    const rental = await draft({ startDate: '2026-09-01', endDate: '2027-02-28', deposit: 100_000_00, lateFeeKind: 'fixed', lateFeeValue: 5_000_00, lateFeeCap: null });
    await s.query("UPDATE rentals SET status = 'active', signed_by = 2, signed_at = now() WHERE id = $1", [rental.id]);
    return rental;
  };
  const pay = (id: number, date: string, amount: number) =>
    s.query("INSERT INTO payments (kind, target_id, amount, method, business_date, received_by) VALUES ('rental', $1, $2, 'transfer', $3::date, 2)", [id, amount, date]);

  it('each overdue term takes its fee once, the same at every read; a term paid by its deadline takes none', async () => {
    const rental = await pastContract();
    await pay(rental.id, '2026-09-08', 250_000_00);
    const once = await detail(rental.id);
    expect(once.terms.map((t) => t.charges)).toEqual([0, 5_000_00, 5_000_00, 0, 0, 0]);
    expect((await detail(rental.id)).terms).toEqual(once.terms);
    // A payment after October's deadline pays October's fee first and never adds one to it.
    await pay(rental.id, '2026-10-20', 255_000_00);
    const after = await detail(rental.id);
    expect(after.terms.map((t) => [t.charges, t.outstanding])).toEqual([[0, 0], [5_000_00, 0], [5_000_00, 255_000_00], [0, 250_000_00], [0, 250_000_00], [0, 250_000_00]]);
    expect(after.days_in_arrears).toBe(18);
  });

  it('END waits for the end date; termination needs a reason and a date within the contract, and keeps the paid terms', async () => {
    const rental = await pastContract();
    await pay(rental.id, '2026-09-05', 3 * 250_000_00);
    const v1 = (await detail(rental.id)).version;
    const early = await act(rental.id, 'fin', 'admin', { version: v1 });
    expect([early.status, early.body.code]).toEqual([409, 'notYetEnded']);
    const noReason = await act(rental.id, 'rescision', 'admin', { version: v1, date: '2026-11-23', reason: ' ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'reasonRequired']);
    const outside = await act(rental.id, 'rescision', 'admin', { version: v1, date: '2027-02-28', reason: 'Mudanza' });
    expect([outside.status, outside.body.code]).toEqual([422, 'dateOutsideContract']);
    expect((await act(rental.id, 'rescision', 'cajero', { version: v1, date: '2026-11-23', reason: 'Mudanza' })).status).toBe(403);
    const done = await act(rental.id, 'rescision', 'admin', { version: v1, date: '2026-11-10', reason: 'Mudanza' });
    expect([done.status, done.body.status], done.text).toEqual([200, 'terminated']);
    const terminated = await detail(rental.id);
    expect(terminated.terms.map((t) => [t.number, t.status])).toEqual([[1, 'paidOnTime'], [2, 'paidEarly'], [3, 'paidEarly']]);
    expect([terminated.balance, terminated.overpaid]).toEqual([0, 0]);
  });

  it('settling applies the deposit to what is owed as a deposit payment, moves no cash when nothing is returned, and stores the settlement', async () => {
    const rental = await pastContract();
    await pay(rental.id, '2026-09-05', 250_000_00);
    // Terminated at the end of October: October's rent and its late fee are owed (255.000,00) > the deposit.
    await s.query("UPDATE rentals SET status = 'terminated', termination_date = '2026-10-31', terminated_by = 1, terminated_at = now() WHERE id = $1", [rental.id]);
    const before = await detail(rental.id);
    expect(before.balance).toBe(255_000_00);
    const settled = await act(rental.id, 'liquidacion', 'admin', { version: before.version });
    expect([settled.status, settled.body.status], settled.text).toEqual([200, 'closed']);
    const closed = await detail(rental.id);
    expect(closed.settlement).toEqual({ deposit: 100_000_00, owed: 255_000_00, credit: 0, applied: 100_000_00, returned: 0, still_owed: 155_000_00 });
    expect(closed.balance).toBe(155_000_00);
    expect(await s.query("SELECT amount::int AS amount, method FROM payments WHERE kind = 'rental' AND target_id = $1 AND method = 'deposit'", [rental.id])).toEqual([{ amount: 100_000_00, method: 'deposit' }]);
    expect(await movementsOf(rental.id)).toEqual([]);
    expect((await act(rental.id, 'liquidacion', 'cajero', { version: closed.version })).status).toBe(403);
    const history = v.parse(AuditEntryListSchema, (await s.api.get(`/alquileres/${rental.id}/historial`, { token: s.token('admin') })).body);
    expect(history.map((entry) => entry.action)).toContain('settle');
  });

  it('settling returns the unused deposit out of the settler\'s open session', async () => {
    const rental = await pastContract();
    await pay(rental.id, '2026-09-05', 2 * 250_000_00);
    await s.query("UPDATE rentals SET status = 'terminated', termination_date = '2026-10-31', terminated_by = 1, terminated_at = now() WHERE id = $1", [rental.id]);
    await s.query('UPDATE rentals SET officer_id = 2 WHERE id = $1', [rental.id]);
    const before = await detail(rental.id);
    // The cashier holds rental.settle only for this test.
    await s.query("INSERT INTO role_permissions (id_rol, code) VALUES (2, 'rental.settle') ON CONFLICT DO NOTHING");
    try {
      const settled = await act(rental.id, 'liquidacion', 'cajero', { version: before.version });
      expect([settled.status, settled.body.status], settled.text).toEqual([200, 'closed']);
    } finally {
      await s.query("DELETE FROM role_permissions WHERE id_rol = 2 AND code = 'rental.settle'");
    }
    expect((await detail(rental.id)).settlement).toEqual({ deposit: 100_000_00, owed: 0, credit: 0, applied: 0, returned: 100_000_00, still_owed: 0 });
    const moves = await movementsOf(rental.id);
    expect(moves.map((m) => [m.type, m.direction, Number(m.amount), m.opened_by])).toEqual([['depositReturn', 'out', 100_000_00, 2]]);
  });

  it('settling without a session of one\'s own returns the deposit out of the open session chosen (409 chooseSession without one; insufficientCash beyond its cash)', async () => {
    const rental = await pastContract();
    await pay(rental.id, '2026-09-05', 2 * 250_000_00);
    await s.query("UPDATE rentals SET status = 'terminated', termination_date = '2026-10-31', terminated_by = 1, terminated_at = now() WHERE id = $1", [rental.id]);
    await s.query("UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE opened_by = 1 AND status <> 'closed'");
    const before = await detail(rental.id);
    const route = v.parse(CashRouteSchema, (await s.api.get(`/alquileres/${rental.id}/liquidacion`, { token: s.token('admin') })).body);
    const cashiers = route.open_sessions.find((session) => session.opened_by_name === 'Carlos Ruiz');
    expect(route).toMatchObject({ cash: true, primary: null });
    expect(cashiers).toBeDefined();
    expect((await s.api.get(`/alquileres/${rental.id}/liquidacion`, { token: s.token('cajero') })).status).toBe(403);
    const none = await act(rental.id, 'liquidacion', 'admin', { version: before.version });
    expect([none.status, none.body.code]).toEqual([409, 'chooseSession']);
    // A session holding less than the deposit cannot return it.
    const box = (await s.query<{ id: number }>("INSERT INTO cash_boxes (location_id, name) SELECT id, 'Caja liquidación' FROM locations ORDER BY id LIMIT 1 RETURNING id"))[0]!.id;
    const poor = (await s.query<{ id: number }>(
      "INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount) VALUES ($1, 'open', '2026-11-23', 1, now(), 1000) RETURNING id",
      [box],
    ))[0]!.id;
    const short = await act(rental.id, 'liquidacion', 'admin', { version: before.version, session_id: poor });
    expect([short.status, short.body.code, (short.body as { available?: number }).available]).toEqual([409, 'insufficientCash', 1000]);
    // Having a session of one's own, another is not chosen.
    const other = await act(rental.id, 'liquidacion', 'admin', { version: before.version, session_id: cashiers!.id });
    expect([other.status, other.body.code]).toEqual([409, 'cashSessionChanged']);
    await s.query("UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE id = $1", [poor]);
    const settled = await act(rental.id, 'liquidacion', 'admin', { version: before.version, session_id: cashiers!.id });
    expect([settled.status, settled.body.status], settled.text).toEqual([200, 'closed']);
    const moves = await movementsOf(rental.id);
    expect(moves.map((m) => [m.type, m.direction, Number(m.amount), m.opened_by])).toEqual([['depositReturn', 'out', 100_000_00, 2]]);
  });

  it('the payment target reads the same dues and keeps the status on a payment', async () => {
    const rental = await pastContract();
    const record = await rentalPaymentTarget.lock(s.env.server.db, rental.id);
    expect(record).toMatchObject({ id: rental.id, status: 'active' });
    const dues = await rentalPaymentTarget.dues(s.env.server.db, record!, [], '2026-11-23');
    expect(dues.map((d) => d.charges)).toEqual([5_000_00, 5_000_00, 5_000_00, 0, 0, 0]);
    expect(rentalPaymentTarget.next(record!, { type: 'PAYMENT', outstanding: 0 })).toBe('active');
    expect(rentalPaymentTarget.next({ ...record!, status: 'draft' }, { type: 'PAYMENT', outstanding: 0 })).toBeNull();
    expect(await rentalPaymentTarget.officerOf(s.env.server.db, rental.id)).toBe(2);
  });

  it('lists contracts with their filters; a collector without rental.viewAll sees only their own', async () => {
    const rental = await pastContract();
    await s.query('UPDATE rentals SET next_due_date = $2::date WHERE id = $1', [rental.id, '2026-09-05']);
    const res = await s.api.get('/alquileres?overdue=1&status=active', { token: s.token('admin') });
    expect(res.status, res.text).toBe(200);
    const page = res.body as { items: { id: number; days_in_arrears: number }[] };
    expect(page.items.find((row) => row.id === rental.id)?.days_in_arrears).toBe(79);
    const mine = (await s.api.get('/alquileres', { token: s.token('cobrador') })).body as { items: unknown[] };
    expect(mine.items).toEqual([]);
    expect((await s.api.get(`/alquileres/${rental.id}`, { token: s.token('cobrador') })).status).toBe(404);
  });
});

describe('Alquileres: the totals of the list', () => {
  /** A tenant of their own, so the totals of `customer=<id>` are of these contracts only. */
  const tenant = async () =>
    (await s.query<{ id: number }>(
      "INSERT INTO customers (document_type, document_number, name, phone, address, status) VALUES ('other', $1, 'Inquilina de los totales', '', '', 'active') RETURNING id",
      [`TOT-${Math.random().toString(36).slice(2, 10)}`],
    ))[0]!.id;
  /** A contract of `customerId` in `status`, with the figures the totals read set directly. */
  const contract = async (customerId: number, set: { status: string; frequency: string; rent: number; deposit: number; balance: number }) => {
    const rental = await draft({ customerId });
    // Projected at today with nothing left to change (server/rentals/balances.ts leaves it): all of it due.
    await s.query("UPDATE rentals SET status = $2, frequency = $3, rent = $4, deposit = $5, balance = $6, due_balance = $6, projected_on = '2026-11-23', changes_on = NULL WHERE id = $1", [
      rental.id, set.status, set.frequency, set.rent, set.deposit, set.balance,
    ]);
    return rental.id;
  };
  type Totals = { balance: number; due_now: number; to_run: number; monthly_rent: number; deposits: number };
  const totalsOf = async (who: Who, query: Record<string, string | number>) => {
    const res = await s.api.get('/alquileres', { token: s.token(who), query: { pageSize: 100, ...query } });
    expect(res.status, res.text).toBe(200);
    return (res.body as { totals: Totals; items: { id: number }[] });
  };

  it('sums the whole filtered set, not the page: balance, the active rent roll as a monthly figure, the deposits held', async () => {
    const customer = await tenant();
    await contract(customer, { status: 'active', frequency: 'monthly', rent: 250_000_00, deposit: 250_000_00, balance: 500_000_00 });
    await contract(customer, { status: 'active', frequency: 'weekly', rent: 50_000_00, deposit: 100_000_00, balance: 150_000_03 });
    await contract(customer, { status: 'ended', frequency: 'monthly', rent: 90_000_00, deposit: 90_000_00, balance: 10_000_00 });
    await contract(customer, { status: 'closed', frequency: 'monthly', rent: 80_000_00, deposit: 80_000_00, balance: 0 });
    await contract(customer, { status: 'draft', frequency: 'monthly', rent: 70_000_00, deposit: 70_000_00, balance: 0 });
    const all = await totalsOf('admin', { customer });
    expect(all.items).toHaveLength(5);
    // (250.000,00 × 12 + 50.000,00 × 52) / 12 = 466.666,666…: rounded once, to 466.666,67.
    expect(all.totals).toEqual({ balance: 660_000_03, due_now: 660_000_03, to_run: 0, monthly_rent: 466_666_67, deposits: 440_000_00 });
    // One row a page: the totals stay the filter's.
    expect((await totalsOf('admin', { customer, pageSize: 1, page: 2 })).totals).toEqual(all.totals);
    // The filters change them.
    expect((await totalsOf('admin', { customer, status: 'ended' })).totals).toEqual({ balance: 10_000_00, due_now: 10_000_00, to_run: 0, monthly_rent: 0, deposits: 90_000_00 });
    expect((await totalsOf('admin', { customer, status: 'discarded' })).totals).toEqual({ balance: 0, due_now: 0, to_run: 0, monthly_rent: 0, deposits: 0 });
  });

  it("a collector without rental.viewAll counts only the contracts whose officer they are", async () => {
    const customer = await tenant();
    const collector = (await s.query<{ id: number }>("SELECT id FROM users WHERE username = 'cobrador'"))[0]!.id;
    const theirs = await contract(customer, { status: 'active', frequency: 'monthly', rent: 120_000_00, deposit: 60_000_00, balance: 30_000_00 });
    await contract(customer, { status: 'active', frequency: 'monthly', rent: 200_000_00, deposit: 100_000_00, balance: 70_000_00 });
    await s.query('UPDATE rentals SET officer_id = $2 WHERE id = $1', [theirs, collector]);
    const mine = await totalsOf('cobrador', { customer });
    expect(mine.items.map((row) => row.id)).toEqual([theirs]);
    expect(mine.totals).toEqual({ balance: 30_000_00, due_now: 30_000_00, to_run: 0, monthly_rent: 120_000_00, deposits: 60_000_00 });
    expect((await totalsOf('admin', { customer })).totals).toEqual({ balance: 100_000_00, due_now: 100_000_00, to_run: 0, monthly_rent: 320_000_00, deposits: 160_000_00 });
  });
});

describe('Alquileres: the demo contracts', () => {
  it('a draft, one active contract up to date, one overdue with late fees, an ended one awaiting settlement and a closed one with its settlement', async () => {
    const demo = await s.query<{ id: number; status: string }>("SELECT id, status FROM rentals WHERE property LIKE '%, Córdoba' OR property LIKE '%Villa Carlos Paz' ORDER BY id LIMIT 5");
    expect(demo.map((r) => r.status)).toEqual(['draft', 'active', 'active', 'ended', 'closed']);
    const [, current, overdue, ended, closed] = await Promise.all(demo.map((r) => detail(r.id)));
    expect(current!.days_in_arrears).toBe(0);
    expect(current!.terms.every((t) => t.charges === 0)).toBe(true);
    expect(overdue!.days_in_arrears).toBeGreaterThan(0);
    expect(overdue!.terms.filter((t) => t.charges > 0).length).toBeGreaterThan(0);
    expect(ended!.balance).toBe(0);
    expect(closed!.settlement).toMatchObject({ applied: 0, returned: closed!.deposit });
  });
});
