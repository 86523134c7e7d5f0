// @vitest-environment node
/**
 * GET /analitica (server/analytics) against a small business built through the real API, each
 * expected figure computed BY HAND below (literal numbers, with how each was obtained).
 *
 * The demo seed is there too (the test server starts in demo mode). So that the figures of the
 * fixture can be written as literals: the demo's cash sessions are closed and its pending delivery
 * cancelled first (their movements are dated 2026-11, far before the period), so every
 * flow figure (collected, disbursed, daily collections, cash flow, cash on hand, deliveries) is the
 * fixture's alone; the demo loans' standing at the business date never changes while the fixture
 * is built (the clock is back at T1 before each read), so for the stock figures (portfolio,
 * buckets, loans by state) the test reads them once before the fixture and checks that the
 * fixture added exactly the hand-computed amounts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalyticsSchema, type Analytics } from '../../machines/analytics/analytics.schema.ts';
import { loansServer, type Who } from '../loans/loansServer.support.ts';

const s = loansServer();
const { api, query } = s;

/** The business date the figures are read at, 100 days after the loans were disbursed (T0). */
const T1 = '2027-03-23';
const T0 = '2026-12-13';
const PERIOD = { desde: '2027-03-21', hasta: T1 };
/** 15:00 UTC is 12:00 in Córdoba (UTC−3): the business date is the date written. */
const at = (date: string) => s.clock.set(new Date(`${date}T15:00:00Z`));

const analytics = async (q: Record<string, string> = PERIOD, who: Who = 'admin') => {
  const res = await api.get<Analytics>('/analitica', { token: s.token(who), query: q });
  expect(res.status, res.text).toBe(200);
  return v.parse(AnalyticsSchema, res.body);
};

const ok = async <T extends object>(res: Promise<{ status: number; body: unknown; text: string }>, status = 200, what = ''): Promise<T> => {
  const answer = await res;
  expect(answer.status, `${what} ${answer.text}`).toBe(status);
  return answer.body as T;
};

const version = async (path: string) => (await ok<{ version: number }>(api.get(path, { token: s.token('admin') }))).version;

let transfers = 0;
const pay = async (area: string, id: number, amount: number, method: 'cash' | 'transfer', who: Who) =>
  ok<{ payment: { id: number } }>(
    s.post(`/${area}/${id}/pagos`, who, { amount, method, ...(method === 'cash' ? {} : { reference: `OP-AN-${(transfers += 1)}` }), version: await version(`/${area}/${id}`) }),
    201,
    `${area} ${id} ${method} ${who}`,
  );

/** Applied by the collector (the officer), approved by the administrator, disbursed by the cashier from her open session. */
async function disbursedLoan(terms: { principal: number; rateMillionths?: number; method?: 'french' | 'flat'; firstDueDate: string }) {
  const loan = await s.apply({ installments: 3, frequency: 'monthly', method: 'french', rateMillionths: 0, ...terms });
  const approved = await ok<{ version: number }>(s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: loan.version }));
  await ok(s.post(`/prestamos/${loan.id}/desembolso`, 'cajero', { version: approved.version }));
  return loan.id;
}

const boxId = async (name: string) => (await query<{ id: number }>('SELECT id FROM cash_boxes WHERE name = $1', [name]))[0]!.id;
const openSession = async (who: Who, box: number, opening: number) => (await ok<{ id: number }>(s.post('/caja/sesiones', who, { box_id: box, opening_amount: opening }), 201, `open ${who}`)).id;

const firstOf = async (sql: string) => (await query<{ id: number }>(sql))[0]!.id;

let before: Analytics;
let after: Analytics;
let names: { cajero: string; cobrador: string };
const ids = { A: 0, B: 0, C: 0, D: 0, E: 0, S2: 0, S3: 0 };

