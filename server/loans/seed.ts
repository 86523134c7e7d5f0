/**
 * The demo business's loans (demo mode only, after the cash seed: server/db/seed.ts), inserted when
 * there are none: a loan in every state over the demo customers, dated from the business date so
 * the arrears stay what they say whatever day the demo starts.
 *
 * - The collector (Lucía Gómez) applied for most of them, so the administrator may approve her
 *   submitted one; the administrator applied for two (one waits for another approver: four eyes).
 * - The approved loan waits for the cashier to disburse it from his open session.
 * - Active loans: one current, three in arrears (about 15, 50 and 120 days: the buckets 1–30,
 *   31–60 and > 90) with partial payments; one closed (paid off), one overpaid, one written off.
 * - Past payments are `payments` rows (kind 'loan') with method 'transfer' (no cash movement: movements only
 *   enter open sessions) and past business dates; past disbursements have no movement either
 *   (`disbursement_movement_id` null: they predate the cash box's history).
 * Every projection comes from `recomputeProjection`. No audit entries: no staff member did this.
 */
import { buildSchedule, type LoanFrequency, type LoanMethod, type LoanStatus, type RatePeriod, type Schedule } from '../../machines/loans/index.ts';
import { addDays, type BusinessDate } from '../../machines/money/index.ts';
import type { Database, Queryable } from '../db/adapter.ts';
import { businessToday, type Clock } from '../clock.ts';
import { recomputeProjection } from './projection.ts';
import { insertSchedule } from './transitions.ts';

type Staff = 'admin' | 'cobrador' | 'cajero';

interface DemoPayment {
  /** Days from the business date (negative: in the past). */
  day: number;
  amount: (schedule: Schedule) => number;
}

export interface DemoLoan {
  /** The customer's document number (server/customers/seed.ts). */
  customer: string;
  officer: Staff;
  status: LoanStatus;
  principal: number;
  rateMillionths: number;
  ratePeriod: RatePeriod;
  installments: number;
  frequency: LoanFrequency;
  method: LoanMethod;
  /** The first due date, in days from the business date. */
  firstDue: number;
  payments?: readonly DemoPayment[];
  reason?: string;
  /** When it was written off, in days from the business date. */
  writtenOff?: number;
  note?: string;
}

/** The total of installments `from`..`to` (1-based, inclusive). */
const installmentsTotal = (from: number, to: number) => (s: Schedule) => s.rows.slice(from - 1, to).reduce((sum, row) => sum + row.total, 0);
/** Part of installment `n`, in hundredths (50: half of it). */
const partOf = (n: number, percent: number) => (s: Schedule) => Math.round(((s.rows[n - 1]?.total ?? 0) * percent) / 100);

