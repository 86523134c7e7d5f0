/**
 * Loans for the payment server tests, made directly with SQL from `buildSchedule` (the loans
 * routes are another slice's: this branch has none), plus the cash sessions payments enter. A loan
 * is made 'active' (disbursed) as if the loans server had done it. Not a test file.
 */
import { buildSchedule, type LoanTerms } from '../../machines/loans/index.ts';
import type { SignedInStaff } from '../server/helpers.ts';

export const TERMS: LoanTerms = {
  principal: 1_000_000,
  rateMillionths: 20_000,
  ratePeriod: 'month',
  installments: 12,
  frequency: 'monthly',
  method: 'french',
  firstDueDate: '2026-12-24',
};

export function loansOf(env: SignedInStaff) {
  const db = () => env.server.db;
  let made = 0;

  async function userId(username: string): Promise<number> {
    return (await db().query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  }

  async function customer(): Promise<number> {
    made += 1;
    const rows = await db().query<{ id: number }>(
      "INSERT INTO customers (document_type, document_number, name) VALUES ('dni', $1, $2) RETURNING id",
      [`LP${Date.now() % 1_000_000}${made}`, `Cliente de pagos ${made}`],
    );
    return rows[0]!.id;
  }

  /** An active loan of `terms` in `officer`'s portfolio (submitted by them, approved by admin). */
  async function activeLoan(terms: Partial<LoanTerms> = {}, officer = 'cobrador', status = 'active'): Promise<number> {
    const full = { ...TERMS, ...terms };
    const schedule = buildSchedule(full);
    const officerId = await userId(officer);
    const approver = await userId(officer === 'admin' ? 'cajero' : 'admin');
    const rows = await db().query<{ id: number }>(
      `INSERT INTO loans (customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method,
                          first_due_date, installment_amount, total_interest, business_date, submitted_by, approved_by, approved_at,
                          disbursed_by, disbursed_at, disbursed_date, balance, next_due_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, '2026-11-24', $2, $13, now(), $13, now(), '2026-11-24', $14, $10::date)
       RETURNING id`,
      [
        await customer(),
        officerId,
        status,
        full.principal,
        full.rateMillionths,
        full.ratePeriod,
        full.installments,
        full.frequency,
        full.method,
        full.firstDueDate,
        schedule.installment,
        schedule.totalInterest,
        approver,
        schedule.totalPayable,
      ],
    );
    const id = rows[0]!.id;
    for (const row of schedule.rows) {
      await db().query('INSERT INTO loan_installments (loan_id, number, due_date, principal, interest) VALUES ($1, $2, $3::date, $4, $5)', [
        id,
        row.number,
        row.dueDate,
        row.principal,
        row.interest,
      ]);
    }
    return id;
  }

  async function loan(id: number): Promise<{ status: string; version: number; balance: number; paid_total: number; next_due_date: string | null; closed_at: unknown }> {
    const rows = await db().query<{ status: string; version: number; balance: string | number; paid_total: string | number; next_due_date: string | null; closed_at: unknown }>(
      "SELECT status, version, balance, paid_total, to_char(next_due_date, 'YYYY-MM-DD') AS next_due_date, closed_at FROM loans WHERE id = $1",
      [id],
    );
    const row = rows[0]!;
    return { ...row, balance: Number(row.balance), paid_total: Number(row.paid_total) };
  }

  /** The user's open session, opened on a box of its own (with `opening` in it) when they have none. */
  async function openSession(username: string, opening = 0): Promise<number> {
    const user = await userId(username);
    const open = await db().query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status = 'open'", [user]);
    if (open[0]) return open[0].id;
    const box = await db().query<{ id: number }>(
      'INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id',
      [`Pagos test box ${username} ${Date.now()}`],
    );
    const session = await db().query<{ id: number }>(
      `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount)
       VALUES ($1, 'open', '2026-11-24', $2, now(), $3) RETURNING id`,
      [box[0]!.id, user, opening],
    );
    return session[0]!.id;
  }

  async function closeSessionOf(username: string): Promise<void> {
    await db().query(
      "UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE opened_by = $1 AND status <> 'closed'",
      [await userId(username)],
    );
  }

  return { userId, customer, activeLoan, loan, openSession, closeSessionOf };
}
