// @vitest-environment node
/**
 * The big loan data set (server/loans/bigSeed.ts) on a small run: the projection it inserted in
 * bulk is what server/loans/projection.ts computes from the stored facts (standingOf), every
 * status is there and consistent, and later inserts continue after its explicit ids.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_STATUSES } from '../../machines/loans/loan.schema.ts';
import { buildSchedule } from '../../machines/loans/schedule.ts';
import { seedBigCustomers } from '../../server/customers/bigSeed.ts';
import { seedBigLoans } from '../../server/loans/bigSeed.ts';
import { dateText, loanSchedulesOf, standingOf } from '../../server/loans/projection.ts';
import { createTestContext, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from '../server/helpers.ts';

const TODAY = '2026-11-23';
const LOANS = 400;
let ctx: TestContext;
let server: TestServer;
let counts: { loans: number; payments: number };

interface LoanRow {
  id: number;
  status: string;
  balance: string | number;
  principal_outstanding: string | number;
  paid_total: string | number;
  next_due_date: Date | string | null;
  principal: string | number;
  rate_millionths: number;
  rate_period: 'month' | 'year';
  installments: number;
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  method: 'french' | 'equalPrincipal' | 'flat';
  first_due_date: Date | string;
  installment_amount: string | number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx);
  await seedBigCustomers(server.db, 300);
  counts = await seedBigLoans(server.db, LOANS, TODAY);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('seedBigLoans', () => {
  it('stores the projection recomputeProjection would write, and the schedule buildSchedule gives', async () => {
    const loans = await server.db.query<LoanRow>("SELECT * FROM loans WHERE officer_id IN (SELECT id FROM users WHERE username LIKE 'bench-cobrador-%') ORDER BY id");
    expect(loans).toHaveLength(LOANS);
    for (const loan of loans) {
      const disbursed = ['active', 'closed', 'overpaid', 'writtenOff'].includes(loan.status);
      const standing = await standingOf(server.db, loan.id, TODAY);
      expect({ id: loan.id, balance: Number(loan.balance), paid: Number(loan.paid_total), next: loan.next_due_date === null ? null : dateText(loan.next_due_date) }).toEqual({
        id: loan.id,
        balance: disbursed ? standing.outstanding : 0,
        paid: disbursed ? standing.paid : 0,
        next: disbursed ? standing.nextDueDate : null,
      });
      // Analítica's sum (migration 021): the replay's principal still owed.
      expect([loan.id, Number(loan.principal_outstanding)]).toEqual([loan.id, disbursed ? standing.principalOutstanding : 0]);
      const schedule = buildSchedule({
        principal: Number(loan.principal), rateMillionths: loan.rate_millionths, ratePeriod: loan.rate_period, installments: loan.installments,
        frequency: loan.frequency, method: loan.method, firstDueDate: dateText(loan.first_due_date),
      });
      const dues = (await loanSchedulesOf(server.db, [loan.id])).get(loan.id) ?? [];
      expect(dues.map((d) => [d.dueDate, d.principal, d.interest])).toEqual(schedule.rows.map((r) => [r.dueDate, r.principal, r.interest]));
      expect(Number(loan.installment_amount)).toBe(schedule.installment);
      // The status agrees with what is owed.
      const left = standing.outstanding - standing.overpayment;
      if (loan.status === 'active' || loan.status === 'writtenOff') expect(left).toBeGreaterThan(0);
      if (loan.status === 'closed') expect(left).toBe(0);
      if (loan.status === 'overpaid') expect(left).toBeLessThan(0);
      if (!disbursed) expect(standing.paid).toBe(0);
    }
  });

  it("migration 021's SQL gives every loan the replay's principal outstanding (each method, partial and reversed payments)", async () => {
    const migration = await readFile(new URL('../../server/analytics/migrations/021_loans_principal_outstanding.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE loans l'));
    const stored = await server.db.query<{ id: number; p: string }>('SELECT id, principal_outstanding::text AS p FROM loans ORDER BY id');
    await server.db.query('UPDATE loans SET principal_outstanding = 0');
    await server.db.exec(backfill);
    expect(await server.db.query<{ id: number; p: string }>('SELECT id, principal_outstanding::text AS p FROM loans ORDER BY id')).toEqual(stored);
    expect(stored.filter((row) => row.p !== '0').length).toBeGreaterThan(LOANS / 2);
  });

  it('holds every status, mostly active, many in arrears, ten-ish transfer payments a disbursed loan, some reversed with a reason', async () => {
    const byStatus = new Map((await server.db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM loans GROUP BY status')).map((r) => [r.status, r.n]));
    for (const status of LOAN_STATUSES) expect(byStatus.get(status) ?? 0).toBeGreaterThan(0);
    expect((byStatus.get('active') ?? 0) / LOANS).toBeGreaterThan(0.5);
    const arrears = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM loans WHERE status = 'active' AND next_due_date < $1::date - 5", [TODAY]))[0]!.n;
    expect(arrears / (byStatus.get('active') ?? 1)).toBeGreaterThan(0.2);
    const payments = (await server.db.query<{ method: string; cash: number; reversed: number; reasons: number; future: number }>(
      `SELECT min(method) AS method, count(session_id)::int AS cash, count(*) FILTER (WHERE status = 'reversed')::int AS reversed,
              count(*) FILTER (WHERE status = 'reversed' AND reversal_reason <> '')::int AS reasons, count(*) FILTER (WHERE business_date > $1::date)::int AS future
         FROM payments`,
      [TODAY],
    ))[0]!;
    expect(payments).toMatchObject({ method: 'transfer', cash: 0, future: 0 });
    expect(payments.reversed).toBeGreaterThan(0);
    expect(payments.reasons).toBe(payments.reversed);
    expect(counts.payments / LOANS).toBeGreaterThan(6);
  });

  it('lets later inserts continue after its explicit ids', async () => {
    const max = (await server.db.query<{ n: string }>('SELECT max(id)::text AS n FROM payments'))[0]!.n;
    const loan = (await server.db.query<{ id: number; officer_id: number }>("SELECT id, officer_id FROM loans WHERE status = 'active' ORDER BY id LIMIT 1"))[0]!;
    const added = await server.db.query<{ id: string }>(
      "INSERT INTO payments (kind, target_id, amount, method, business_date, received_by) VALUES ('loan', $1, 100, 'transfer', $2::date, $3) RETURNING id::text AS id",
      [loan.id, TODAY, loan.officer_id],
    );
    expect(BigInt(added[0]!.id)).toBeGreaterThan(BigInt(max));
  });
});
