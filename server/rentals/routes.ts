/**
 * 'Alquileres' (machines/rentals/rental.schema.ts is the contract; the lifecycle is
 * machines/rentals/rental.lifecycle.ts, run by server/rentals/transitions.ts):
 * - GET  /alquileres?page&pageSize&sort&q&status&overdue=1&customer        rental.view   list page
 * - POST /alquileres              (Idempotency-Key) rental.create   201 RentalDetail (a draft); 422 customerNotFound | customerBlocked | terms
 * - PUT  /alquileres/{id}         (Idempotency-Key) rental.create   {…terms, version} a draft's terms
 * - GET  /alquileres/{id}                                           rental.view   RentalDetail (terms and late fees at the business date)
 * - POST /alquileres/{id}/firma | descarte | renovacion {endDate}   (Idempotency-Key) rental.create
 * - POST /alquileres/{id}/fin | rescision {date, reason}            (Idempotency-Key) rental.terminate
 * - POST /alquileres/{id}/liquidacion                               (Idempotency-Key) rental.settle
 *   body {version, …} → 200 RentalDetail; 409 stale | notAllowed | noOpenSession | insufficientCash | notYetEnded;
 *   422 endNotLater | dateOutsideContract | terms; 400 reasonRequired
 * - GET  /alquileres/{id}/historial                                 rental.view + audit.view
 * Without rental.viewAll a user sees and acts on only the contracts whose officer they are (others: 404).
 * Payments: the payments slice's routes over server/rentals/paymentTarget.ts.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { RENTAL_EVENT_PERMISSION, RentalActionSchema, RentalInputSchema, RentalRenewSchema, RentalTerminateSchema } from '../../machines/rentals/index.ts';
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
import { locationToday } from '../locations/today.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { listRentals, RENTAL_FILTERS, RENTAL_SORT_COLUMNS, rentalDetail, rentalExists, type Portfolio } from './repository.ts';
import { draftRental, editRental, RENTAL_ENTITY, transitionRental, type Actor, type RentalActionInput, type Refusal } from './transitions.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_TERMS =
  'Expected JSON {"customerId": number, "property": string (1–200), "rent": integer > 0, "frequency": "monthly"|"biweekly"|"weekly", "dueDay": 1–28, ' +
  '"deposit": integer ≥ 0, "startDate": "YYYY-MM-DD", "endDate": "YYYY-MM-DD", "graceDays": 0–60, "lateFeeKind": "fixed"|"percent", "lateFeeValue": integer ≥ 0, "lateFeeCap": integer ≥ 0 | null}';
const EXPECTED_ACTION = 'Expected JSON {"version": number}';

const EditSchema = v.object({ ...RentalInputSchema.entries, version: RentalActionSchema.entries.version });

const refusal = (c: Context, r: Refusal) => (r.status === 404 ? notFound(c) : c.json({ message: r.message, code: r.code }, r.status));

async function portfolioOf(permissions: RolePermissions, userId: number): Promise<Portfolio> {
  return (await permissions.has('rental.viewAll')) ? { all: true } : { all: false, officerId: userId };
}

/** The transitions by route: their event, body and what turns the body into the action. */
const TRANSITIONS = [
  { path: 'firma', type: 'SIGN', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'descarte', type: 'DISCARD', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'renovacion', type: 'RENEW', schema: RentalRenewSchema, expected: 'Expected JSON {"version": number, "endDate": "YYYY-MM-DD"}' },
  { path: 'fin', type: 'END', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'rescision', type: 'TERMINATE', schema: RentalTerminateSchema, expected: 'Expected JSON {"version": number, "date": "YYYY-MM-DD", "reason": string (up to 500)}' },
  { path: 'liquidacion', type: 'SETTLE', schema: RentalActionSchema, expected: EXPECTED_ACTION },
] as const;

export function rentalRoutes(deps: AppDeps) {
  const { db } = deps;
  const today = (q: Queryable) => locationToday({ db: q, clock: deps.clock });
  const actorOf = async (c: { var: { session: { userId: number }; permissions: RolePermissions } }, tx: Queryable): Promise<Actor> => ({
    userId: c.var.session.userId,
    today: await today(tx),
    now: deps.clock.now(),
    portfolio: await portfolioOf(c.var.permissions, c.var.session.userId),
  });
  const answer = async (c: Context, tx: Queryable, actor: Actor, id: number, status: 200 | 201) => {
    const detail = await rentalDetail(tx, id, actor.today, { all: true });
    return detail === null ? notFound(c) : c.json(detail, status);
  };

  let routes = new Hono<AppEnv>()
    .get('/alquileres', requireSession(db), requirePermission('rental.view'), async (c) => {
      const query = readListQuery(c, { sort: RENTAL_SORT_COLUMNS, filters: RENTAL_FILTERS });
      return c.json(await listRentals(db, query, { today: await today(db), portfolio: await portfolioOf(c.var.permissions, c.var.session.userId) }), 200);
    })
    .post('/alquileres', requireSession(db), requirePermission('rental.create'), jsonBody(RentalInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_TERMS }), idempotent(db), async (c) => {
      const { tx, input } = c.var;
      const actor = await actorOf(c, tx);
      const outcome = await draftRental(tx, actor, input);
      return outcome.ok ? answer(c, tx, actor, outcome.value, 201) : refusal(c, outcome.refusal);
    })
    .put('/alquileres/:id', requireSession(db), requirePermission('rental.create'), idParam('id'), jsonBody(EditSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_TERMS }), idempotent(db), async (c) => {
      const { tx, input } = c.var;
      const actor = await actorOf(c, tx);
      const outcome = await editRental(tx, actor, c.var.ids.id, input);
      return outcome.ok ? answer(c, tx, actor, outcome.value, 200) : refusal(c, outcome.refusal);
    })
    .get('/alquileres/:id', requireSession(db), requirePermission('rental.view'), idParam('id'), async (c) => {
      const detail = await rentalDetail(db, c.var.ids.id, await today(db), await portfolioOf(c.var.permissions, c.var.session.userId));
      return detail === null ? notFound(c) : c.json(detail, 200);
    })
    .route('/', recordHistoryRoutes(deps, { area: 'alquileres', entity: RENTAL_ENTITY, view: 'rental.view', exists: rentalExists }));

  for (const transition of TRANSITIONS) {
    routes = routes.post(
      `/alquileres/:id/${transition.path}`,
      requireSession(db),
      requirePermission(RENTAL_EVENT_PERMISSION[transition.type]),
      idParam('id'),
      jsonBody(transition.schema as typeof RentalTerminateSchema, { maxBytes: MAX_BODY_BYTES, expected: transition.expected }),
      idempotent(db),
      async (c) => {
        const { tx } = c.var;
        // The body was checked by this transition's own schema: only its fields are read.
        const input = { ...(c.var.input as Record<string, unknown>), type: transition.type } as RentalActionInput;
        const actor = await actorOf(c, tx);
        const outcome = await transitionRental(tx, actor, c.var.ids.id, input);
        return outcome.ok ? answer(c, tx, actor, c.var.ids.id, 200) : refusal(c, outcome.refusal);
      },
    );
  }
  return routes;
}