export const DEMO_LOANS: readonly DemoLoan[] = [
  { customer: '30456789', officer: 'cobrador', status: 'submitted', principal: 50_000_00, rateMillionths: 50_000, ratePeriod: 'month', installments: 6, frequency: 'monthly', method: 'french', firstDue: 30, note: 'Capital de trabajo para el almacén' },
  { customer: '20-28456123-7', officer: 'admin', status: 'submitted', principal: 200_000_00, rateMillionths: 360_000, ratePeriod: 'year', installments: 12, frequency: 'monthly', method: 'equalPrincipal', firstDue: 35, note: 'Compra de mercadería' },
  { customer: '27891234', officer: 'cobrador', status: 'approved', principal: 30_000_00, rateMillionths: 40_000, ratePeriod: 'month', installments: 8, frequency: 'biweekly', method: 'french', firstDue: 14 },
  { customer: '40223457', officer: 'cobrador', status: 'rejected', principal: 90_000_00, rateMillionths: 50_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDue: 20, reason: 'Ingresos insuficientes para la cuota' },
  { customer: 'PE7781234', officer: 'admin', status: 'withdrawn', principal: 20_000_00, rateMillionths: 30_000, ratePeriod: 'month', installments: 4, frequency: 'monthly', method: 'flat', firstDue: 25, reason: 'La clienta desistió del préstamo' },
  {
    customer: '35112908', officer: 'cobrador', status: 'active', principal: 120_000_00, rateMillionths: 30_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDue: -50,
    payments: [{ day: -50, amount: installmentsTotal(1, 1) }, { day: -21, amount: installmentsTotal(2, 2) }],
  },
  {
    customer: '27-33098765-4', officer: 'cobrador', status: 'active', principal: 60_000_00, rateMillionths: 40_000, ratePeriod: 'month', installments: 6, frequency: 'monthly', method: 'french', firstDue: -75,
    payments: [{ day: -75, amount: installmentsTotal(1, 1) }, { day: -44, amount: installmentsTotal(2, 2) }, { day: -10, amount: partOf(3, 50) }],
  },
  {
    customer: 'CI-4587123', officer: 'cobrador', status: 'active', principal: 80_000_00, rateMillionths: 30_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'flat', firstDue: -110,
    payments: [{ day: -108, amount: installmentsTotal(1, 1) }, { day: -80, amount: installmentsTotal(2, 2) }, { day: -45, amount: partOf(3, 40) }],
  },
  {
    customer: '22345980', officer: 'cobrador', status: 'active', principal: 40_000_00, rateMillionths: 50_000, ratePeriod: 'month', installments: 8, frequency: 'monthly', method: 'french', firstDue: -150,
    payments: [{ day: -140, amount: installmentsTotal(1, 1) }, { day: -100, amount: partOf(2, 30) }],
  },
  {
    customer: '31678450', officer: 'cobrador', status: 'closed', principal: 15_000_00, rateMillionths: 20_000, ratePeriod: 'month', installments: 3, frequency: 'monthly', method: 'french', firstDue: -120,
    payments: [{ day: -120, amount: installmentsTotal(1, 1) }, { day: -92, amount: installmentsTotal(2, 2) }, { day: -60, amount: installmentsTotal(3, 3) }],
  },
  {
    customer: 'AAB123456', officer: 'cobrador', status: 'overpaid', principal: 10_000_00, rateMillionths: 0, ratePeriod: 'month', installments: 2, frequency: 'monthly', method: 'french', firstDue: -70,
    payments: [{ day: -70, amount: installmentsTotal(1, 1) }, { day: -40, amount: (s) => installmentsTotal(2, 2)(s) + 100_00 }],
  },
  {
    customer: '24567001', officer: 'cobrador', status: 'writtenOff', principal: 25_000_00, rateMillionths: 60_000, ratePeriod: 'month', installments: 6, frequency: 'monthly', method: 'french', firstDue: -240,
    payments: [{ day: -240, amount: installmentsTotal(1, 1) }], reason: 'Incobrable: sin contacto desde hace seis meses', writtenOff: -60,
  },
];

