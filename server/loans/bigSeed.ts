/**
 * A large loan portfolio for benchmarks (`npm run seed:big`, `npm run bench`): `count` loans over
 * the big customers (server/customers/bigSeed.ts; any active customer when there are none), in
 * every status — mostly active, many of them in arrears —, their schedules from `buildSchedule`
 * (the function the API stores), about ten 'transfer' payments per disbursed loan (no cash session
 * needed; a few duplicates reversed with a reason), and each loan's projection (balance, paid_total,
 * next_due_date) computed with the pure `receivableStanding`, exactly what server/loans/projection.ts
 * `recomputeProjection` writes, inserted in bulk (json_to_recordset) instead of one replay each.
 *
 * Deterministic for a given `today` and existing data (a seeded generator per loan). Officers are
 * `bench-cobrador-1…8` (role Cobrador, created once); the administrator approves, so four eyes hold.
 */
import { termsProblem, type LoanFrequency, type LoanMethod, type LoanStatus, type LoanTerms } from '../../machines/loans/loan.schema.ts';
import { buildSchedule, dueDateOf, type Schedule } from '../../machines/loans/schedule.ts';
import { receivableStanding } from '../../machines/receivables/standing.ts';
import type { InstallmentDue, PaymentFact } from '../../machines/receivables/allocation.ts';
import { civilAddDays, civilOf, civilText } from '../../machines/money/civilDate.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Database, Queryable } from '../db/adapter.ts';

export const BIG_OFFICERS = 8;
/** Loans inserted per transaction (their installments and payments with them). */
const BATCH = 1_000;

