/**
 * Which open cash session a correction moves its cash through (issue #29 item 3), decided once
 * for the server (authoritative) and the dialogs (what they state before confirming):
 *
 * - a payment's reversal goes back through the box the money came in through: that box's open
 *   session (`primary`); when the box has none, an open session of the same location that the
 *   reverser chooses — so an administrator corrects a typo without a box of their own;
 * - a rental deposit's settlement returns the cash out of the settler's own open session
 *   (`primary`); when they have none, an open session of the location they choose
 *   (docs/decisions.md, 'Which box a correction moves cash through').
 *
 * A transfer moves no cash and needs no session: callers ask only for cash.
 */
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One open session as a correction's dialog lists it: 'Caja 1 (sesión de Carlos Ruiz)'. */
export const OpenSessionRefSchema = v.object({ id, box_id: id, box_name: v.string(), opened_by_name: v.string() });
export type OpenSessionRef = v.InferOutput<typeof OpenSessionRefSchema>;

/**
 * GET …/reversion (a payment) and GET /alquileres/{id}/liquidacion (a deposit): where the cash
 * would go. `cash` false: no cash moves (a transfer, nothing to return). `primary`: the session it
 * goes through without asking (the box's, or the settler's own); null: one of `open_sessions`
 * must be chosen (empty: none is open at the location, the correction cannot move cash now).
 */
export const CashRouteSchema = v.object({
  cash: v.boolean(),
  /** The box the money came in through (a reversal), or null. */
  box_name: v.nullable(v.string()),
  primary: v.nullable(OpenSessionRefSchema),
  open_sessions: v.array(OpenSessionRefSchema),
});
export type CashRoute = v.InferOutput<typeof CashRouteSchema>;

/** Why a chosen session was refused (409 unless said). */
export const CASH_ROUTING_REFUSALS = ['chooseSession', 'cashSessionChanged', 'noSuchSession', 'sessionNotOpen'] as const;
export type CashRoutingRefusal = (typeof CASH_ROUTING_REFUSALS)[number];
/** The status each refusal answers with: an unknown session (or one of another location) is 422. */
export const CASH_ROUTING_STATUS: Readonly<Record<CashRoutingRefusal, 409 | 422>> = { chooseSession: 409, cashSessionChanged: 409, noSuchSession: 422, sessionNotOpen: 409 };

/** The requested session as the server found it (null: no such session). */
export interface RequestedSession {
  open: boolean;
  /** At the location of the box the money came in through (a reversal) or the active one (a settlement). */
  sameLocation: boolean;
}

export type CashRouting = { ok: true; sessionId: number } | { ok: false; refusal: CashRoutingRefusal };

/**
 * The session the cash goes through:
 * - `primary` (the box's open session, the settler's own) when there is one; a request naming
 *   another session is refused `cashSessionChanged` (the dialog stated a session that is no longer
 *   where the cash goes: reload);
 * - else the requested session: none requested → `chooseSession`; unknown or of another location →
 *   `noSuchSession` (422); not open (closed or waiting for approval) → `sessionNotOpen`.
 */
export function cashSessionFor(primary: number | null, requestedId: number | null, requested: RequestedSession | null): CashRouting {
  if (primary !== null) return requestedId === null || requestedId === primary ? { ok: true, sessionId: primary } : { ok: false, refusal: 'cashSessionChanged' };
  if (requestedId === null) return { ok: false, refusal: 'chooseSession' };
  if (requested === null || !requested.sameLocation) return { ok: false, refusal: 'noSuchSession' };
  if (!requested.open) return { ok: false, refusal: 'sessionNotOpen' };
  return { ok: true, sessionId: requestedId };
}
