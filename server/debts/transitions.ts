/**
 * The writes of Deudas and Honorarios, each inside the route's transaction (the write, its audit
 * entry and the stored idempotent answer commit together): creating a debt or a fee (also a
 * collector's debt from a disputed delivery, server/deliveries) and the lifecycle's transitions
 * (machines/debts/debt.lifecycle.ts, run by `nextDebtStatus`). A transition locks the row
 * (`FOR UPDATE`), compares the version the user saw, then asks the chart; the route refuses exactly
 * what the chart refuses. A refusal is returned, not thrown.
 */
import type * as v from 'valibot';
import { DEBT_LIMITS, debtAllows, debtDues, debtSharesOwe, nextDebtStatus, type DebtCreate, type DebtFrequency, type DebtKind, type DebtLifecycleEvent, type DebtStatus } from '../../machines/debts/index.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { AuditAction } from '../../machines/history/history.schema.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';
import { refuse as kitRefuse, type Outcome as KitOutcome, type Refusal as KitRefusal } from '../records/outcome.ts';
import { runTransition, transitionInputSchema, writeStep, type RecordActor } from '../records/transition.ts';
import { debtRecord, debtStanding, findDebtRow, writeDebtProjection } from './repository.ts';

/** The audit entity of each kind ('Historial' of /deudas/{id} and /honorarios/{id}). */
export const DEBT_ENTITY: Readonly<Record<DebtKind, 'debt' | 'fee'>> = { debt: 'debt', fee: 'fee' };

export const DEBT_REFUSALS = ['stale', 'notAllowed', 'somethingPaid', 'reasonRequired', 'customerBlocked', 'customerNotFound', 'firstDuePassed', 'feeInstallments', 'installmentsTooSmall'] as const;
export type DebtRefusalCode = (typeof DEBT_REFUSALS)[number];

export type Refusal = KitRefusal<DebtRefusalCode>;
export type Outcome<T> = KitOutcome<T, DebtRefusalCode>;
const refuse = (status: Refusal['status'], code: Refusal['code'], message: string) => kitRefuse<DebtRefusalCode>(status, code, message);

export type Actor = RecordActor;

export const DebtTransitionInputSchema = transitionInputSchema(DEBT_LIMITS.reason);
export type DebtTransitionInput = v.InferOutput<typeof DebtTransitionInputSchema>;

/** The transitions a route may ask for (payments are the payments slice's routes). */
export const DEBT_TRANSITIONS = {
  cancelacion: { event: 'CANCEL', action: 'cancel', needsReason: true },
  castigo: { event: 'WRITE_OFF', action: 'writeOff', needsReason: true },
  deshacer_castigo: { event: 'UNDO_WRITE_OFF', action: 'undoWriteOff', needsReason: false },
} as const satisfies Record<string, { event: DebtLifecycleEvent['type']; action: AuditAction; needsReason: boolean }>;
export type DebtTransitionPath = keyof typeof DEBT_TRANSITIONS;
type DebtTransitionEvent = (typeof DEBT_TRANSITIONS)[DebtTransitionPath]['event'];

/** Who owes a new debt: a customer (the routes), or a staff member (a delivery's shortfall). */
export type Debtor = { customerId: number } | { userId: number; deliveryId: number };

export interface NewDebt {
  kind: DebtKind;
  debtor: Debtor;
  concept: string;
  amount: number;
  installments: number;
  frequency: DebtFrequency;
  firstDueDate: BusinessDate;
  note: string;
}

