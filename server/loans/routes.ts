/**
 * 'Préstamos' (machines/loans/loan.schema.ts is the contract; the lifecycle is
 * machines/loans/loan.lifecycle.ts, run by server/loans/transitions.ts):
 * - GET  /prestamos?page&pageSize&sort&q&status&arrears=1&customer&officer   loan.view   list page
 * - POST /prestamos                        (Idempotency-Key)  loan.create    201 LoanDetail; 422 customerNotFound | customerBlocked
 * - GET  /prestamos/{id}                                       loan.view      LoanDetail; 404
 * - POST /prestamos/{id}/aprobacion | rechazo | deshacer_aprobacion   (Idempotency-Key) loan.approve
 * - POST /prestamos/{id}/retiro                                       (Idempotency-Key) loan.create
 * - POST /prestamos/{id}/desembolso                                   (Idempotency-Key) loan.disburse
 * - POST /prestamos/{id}/castigo | deshacer_castigo                   (Idempotency-Key) loan.writeOff
 *   body {version, reason?} → 200 LoanDetail; 409 stale | notAllowed | noOpenSession | insufficientCash;
 *   422 ownApplication; 400 reasonRequired
 * - GET  /prestamos/{id}/historial                             loan.view + audit.view
 * Without loan.viewAll a user sees and acts on only the loans whose officer they are (others: 404).
 * Refusals answer `{ message, code }`.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { LoanApplicationFieldsSchema } from '../../machines/loans/index.ts';
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
import { activeLocation } from '../locations/repository.ts';
import { locationToday } from '../locations/today.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { portfolioOf as portfolioOfKind } from '../payments/portfolio.ts';
import { LOAN_FILTERS, LOAN_SORT_COLUMNS, listLoans, loanDetail, loanExists, type Portfolio } from './repository.ts';
import { applyForLoan, LOAN_ENTITY, LOAN_TRANSITIONS, LoanTransitionInputSchema, transitionLoan, type Actor, type LoanTransitionPath, type Refusal } from './transitions.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_APPLICATION =
  'Expected JSON {"customerId": number, "principal": integer > 0 (minor units), "rateMillionths": integer 0–10000000, "ratePeriod": "month"|"year", ' +
  '"installments": integer 1–360, "frequency": "daily"|"weekly"|"biweekly"|"monthly", "method": "french"|"equalPrincipal"|"flat", "firstDueDate": "YYYY-MM-DD", "note"?: string}';
const EXPECTED_TRANSITION = 'Expected JSON {"version": number, "reason"?: string (up to 500)}';

/** The permission each transition asks (the contract's table). */
const TRANSITION_PERMISSION: Readonly<Record<LoanTransitionPath, Permission>> = {
  aprobacion: 'loan.approve',
  rechazo: 'loan.approve',
  deshacer_aprobacion: 'loan.approve',
  retiro: 'loan.create',
  desembolso: 'loan.disburse',
  castigo: 'loan.writeOff',
  deshacer_castigo: 'loan.writeOff',
};

const refusal = (c: Context, r: Refusal) => (r.status === 404 ? notFound(c) : c.json({ message: r.message, code: r.code }, r.status));

/** Every loan with loan.viewAll; otherwise the caller's own portfolio (the one rule of every receivable). */
const portfolioOf = (permissions: RolePermissions, userId: number): Promise<Portfolio> => portfolioOfKind(permissions, userId, 'loan');

export function loanRoutes(deps: AppDeps) {
  const { db } = deps;
  const today = (q: Queryable) => locationToday({ db: q, clock: deps.clock });
  const actorOf = async (c: { var: { session: { userId: number }; permissions: RolePermissions } }, tx: Queryable): Promise<Actor> => ({
    userId: c.var.session.userId,
    today: await today(tx),
    now: deps.clock.now(),
    portfolio: await portfolioOf(c.var.permissions, c.var.session.userId),
  });
  /** The loan as the write left it, read in its transaction (so the answer is what committed). */
  const answer = async (c: Context, tx: Queryable, actor: Actor, id: number, status: 200 | 201) => {
    const detail = await loanDetail(tx, id, actor.today, { all: true });
    return detail === null ? notFound(c) : c.json(detail, status);
  };

  let routes = new Hono<AppEnv>()
    .get('/prestamos', requireSession(db), requirePermission('loan.view'), async (c) => {
      const query = readListQuery(c, { sort: LOAN_SORT_COLUMNS, filters: LOAN_FILTERS });
      const location = await activeLocation(db);
      return c.json(
        await listLoans(db, query, {
          today: await today(db),
          graceDays: location?.grace_days ?? 0,
          portfolio: await portfolioOf(c.var.permissions, c.var.session.userId),
        }),
        200,
      );
    })
    .post(
      '/prestamos',
      requireSession(db),
      requirePermission('loan.create'),
      jsonBody(LoanApplicationFieldsSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_APPLICATION }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const actor = await actorOf(c, tx);
        const outcome = await applyForLoan(tx, actor, input);
        return outcome.ok ? answer(c, tx, actor, outcome.value, 201) : refusal(c, outcome.refusal);
      },
    )
    .get('/prestamos/:id', requireSession(db), requirePermission('loan.view'), idParam('id'), async (c) => {
      const detail = await loanDetail(db, c.var.ids.id, await today(db), await portfolioOf(c.var.permissions, c.var.session.userId));
      return detail === null ? notFound(c) : c.json(detail, 200);
    })
    .route('/', recordHistoryRoutes(deps, { area: 'prestamos', entity: LOAN_ENTITY, view: 'loan.view', exists: loanExists }));

  for (const path of Object.keys(LOAN_TRANSITIONS) as LoanTransitionPath[]) {
    routes = routes.post(
      `/prestamos/:id/${path}`,
      requireSession(db),
      requirePermission(TRANSITION_PERMISSION[path]),
      idParam('id'),
      jsonBody(LoanTransitionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_TRANSITION }),
      idempotent(db),
      async (c) => {
        const { tx, input } = c.var;
        const { id } = c.var.ids;
        const actor = await actorOf(c, tx);
        const outcome = await transitionLoan(tx, actor, id, path, input);
        return outcome.ok ? answer(c, tx, actor, id, 200) : refusal(c, outcome.refusal);
      },
    );
  }
  return routes;
}
