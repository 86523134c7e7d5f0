/**
 * The writes of a cash session, each inside the route's transaction (server/http/idempotency.ts),
 * decided by the lifecycle chart (machines/cashbox/cashSession.lifecycle.ts, run by
 * `nextSessionStatus`) under a row lock of the session (server/cash/ledger.ts). A refusal is
 * returned, not thrown: the route answers it and the idempotency middleware rolls back.
 */
import { CASHBOX_REFUSALS, type CashboxRefusal, type CloseSessionInput, type DenominationCount, type OpenSessionInput, type RecordMovementInput } from '../../machines/cashbox/cashbox.schema.ts';
import { nextSessionStatus } from '../../machines/cashbox/cashSession.step.ts';
import { cashDifference, denominationTotal, MANUAL_MOVEMENT_DIRECTIONS, overShortOf } from '../../machines/cash/index.ts';
import { minorFromColumn, type Minor } from '../../machines/money/index.ts';
import { lockSession, pendingDeliveriesOf, postMovement, sessionExpected, type LockedSession } from '../cash/ledger.ts';
import type { Queryable } from '../db/adapter.ts';
import { activeLocation, fourEyesOn } from '../locations/repository.ts';
import { appendAudit, isoTime } from '../audit/log.ts';
import { findSession, lastClosingOf } from './repository.ts';

export const SESSION_ENTITY = 'cashSession';
export const MOVEMENT_ENTITY = 'cashMovement';

