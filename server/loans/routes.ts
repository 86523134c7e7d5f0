/**
 * 'Préstamos' (machines/loans/loan.schema.ts is the contract; the lifecycle is
 * machines/loans/loan.lifecycle.ts, run by server/loans/transitions.ts):
 * - GET  /prestamos?page&pageSize&sort&q&status&arrears=1&customer&officer&atrasoDesde&atrasoHasta   loan.view   list page
 * - POST /prestamos                        (Idempotency-Key)  loan.create    201 LoanDetail; 422 customerNotFound | customerBlocked
 * - GET  /prestamos/{id}                                       loan.view      LoanDetail; 404
 * - POST /prestamos/{id}/aprobacion | rechazo | deshacer_aprobacion   (Idempotency-Key) loan.approve
 * - POST /prestamos/{id}/retiro                                       (Idempotency-Key) loan.create
 * - POST /prestamos/{id}/desembolso                                   (Idempotency-Key) loan.disburse
 * - POST /prestamos/{id}/castigo | deshacer_castigo                   (Idempotency-Key) loan.writeOff
 *   body {version, reason?} → 200 LoanDetail; 409 stale | notAllowed | noOpenSession | insufficientCash;
 *   422 ownApplication; 400 reasonRequired
 * - POST /prestamos/{id}/condonacion  (Idempotency-Key) loan.waiveCharge   body {version, number|null, reason}
 *   → 200 LoanDetail; 409 stale | notAllowed; 422 nothingToWaive; 400 reasonRequired ('Condonar recargo')
 * - GET  /prestamos/{id}/liquidacion?fecha=YYYY-MM-DD            loan.view   PayoffQuoteRow ('Cancelación anticipada'
 *   at a date: server/loans/payoffQuote.ts); 400 invalidDate; 409 notActive; 422 quoteTooOld | quoteBeforeStart | quoteTooFar
 * - GET  /prestamos/{id}/historial                             loan.view + audit.view
 * Without loan.viewAll a user sees and acts on only the loans whose officer they are (others: 404).
 * Refusals answer `{ message, code }`.
 */
import { Hono } from 'hono';
import { ChargeWaiverInputSchema, LoanApplicationFieldsSchema } from '../../machines/loans/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { activeLocation } from '../locations/repository.ts';
import { isBusinessDate } from '../../machines/money/index.ts';
import { requireSession } from '../auth/bearer.ts';
import { idParam } from '../http/ids.ts';
import { requirePermission } from '../http/permissions.ts';
import { portfolioOf } from '../payments/portfolio.ts';
import { answerRefusal } from '../records/outcome.ts';
import { quoteLoanPayoff } from './payoffQuote.ts';
import { recordRouteKit } from '../records/routes.ts';
import { refreshLoanBalances } from './balances.ts';
import { LOAN_FILTERS, LOAN_SORT_COLUMNS, listLoans, loanDetail, loanExists } from './repository.ts';
import { applyForLoan, LOAN_ENTITY, LOAN_TRANSITIONS, LoanTransitionInputSchema, transitionLoan, waiveCharges, type LoanTransitionPath } from './transitions.ts';

const EXPECTED_APPLICATION =
  'Expected JSON {"customerId": number, "principal": integer > 0 (minor units), "rateMillionths": integer 0–10000000, "ratePeriod": "month"|"year", ' +
  '"installments": integer 1–360, "frequency": "daily"|"weekly"|"biweekly"|"monthly", "method": "french"|"equalPrincipal"|"flat", "firstDueDate": "YYYY-MM-DD", "note"?: string}';
const EXPECTED_TRANSITION = 'Expected JSON {"version": number, "reason"?: string (up to 500)}';
const EXPECTED_WAIVER = 'Expected JSON {"version": number, "number": installment number | null (every installment), "reason": string (up to 500)}';

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

/** The loans' routes on the records kit (server/records/routes.ts): the list, the application, the detail, its history and one route per transition. */
export function loanRoutes(deps: AppDeps) {
  const kit = recordRouteKit(deps, { route: 'prestamos', kind: 'loan', view: 'loan.view', entity: LOAN_ENTITY, exists: loanExists, detail: loanDetail });
  let routes = new Hono<AppEnv>()
    .route(
      '/',
      kit.list({ sort: LOAN_SORT_COLUMNS, filters: LOAN_FILTERS }, async (query, context) => {
        // A late charge that fell due since a loan's last write: its row is brought to today first.
        await refreshLoanBalances(deps.db, context.today);
        return listLoans(deps.db, query, { ...context, graceDays: (await activeLocation(deps.db))?.grace_days ?? 0 });
      }),
    )
    .route('/', kit.create({ permission: 'loan.create', schema: LoanApplicationFieldsSchema, expected: EXPECTED_APPLICATION }, applyForLoan))
    .route('/', kit.detail())
    .get('/prestamos/:id/liquidacion', requireSession(deps.db), requirePermission('loan.view'), idParam('id'), async (c) => {
      const date = c.req.query('fecha') ?? '';
      if (!isBusinessDate(date)) return c.json({ message: 'Expected ?fecha=YYYY-MM-DD', code: 'invalidDate' }, 400);
      const portfolio = await portfolioOf(c.var.permissions, c.var.session.userId, 'loan');
      const outcome = await quoteLoanPayoff(deps.db, c.var.ids.id, date, await kit.today(deps.db), portfolio);
      return outcome.ok ? c.json(outcome.value, 200) : answerRefusal(c, outcome.refusal);
    });
  for (const path of Object.keys(LOAN_TRANSITIONS) as LoanTransitionPath[]) {
    routes = routes.route(
      '/',
      kit.write({ method: 'post', path: `/${path}`, permission: TRANSITION_PERMISSION[path], schema: LoanTransitionInputSchema, expected: EXPECTED_TRANSITION }, (tx, actor, id, input) =>
        transitionLoan(tx, actor, id, path, input),
      ),
    );
  }
  return routes.route(
    '/',
    kit.write({ method: 'post', path: '/condonacion', permission: 'loan.waiveCharge', schema: ChargeWaiverInputSchema, expected: EXPECTED_WAIVER }, (tx, actor, id, input) =>
      waiveCharges(tx, actor, id, input),
    ),
  );
}
