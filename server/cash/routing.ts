/**
 * Which open session a correction moves its cash through (issue #29 item 3; the rule is
 * machines/cash/cashRouting.ts `cashSessionFor`): a payment's reversal through the box the money
 * came in through, a deposit's settlement through the settler's own session; either, when that
 * session does not exist, through an open session of the same location the caller chose. Used
 * by server/payments/routes.ts and server/rentals/transitions.ts, inside their transaction.
 */
import { CASH_ROUTING_STATUS, cashSessionFor, type CashRoute, type OpenSessionRef } from '../../machines/cash/index.ts';
import type { Queryable } from '../db/adapter.ts';
import { Refusal } from '../errors.ts';
import { lockSession, type LockedSession } from './ledger.ts';

const REF_SQL = `SELECT s.id, s.box_id, b.name AS box_name, u.name AS opened_by_name, b.location_id, s.status
                   FROM cash_sessions s JOIN cash_boxes b ON b.id = s.box_id JOIN users u ON u.id = s.opened_by`;

interface RefRow extends OpenSessionRef {
  location_id: number;
  status: string;
}

const refOf = ({ id, box_id, box_name, opened_by_name }: RefRow): OpenSessionRef => ({ id, box_id, box_name, opened_by_name });

/** The open sessions of a location, by box name: what a correction's dialog offers. */
export async function openSessionsAt(tx: Queryable, locationId: number): Promise<OpenSessionRef[]> {
  const rows = await tx.query<RefRow>(`${REF_SQL} WHERE b.location_id = $1 AND s.status = 'open' ORDER BY b.name, s.id`, [locationId]);
  return rows.map(refOf);
}

async function refRow(tx: Queryable, sessionId: number): Promise<RefRow | null> {
  return (await tx.query<RefRow>(`${REF_SQL} WHERE s.id = $1`, [sessionId]))[0] ?? null;
}

/** The open session of a box (null: none open). */
export async function openSessionIdOfBox(tx: Queryable, boxId: number): Promise<number | null> {
  return (await tx.query<{ id: number }>("SELECT id FROM cash_sessions WHERE box_id = $1 AND status = 'open'", [boxId]))[0]?.id ?? null;
}

/** The user's open session (null: none open). */
export async function openSessionIdOfUser(tx: Queryable, userId: number): Promise<number | null> {
  return (await tx.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status = 'open'", [userId]))[0]?.id ?? null;
}

/** The box a movement's cash went through and its location. */
export async function boxOfMovement(tx: Queryable, movementId: number): Promise<{ box_id: number; box_name: string; location_id: number } | null> {
  const rows = await tx.query<{ box_id: number; box_name: string; location_id: number }>(
    'SELECT b.id AS box_id, b.name AS box_name, b.location_id FROM cash_movements m JOIN cash_sessions s ON s.id = m.session_id JOIN cash_boxes b ON b.id = s.box_id WHERE m.id = $1',
    [movementId],
  );
  return rows[0] ?? null;
}

/** What a dialog states before confirming: the primary session, else the open ones to choose from. */
export async function cashRouteOf(tx: Queryable, route: { primary: number | null; boxName: string | null; locationId: number }): Promise<CashRoute> {
  const primary = route.primary === null ? null : await refRow(tx, route.primary);
  return {
    cash: true,
    box_name: route.boxName,
    primary: primary === null ? null : refOf(primary),
    open_sessions: primary === null ? await openSessionsAt(tx, route.locationId) : [],
  };
}

/** A correction that moves no cash (a transfer, nothing to return). */
export const NO_CASH_ROUTE: CashRoute = { cash: false, box_name: null, primary: null, open_sessions: [] };

const MESSAGES = {
  chooseSession: 'The cash box the money came in through has no open session: choose an open session (session_id) for the cash',
  cashSessionChanged: 'The cash now goes through another session than the one chosen: reload and confirm again',
  noSuchSession: 'There is no such cash session at this location',
  sessionNotOpen: 'The chosen cash session is not open (it was closed or is waiting for approval): choose another',
} as const;

/**
 * The session the correction's cash goes through, locked `FOR UPDATE` (its movement goes out or in
 * under the ledger's check), or a thrown `Refusal` (`chooseSession`, `cashSessionChanged`,
 * `noSuchSession`, `sessionNotOpen`). `primary` is looked up by the caller and re-checked here
 * under the lock: closed in between, it is as if there was none.
 */
export async function lockCashRoute(tx: Queryable, route: { primary: number | null; requested: number | null; locationId: number }): Promise<LockedSession> {
  let primary: LockedSession | null = route.primary === null ? null : await lockSession(tx, route.primary, 'update');
  if (primary !== null && primary.status !== 'open') primary = null;
  const requestedRow = primary === null && route.requested !== null ? await refRow(tx, route.requested) : null;
  const requested = requestedRow === null ? null : await lockSession(tx, requestedRow.id, 'update');
  const decision = cashSessionFor(
    primary?.id ?? null,
    route.requested,
    requestedRow === null || requested === null ? null : { open: requested.status === 'open', sameLocation: requestedRow.location_id === route.locationId },
  );
  if (!decision.ok) throw new Refusal(CASH_ROUTING_STATUS[decision.refusal], decision.refusal, MESSAGES[decision.refusal]);
  const locked = primary ?? requested;
  if (locked === null || locked.id !== decision.sessionId) throw new Error('cashSessionFor chose a session that was not locked');
  return locked;
}
