/**
 * The ledger and projection checks `npm run check-data` prints and the tests assert (issue #37): a
 * database, live or restored, that passes them has the figures the server would write itself.
 * Read-only; the same SQL on PGlite and PostgreSQL.
 */
import type { Queryable } from '../db/adapter.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import { MAX_AMOUNT_MINOR } from '../../machines/money/bounds.ts';
import { standingOf } from '../loans/projection.ts';
import { debtStanding } from '../debts/repository.ts';
import { dateText } from '../records/facts.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  /** What was checked (how many rows), or what failed. */
  detail: string;
}

/** The append-only ledgers: a trigger refuses UPDATE/DELETE on each (migrations 005, 010, 017, 018, 019, 026, 029, 034). */
export const APPEND_ONLY_TRIGGERS = [
  ['audit_log', 'audit_log_no_rewrite'],
  ['cash_movements', 'cash_movements_no_rewrite'],
  ['loan_installments', 'loan_installments_no_rewrite'],
  ['payments', 'payments_no_rewrite'],
  ['debt_installments', 'debt_installments_no_rewrite'],
  ['credit_refunds', 'credit_refunds_no_rewrite'],
  ['payment_receipts', 'payment_receipts_no_rewrite'],
  ['loan_schedule_versions', 'loan_schedule_versions_no_rewrite'],
] as const;

/** Money columns that may never pass the 10^12 bound (machines/money MAX_MINOR). */
const BOUNDED_AMOUNTS = [
  ['payments', 'amount'],
  ['cash_movements', 'amount'],
  ['cash_sessions', 'opening_amount'],
  ['loans', 'principal'],
  ['loans', 'balance'],
] as const;

const n = (value: string | number | bigint | null): number => Number(value ?? 0);

async function appendOnly(db: Queryable): Promise<CheckResult> {
  const rows = await db.query<{ tgname: string }>('SELECT tgname FROM pg_trigger WHERE NOT tgisinternal');
  const present = new Set(rows.map((r) => r.tgname));
  const missing = APPEND_ONLY_TRIGGERS.filter(([, trigger]) => !present.has(trigger)).map(([table, trigger]) => `${table}.${trigger}`);
  return {
    name: 'append-only triggers',
    ok: missing.length === 0,
    detail: missing.length === 0 ? `${APPEND_ONLY_TRIGGERS.length} ledgers refuse UPDATE/DELETE` : `missing: ${missing.join(', ')}`,
  };
}

async function boundedAmounts(db: Queryable): Promise<CheckResult> {
  const over: string[] = [];
  for (const [table, column] of BOUNDED_AMOUNTS) {
    const rows = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE abs(${column}) > $1`, [MAX_AMOUNT_MINOR]);
    if (n(rows[0]?.n ?? 0) > 0) over.push(`${table}.${column}: ${rows[0]!.n}`);
  }
  return {
    name: 'amounts within 10^12',
    ok: over.length === 0,
    detail: over.length === 0 ? `${BOUNDED_AMOUNTS.length} money columns` : `past the bound: ${over.join(', ')}`,
  };
}

/**
 * Every session's cash is opening + Σ in − Σ out and never below zero; a session waiting for
 * approval ('closing') stored exactly that as its expected cash; a closed one's over/short
 * movement made the book equal the count (server/cashbox/sessions.ts closeSession).
 */
async function sessionsExpected(db: Queryable): Promise<CheckResult> {
  const rows = await db.query<{ id: number; status: string; opening_amount: string; expected_amount: string | null; counted_amount: string | null; net: string }>(
    `SELECT s.id, s.status, s.opening_amount, s.expected_amount, s.counted_amount,
            COALESCE(SUM(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END), 0) AS net
       FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id
      GROUP BY s.id ORDER BY s.id`,
  );
  const wrong = rows.filter((r) => {
    const book = n(r.opening_amount) + n(r.net);
    if (book < 0) return true;
    if (r.status === 'closing') return n(r.expected_amount) !== book;
    if (r.status === 'closed') return n(r.counted_amount) !== book;
    return false;
  });
  return {
    name: 'cash sessions: opening + Σ in − Σ out = expected (closing) = counted (closed), never below zero',
    ok: wrong.length === 0,
    detail: wrong.length === 0 ? `${rows.length} session(s)` : `sessions ${wrong.map((r) => r.id).join(', ')}`,
  };
}

/**
 * Every loan's stored projection (balance, Σ paid, next due date) equals the replay of its facts at
 * the date it was projected at (migration 031: late charges make a loan's balance a function of the
 * date; a loan without a rule reads the same at any date).
 */
async function loanProjections(db: Queryable, today: BusinessDate): Promise<CheckResult> {
  const loans = await db.query<{ id: number; balance: string; paid_total: string; next_due_date: Date | string | null; projected_on: Date | string | null }>(
    "SELECT id, balance, paid_total, next_due_date, projected_on FROM loans WHERE disbursed_at IS NOT NULL ORDER BY id",
  );
  const wrong: string[] = [];
  for (const loan of loans) {
    const standing = await standingOf(db, loan.id, loan.projected_on === null ? today : dateText(loan.projected_on));
    const stored = loan.next_due_date === null ? null : dateText(loan.next_due_date);
    if (n(loan.balance) !== standing.outstanding || n(loan.paid_total) !== standing.paid || stored !== standing.nextDueDate) {
      wrong.push(`loan ${loan.id}: stored ${loan.balance}/${loan.paid_total}, replay ${standing.outstanding}/${standing.paid}`);
    }
  }
  return {
    name: 'loans: stored balance = replay of the payments',
    ok: wrong.length === 0,
    detail: wrong.length === 0 ? `${loans.length} loan(s)` : wrong.join('; '),
  };
}

/**
 * Every debt's and fee's stored projection equals the replay of its installments and payments; a
 * cancelled one owes nothing and has no next due date (server/debts/transitions.ts CANCEL).
 */
async function debtProjections(db: Queryable, today: BusinessDate): Promise<CheckResult> {
  const debts = await db.query<{ id: number; kind: 'debt' | 'fee'; status: string; balance: string; paid_total: string; next_due_date: Date | string | null }>(
    'SELECT id, kind, status, balance, paid_total, next_due_date FROM debts ORDER BY id',
  );
  const wrong: string[] = [];
  for (const debt of debts) {
    const standing = await debtStanding(db, debt.kind, debt.id, today);
    const cancelled = debt.status === 'cancelled';
    const balance = cancelled ? 0 : standing.outstanding;
    const stored = debt.next_due_date === null ? null : dateText(debt.next_due_date);
    if (n(debt.balance) !== balance || n(debt.paid_total) !== standing.paid || stored !== (cancelled ? null : standing.nextDueDate)) {
      wrong.push(`${debt.kind} ${debt.id}: stored ${debt.balance}/${debt.paid_total}, replay ${balance}/${standing.paid}`);
    }
  }
  return {
    name: 'debts and fees: stored balance = replay of the payments',
    ok: wrong.length === 0,
    detail: wrong.length === 0 ? `${debts.length} debt(s) and fee(s)` : wrong.join('; '),
  };
}

export async function runDataChecks(db: Queryable, today: BusinessDate): Promise<CheckResult[]> {
  return [await appendOnly(db), await boundedAmounts(db), await sessionsExpected(db), await loanProjections(db, today), await debtProjections(db, today)];
}

/** One line per check, for the command line. */
export const formatChecks = (results: readonly CheckResult[]): string =>
  results.map((r) => `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.detail}`).join('\n');