export interface Refusal {
  status: 403 | 404 | 409 | 422;
  code: CashboxRefusal | 'notFound';
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refuse = (status: Refusal['status'], code: Refusal['code'], message: string): { ok: false; refusal: Refusal } => ({ ok: false, refusal: { status, code, message } });
const NOT_FOUND = refuse(404, 'notFound', 'Not found');

export interface Actor {
  userId: number;
  /** The business date (server/locations/today.ts) and the clock's now. */
  today: string;
  now: Date;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/** A count by denomination must add up to the amount it claims. */
function denominationsMismatch(denominations: DenominationCount | null | undefined, amount: Minor): boolean {
  return denominations !== null && denominations !== undefined && denominationTotal(denominations) !== amount;
}

const MISMATCH = refuse(422, CASHBOX_REFUSALS.denominations, 'The count by denomination does not add up to the amount');

export async function openSession(tx: Queryable, actor: Actor, input: OpenSessionInput): Promise<Outcome<number>> {
  const location = await activeLocation(tx);
  // The box row locked: two opens of one box queue, and the second sees it busy.
  const boxes = await tx.query<{ active: boolean }>('SELECT active FROM cash_boxes WHERE id = $1 AND location_id = $2 FOR UPDATE', [input.box_id, location?.id ?? 0]);
  if (boxes.length === 0) return refuse(422, CASHBOX_REFUSALS.noBox, `There is no cash box ${input.box_id} at this location`);
  // A deactivated box keeps its history ('Cajas', server/cashbox/boxes.ts) but takes no new session.
  if (boxes[0]?.active !== true) return refuse(409, CASHBOX_REFUSALS.inactiveBox, 'This cash box was deactivated: it cannot be opened (reactivate it in Configuración de ubicación)');
  if (denominationsMismatch(input.denominations, input.opening_amount)) return MISMATCH;
  const mine = await tx.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status <> 'closed'", [actor.userId]);
  if (mine.length > 0) return refuse(409, CASHBOX_REFUSALS.userHasSession, 'You already have a cash session that is not closed: close it first');
  const busy = await tx.query<{ status: 'open' | 'closing' }>("SELECT status FROM cash_sessions WHERE box_id = $1 AND status <> 'closed'", [input.box_id]);
  const boxStatus = busy[0]?.status ?? 'closed';
  if (nextSessionStatus(boxStatus, null, { type: 'OPEN' }) !== 'open') return refuse(409, CASHBOX_REFUSALS.boxBusy, 'This cash box already has a session that is not closed');
  const previous = await lastClosingOf(tx, input.box_id);
  let id: number;
  try {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount, previous_closing)
       VALUES ($1, 'open', $2::date, $3, $4, $5, $6) RETURNING id`,
      // The opening count by denomination is checked above, not kept: the column holds the closing count.
      [input.box_id, actor.today, actor.userId, actor.now.toISOString(), input.opening_amount, previous],
    );
    id = Number(rows[0]?.id);
  } catch (error) {
    // Two opens by one user on two boxes at once: the partial unique index keeps one.
    if (isUniqueViolation(error)) return refuse(409, CASHBOX_REFUSALS.userHasSession, 'You already have a cash session that is not closed: close it first');
    throw error;
  }
  await appendAudit(tx, { userId: actor.userId, entity: SESSION_ENTITY, entityId: id, action: 'open', before: null, after: (await findSession(tx, id)) ?? {} });
  return { ok: true, value: id };
}

/** The session locked, and refused unless it is the caller's own. */
async function ownSession(tx: Queryable, actor: Actor, sessionId: number, mode: 'share' | 'update'): Promise<Outcome<LockedSession>> {
  const session = await lockSession(tx, sessionId, mode);
  if (session === null) return NOT_FOUND;
  if (session.opened_by !== actor.userId) return refuse(403, CASHBOX_REFUSALS.notYours, 'Only the user who opened this cash session may use it');
  return { ok: true, value: session };
}

const NOT_OPEN = refuse(409, CASHBOX_REFUSALS.notOpen, 'This cash session is not open (it was closed or is waiting for approval): reload it');
const stale = (current: number) => refuse(409, CASHBOX_REFUSALS.stale, `This cash session was changed by someone else (now version ${current}): reload it`);

export async function recordMovement(tx: Queryable, actor: Actor, sessionId: number, input: RecordMovementInput): Promise<Outcome<number>> {
  const direction = MANUAL_MOVEMENT_DIRECTIONS[input.type];
  // An expense locks FOR UPDATE: postMovement checks the session's cash under that lock.
  const own = await ownSession(tx, actor, sessionId, direction === 'out' ? 'update' : 'share');
  if (!own.ok) return own;
  if (nextSessionStatus(own.value.status, null, { type: 'RECORD' }) === null) return NOT_OPEN;
  // An expense the session's cash does not cover throws InsufficientCash (409, server/cash/ledger.ts).
  const movementId = await postMovement(tx, {
    sessionId,
    direction,
    amount: input.amount,
    type: input.type,
    concept: input.concept,
    userId: actor.userId,
    businessDate: actor.today,
  });
  await appendAudit(tx, { userId: actor.userId, entity: MOVEMENT_ENTITY, entityId: movementId, action: 'record', before: null, after: { session_id: sessionId, ...input } });
  return { ok: true, value: movementId };
}

/** Posts the over/short that makes the session's sum equal its count (nothing when equal). */
async function postOverShort(tx: Queryable, actor: Actor, sessionId: number, difference: Minor): Promise<void> {
  const overShort = overShortOf(difference);
  if (overShort === null) return;
  await postMovement(tx, { sessionId, ...overShort, type: 'overShort', concept: 'Sobrante/faltante de cierre', userId: actor.userId, businessDate: actor.today });
}

export async function closeSession(tx: Queryable, actor: Actor, sessionId: number, input: CloseSessionInput): Promise<Outcome<'closed' | 'closing'>> {
  const own = await ownSession(tx, actor, sessionId, 'update');
  if (!own.ok) return own;
  const session = own.value;
  if (session.status !== 'open') return NOT_OPEN;
  if (session.version !== input.version) return stale(session.version);
  if (denominationsMismatch(input.denominations, input.counted_amount)) return MISMATCH;
  const before = await findSession(tx, sessionId);
  const pendingDeliveries = await pendingDeliveriesOf(tx, sessionId);
  const expected = await sessionExpected(tx, session);
  const difference = cashDifference(input.counted_amount, expected);
  const tolerance = (await activeLocation(tx))?.cash_tolerance ?? 0;
  const next = nextSessionStatus(session.status, null, { type: 'CLOSE', userId: actor.userId, pendingDeliveries, difference, tolerance });
  if (next === null || next === 'open') {
    return pendingDeliveries > 0 ? refuse(409, CASHBOX_REFUSALS.pendingDeliveries, `This cash session has ${pendingDeliveries} pending deliveries: they must be received or cancelled first`) : NOT_OPEN;
  }
  const now = actor.now.toISOString();
  const denominations = input.denominations ? JSON.stringify(input.denominations) : null;
  if (next === 'closed') {
    await postOverShort(tx, actor, sessionId, difference);
    await tx.query(
      `UPDATE cash_sessions SET status = 'closed', close_requested_by = $2, close_requested_at = $3, expected_amount = $4, counted_amount = $5,
              denominations = $6::jsonb, closed_by = $2, closed_at = $3, version = version + 1 WHERE id = $1`,
      [sessionId, actor.userId, now, expected, input.counted_amount, denominations],
    );
  } else {
    await tx.query(
      `UPDATE cash_sessions SET status = 'closing', close_requested_by = $2, close_requested_at = $3, expected_amount = $4, counted_amount = $5,
              denominations = $6::jsonb, version = version + 1 WHERE id = $1`,
      [sessionId, actor.userId, now, expected, input.counted_amount, denominations],
    );
  }
  await appendAudit(tx, { userId: actor.userId, entity: SESSION_ENTITY, entityId: sessionId, action: next === 'closed' ? 'close' : 'requestClose', before, after: await findSession(tx, sessionId) });
  return { ok: true, value: next };
}

interface ClosingRow {
  status: 'open' | 'closing' | 'closed';
  version: number;
  close_requested_by: number | null;
  close_requested_at: Date | string | null;
  expected_amount: string | number | bigint | null;
  counted_amount: string | number | bigint | null;
}

async function lockForDecision(tx: Queryable, sessionId: number, version: number): Promise<Outcome<ClosingRow>> {
  if ((await lockSession(tx, sessionId, 'update')) === null) return NOT_FOUND;
  const row = (await tx.query<ClosingRow>('SELECT status, version, close_requested_by, close_requested_at, expected_amount, counted_amount FROM cash_sessions WHERE id = $1', [sessionId]))[0];
  if (row === undefined) return NOT_FOUND;
  if (row.status !== 'closing') return refuse(409, CASHBOX_REFUSALS.notClosing, 'This cash session is not waiting for approval: reload it');
  if (row.version !== version) return stale(row.version);
  return { ok: true, value: row };
}

/** closing → closed by an administrator who did not ask to close; the over/short is posted. */
export async function approveClose(tx: Queryable, actor: Actor, sessionId: number, version: number): Promise<Outcome<'closed'>> {
  const locked = await lockForDecision(tx, sessionId, version);
  if (!locked.ok) return locked;
  const row = locked.value;
  // Four eyes is the location's setting (docs/decisions.md, 'Four eyes'); off, the requester may approve too.
  const fourEyes = await fourEyesOn(tx);
  if (nextSessionStatus('closing', row.close_requested_by, { type: 'APPROVE', userId: actor.userId, fourEyes }) !== 'closed') {
    return refuse(403, CASHBOX_REFUSALS.fourEyes, 'The user who asked to close may not approve their own difference: another administrator must');
  }
  const before = await findSession(tx, sessionId);
  const expected = minorFromColumn(row.expected_amount ?? 0);
  const counted = minorFromColumn(row.counted_amount ?? 0);
  // The over/short is part of the close itself: a closing session takes it and nothing else
  // (migration 011's trigger), under this transaction's FOR UPDATE lock.
  await postOverShort(tx, actor, sessionId, cashDifference(counted, expected));
  await tx.query(
    `UPDATE cash_sessions SET status = 'closed', close_requested_at = $2, closed_by = close_requested_by, closed_at = $3, approved_by = $4,
            version = version + 1 WHERE id = $1`,
    [sessionId, row.close_requested_at === null ? null : isoTime(row.close_requested_at), actor.now.toISOString(), actor.userId],
  );
  const after = await findSession(tx, sessionId);
  // An approval while four eyes were off says so in its audit entry.
  await appendAudit(tx, { userId: actor.userId, entity: SESSION_ENTITY, entityId: sessionId, action: 'approve', before, after: fourEyes || after === null ? after : { ...after, four_eyes: false } });
  return { ok: true, value: 'closed' };
}

/** closing → open: sent back to recount; the count is forgotten, money may move again. */
export async function reopenSession(tx: Queryable, actor: Actor, sessionId: number, version: number): Promise<Outcome<'open'>> {
  const locked = await lockForDecision(tx, sessionId, version);
  if (!locked.ok) return locked;
  if (nextSessionStatus('closing', locked.value.close_requested_by, { type: 'REOPEN', userId: actor.userId }) !== 'open') return NOT_OPEN;
  const before = await findSession(tx, sessionId);
  await tx.query(
    `UPDATE cash_sessions SET status = 'open', close_requested_by = NULL, close_requested_at = NULL, expected_amount = NULL, counted_amount = NULL,
            denominations = NULL, version = version + 1 WHERE id = $1`,
    [sessionId],
  );
  await appendAudit(tx, { userId: actor.userId, entity: SESSION_ENTITY, entityId: sessionId, action: 'reopen', before, after: await findSession(tx, sessionId) });
  return { ok: true, value: 'open' };
}
