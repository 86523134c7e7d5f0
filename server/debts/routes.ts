/**
 * 'Deudas' (`/deudas`) and 'Honorarios' (`/honorarios`): one factory serves both by kind
 * (machines/debts/debt.schema.ts is the contract; the lifecycle machines/debts/debt.lifecycle.ts,
 * run by server/debts/transitions.ts). For {route} = deudas (debt.*) | honorarios (fee.*):
 * - GET  /{route}?page&pageSize&sort&q&status&overdue=1&customer   {kind}.view   list page + totals {amount, balance}
 * - POST /{route}                  (Idempotency-Key)  {kind}.create  201 DebtDetail; 422 customerNotFound | customerBlocked | firstDuePassed | feeInstallments | installmentsTooSmall
 * - GET  /{route}/{id}                                {kind}.view    DebtDetail (schedule replayed at the business date); 404
 * - POST /{route}/{id}/cancelacion | castigo | deshacer_castigo   (Idempotency-Key) {kind}.cancel
 *   body {version, reason?} → 200 DebtDetail; 409 stale | notAllowed | somethingPaid; 400 reasonRequired
 * - GET  /{route}/{id}/historial                      {kind}.view + audit.view
 * Payments (`/{route}/{id}/pagos`, `/pagos_deudas`, `/pagos_honorario`) are the payments slice's
 * routes over server/debts/paymentTarget.ts. Without {kind}.viewAll a user sees and acts on only
 * the records whose officer they are (others: 404).
 */
import { Hono } from 'hono';
import { DEBT_ROUTES, DebtCreateSchema, type DebtKind } from '../../machines/debts/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { recordRouteKit } from '../records/routes.ts';
import { DEBT_FILTERS, DEBT_SORT_COLUMNS, debtDetail, debtExists, listDebts } from './repository.ts';
import { createDebt, DEBT_ENTITY, DEBT_TRANSITIONS, DebtTransitionInputSchema, transitionDebt, type DebtTransitionPath } from './transitions.ts';

const EXPECTED_CREATE =
  'Expected JSON {"customerId": number, "concept": string (1–200), "amount": integer > 0 (minor units), "firstDueDate": "YYYY-MM-DD", ' +
  '"installments"?: integer 1–60 (a fee: 1), "frequency"?: "monthly"|"biweekly"|"weekly", "note"?: string}';
const EXPECTED_TRANSITION = 'Expected JSON {"version": number, "reason"?: string (up to 500)}';

/** Each kind's permission codes (`viewAll` is the payments' PAYMENT_KIND_INFO, the one portfolio rule). */
const CODES: Readonly<Record<DebtKind, { view: Permission; create: Permission; cancel: Permission }>> = {
  debt: { view: 'debt.view', create: 'debt.create', cancel: 'debt.cancel' },
  fee: { view: 'fee.view', create: 'fee.create', cancel: 'fee.cancel' },
};

/** One kind's routes on the records kit (server/records/routes.ts). */
export function debtRoutesOf(deps: AppDeps, kind: DebtKind) {
  const codes = CODES[kind];
  const kit = recordRouteKit(deps, {
    route: DEBT_ROUTES[kind],
    kind,
    view: codes.view,
    entity: DEBT_ENTITY[kind],
    exists: debtExists(kind),
    detail: (db, id, today, portfolio) => debtDetail(db, kind, id, today, portfolio),
  });
  let routes = new Hono<AppEnv>()
    .route('/', kit.list({ sort: DEBT_SORT_COLUMNS, filters: DEBT_FILTERS }, (query, context) => listDebts(deps.db, query, { ...context, kind })))
    .route('/', kit.create({ permission: codes.create, schema: DebtCreateSchema, expected: EXPECTED_CREATE }, (tx, actor, input) => createDebt(tx, actor, kind, input)))
    .route('/', kit.detail());
  for (const path of Object.keys(DEBT_TRANSITIONS) as DebtTransitionPath[]) {
    routes = routes.route(
      '/',
      kit.write({ method: 'post', path: `/${path}`, permission: codes.cancel, schema: DebtTransitionInputSchema, expected: EXPECTED_TRANSITION }, (tx, actor, id, input) =>
        transitionDebt(tx, actor, kind, id, path, input),
      ),
    );
  }
  return routes;
}

/** Both routes, mounted once in server/app.ts. */
export function debtRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().route('/', debtRoutesOf(deps, 'debt')).route('/', debtRoutesOf(deps, 'fee'));
}