/** Inserts the debt, its dues and its audit entry; the debtor already checked. */
export async function insertDebt(tx: Queryable, actor: Pick<Actor, 'userId' | 'today' | 'now'>, debt: NewDebt): Promise<number> {
  const dues = debtDues(debt);
  const customerId = 'customerId' in debt.debtor ? debt.debtor.customerId : null;
  const debtorUserId = 'userId' in debt.debtor ? debt.debtor.userId : null;
  const deliveryId = 'deliveryId' in debt.debtor ? debt.debtor.deliveryId : null;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO debts (kind, customer_id, debtor_user_id, delivery_id, officer_id, concept, amount, installments, frequency, first_due_date, note,
                        business_date, created_by, created_at, balance, next_due_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12::date, $5, $13, $7, $10::date) RETURNING id`,
    [debt.kind, customerId, debtorUserId, deliveryId, actor.userId, debt.concept.trim(), debt.amount, debt.installments, debt.frequency, debt.firstDueDate,
      debt.note.trim(), actor.today, actor.now.toISOString()],
  );
  const id = Number(rows[0]?.id);
  const params: SqlParam[] = [id];
  const values = dues.map((due) => {
    params.push(due.number, due.dueDate, due.amount);
    const n = params.length;
    return `($1, $${n - 2}, $${n - 1}::date, $${n})`;
  });
  await tx.query(`INSERT INTO debt_installments (debt_id, number, due_date, amount) VALUES ${values.join(', ')}`, params);
  await appendAudit(tx, { userId: actor.userId, entity: DEBT_ENTITY[debt.kind], entityId: id, action: 'create', before: null, after: await debtRecord(tx, debt.kind, id, actor.today) });
  return id;
}

/** `POST /deudas` / `POST /honorarios`: a customer's debt or fee. */
export async function createDebt(tx: Queryable, actor: Actor, kind: DebtKind, input: DebtCreate): Promise<Outcome<number>> {
  if (kind === 'fee' && input.installments !== 1) return refuse(422, 'feeInstallments', 'A fee is charged in one payment');
  if (!debtSharesOwe(input.amount, input.installments)) return refuse(422, 'installmentsTooSmall', 'The amount is too small for so many installments: each must owe at least one minor unit');
  // FOR SHARE: a customer blocked at this moment waits for this write, or it sees the block.
  const customer = (await tx.query<{ status: string }>('SELECT status FROM customers WHERE id = $1 FOR SHARE', [input.customerId]))[0];
  if (customer === undefined) return refuse(422, 'customerNotFound', `There is no customer ${input.customerId}`);
  if (customer.status === 'blocked') return refuse(422, 'customerBlocked', 'This customer is blocked');
  if (input.firstDueDate < actor.today) return refuse(422, 'firstDuePassed', 'The first due date is before the business date');
  const id = await insertDebt(tx, actor, { kind, debtor: { customerId: input.customerId }, ...input });
  return { ok: true, value: id };
}

/** The columns each transition sets besides the status and version. */
const SETS: Readonly<Record<DebtTransitionEvent, (user: number, now: string, reason: string | null) => Record<string, SqlParam>>> = {
  // Nothing was paid: nothing is owed any more.
  CANCEL: (user, now, reason) => ({ cancelled_by: user, cancelled_at: now, reason, balance: 0, next_due_date: null }),
  WRITE_OFF: (user, now, reason) => ({ written_off_by: user, written_off_at: now, reason }),
  UNDO_WRITE_OFF: () => ({ written_off_by: null, written_off_at: null, reason: null }),
};

/**
 * One transition of the debt `id` of `kind` from `version`, on the records kit's runner (lock,
 * version, chart, audit). A write-off leaves what is owed as it is.
 */
export async function transitionDebt(tx: Queryable, actor: Actor, kind: DebtKind, id: number, path: DebtTransitionPath, input: DebtTransitionInput): Promise<Outcome<DebtStatus>> {
  const { event, action, needsReason } = DEBT_TRANSITIONS[path];
  return runTransition(tx, actor, id, input, {
    noun: 'record',
    entity: DEBT_ENTITY[kind],
    action,
    needsReason,
    lock: (q, debtId, portfolio) => findDebtRow(q, kind, debtId, portfolio, true),
    allows: (status: DebtStatus) => debtAllows(status, event),
    snapshot: (q, debtId, today) => debtRecord(q, kind, debtId, today),
    async apply(q, debt, reason): Promise<Outcome<DebtStatus>> {
      const next = nextDebtStatus(debt.status, event === 'CANCEL' ? { type: event, paid: debt.paid_total } : { type: event });
      if (next === null) return refuse(409, 'somethingPaid', 'Something was paid: reverse the payments before cancelling');
      await writeStep(q, 'debts', id, next, SETS[event](actor.userId, actor.now.toISOString(), reason));
      if (event === 'UNDO_WRITE_OFF') await writeDebtProjection(q, id, await debtStanding(q, kind, id, actor.today));
      return { ok: true, value: next };
    },
  });
}