beforeAll(async () => {
  // The demo's open sessions closed and its delivery cancelled (see the header).
  await query("UPDATE cash_deliveries SET status = 'cancelled' WHERE status = 'pending'");
  await query(`UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), closed_at = now(), expected_amount = opening_amount, counted_amount = opening_amount
                WHERE status <> 'closed'`);
  const rows = await query<{ username: string; name: string }>("SELECT username, name FROM users WHERE username IN ('cajero', 'cobrador')");
  names = { cajero: rows.find((r) => r.username === 'cajero')!.name, cobrador: rows.find((r) => r.username === 'cobrador')!.name };

  at(T1);
  before = await analytics();

  // T0: the cashier's session S1 pays out four loans, then closes counting exactly what it expects.
  at(T0);
  const main = await boxId('Caja principal');
  const field = (await query<{ id: number }>("SELECT id FROM cash_boxes WHERE name <> 'Caja principal' ORDER BY id LIMIT 1"))[0]!.id;
  const s1 = await openSession('cajero', main, 1_000_000);
  ids.A = await disbursedLoan({ principal: 120_000, firstDueDate: '2026-12-18' }); // dues 12-18, 01-18, 02-18 of 40,000
  ids.B = await disbursedLoan({ principal: 90_000, firstDueDate: '2027-01-27' }); // dues 01-27, 02-27, 03-27 of 30,000
  // Flat at 2 % a month: interest 300,000 × 0.02 × 3 = 18,000, so each due is 100,000 principal + 6,000 interest.
  ids.C = await disbursedLoan({ principal: 300_000, rateMillionths: 20_000, method: 'flat', firstDueDate: '2026-12-28' });
  ids.D = await disbursedLoan({ principal: 60_000, firstDueDate: '2027-03-03' }); // dues 03-03, 04-03, 05-03 of 20,000
  // C: 50,000 by transfer at T0 (before the period): 6,000 interest of due 1, then 44,000 principal.
  await pay('prestamos', ids.C, 50_000, 'transfer', 'cajero');
  const s1Version = await version(`/caja/sesiones/${s1}`);
  // 1,000,000 − 120,000 − 90,000 − 300,000 − 60,000 = 430,000 expected: counted exactly, so closed.
  await ok(s.post(`/caja/sesiones/${s1}/cierre`, 'cajero', { counted_amount: 430_000, version: s1Version }));

  // T1 − 1 (in the period): S2 (cashier) and S3 (collector) open; two cash loan payments; a delivery sent, not received.
  at('2027-03-22');
  ids.S2 = await openSession('cajero', main, 200_000);
  ids.S3 = await openSession('cobrador', field, 5_000);
  await pay('prestamos', ids.B, 20_000, 'cash', 'cajero'); // part of B's first due: still 55 days late
  await pay('prestamos', ids.A, 10_000, 'cash', 'cobrador'); // part of A's first due: still 95 days late
  await ok(s.post('/entregas', 'cobrador', { amount: 10_000, note: '' }), 201, 'delivery');

  // T1: E is disbursed from S2 and partly prepaid; a rent, a debt and a fee are paid; D's transfer is reversed.
  at(T1);
  const e = await s.apply({ principal: 150_000, installments: 3, frequency: 'monthly', method: 'french', rateMillionths: 0, firstDueDate: '2027-04-23' });
  const eApproved = await ok<{ version: number }>(s.post(`/prestamos/${e.id}/aprobacion`, 'admin', { version: e.version }));
  await ok(s.post(`/prestamos/${e.id}/desembolso`, 'cajero', { version: eApproved.version }));
  ids.E = e.id;
  await pay('prestamos', ids.E, 25_000, 'cash', 'cajero');
  await pay('alquileres', await firstOf("SELECT id FROM rentals WHERE status = 'active' ORDER BY id LIMIT 1"), 5_000, 'cash', 'cajero');
  await pay('deudas', await firstOf("SELECT id FROM debts WHERE kind = 'debt' AND status = 'open' ORDER BY id LIMIT 1"), 7_000, 'transfer', 'cajero');
  await pay('honorarios', await firstOf("SELECT id FROM debts WHERE kind = 'fee' AND status = 'open' ORDER BY id LIMIT 1"), 3_000, 'cash', 'cajero');
  const reversed = await pay('prestamos', ids.D, 15_000, 'transfer', 'cajero');
  await ok(s.post(`/pagos_prestamos/${reversed.payment.id}/reversion`, 'admin', { reason: 'Cargado dos veces' }), 200, 'reversal');

  after = await analytics();
}, 180_000);

