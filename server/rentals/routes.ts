/**
 * 'Alquileres' (machines/rentals/rental.schema.ts is the contract; the lifecycle is
 * machines/rentals/rental.lifecycle.ts, run by server/rentals/transitions.ts):
 * - GET  /alquileres?page&pageSize&sort&q&status&overdue=1&customer        rental.view   list page, every row's balances at
 *   the business date (server/rentals/balances.ts): due to date, to run, and the totals of both
 * - POST /alquileres              (Idempotency-Key) rental.create   201 RentalDetail (a draft); 422 customerNotFound | customerBlocked | terms
 * - PUT  /alquileres/{id}         (Idempotency-Key) rental.create   {…terms, version} a draft's terms
 * - GET  /alquileres/{id}                                           rental.view   RentalDetail (terms and late fees at the business date)
 * - POST /alquileres/{id}/firma | descarte | renovacion {endDate}   (Idempotency-Key) rental.create
 * - POST /alquileres/{id}/fin | rescision {date, reason}            (Idempotency-Key) rental.terminate
 * - GET  /alquileres/{id}/liquidacion                               rental.settle  CashRoute: where the deposit's
 *   cash would go out (the settler's own open session, else a choice of the location's open ones)
 * - POST /alquileres/{id}/liquidacion                               (Idempotency-Key) rental.settle
 *   body {version, session_id?} → 200 RentalDetail; 409 stale | notAllowed | chooseSession | cashSessionChanged |
 *   sessionNotOpen | insufficientCash {available} | notYetEnded; 422 noSuchSession;
 *   422 endNotLater | dateOutsideContract | terms; 400 reasonRequired
 * - GET  /alquileres/{id}/historial                                 rental.view + audit.view
 * Without rental.viewAll a user sees and acts on only the contracts whose officer they are (others: 404).
 * Payments: the payments slice's routes over server/rentals/paymentTarget.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { RENTAL_EVENT_PERMISSION, RentalActionSchema, RentalInputSchema, RentalRenewSchema, RentalSettleSchema, RentalTerminateSchema } from '../../machines/rentals/index.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { recordRouteKit } from '../records/routes.ts';
import { listRentals, RENTAL_FILTERS, RENTAL_SORT_COLUMNS, rentalDetail, rentalExists } from './repository.ts';
import { refreshRentalBalances } from './balances.ts';
import { draftRental, editRental, RENTAL_ENTITY, settlementCashRoute, transitionRental, type RentalActionInput } from './transitions.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { notFound } from '../errors.ts';
import { locationToday } from '../locations/today.ts';
import { portfolioOf } from '../payments/portfolio.ts';

const EXPECTED_TERMS =
  'Expected JSON {"customerId": number, "property": string (1–200), "rent": integer > 0, "frequency": "monthly"|"biweekly"|"weekly", "dueDay": 1–28, ' +
  '"deposit": integer ≥ 0, "startDate": "YYYY-MM-DD", "endDate": "YYYY-MM-DD", "graceDays": 0–60, "lateFeeKind": "fixed"|"percent", "lateFeeValue": integer ≥ 0, "lateFeeCap": integer ≥ 0 | null}';
const EXPECTED_ACTION = 'Expected JSON {"version": number}';

const EditSchema = v.object({ ...RentalInputSchema.entries, version: RentalActionSchema.entries.version });

/** The transitions by route: their event, body and what turns the body into the action. */
const TRANSITIONS = [
  { path: 'firma', type: 'SIGN', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'descarte', type: 'DISCARD', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'renovacion', type: 'RENEW', schema: RentalRenewSchema, expected: 'Expected JSON {"version": number, "endDate": "YYYY-MM-DD"}' },
  { path: 'fin', type: 'END', schema: RentalActionSchema, expected: EXPECTED_ACTION },
  { path: 'rescision', type: 'TERMINATE', schema: RentalTerminateSchema, expected: 'Expected JSON {"version": number, "date": "YYYY-MM-DD", "reason": string (up to 500)}' },
  { path: 'liquidacion', type: 'SETTLE', schema: RentalSettleSchema, expected: 'Expected JSON {"version": number, "session_id"?: number}' },
] as const;

/** The rentals' routes on the records kit (server/records/routes.ts): list, draft, a draft's edit, detail, history, one route per transition. */
export function rentalRoutes(deps: AppDeps) {
  const kit = recordRouteKit(deps, { route: 'alquileres', kind: 'rental', view: 'rental.view', entity: RENTAL_ENTITY, exists: rentalExists, detail: rentalDetail });
  let routes = new Hono<AppEnv>()
    .route(
      '/',
      kit.list({ sort: RENTAL_SORT_COLUMNS, filters: RENTAL_FILTERS }, async (query, context) => {
        // A fee or a term that fell due since a contract's last write: its row is brought to today first.
        await refreshRentalBalances(deps.db, context.today);
        return listRentals(deps.db, query, context);
      }),
    )
    .route('/', kit.create({ permission: 'rental.create', schema: RentalInputSchema, expected: EXPECTED_TERMS }, draftRental))
    .route('/', kit.write({ method: 'put', path: '', permission: 'rental.create', schema: EditSchema, expected: EXPECTED_TERMS }, (tx, actor, id, input) => editRental(tx, actor, id, input)))
    .route('/', kit.detail());
  for (const transition of TRANSITIONS) {
    routes = routes.route(
      '/',
      kit.write(
        { method: 'post', path: `/${transition.path}`, permission: RENTAL_EVENT_PERMISSION[transition.type], schema: transition.schema as typeof RentalTerminateSchema, expected: transition.expected },
        // The body was checked by this transition's own schema: only its fields are read.
        (tx, actor, id, input) => transitionRental(tx, actor, id, { ...(input as Record<string, unknown>), type: transition.type } as RentalActionInput),
      ),
    );
  }
  return routes.get('/alquileres/:id/liquidacion', requireSession(deps.db), requirePermission('rental.settle'), idParam('id'), async (c) => {
    const route = await settlementCashRoute(deps.db, c.var.ids.id, await locationToday({ db: deps.db, clock: deps.clock }), await portfolioOf(c.var.permissions, c.var.session.userId, 'rental'), c.var.session.userId);
    return route === null ? notFound(c) : c.json(route, 200);
  });
}
