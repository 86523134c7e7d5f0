/**
 * 'Deudas' (`/deudas`) and 'Honorarios' (`/honorarios`): one factory serves both by kind
 * (machines/debts/debt.schema.ts is the contract; the lifecycle machines/debts/debt.lifecycle.ts,
 * run by server/debts/transitions.ts). For {route} = deudas (debt.*) | honorarios (fee.*):
 * - GET  /{route}?page&pageSize&sort&q&status&overdue=1&customer   {kind}.view   list page + totals {amount, balance}
 * - POST /{route}                  (Idempotency-Key)  {kind}.create  201 DebtDetail; 422 customerNotFound | customerBlocked | firstDuePassed | feeInstallments
 * - GET  /{route}/{id}                                {kind}.view    DebtDetail (schedule replayed at the business date); 404
 * - POST /{route}/{id}/cancelacion | castigo | deshacer_castigo   (Idempotency-Key) {kind}.cancel
 *   body {version, reason?} → 200 DebtDetail; 409 stale | notAllowed | somethingPaid; 400 reasonRequired
 * - GET  /{route}/{id}/historial                      {kind}.view + audit.view
 * Payments (`/{route}/{id}/pagos`, `/pagos_deudas`, `/pagos_honorario`) are the payments slice's
 * routes over server/debts/paymentTarget.ts. Without {kind}.viewAll a user sees and acts on only
 * the records whose officer they are (others: 404).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { DEBT_ROUTES, DebtCreateSchema, type DebtKind } from '../../machines/debts/index.ts';
import type { Permission } from '../../machines/permissions.ts';
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
import { DEBT_FILTERS, DEBT_SORT_COLUMNS, debtDetail, debtExists, listDebts, type Portfolio } from './repository.ts';
import { createDebt, DEBT_ENTITY, DEBT_TRANSITIONS, DebtTransitionInputSchema, transitionDebt, type Actor, type DebtTransitionPath, type Refusal } from './transitions.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_CREATE =
  'Expected JSON {"customerId": number, "concept": string (1–200), "amount": integer > 0 (minor units), "firstDueDate": "YYYY-MM-DD", ' +
  '"installments"?: integer 1–60 (a fee: 1), "frequency"?: "monthly"|"biweekly"|"weekly", "note"?: string}';
const EXPECTED_TRANSITION = 'Expected JSON {"version": number, "reason"?: string (up to 500)}';

/** Each kind's permission codes. */
const CODES: Readonly<Record<DebtKind, { view: Permission; viewAll: Permission; create: Permission; cancel: Permission }>> = {
  debt: { view: 'debt.view', viewAll: 'debt.viewAll', create: 'debt.create', cancel: 'debt.cancel' },
  fee: { view: 'fee.view', viewAll: 'fee.viewAll', create: 'fee.create', cancel: 'fee.cancel' },
};

const refusal = (c: Context, r: Refusal) => (r.status === 404 ? notFound(c) : c.json({ message: r.message, code: r.code }, r.status));

export function debtRoutesOf(deps: AppDeps, kind: DebtKind) {
  const { db } = deps;
  const route = DEBT_ROUTES[kind];
  const codes = CODES[kind];
  const today = (q: Queryable) => locationToday({ db: q, clock: deps.clock });
  const portfolioOf = async (permissions: RolePermissions, userId: number): Promise<Portfolio> =>
    (await permissions.has(codes.viewAll)) ? { all: true } : { all: false, officerId: userId };
  const actorOf = async (c: { var: { session: { userId: number }; permissions: RolePermissions } }, tx: Queryable): Promise<Actor> => ({
    userId: c.var.session.userId,
    today: await today(tx),
    now: deps.clock.now(),
    portfolio: await portfolioOf(c.var.permissions, c.var.session.userId),
  });
  const answer = async (c: Context, tx: Queryable, actor: Actor, id: number, status: 200 | 201) => {
    const detail = await debtDetail(tx, kind, id, actor.today, { all: true });
    return detail === null ? notFound(c) : c.json(detail, status);
  };

  let routes = new Hono<AppEnv>()
    .get(`/${route}`, requireSession(db), requirePermission(codes.view), async (c) => {
      const query = readListQuery(c, { sort: DEBT_SORT_COLUMNS, filters: DEBT_FILTERS });
      return c.json(await listDebts(db, query, { kind, today: await today(db), portfolio: await portfolioOf(c.var.permissions, c.var.session.userId) }), 200);
    })
    .post(
      `/${route}`,
      requireSession(db),
      requirePermission(codes.create),
      jsonBody(DebtCreateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_CREATE }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const actor = await actorOf(c, tx);
        const outcome = await createDebt(tx, actor, kind, input);
        return outcome.ok ? answer(c, tx, actor, outcome.value, 201) : refusal(c, outcome.refusal);
      },
    )
    .get(`/${route}/:id`, requireSession(db), requirePermission(codes.view), idParam('id'), async (c) => {
      const detail = await debtDetail(db, kind, c.var.ids.id, await today(db), await portfolioOf(c.var.permissions, c.var.session.userId));
      return detail === null ? notFound(c) : c.json(detail, 200);
    })
    .route('/', recordHistoryRoutes(deps, { area: route, entity: DEBT_ENTITY[kind], view: codes.view, exists: debtExists(kind) }));

  for (const path of Object.keys(DEBT_TRANSITIONS) as DebtTransitionPath[]) {
    routes = routes.post(
      `/${route}/:id/${path}`,
      requireSession(db),
      requirePermission(codes.cancel),
      idParam('id'),
      jsonBody(DebtTransitionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_TRANSITION }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const actor = await actorOf(c, tx);
        const outcome = await transitionDebt(tx, actor, kind, id, path, input);
        return outcome.ok ? answer(c, tx, actor, id, 200) : refusal(c, outcome.refusal);
      },
    );
  }
  return routes;
}

/** Both routes, mounted once in server/app.ts. */
export function debtRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().route('/', debtRoutesOf(deps, 'debt')).route('/', debtRoutesOf(deps, 'fee'));
}
