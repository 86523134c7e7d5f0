/**
 * The ledger's primitives (#16): the only code that inserts into `cash_movements`. Caja, Movimientos,
 * Entregas and, later, payments and disbursements post through `postMovement`, inside the
 * transaction of their own write (with its audit entry and idempotency key), so a movement commits
 * with the write that caused it or not at all.
 *
 * Concurrency: a write that moves money first locks its session row with `lockSession`
 * (`FOR SHARE`: two posts into one session run side by side; a close, which locks `FOR UPDATE`,
 * waits for them and they wait for it), then checks the status it read under the lock. A close that
 * committed first leaves the post a 'closed' session: it answers 409, never a movement in a closed
 * session (the table's trigger would refuse it anyway: migration 010).
 *
 * Cash never goes below zero (issue #29 item 5): `postMovement` is the one path every movement
 * takes, and for a movement OUT (expense, delivery, refund, disbursement, deposit returned, a
 * reversal that takes cash out, …) it locks the session `FOR UPDATE` and refuses — 409
 * `insufficientCash` with what the box holds — one that would leave the session's cash below zero
 * (machines/cash `leavesCashBelowZero`). The lock makes two concurrent outflows that each fit
 * but not together queue: the second reads what the first left. A write that will post a
 * movement out locks its session `'update'` from the start (a `FOR SHARE` lock upgraded by two
 * transactions at once would deadlock on PostgreSQL).
 */
import type { Queryable } from '../db/adapter.ts';
import { minorFromColumn, sumMinor, type Minor } from '../../machines/money/index.ts';
import { leavesCashBelowZero, type CashSessionStatus, type MovementDirection, type MovementType } from '../../machines/cash/index.ts';
import { Refusal } from '../errors.ts';

export interface LockedSession {
  id: number;
  box_id: number;
  status: CashSessionStatus;
  opened_by: number;
  opening_amount: Minor;
  version: number;
}

interface SessionRow extends Omit<LockedSession, 'opening_amount'> {
  opening_amount: string | number | bigint;
}

const SESSION_COLUMNS = 'id, box_id, status, opened_by, opening_amount, version';

/**
 * Locks one session for the rest of the transaction and returns it as locked (null: no such
 * session). `share` for a post (many at once), `update` for a change of the session itself.
 */
export async function lockSession(tx: Queryable, sessionId: number, mode: 'share' | 'update'): Promise<LockedSession | null> {
  const rows = await tx.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM cash_sessions WHERE id = $1 FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
    [sessionId],
  );
  const row = rows[0];
  return row === undefined ? null : { ...row, opening_amount: minorFromColumn(row.opening_amount) };
}

/** The user's unclosed session ('open' or 'closing'), locked like `lockSession`; null if none. */
export async function lockSessionOfUser(tx: Queryable, userId: number, mode: 'share' | 'update'): Promise<LockedSession | null> {
  const rows = await tx.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status <> 'closed'", [userId]);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const locked = await lockSession(tx, id, mode);
  // Closed between the two reads (another transaction committed a close): as if none.
  return locked !== null && locked.status !== 'closed' ? locked : null;
}

export interface NewMovement {
  sessionId: number;
  direction: MovementDirection;
  amount: Minor;
  type: MovementType;
  concept?: string;
  source?: { kind: string; id: number };
  /** For a reversal: the movement it undoes and why. */
  reverses?: { id: number; reason: string };
  userId: number;
  /** The business date (server/clock.ts `businessToday`), never the system's. */
  businessDate: string;
}

/** The refusal code of a movement out that the session's cash does not cover. */
export const INSUFFICIENT_CASH = 'insufficientCash';

/**
 * 409 `{message, code: 'insufficientCash', available, session_id}`: thrown by `postMovement`, it
 * rolls the write's transaction back and the app's error handler (server/errors.ts) answers it, so
 * every route that moves cash out refuses alike without a line of its own.
 */
export class InsufficientCash extends Refusal {
  constructor(
    readonly sessionId: number,
    readonly available: Minor,
    amount: Minor,
  ) {
    super(409, INSUFFICIENT_CASH, `The cash session holds ${available}, less than the ${amount} this takes out`, { available, session_id: sessionId });
  }
}

/**
 * The check of every movement out, under the session's `FOR UPDATE` lock: throws
 * `InsufficientCash` when it would leave the session's cash below zero.
 */
async function refuseCashBelowZero(tx: Queryable, movement: NewMovement): Promise<void> {
  const session = await lockSession(tx, movement.sessionId, 'update');
  if (session === null) return; // The insert's foreign key refuses it.
  const expected = await sessionExpected(tx, session);
  if (leavesCashBelowZero(expected, movement)) throw new InsufficientCash(session.id, expected, movement.amount);
}

