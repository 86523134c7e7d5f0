/**
 * 'Caja' (machines/cashbox/cashbox.schema.ts is the contract; the session's lifecycle is
 * machines/cashbox/cashSession.lifecycle.ts, run here by server/cashbox/sessions.ts):
 * - GET  /caja                                   cash.view    the location's boxes, the caller's unclosed session, sessions waiting (approvers)
 * - GET  /caja/sesiones?sort&page&pageSize&status&box&from&to   cash.view   sessions with their figures (list contract)
 * - GET  /caja/sesiones/{id}                     cash.view    one session and its movements; 404 (also for
 *   another's session to a user without movement.view, who lists only the sessions they opened)
 * - POST /caja/sesiones                 (Idempotency-Key)  cash.open    201 session; 409 boxBusy | userHasSession | boxInactive; 422 noSuchBox | denominationsMismatch
 * - POST /caja/sesiones/{id}/movimientos (Idempotency-Key) cash.record  201 session; 403 notYourSession; 409 sessionNotOpen
 *   | insufficientCash (an expense beyond the session's cash: `{available, session_id}` in the body)
 * - POST /caja/sesiones/{id}/cierre      (Idempotency-Key) cash.close   200 session (closed, or closing beyond the tolerance); 409 sessionNotOpen | staleVersion | pendingDeliveries
 * - POST /caja/sesiones/{id}/aprobacion  (Idempotency-Key) cash.approveDifference  200 session (closed, over/short posted); 403 fourEyes; 409 sessionNotClosing | staleVersion
 * - POST /caja/sesiones/{id}/reapertura  (Idempotency-Key) cash.approveDifference  200 session (open again, to recount); 409 sessionNotClosing | staleVersion
 *
 * A location's boxes are created, renamed and deactivated by server/cashbox/boxRoutes.ts ('Cajas').
 *
 * Refusals answer `{ message, code }`. Every write, its movements, its audit entry and its
 * idempotency record share one transaction.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  CASH_SESSION_FILTERS,
  CASH_SESSION_SORT_COLUMNS,
  CloseSessionInputSchema,
  OpenSessionInputSchema,
  RecordMovementInputSchema,
  SessionVersionInputSchema,
  type CashboxOverview,
} from '../../machines/cashbox/cashbox.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import type { Queryable } from '../db/adapter.ts';
import { activeLocation } from '../locations/repository.ts';
import { locationToday } from '../locations/today.ts';
import { boxesOf, listSessions, sessionDetail, unclosedSessionIdOf, waitingSessions } from './repository.ts';
import { approveClose, closeSession, openSession, recordMovement, reopenSession, type Actor, type Refusal } from './sessions.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_OPEN = 'Expected JSON {"box_id": number, "opening_amount": integer ≥ 0 (minor units), "denominations"?: {"<value>": count}}';
const EXPECTED_RECORD = 'Expected JSON {"type": "income"|"expense", "concept": string (1–200), "amount": integer > 0 (minor units)}';
const EXPECTED_CLOSE = 'Expected JSON {"counted_amount": integer ≥ 0 (minor units), "denominations"?: {"<value>": count}, "version": number}';
const EXPECTED_VERSION = 'Expected JSON {"version": number}';

const refusal = (c: Context, r: Refusal) => (r.status === 404 ? notFound(c) : c.json({ message: r.message, code: r.code }, r.status));

export function cashboxRoutes(deps: AppDeps) {
  const { db } = deps;
  const actorOf = async (c: { var: { session: { userId: number } } }, tx: Queryable): Promise<Actor> => ({
    userId: c.var.session.userId,
    today: await locationToday({ db: tx, clock: deps.clock }),
    now: deps.clock.now(),
  });
  /** The session as the write left it (inside its transaction, so the answer is what committed). */
  const answer = async (c: Context, tx: Queryable, id: number, status: 200 | 201) => {
    const detail = await sessionDetail(tx, id);
    return detail === null ? notFound(c) : c.json(detail, status);
  };
  return new Hono<AppEnv>()
    .get('/caja', requireSession(db), requirePermission('cash.view'), async (c) => {
      const location = await activeLocation(db);
      const mine = await unclosedSessionIdOf(db, c.var.session.userId);
      const approver = await c.var.permissions.has('cash.approveDifference');
      const body: CashboxOverview = {
        boxes: location === null ? [] : await boxesOf(db, location.id),
        session: mine === null ? null : await sessionDetail(db, mine),
        cash_tolerance: location?.cash_tolerance ?? 0,
        waiting: approver ? await waitingSessions(db) : [],
      };
      return c.json(body, 200);
    })
    .get('/caja/sesiones', requireSession(db), requirePermission('cash.view'), async (c) => {
      const query = readListQuery(c, { sort: CASH_SESSION_SORT_COLUMNS, filters: CASH_SESSION_FILTERS });
      return c.json(await listSessions(db, query, (await seesEverySession(c.var.permissions)) ? null : c.var.session.userId), 200);
    })
    .get('/caja/sesiones/:id', requireSession(db), requirePermission('cash.view'), idParam('id'), async (c) => {
      const detail = await sessionDetail(db, c.var.ids.id);
      if (detail === null || (!(await seesEverySession(c.var.permissions)) && detail.opened_by !== c.var.session.userId)) return notFound(c);
      return c.json(detail, 200);
    })
    .post(
      '/caja/sesiones',
      requireSession(db),
      requirePermission('cash.open'),
      jsonBody(OpenSessionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_OPEN }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const outcome = await openSession(tx, await actorOf(c, tx), input);
        return outcome.ok ? answer(c, tx, outcome.value, 201) : refusal(c, outcome.refusal);
      },
    )
    .post(
      '/caja/sesiones/:id/movimientos',
      requireSession(db),
      requirePermission('cash.record'),
      idParam('id'),
      jsonBody(RecordMovementInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_RECORD }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const outcome = await recordMovement(tx, await actorOf(c, tx), id, input);
        return outcome.ok ? answer(c, tx, id, 201) : refusal(c, outcome.refusal);
      },
    )
    .post(
      '/caja/sesiones/:id/cierre',
      requireSession(db),
      requirePermission('cash.close'),
      idParam('id'),
      jsonBody(CloseSessionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_CLOSE }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const outcome = await closeSession(tx, await actorOf(c, tx), id, input);
        return outcome.ok ? answer(c, tx, id, 200) : refusal(c, outcome.refusal);
      },
    )
    .post(
      '/caja/sesiones/:id/aprobacion',
      requireSession(db),
      requirePermission('cash.approveDifference'),
      idParam('id'),
      jsonBody(SessionVersionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_VERSION }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const outcome = await approveClose(tx, await actorOf(c, tx), id, input.version);
        return outcome.ok ? answer(c, tx, id, 200) : refusal(c, outcome.refusal);
      },
    )
    .post(
      '/caja/sesiones/:id/reapertura',
      requireSession(db),
      requirePermission('cash.approveDifference'),
      idParam('id'),
      jsonBody(SessionVersionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_VERSION }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const outcome = await reopenSession(tx, await actorOf(c, tx), id, input.version);
        return outcome.ok ? answer(c, tx, id, 200) : refusal(c, outcome.refusal);
      },
    );
}

/**
 * Whoever may read the ledger (`movement.view`: cashiers, administrators) sees every session; a
 * user without it (a collector) only the sessions they opened — another's figures are not theirs
 * to see. Someone else's session answers 404, as if it did not exist.
 */
async function seesEverySession(permissions: RolePermissions): Promise<boolean> {
  return permissions.has('movement.view');
}