/** mulberry32: a small seeded generator, so loan n always gets the same terms and payments. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Cumulative weights → a pick. */
function pick<T>(random: () => number, weighted: ReadonlyArray<readonly [T, number]>): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let x = random() * total;
  for (const [value, weight] of weighted) {
    x -= weight;
    if (x < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/** businessDate.ts addDays in integers (civilDate.ts): a quarter of a million calls here. */
const addDays = (date: BusinessDate, days: number): BusinessDate => civilText(civilAddDays(civilOf(date), days));

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Mostly active; closed, written off and the application states around them. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [LoanStatus, number]> = [
  ['active', 62], ['closed', 14], ['overpaid', 2], ['writtenOff', 6], ['submitted', 6], ['approved', 3], ['rejected', 4], ['withdrawn', 3],
];
const METHOD_WEIGHTS: ReadonlyArray<readonly [LoanMethod, number]> = [['french', 60], ['equalPrincipal', 20], ['flat', 20]];
const FREQUENCY_WEIGHTS: ReadonlyArray<readonly [LoanFrequency, number]> = [['monthly', 40], ['weekly', 30], ['biweekly', 15], ['daily', 15]];
const INSTALLMENTS: Readonly<Record<LoanFrequency, readonly [number, number]>> = { monthly: [6, 18], weekly: [8, 30], biweekly: [6, 20], daily: [15, 30] };

export interface BigLoan {
  id: number;
  customerId: number;
  officerId: number;
  status: LoanStatus;
  terms: LoanTerms;
  schedule: Schedule;
  submittedOn: BusinessDate;
  disbursedOn: BusinessDate | null;
  payments: Array<PaymentFact & { reason: string | null }>;
  reason: string | null;
  /** The projection recomputeProjection writes (0 / null before disbursement). */
  balance: number;
  principalOutstanding: number;
  paidTotal: number;
  nextDueDate: BusinessDate | null;
}

const DISBURSED: ReadonlySet<LoanStatus> = new Set(['active', 'closed', 'overpaid', 'writtenOff']);

/** Terms the API accepts (termsProblem null), at 3–12 % a month. */
function termsOf(random: () => number, firstDueDate: (frequency: LoanFrequency) => BusinessDate): LoanTerms {
  for (;;) {
    const frequency = pick(random, FREQUENCY_WEIGHTS);
    const [min, max] = INSTALLMENTS[frequency];
    const terms: LoanTerms = {
      principal: int(random, 50, 5_000) * 1_000,
      rateMillionths: int(random, 30, 120) * 1_000,
      ratePeriod: 'month',
      installments: int(random, min, max),
      frequency,
      method: pick(random, METHOD_WEIGHTS),
      firstDueDate: firstDueDate(frequency),
    };
    if (termsProblem(terms) === null) return terms;
  }
}

/**
 * One loan and its payments, consistent with its status: an active loan owes something (in
 * arrears when it stopped paying), closed owes nothing, overpaid paid beyond, written off stopped
 * long ago. Payments are never after `today`; reversed ones are duplicates, so the replay is the
 * same with or without them, as the status needs.
 */
export function generateLoan(id: number, customerId: number, officerId: number, today: BusinessDate, nextPaymentId: () => number): BigLoan {
  const random = generator(id * 2_654_435_761);
  const status = pick(random, STATUS_WEIGHTS);
  const disbursed = DISBURSED.has(status);
  // Applications are recent; disbursed loans started up to two years ago (closed ones long enough
  // ago to be paid off, written-off ones at least a year ago).
  const ageDays = !disbursed ? int(random, 0, 20) : status === 'closed' || status === 'overpaid' ? int(random, 420, 730) : status === 'writtenOff' ? int(random, 400, 730) : int(random, 10, 600);
  const startedOn = addDays(today, -ageDays);
  const terms = termsOf(random, (frequency) => dueDateOf(startedOn, frequency, 1));
  const schedule = buildSchedule(terms);
  const payments: BigLoan['payments'] = [];
  const pay = (businessDate: BusinessDate, amount: number) => {
    const date = businessDate > today ? today : businessDate;
    payments.push({ id: nextPaymentId(), businessDate: date, amount, reversed: false, reason: null });
    // About one payment in 40 was posted twice by mistake, and the copy reversed.
    if (random() < 0.025) payments.push({ id: nextPaymentId(), businessDate: date, amount, reversed: true, reason: 'Cargado dos veces' });
  };
  if (disbursed) {
    const rows = schedule.rows;
    const dueByToday = rows.filter((row) => row.dueDate <= today).length;
    // How many installments it paid: all (closed, overpaid); an active loan in arrears (40 %) stopped
    // 1–6 installments before today; a written-off one paid a few and stopped.
    let paidRows: number;
    if (status === 'closed' || status === 'overpaid') paidRows = rows.length;
    else if (status === 'writtenOff') paidRows = Math.min(int(random, 0, 4), Math.max(dueByToday - 4, 0));
    // An active loan always owes something: at most all rows but the last.
    else paidRows = Math.min(random() < 0.4 ? Math.max(dueByToday - int(random, 1, 6), 0) : dueByToday, rows.length - 1);
    const late = random() < 0.3 ? int(random, 1, 9) : 0;
    for (const row of rows.slice(0, paidRows)) {
      const on = addDays(row.dueDate, late - int(random, 0, 3));
      // Some pay an installment in two parts.
      if (random() < 0.15 && row.total > 1) {
        const first = Math.floor(row.total / 2);
        pay(addDays(on, -2), first);
        pay(on, row.total - first);
      } else pay(on, row.total);
    }
    // An active loan that is up to date may have paid part of the next installment.
    const next = rows[paidRows];
    if (status === 'active' && next && next.total >= 3 && paidRows === dueByToday && random() < 0.3) pay(addDays(today, -int(random, 0, 5)), Math.floor(next.total / 3));
    if (status === 'overpaid') pay(today, int(random, 1, 500) * 100);
  }
  const dues: InstallmentDue[] = schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));
  const standing = disbursed ? receivableStanding(dues, payments, today) : null;
  if (standing) {
    const left = standing.outstanding - standing.overpayment;
    const consistent = status === 'closed' ? left === 0 : status === 'overpaid' ? left < 0 : left > 0;
    if (!consistent) throw new Error(`big seed: loan ${id} (${status}) would owe ${left}`);
  }
  return {
    id,
    customerId,
    officerId,
    status,
    terms,
    schedule,
    submittedOn: addDays(startedOn, -int(random, 1, 5)),
    disbursedOn: disbursed ? startedOn : null,
    payments,
    reason: status === 'rejected' ? 'Ingresos insuficientes' : status === 'withdrawn' ? 'El cliente desistió' : status === 'writtenOff' ? 'Incobrable: sin pagos hace más de 90 días' : null,
    balance: standing?.outstanding ?? 0,
    principalOutstanding: standing?.principalOutstanding ?? 0,
    paidTotal: standing?.paid ?? 0,
    nextDueDate: standing?.nextDueDate ?? null,
  };
}