const ZERO = { loan: 0, rental: 0, debt: 0, fee: 0 };

describe('GET /analitica: each figure against the hand-computed fixture', () => {
  it('answers the business date and the asked period', () => {
    expect(after.businessDate).toBe(T1);
    expect(after.period).toEqual({ from: '2027-03-21', to: T1 });
  });

  it('outstanding principal of active loans, their count and PAR30’s numerator', () => {
    // A 120,000 − 10,000 = 110,000; B 90,000 − 20,000 = 70,000; C 300,000 − 44,000 = 256,000 (the 6,000 of
    // interest paid is not principal); D 60,000 (its 15,000 was reversed); E 150,000 − 25,000 = 125,000.
    expect(after.portfolio.outstanding - before.portfolio.outstanding).toBe(110_000 + 70_000 + 256_000 + 60_000 + 125_000);
    expect(after.portfolio.activeLoans - before.portfolio.activeLoans).toBe(5);
    // More than 30 days late at 2027-03-23: A (95 days), B (55), C (85) → 110,000 + 70,000 + 256,000.
    expect(after.portfolio.atRisk30 - before.portfolio.atRisk30).toBe(436_000);
  });

  it('arrears buckets by days past due of the oldest unpaid installment', () => {
    const added = after.arrears.map((row, i) => ({ bucket: row.bucket, loans: row.loans - before.arrears[i]!.loans, outstanding: row.outstanding - before.arrears[i]!.outstanding }));
    expect(added).toEqual([
      { bucket: '1-30', loans: 1, outstanding: 60_000 }, // D: due 2027-03-03, 20 days
      { bucket: '31-60', loans: 1, outstanding: 70_000 }, // B: due 2027-01-27, 55 days
      { bucket: '61-90', loans: 1, outstanding: 256_000 }, // C: due 2026-12-28, 85 days (its 50,000 did not pay off due 1)
      { bucket: '90+', loans: 1, outstanding: 110_000 }, // A: due 2026-12-18, 95 days
    ]);
  });

  it('collected today and in the period by kind, without the reversed payment', () => {
    // Today: E 25,000 (D's 15,000 was reversed); rent 5,000; debt 7,000; fee 3,000.
    expect(after.collected.today).toEqual({ loan: 25_000, rental: 5_000, debt: 7_000, fee: 3_000 });
    // Period 03-21..03-23: 03-22 B 20,000 + A 10,000; 03-23 E 25,000 → 55,000 of loans. C's 50,000 was at T0.
    expect(after.collected.period).toEqual({ loan: 55_000, rental: 5_000, debt: 7_000, fee: 3_000 });
  });

  it('disbursed today and in the period: E only (A–D were disbursed at T0)', () => {
    expect(after.disbursed).toEqual({ today: 150_000, period: 150_000, periodLoans: 1 });
  });

  it('the expected cash of each open session (S1 is closed)', () => {
    expect(after.cashOnHand).toEqual([
      // S2: 200,000 opening + 20,000 (B) + 25,000 (E) + 5,000 (rent) + 3,000 (fee) − 150,000 (E paid out); the debt and D's were transfers.
      { sessionId: ids.S2, userName: names.cajero, expected: 103_000 },
      // S3: 5,000 opening + 10,000 (A); the delivery moves nothing until it is received.
      { sessionId: ids.S3, userName: names.cobrador, expected: 15_000 },
    ]);
  });

  it('deliveries pending', () => {
    expect(after.deliveriesPending).toEqual({ count: 1, amount: 10_000 });
  });

  it('daily collections of the last 30 days, zeros included', () => {
    expect(after.dailyCollections).toHaveLength(30);
    expect(after.dailyCollections[0]!.date).toBe('2027-02-22'); // 2027-03-23 − 29 days
    const nonZero = after.dailyCollections.filter((d) => d.loan + d.rental + d.debt + d.fee > 0);
    expect(nonZero).toEqual([
      { date: '2027-03-22', ...ZERO, loan: 30_000 },
      { date: T1, loan: 25_000, rental: 5_000, debt: 7_000, fee: 3_000 },
    ]);
  });

  it('loans by state with outstanding principal, every state listed', () => {
    const added = after.portfolioByState.map((row, i) => ({ status: row.status, loans: row.loans - before.portfolioByState[i]!.loans, outstanding: row.outstanding - before.portfolioByState[i]!.outstanding }));
    expect(added.filter((row) => row.loans !== 0 || row.outstanding !== 0)).toEqual([{ status: 'active', loans: 5, outstanding: 621_000 }]);
    expect(after.portfolioByState.map((row) => row.status)).toEqual(['submitted', 'approved', 'rejected', 'withdrawn', 'active', 'closed', 'overpaid', 'writtenOff']);
  });

  it('cash in and out per day of the period, zeros included', () => {
    expect(after.cashFlow).toEqual([
      { date: '2027-03-21', in: 0, out: 0 },
      { date: '2027-03-22', in: 30_000, out: 0 }, // B 20,000 into S2, A 10,000 into S3
      { date: T1, in: 33_000, out: 150_000 }, // E 25,000 + rent 5,000 + fee 3,000 in; E's 150,000 out
    ]);
  });

  it('defaults to the business date’s month so far', async () => {
    const month = await analytics({});
    expect(month.period).toEqual({ from: '2027-03-01', to: T1 });
    expect(month.cashFlow).toHaveLength(23);
    expect(month.collected.period).toEqual(after.collected.period);
  });
});