/** The refusal code of a movement in that would take a session's figures past 2^53 − 1 minor units. */
export const SESSION_TOTAL_TOO_LARGE = 'sessionTotalTooLarge';

/**
 * 409 `{message, code: 'sessionTotalTooLarge', session_id}`: a movement in that would take the
 * session's opening + Σ in past 2^53 − 1 minor units. With it, every figure of one session (Σ in,
 * Σ out ≤ opening + Σ in as cash never goes below zero, the expected cash) is exact by
 * construction, so the box can always be counted and closed (issue #30); the cashier closes this
 * session and opens another.
 */
export class SessionTotalTooLarge extends Refusal {
  constructor(readonly sessionId: number) {
    super(409, SESSION_TOTAL_TOO_LARGE, "The cash session's figures would pass 2^53 − 1 minor units: close it and open another", { session_id: sessionId });
  }
}

/** The check of every movement in: opening + Σ in + this amount stays an exact number (read as text, added in BigInt). */
async function refuseSessionPastExactRange(tx: Queryable, movement: NewMovement): Promise<void> {
  const rows = await tx.query<{ opening: string; total_in: string }>(
    `SELECT s.opening_amount::text AS opening, coalesce(sum(m.amount) FILTER (WHERE m.direction = 'in'), 0)::text AS total_in
       FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id
      WHERE s.id = $1 GROUP BY s.id, s.opening_amount`,
    [movement.sessionId],
  );
  const row = rows[0];
  if (row === undefined) return; // The insert's foreign key refuses it.
  if (BigInt(row.opening) + BigInt(row.total_in) + BigInt(movement.amount) > BigInt(Number.MAX_SAFE_INTEGER)) throw new SessionTotalTooLarge(movement.sessionId);
}

/**
 * Inserts one movement and returns its id: THE posting path of the ledger (nothing else inserts a
 * movement). The caller has locked the session (`lockSession`) and seen it 'open'; the amount is
 * a positive integer (the rules and the table check it again). A movement out is first checked
 * against the session's cash (`refuseCashBelowZero`): it throws `InsufficientCash` rather than
 * take the box below zero; a movement in, against the exact range (`refuseSessionPastExactRange`).
 */
export async function postMovement(tx: Queryable, movement: NewMovement): Promise<number> {
  if (movement.direction === 'out') await refuseCashBelowZero(tx, movement);
  else await refuseSessionPastExactRange(tx, movement);
  const rows = await tx.query<{ id: number | string }>(
    `INSERT INTO cash_movements (session_id, direction, amount, type, concept, source_kind, source_id, reverses_id, reason, user_id, business_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date) RETURNING id`,
    [
      movement.sessionId,
      movement.direction,
      movement.amount,
      movement.type,
      movement.concept ?? '',
      movement.source?.kind ?? null,
      movement.source?.id ?? null,
      movement.reverses?.id ?? null,
      movement.reverses?.reason ?? null,
      movement.userId,
      movement.businessDate,
    ],
  );
  return Number(rows[0]?.id);
}

/** Σ in − Σ out of a session's movements, and their count. */
export async function sessionNet(tx: Queryable, sessionId: number): Promise<{ net: Minor; count: number }> {
  const rows = await tx.query<{ net: string | number | bigint; count: number }>(
    `SELECT coalesce(sum(CASE direction WHEN 'in' THEN amount ELSE -amount END), 0) AS net, count(*)::int AS count
       FROM cash_movements WHERE session_id = $1`,
    [sessionId],
  );
  return { net: minorFromColumn(rows[0]?.net ?? 0), count: rows[0]?.count ?? 0 };
}

/** What should be in the session's box now: opening + Σ in − Σ out (machines/cash expectedCash). */
export async function sessionExpected(tx: Queryable, session: Pick<LockedSession, 'id' | 'opening_amount'>): Promise<Minor> {
  const { net } = await sessionNet(tx, session.id);
  return sumMinor([session.opening_amount, net]);
}

/**
 * How many deliveries this session sent are still open — pending, or disputed (their shortfall is
 * still counted in this session until an administrator resolves it and it leaves: docs/cash.md
 * "Entregas") — a session with any can't close.
 */
export async function pendingDeliveriesOf(tx: Queryable, sessionId: number): Promise<number> {
  const rows = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM cash_deliveries WHERE sender_session_id = $1 AND status IN ('pending', 'disputed')", [
    sessionId,
  ]);
  return rows[0]?.n ?? 0;
}