const at = (date: BusinessDate, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;
const DISBURSED: readonly LoanStatus[] = ['active', 'closed', 'overpaid', 'writtenOff'];
const DECIDED: readonly LoanStatus[] = ['approved', ...DISBURSED];

async function insertDemoLoan(tx: Queryable, loan: DemoLoan, staff: Readonly<Record<Staff, number>>, customerId: number, today: BusinessDate): Promise<number> {
  const firstDueDate = addDays(today, loan.firstDue);
  const schedule = buildSchedule({ ...loan, firstDueDate });
  // Applied a month (a fortnight for shorter terms) before the first due date, approved the next
  // day and disbursed the day after.
  const applied = addDays(firstDueDate, loan.frequency === 'monthly' ? -30 : -14);
  const officer = staff[loan.officer];
  const decided = addDays(applied, 1);
  const disbursed = addDays(applied, 2);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO loans (customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method, first_due_date,
                        note, installment_amount, total_interest, business_date, submitted_by, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14::date, $2, $15) RETURNING id`,
    [customerId, officer, loan.status, loan.principal, loan.rateMillionths, loan.ratePeriod, loan.installments, loan.frequency, loan.method, firstDueDate,
      loan.note ?? '', schedule.installment, schedule.totalInterest, applied, at(applied, 13)],
  );
  const id = Number(rows[0]?.id);
  await insertSchedule(tx, id, schedule.rows);
  if (DECIDED.includes(loan.status)) await tx.query('UPDATE loans SET approved_by = $2, approved_at = $3 WHERE id = $1', [id, staff.admin, at(decided, 14)]);
  if (loan.status === 'rejected') await tx.query('UPDATE loans SET rejected_by = $2, rejected_at = $3, reason = $4 WHERE id = $1', [id, staff.admin, at(decided, 14), loan.reason ?? '']);
  if (loan.status === 'withdrawn') await tx.query('UPDATE loans SET withdrawn_by = $2, withdrawn_at = $3, reason = $4 WHERE id = $1', [id, officer, at(decided, 15), loan.reason ?? '']);
  if (!DISBURSED.includes(loan.status)) return id;
  await tx.query('UPDATE loans SET disbursed_by = $2, disbursed_at = $3, disbursed_date = $4::date WHERE id = $1', [id, staff.cajero, at(disbursed, 12), disbursed]);
  let last: BusinessDate | null = null;
  for (const payment of loan.payments ?? []) {
    const date = addDays(today, payment.day);
    // A transfer carries its operation number ('Referencia'), as the API asks of one.
    await tx.query("INSERT INTO payments (kind, target_id, amount, method, business_date, received_by, created_at, reference) VALUES ('loan', $1, $2, 'transfer', $3::date, $4, $5, $6)", [
      id,
      payment.amount(schedule),
      date,
      officer,
      at(date, 16),
      `TRF-P${id}-${date.replaceAll('-', '')}`,
    ]);
    last = date;
  }
  if ((loan.status === 'closed' || loan.status === 'overpaid') && last !== null) await tx.query('UPDATE loans SET closed_at = $2 WHERE id = $1', [id, at(last, 16)]);
  if (loan.status === 'writtenOff') {
    await tx.query('UPDATE loans SET written_off_by = $2, written_off_at = $3, reason = $4 WHERE id = $1', [id, staff.admin, at(addDays(today, loan.writtenOff ?? 0), 17), loan.reason ?? '']);
  }
  await recomputeProjection(tx, id, today);
  return id;
}

/** Inserts the demo loans when there are none (and the demo staff and customers exist); returns whether it did. */
export async function seedDemoLoansIfEmpty(db: Database, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE loans IN EXCLUSIVE MODE');
    if (((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM loans'))[0]?.n ?? 0) > 0) return false;
    const users = await tx.query<{ id: number; username: string }>("SELECT id, username FROM users WHERE username IN ('admin', 'cobrador', 'cajero')");
    const idOf = (name: Staff) => users.find((u) => u.username === name)?.id;
    const admin = idOf('admin');
    const cobrador = idOf('cobrador');
    const cajero = idOf('cajero');
    if (admin === undefined || cobrador === undefined || cajero === undefined) return false;
    const today = await businessToday(clock, async () => (await tx.query<{ time_zone: string }>('SELECT time_zone FROM locations ORDER BY id LIMIT 1'))[0]?.time_zone ?? null);
    const customers = await tx.query<{ id: number; document_number: string }>('SELECT id, document_number FROM customers');
    let inserted = 0;
    for (const loan of DEMO_LOANS) {
      const customer = customers.find((c) => c.document_number === loan.customer);
      if (customer === undefined) continue;
      await insertDemoLoan(tx, loan, { admin, cobrador, cajero }, customer.id, today);
      inserted += 1;
    }
    return inserted > 0;
  });
}
