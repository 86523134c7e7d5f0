/**
 * The writes of 'Préstamos', each inside the route's transaction (server/http/idempotency.ts: the
 * write, its audit entry and the stored answer commit together): a customer applies, and the
 * lifecycle's transitions (machines/loans/loan.lifecycle.ts, run by `nextLoanStatus`). Every
 * transition locks the loan row (`FOR UPDATE`), compares the version the user saw, then asks the
 * chart with the facts its guards need; the route refuses exactly what the chart refuses. A refusal
 * is returned, not thrown: the route answers it and the middleware rolls everything back. The
 * lock → version → chart → audit sequence is the records kit's (server/records/transition.ts).
 */
import type * as v from 'valibot';
import { buildSchedule, LOAN_LIMITS, loanAllows, nextLoanStatus, termsProblem, type ChargeWaiverInput, type LoanApplication, type LoanLifecycleEvent, type LoanStatus } from '../../machines/loans/index.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { AuditAction } from '../../machines/history/history.schema.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';
import { lockSessionOfUser, postMovement, sessionExpected } from '../cash/ledger.ts';
import { notAllowedRefusal, refuse as kitRefuse, type Outcome as KitOutcome, type Refusal as KitRefusal } from '../records/outcome.ts';
import { runTransition, transitionInputSchema, writeStep, type RecordActor } from '../records/transition.ts';
import { fourEyesOn } from '../locations/repository.ts';
import { recomputeProjection, standingOf, writeProjection } from './projection.ts';
import { findLoanRow, loanRecord, type LoanRow } from './repository.ts';

export const LOAN_ENTITY = 'loan';

/** The `code` of every refusal of Préstamos' writes (the app shows each one's own text). */
export const LOAN_REFUSALS = [
  'stale',
  'notAllowed',
  'ownApplication',
  'noOpenSession',
  'insufficientCash',
  'reasonRequired',
  'customerBlocked',
  'customerNotFound',
  // machines/loans termsProblem: terms whose schedule would not keep its shape.
  'tooSmall',
  'tooSteep',
  // A first due date before the business date: on an application, or on a loan approved so late
  // that disbursing it would start it in arrears (staff undo the approval and apply again).
  'firstDuePassed',
  // 'Condonar recargo' on an installment (or a loan) with no unpaid late charge.
  'nothingToWaive',
] as const;
export type LoanRefusalCode = (typeof LOAN_REFUSALS)[number];

export type Refusal = KitRefusal<LoanRefusalCode>;
export type Outcome<T> = KitOutcome<T, LoanRefusalCode>;
const refuse = (status: Refusal['status'], code: Refusal['code'], message: string) => kitRefuse<LoanRefusalCode>(status, code, message);

/** Who writes (the records kit's actor: which loans they may see, and so act on; others are 404). */
export type Actor = RecordActor;

/** `POST /prestamos/{id}/<transition>`: the version the user saw, and a reason where one is asked. */
export const LoanTransitionInputSchema = transitionInputSchema(LOAN_LIMITS.reason);
export type LoanTransitionInput = v.InferOutput<typeof LoanTransitionInputSchema>;

/** The transitions a route may ask for (payments are the loan payments' routes). */
export const LOAN_TRANSITIONS = {
  aprobacion: { event: 'APPROVE', action: 'approve', needsReason: false },
  rechazo: { event: 'REJECT', action: 'reject', needsReason: true },
  retiro: { event: 'WITHDRAW', action: 'withdraw', needsReason: true },
  deshacer_aprobacion: { event: 'UNDO_APPROVAL', action: 'undoApproval', needsReason: false },
  desembolso: { event: 'DISBURSE', action: 'disburse', needsReason: false },
  castigo: { event: 'WRITE_OFF', action: 'writeOff', needsReason: true },
  deshacer_castigo: { event: 'UNDO_WRITE_OFF', action: 'undoWriteOff', needsReason: false },
} as const satisfies Record<string, { event: LoanLifecycleEvent['type']; action: AuditAction; needsReason: boolean }>;
export type LoanTransitionPath = keyof typeof LOAN_TRANSITIONS;
export type LoanTransitionEvent = (typeof LOAN_TRANSITIONS)[LoanTransitionPath]['event'];

