/**
 * The one transition runner of every receivable's lifecycle (loans, rentals, debts, fees), inside
 * the route's transaction (server/http/idempotency.ts: the write, its audit entry and the stored
 * answer commit together):
 *
 *   reason required and blank → 400 reasonRequired
 *   lock the row (`FOR UPDATE`: two decisions on one record queue, the second sees the first's
 *   version) → 404 when none or outside the actor's portfolio
 *   version ≠ the one the user saw → 409 stale
 *   the record's chart has no such transition from its status → 409 notAllowed
 *   `apply`: the area's guards (each refusal its own code) and its writes, through `writeStep`
 *   the audit entry, with the record before and after
 *
 * so every route refuses exactly what its chart refuses, in the same order.
 */
import { RecordIdSchema, plainNote } from '../../machines/input/index.ts';
import * as v from 'valibot';
import type { AuditAction } from '../../machines/history/history.schema.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';
import type { Portfolio } from '../payments/portfolio.ts';
import { NOT_FOUND, notAllowedRefusal, refuse, staleRefusal, type Outcome } from './outcome.ts';

/** Who writes, and when: the business date at the location and the instant. */
export interface RecordActor {
  userId: number;
  today: BusinessDate;
  now: Date;
  /** Which records the actor may see (and so act on): others are 404. */
  portfolio: Portfolio;
}

/** The refusals the runner itself answers (every area's contract lists them). */
export type RunnerRefusalCode = 'reasonRequired' | 'stale' | 'notAllowed';

/** The body of an action of the record's chart: the version the user saw, and a reason up to `reasonMax` where one is asked. */
export const transitionInputSchema = (reasonMax: number) =>
  v.object({
    version: RecordIdSchema,
    reason: v.optional(v.pipe(v.string(), v.maxLength(reasonMax), plainNote())),
  });

export interface TransitionSpec<Row extends { version: number; status: S }, S extends string, T, Code extends string> {
  /** The record in the refusals' messages ('loan': "This loan was changed…"). */
  noun: string;
  /** The audit entity and action of the write. */
  entity: string;
  action: AuditAction;
  /** Whether a blank reason is refused (400 reasonRequired) before anything is read. */
  needsReason: boolean;
  /** The row, locked `FOR UPDATE`; null when none or outside the portfolio. */
  lock(tx: Queryable, id: number, portfolio: Portfolio): Promise<Row | null>;
  /** Whether the chart has this event from `status` at all (its guards are `apply`'s). */
  allows(status: S): boolean;
  /** The record as the audit log keeps it. */
  snapshot(tx: Queryable, id: number, today: BusinessDate): Promise<object | null>;
  /** The guards and the writes; `reason` is the typed reason trimmed, null when blank. */
  apply(tx: Queryable, row: Row, reason: string | null): Promise<Outcome<T, Code>>;
}

export async function runTransition<Row extends { version: number; status: S }, S extends string, T, Code extends string>(
  tx: Queryable,
  actor: RecordActor,
  id: number,
  input: { version: number; reason?: string | undefined },
  spec: TransitionSpec<Row, S, T, Code>,
): Promise<Outcome<T, Code | RunnerRefusalCode>> {
  const typed = input.reason?.trim() ?? '';
  if (spec.needsReason && typed === '') return refuse(400, 'reasonRequired', 'A reason is required');
  const row = await spec.lock(tx, id, actor.portfolio);
  if (row === null) return NOT_FOUND;
  if (row.version !== input.version) return staleRefusal(spec.noun, row.version);
  if (!spec.allows(row.status)) return notAllowedRefusal(spec.noun, row.status);
  const before = await spec.snapshot(tx, id, actor.today);
  const outcome = await spec.apply(tx, row, typed === '' ? null : typed);
  if (!outcome.ok) return outcome;
  await appendAudit(tx, { userId: actor.userId, entity: spec.entity, entityId: id, action: spec.action, before, after: await spec.snapshot(tx, id, actor.today) });
  return outcome;
}

/**
 * A lifecycle step on the row: the new status, the version bumped, and the step's own columns
 * (who and when, a reason…). `table` and the column names are the area's code, never user input;
 * every value is a parameter (PostgreSQL types each by its column).
 */
export async function writeStep(tx: Queryable, table: 'loans' | 'rentals' | 'debts', id: number, status: string, columns: Readonly<Record<string, SqlParam>>): Promise<void> {
  const entries = Object.entries(columns);
  await tx.query(`UPDATE ${table} SET status = $2, version = version + 1${entries.map(([column], i) => `, ${column} = $${i + 3}`).join('')} WHERE id = $1`, [
    id,
    status,
    ...entries.map(([, value]) => value),
  ]);
}