describe('Préstamos filtered by days late: the loans behind PAR30 and each bucket', () => {
  const loansPage = async (filters: Record<string, string>) => {
    const res = await api.get<{ items: { id: number; days_in_arrears: number; status: string }[]; total: number }>('/prestamos', {
      token: s.token('admin'),
      query: { ...filters, pageSize: 100 },
    });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it('each bucket’s count is the number of loans /prestamos?atrasoDesde&atrasoHasta lists, every row’s days in range', async () => {
    const ranges = { '1-30': [1, 30], '31-60': [31, 60], '61-90': [61, 90], '90+': [91, null] } as const;
    for (const row of after.arrears) {
      const [from, to] = ranges[row.bucket];
      const page = await loansPage(to === null ? { atrasoDesde: String(from) } : { atrasoDesde: String(from), atrasoHasta: String(to) });
      expect(page.total, row.bucket).toBe(row.loans);
      expect(page.items.every((loan) => loan.status === 'active' && loan.days_in_arrears >= from && (to === null || loan.days_in_arrears <= to))).toBe(true);
    }
    // PAR30's link: more than 30 days late = the three buckets after the first; the fixture's A, B and C among them.
    const late = await loansPage({ atrasoDesde: '31' });
    expect(late.total).toBe(after.arrears.slice(1).reduce((n, row) => n + row.loans, 0));
    expect(late.items.map((loan) => loan.id)).toEqual(expect.arrayContaining([ids.A, ids.B, ids.C]));
    expect(late.items.map((loan) => loan.id)).not.toContain(ids.D);
  });

  it('atrasoHasta alone keeps loans not late (0 days), and a value that is not a number of days filters nothing', async () => {
    const upTo20 = await loansPage({ atrasoHasta: '20' });
    expect(upTo20.items.map((loan) => loan.id)).toEqual(expect.arrayContaining([ids.D, ids.E]));
    expect(upTo20.items.every((loan) => loan.days_in_arrears <= 20)).toBe(true);
    const all = await loansPage({});
    expect((await loansPage({ atrasoDesde: 'treinta', atrasoHasta: '-5' })).total).toBe(all.total);
    expect((await loansPage({ atrasoDesde: '0' })).total).toBe(all.total);
  });
});

describe('GET /analitica: who may ask, and what', () => {
  it('is the administrator’s: the cashier and the collector get 403, signed out 401', async () => {
    for (const who of ['cajero', 'cobrador'] as const) {
      expect((await api.get('/analitica', { token: s.token(who) })).status).toBe(403);
    }
    expect((await api.get('/analitica', { token: null })).status).toBe(401);
  });

  it('follows the permission, not the role: without analytics.view the administrator gets 403', async () => {
    await s.withoutGrant(1, 'analytics.view', async () => {
      expect((await api.get('/analitica', { token: s.token('admin') })).status).toBe(403);
    });
  });

  it.each([
    [{ desde: '2027-03-01' }, 'onlyOne'],
    [{ hasta: '2027-03-01' }, 'onlyOne'],
    [{ desde: '2027-03-10', hasta: '2027-03-09' }, 'fromAfterTo'],
    [{ desde: '2027-03-10', hasta: '2027-03-24' }, 'afterToday'],
    [{ desde: '2026-03-22', hasta: T1 }, 'tooLong'],
    [{ desde: '2027-02-30', hasta: T1 }, 'invalidQuery'],
    [{ desde: '23/03/2027', hasta: T1 }, 'invalidQuery'],
  ])('400 for %j (%s)', async (q, code) => {
    const res = await api.get<{ code: string; message: string }>('/analitica', { token: s.token('admin'), query: q });
    expect([res.status, res.body.code]).toEqual([400, code]);
  });

  it('takes a period of exactly 366 days', async () => {
    const year = await analytics({ desde: '2026-03-23', hasta: T1 });
    expect(year.cashFlow).toHaveLength(366);
  });
});

describe('GET /analitica: proofs around the figures', () => {
  it('a cash payment with no open session is refused (409 noOpenSession) and counts nowhere', async () => {
    // The same refusal as tests/payments/loanPayments.server.test.ts ('refuses … noOpenSession');
    // here: the administrator holds no session, so no payment can enter a closed one.
    const res = await s.post(`/prestamos/${ids.D}/pagos`, 'admin', { amount: 1_000, method: 'cash', version: await version(`/prestamos/${ids.D}`) });
    expect([res.status, res.body.code]).toEqual([409, 'noOpenSession']);
    // And the ledger itself refuses a movement into the closed session S1 (migration 010's trigger).
    const closed = (await query<{ id: number }>("SELECT id FROM cash_sessions WHERE status = 'closed' ORDER BY id DESC LIMIT 1"))[0]!.id;
    await expect(query("INSERT INTO cash_movements (session_id, direction, amount, type, user_id, business_date) VALUES ($1, 'in', 100, 'income', 1, '2027-03-23')", [closed])).rejects.toThrow(/not open/);
    expect((await analytics()).collected).toEqual(after.collected);
  });

  it('the page is one request: the figures one SQL statement, and one more asks which loans could have paid late charges', async () => {
    const db = s.env.server.db;
    const seen: string[] = [];
    const original = db.query.bind(db);
    db.query = (async (sql: string, params?: never[]) => {
      seen.push(sql);
      return original(sql, params);
    }) as typeof db.query;
    try {
      await analytics();
    } finally {
      db.query = original;
    }
    // The statement that reads the business's tables: one; 'Recargos cobrados' replays only the
    // loans with a late-charge rule paid in the window (none here: no more statements).
    const figures = seen.filter((sql) => /\b(payments|cash_movements|loans)\b/.test(sql));
    expect(figures).toHaveLength(2);
    expect(figures.filter((sql) => /late_charge_value > 0/.test(sql))).toHaveLength(1);
  });
});