export async function applyForLoan(tx: Queryable, actor: Actor, input: LoanApplication): Promise<Outcome<number>> {
  // FOR SHARE: a customer blocked at this moment waits for this application, or it sees the block.
  const customer = (await tx.query<{ status: string }>('SELECT status FROM customers WHERE id = $1 FOR SHARE', [input.customerId]))[0];
  if (customer === undefined) return refuse(422, 'customerNotFound', `There is no customer ${input.customerId}`);
  if (customer.status === 'blocked') return refuse(422, 'customerBlocked', 'This customer is blocked and cannot apply for a loan');
  if (input.firstDueDate < actor.today) return refuse(422, 'firstDuePassed', 'The first due date is before the business date');
  const problem = termsProblem(input);
  if (problem === 'tooSmall') return refuse(422, 'tooSmall', 'The amount is too small for these installments and rate');
  if (problem === 'tooSteep') return refuse(422, 'tooSteep', 'The rate is too high for so many installments');
  const schedule = buildSchedule(input);
  // The loan keeps its location's late-charge rule as it is now (migration 031; docs/decisions.md).
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO loans (customer_id, officer_id, status, principal, rate_millionths, rate_period, installments, frequency, method, first_due_date,
                        note, installment_amount, total_interest, business_date, submitted_by, submitted_at,
                        late_charge_grace_days, late_charge_kind, late_charge_value, late_charge_every_days, late_charge_cap, payoff_interest)
     SELECT $1, $2, 'submitted', $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13::date, $2, $14,
            coalesce(loc.grace_days, 0), coalesce(loc.late_charge_kind, 'fixed'), coalesce(loc.late_charge_value, 0),
            coalesce(loc.late_charge_every_days, 0), loc.late_charge_cap, coalesce(loc.payoff_interest, 'days')
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT * FROM locations ORDER BY id LIMIT 1) loc ON true
     RETURNING id`,
    [
      input.customerId,
      actor.userId,
      input.principal,
      input.rateMillionths,
      input.ratePeriod,
      input.installments,
      input.frequency,
      input.method,
      input.firstDueDate,
      input.note.trim(),
      schedule.installment,
      schedule.totalInterest,
      actor.today,
      actor.now.toISOString(),
    ],
  );
  const id = Number(rows[0]?.id);
  await insertSchedule(tx, id, schedule.rows);
  await appendAudit(tx, { userId: actor.userId, entity: LOAN_ENTITY, entityId: id, action: 'apply', before: null, after: await loanRecord(tx, id, actor.today) });
  return { ok: true, value: id };
}

/** The agreed schedule, stored once (the table refuses any later change). One statement per 100 rows. */
export async function insertSchedule(tx: Queryable, loanId: number, rows: readonly { number: number; dueDate: string; principal: number; interest: number }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    const params: SqlParam[] = [loanId];
    const values = chunk.map((row) => {
      params.push(row.number, row.dueDate, row.principal, row.interest);
      const n = params.length;
      return `($1, $${n - 3}, $${n - 2}::date, $${n - 1}, $${n})`;
    });
    await tx.query(`INSERT INTO loan_installments (loan_id, number, due_date, principal, interest) VALUES ${values.join(', ')}`, params);
  }
}

const notAllowed = (status: LoanStatus) => notAllowedRefusal('loan', status);

interface Decision {
  next: LoanStatus;
  /** The disbursement's cash session (DISBURSE only). */
  sessionId: number | null;
  /** An approval or rejection taken while the location's four eyes were off (its audit entry says so). */
  fourEyesOff: boolean;
}

/**
 * Asks the chart. The event carries its facts: who acts (four eyes), the cash the actor's open
 * session holds (disbursement; the session locked FOR UPDATE so no other outflow spends the same
 * cash between this check and the movement). A refusal says why: the chart has no such
 * transition from this status (notAllowed), or one of its guards said no.
 */
async function decide(tx: Queryable, actor: Actor, loan: LoanRow, type: LoanTransitionEvent): Promise<Outcome<Decision>> {
  if (type === 'DISBURSE') {
    if (loan.first_due_date < actor.today) return refuse(409, 'firstDuePassed', 'The first installment is already due: disbursing now would start the loan in arrears');
    const session = await lockSessionOfUser(tx, actor.userId, 'update');
    const open = session !== null && session.status === 'open' ? session : null;
    const available = open === null ? null : await sessionExpected(tx, open);
    const next = nextLoanStatus(loan.status, loan.submitted_by, { type, amount: loan.principal, available });
    if (next !== null) return { ok: true, value: { next, sessionId: open?.id ?? null, fourEyesOff: false } };
    return open === null
      ? refuse(409, 'noOpenSession', 'Disbursing takes the cash out of your open cash session: open one first')
      : refuse(409, 'insufficientCash', `Your open cash session holds ${available ?? 0}, less than the principal ${loan.principal}`);
  }
  // Four eyes is the location's setting (docs/decisions.md, 'Four eyes'), read in this transaction.
  const deciding = type === 'APPROVE' || type === 'REJECT';
  const fourEyes = deciding ? await fourEyesOn(tx) : true;
  const event: LoanLifecycleEvent = deciding ? { type, userId: actor.userId, fourEyes } : { type };
  const next = nextLoanStatus(loan.status, loan.submitted_by, event);
  if (next !== null) return { ok: true, value: { next, sessionId: null, fourEyesOff: !fourEyes } };
  return type === 'APPROVE' || type === 'REJECT'
    ? refuse(422, 'ownApplication', 'The staff member who applied may not approve or reject their own application: someone else must')
    : notAllowed(loan.status);
}

interface Facts {
  user: number;
  now: string;
  reason: string | null;
  today: BusinessDate;
  movement: number | null;
}

/** The columns each transition sets besides the status and version (every parameter used: PostgreSQL types them by their column). */
const SETS: Readonly<Record<LoanTransitionEvent, (f: Facts) => Record<string, SqlParam>>> = {
  APPROVE: (f) => ({ approved_by: f.user, approved_at: f.now }),
  REJECT: (f) => ({ rejected_by: f.user, rejected_at: f.now, reason: f.reason }),
  WITHDRAW: (f) => ({ withdrawn_by: f.user, withdrawn_at: f.now, reason: f.reason }),
  // Back to the queue: the approval is forgotten (the audit log keeps it).
  UNDO_APPROVAL: () => ({ approved_by: null, approved_at: null }),
  DISBURSE: (f) => ({ disbursed_by: f.user, disbursed_at: f.now, disbursed_date: f.today, disbursement_movement_id: f.movement }),
  WRITE_OFF: (f) => ({ written_off_by: f.user, written_off_at: f.now, reason: f.reason }),
  UNDO_WRITE_OFF: () => ({ written_off_by: null, written_off_at: null, reason: null }),
};

/**
 * One transition of the loan `id` from `version`, run by the records kit (lock, version, chart,
 * audit). Disbursement posts a 'disbursement' movement out of the actor's open session and replays
 * the projection (balance, next due date); undoing a write-off replays it at today too. A
 * write-off leaves the balance as it is: what the customer owes is still owed, the loan just
 * leaves the active portfolio.
 */
export async function transitionLoan(tx: Queryable, actor: Actor, id: number, path: LoanTransitionPath, input: LoanTransitionInput): Promise<Outcome<LoanStatus>> {
  const { event, action, needsReason } = LOAN_TRANSITIONS[path];
  // A decision taken while the location's four eyes were off says so in its audit entry ('after').
  let fourEyesOff = false;
  return runTransition(tx, actor, id, input, {
    noun: 'loan',
    entity: LOAN_ENTITY,
    action,
    needsReason,
    lock: (q, loanId, portfolio) => findLoanRow(q, loanId, portfolio, true),
    allows: (status: LoanStatus) => loanAllows(status, event),
    snapshot: async (q, loanId, today) => {
      const record = await loanRecord(q, loanId, today);
      return record !== null && fourEyesOff ? { ...record, four_eyes: false } : record;
    },
    async apply(q, loan, reason): Promise<Outcome<LoanStatus>> {
      const decision = await decide(q, actor, loan, event);
      if (!decision.ok) return decision;
      fourEyesOff = decision.value.fourEyesOff;
      let movementId: number | null = null;
      if (event === 'DISBURSE' && decision.value.sessionId !== null) {
        movementId = await postMovement(q, {
          sessionId: decision.value.sessionId,
          direction: 'out',
          amount: loan.principal,
          type: 'disbursement',
          concept: `Desembolso del préstamo N° ${id}`,
          source: { kind: 'loan', id },
          userId: actor.userId,
          businessDate: actor.today,
        });
      }
      await writeStep(q, 'loans', id, decision.value.next, SETS[event]({ user: actor.userId, now: actor.now.toISOString(), reason, today: actor.today, movement: movementId }));
      if (event === 'DISBURSE' || event === 'UNDO_WRITE_OFF') await recomputeProjection(q, id, actor.today);
      return { ok: true, value: decision.value.next };
    },
  });
}

/**
 * 'Condonar recargo' (#32): waives the late charges of installment `number` (or of every installment
 * not paid off: null) of loan `id`, as facts dated today that the replay reads; what had paid them
 * pays interest and principal instead (docs/decisions.md)
 * (loan_charge_waivers); the chart hears what is left to pay (nothing left closes the loan). Runs
 * on the records kit like the transitions: row lock, version, chart, audit (action 'waiveCharge',
 * the reason in its entry).
 */
export async function waiveCharges(tx: Queryable, actor: Actor, id: number, input: ChargeWaiverInput): Promise<Outcome<LoanStatus>> {
  return runTransition(tx, actor, id, input, {
    noun: 'loan',
    entity: LOAN_ENTITY,
    action: 'waiveCharge',
    needsReason: true,
    lock: (q, loanId, portfolio) => findLoanRow(q, loanId, portfolio, true),
    allows: (status: LoanStatus) => loanAllows(status, 'CHARGE_WAIVED'),
    snapshot: (q, loanId, today) => loanRecord(q, loanId, today),
    async apply(q, loan, reason): Promise<Outcome<LoanStatus>> {
      const before = await standingOf(q, id, actor.today);
      const waived = before.rows
        .filter((row) => input.number === null || row.due.number === input.number)
        .filter((row) => row.outstanding > 0)
        .map((row) => ({ number: row.due.number, amount: row.due.charges }))
        .filter((row) => row.amount > 0);
      if (waived.length === 0) return refuse(422, 'nothingToWaive', input.number === null ? 'This loan has no unpaid late charge' : `Installment ${input.number} has no unpaid late charge`);
      for (const row of waived) {
        await q.query('INSERT INTO loan_charge_waivers (loan_id, number, business_date, amount, reason, created_by) VALUES ($1, $2, $3::date, $4, $5, $6)', [
          id,
          row.number,
          actor.today,
          row.amount,
          reason ?? '',
          actor.userId,
        ]);
      }
      const after = await standingOf(q, id, actor.today);
      const next = nextLoanStatus(loan.status, loan.submitted_by, { type: 'CHARGE_WAIVED', outstanding: after.outstanding - after.overpayment });
      if (next === null) return notAllowed(loan.status);
      await writeStep(q, 'loans', id, next, next === 'closed' ? { closed_at: actor.now.toISOString() } : {});
      await writeProjection(q, id, after, actor.today);
      return { ok: true, value: next };
    },
  });
}