/** The bench's officers (created once; a second run reuses them) and the approver. */
async function people(db: Database): Promise<{ officers: number[]; approver: number }> {
  const officers: number[] = [];
  for (let i = 1; i <= BIG_OFFICERS; i++) {
    const username = `bench-cobrador-${i}`;
    await db.query("INSERT INTO users (username, password_hash, name, id_rol) VALUES ($1, 'x', $2, 3) ON CONFLICT (username) DO NOTHING", [username, `Cobrador de prueba ${i}`]);
    officers.push((await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id);
  }
  const approver = (await db.query<{ id: number }>("SELECT id FROM users WHERE id_rol = 1 AND username NOT LIKE 'bench-%' ORDER BY id LIMIT 1"))[0]?.id;
  if (approver === undefined) throw new Error('big seed: no administrator to approve the loans');
  return { officers, approver };
}

const at = (date: BusinessDate, time: string) => `${date} ${time}+00`;

async function insertBatch(tx: Queryable, loans: BigLoan[], approver: number): Promise<void> {
  const loanRows = loans.map((l) => {
    const approved = l.status !== 'submitted' && l.status !== 'rejected' && l.status !== 'withdrawn';
    const disbursed = l.disbursedOn !== null;
    const lastPayment = l.payments.filter((p) => !p.reversed).at(-1)?.businessDate ?? l.disbursedOn;
    return {
      id: l.id, customer_id: l.customerId, officer_id: l.officerId, status: l.status, principal: l.terms.principal, rate_millionths: l.terms.rateMillionths,
      rate_period: l.terms.ratePeriod, installments: l.terms.installments, frequency: l.terms.frequency, method: l.terms.method, first_due_date: l.terms.firstDueDate,
      installment_amount: l.schedule.installment, total_interest: l.schedule.totalInterest, business_date: l.submittedOn,
      submitted_by: l.officerId, submitted_at: at(l.submittedOn, '10:00'),
      approved_by: approved ? approver : null, approved_at: approved ? at(l.submittedOn, '16:00') : null,
      rejected_by: l.status === 'rejected' ? approver : null, rejected_at: l.status === 'rejected' ? at(l.submittedOn, '16:00') : null,
      withdrawn_by: l.status === 'withdrawn' ? l.officerId : null, withdrawn_at: l.status === 'withdrawn' ? at(l.submittedOn, '17:00') : null,
      disbursed_by: disbursed ? approver : null, disbursed_at: disbursed ? at(l.disbursedOn!, '11:00') : null, disbursed_date: l.disbursedOn,
      closed_at: l.status === 'closed' || l.status === 'overpaid' ? at(lastPayment!, '18:00') : null,
      written_off_by: l.status === 'writtenOff' ? approver : null, written_off_at: l.status === 'writtenOff' ? at(addDays(lastPayment!, 120), '12:00') : null,
      reason: l.reason, balance: l.balance, principal_outstanding: l.principalOutstanding, paid_total: l.paidTotal, next_due_date: l.nextDueDate,
    };
  });
  await tx.query(
    `INSERT INTO loans (id, customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method, first_due_date,
                        installment_amount, total_interest, business_date, submitted_by, submitted_at, approved_by, approved_at, rejected_by, rejected_at,
                        withdrawn_by, withdrawn_at, disbursed_by, disbursed_at, disbursed_date, closed_at, written_off_by, written_off_at, reason,
                        balance, principal_outstanding, paid_total, next_due_date)
     SELECT id, customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method, first_due_date,
            installment_amount, total_interest, business_date, submitted_by, submitted_at, approved_by, approved_at, rejected_by, rejected_at,
            withdrawn_by, withdrawn_at, disbursed_by, disbursed_at, disbursed_date, closed_at, written_off_by, written_off_at, reason,
            balance, principal_outstanding, paid_total, next_due_date
       FROM json_to_recordset($1::json) AS x(id int, customer_id int, officer_id int, status text, principal bigint, rate_millionths int, rate_period text,
            installments int, frequency text, method text, first_due_date date, installment_amount bigint, total_interest bigint, business_date date,
            submitted_by int, submitted_at timestamptz, approved_by int, approved_at timestamptz, rejected_by int, rejected_at timestamptz,
            withdrawn_by int, withdrawn_at timestamptz, disbursed_by int, disbursed_at timestamptz, disbursed_date date, closed_at timestamptz,
            written_off_by int, written_off_at timestamptz, reason text, balance bigint, principal_outstanding bigint, paid_total bigint, next_due_date date)`,
    [JSON.stringify(loanRows)],
  );
  const installments = loans.flatMap((l) => l.schedule.rows.map((r) => ({ loan_id: l.id, number: r.number, due_date: r.dueDate, principal: r.principal, interest: r.interest })));
  await tx.query(
    `INSERT INTO loan_installments (loan_id, number, due_date, principal, interest)
     SELECT loan_id, number, due_date, principal, interest
       FROM json_to_recordset($1::json) AS x(loan_id int, number int, due_date date, principal bigint, interest bigint)`,
    [JSON.stringify(installments)],
  );
  const payments = loans.flatMap((l) =>
    l.payments.map((p) => ({
      id: p.id, loan_id: l.id, amount: p.amount, business_date: p.businessDate, received_by: l.officerId, created_at: at(p.businessDate, '12:00'),
      status: p.reversed ? 'reversed' : 'posted', reversed_by: p.reversed ? approver : null, reversed_at: p.reversed ? at(p.businessDate, '15:00') : null, reversal_reason: p.reason,
    })),
  );
  if (payments.length > 0) {
    // Explicit ids (the replay orders a day's payments by id, and the projection was computed with these).
    await tx.query(
      `INSERT INTO payments (id, kind, target_id, amount, method, business_date, received_by, created_at, status, reversed_by, reversed_at, reversal_reason)
       OVERRIDING SYSTEM VALUE
       SELECT id, 'loan', loan_id, amount, 'transfer', business_date, received_by, created_at, status, reversed_by, reversed_at, reversal_reason
         FROM json_to_recordset($1::json) AS x(id bigint, loan_id int, amount bigint, business_date date, received_by int, created_at timestamptz,
              status text, reversed_by int, reversed_at timestamptz, reversal_reason text)`,
      [JSON.stringify(payments)],
    );
  }
}

/**
 * Adds `count` loans after the existing ones, at business date `today`; returns how many loans and
 * loan payments the tables then hold.
 */
export async function seedBigLoans(db: Database, count: number, today: BusinessDate): Promise<{ loans: number; payments: number }> {
  const { officers, approver } = await people(db);
  let customers = (await db.query<{ id: number }>("SELECT id FROM customers WHERE status = 'active' AND document_type = 'other' AND document_number LIKE 'B%' ORDER BY id")).map((c) => c.id);
  if (customers.length === 0) customers = (await db.query<{ id: number }>("SELECT id FROM customers WHERE status = 'active' ORDER BY id")).map((c) => c.id);
  if (customers.length === 0) throw new Error('big seed: no active customer to lend to (seed the big customers first)');
  const firstId = ((await db.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM loans'))[0]?.n ?? 0) + 1;
  let nextPayment = Number((await db.query<{ n: string | number }>('SELECT coalesce(max(id), 0) AS n FROM payments'))[0]?.n ?? 0);
  const nextPaymentId = () => ++nextPayment;
  for (let start = 0; start < count; start += BATCH) {
    const loans: BigLoan[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const id = firstId + i;
      loans.push(generateLoan(id, customers[(id * 7_919) % customers.length]!, officers[id % officers.length]!, today, nextPaymentId));
    }
    await db.transaction((tx) => insertBatch(tx, loans, approver));
  }
  // Later inserts (the API) continue after the explicit ids.
  await db.query("SELECT setval(pg_get_serial_sequence('loans', 'id'), (SELECT max(id) FROM loans))");
  if (nextPayment > 0) await db.query("SELECT setval(pg_get_serial_sequence('payments', 'id'), (SELECT max(id) FROM payments))");
  for (const table of ['loans', 'loan_installments', 'payments']) await db.exec(`VACUUM ANALYZE ${table}`);
  const [loans, payments] = await Promise.all([
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM loans'),
    db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE kind = 'loan'"),
  ]);
  return { loans: loans[0]?.n ?? 0, payments: payments[0]?.n ?? 0 };
}

