/**
 * Loan payments (machines/payments/payments.schema.ts is the contract):
 * - POST /prestamos/{id}/pagos (Idempotency-Key) {amount, method, version}  loanPayment.create
 * - GET  /prestamos/{id}/pagos                                             loanPayment.view
 * - GET  /pagos_prestamos?page&pageSize&sort&from&to&user&status&q          loanPayment.view
 * - GET  /pagos_prestamos/{id}                                             loanPayment.view (reprint)
 * - POST /pagos_prestamos/{id}/reversion (Idempotency-Key) {reason}         loanPayment.reverse
 *
 * Every write replays the loan's facts with the new payment (or without the reversed one) through
 * the pure rules (machines/loans receivableStanding), asks the loan chart (nextLoanStatus) what status
 * that leads to — refusing what it refuses —, moves the cash, and writes that same replay as the
 * loan's projection (writeProjection), all in the one transaction of `idempotent`.
 *
 * Locks, always in this order: the loan row (FOR UPDATE: payments and reversals on one loan run
 * one at a time, each replaying what the previous committed), then the payment row for a
 * reversal, then the caller's cash session (FOR SHARE, as every post: a close waits for it).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { nextLoanStatus } from '../../machines/loans/loan.step.ts';
import {
  PAYMENT_FILTERS,
  PAYMENT_SORT_COLUMNS,
  PaymentInputSchema,
  PaymentReversalInputSchema,
  type PaymentRefusalCode,
} from '../../machines/payments/payments.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { lockSessionOfUser, postMovement } from '../cash/ledger.ts';
import { locationToday } from '../locations/today.ts';
import { loanDues, loanPaymentFacts, outstandingForChart, writeProjection } from '../loans/projection.ts';
import { InvalidFilter } from '../cashMovements/filters.ts';
import {
  findPayment,
  insertPayment,
  listPayments,
  lockLoan,
  markReversed,
  movementOfPayment,
  nextPaymentId,
  officerOfLoan,
  paymentsOfLoan,
  receiptOf,
  setLoanStatus,
} from './repository.ts';

/** The audit entries of payments go on the loan, so its 'Historial' shows them. */
export const LOAN_ENTITY = 'loan';
/** The cash movements a payment posts name it as their source (Movimientos refuses to reverse them). */
export const PAYMENT_SOURCE = 'loanPayment';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_PAYMENT = 'Expected JSON {"amount": integer of minor units > 0, "method": "cash"|"transfer", "version": number}';
const EXPECTED_REVERSAL = 'Expected JSON {"reason": string of 1 to 500 characters}';

const MESSAGES: Readonly<Record<PaymentRefusalCode, string>> = {
  stale: 'The loan was changed by someone else: reload it',
  notAllowed: 'The loan’s status does not allow this',
  noOpenSession: 'Open your cash session first',
  alreadyReversed: 'This payment was already reversed',
  reasonRequired: 'A reason is required',
};

/** A refusal: thrown to roll the transaction back, answered as `{message, code}`. */
class Refused extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: PaymentRefusalCode,
  ) {
    super(code);
  }
}

class Missing extends Error {}

/** Runs a write; a refusal or a missing record becomes its answer (and rolls the key back). */
async function answer(c: Context, write: () => Promise<object>, status: 200 | 201) {
  try {
    return c.json(await write(), status);
  } catch (error) {
    if (error instanceof Refused) return c.json({ message: MESSAGES[error.code], code: error.code }, error.status);
    if (error instanceof Missing) return notFound(c);
    throw error;
  }
}

/** Without loan.viewAll a user works only their own portfolio (and the payments they received). */
const seesAll = (permissions: RolePermissions) => permissions.has('loan.viewAll');

export function loanPaymentRoutes(deps: AppDeps) {
  const { db } = deps;

  return new Hono<AppEnv>()
    .get('/pagos_prestamos', requireSession(db), requirePermission('loanPayment.view'), async (c) => {
      const query = readListQuery(c, { sort: PAYMENT_SORT_COLUMNS, filters: PAYMENT_FILTERS });
      try {
        return c.json(await listPayments(db, query, (await seesAll(c.var.permissions)) ? null : c.var.session.userId), 200);
      } catch (error) {
        if (error instanceof InvalidFilter) return c.json({ message: error.message, code: 'invalidFilter', filter: error.filter }, 400);
        throw error;
      }
    })
    .get('/pagos_prestamos/:id', requireSession(db), requirePermission('loanPayment.view'), idParam('id'), async (c) => {
      const payment = await findPayment(db, c.var.ids.id);
      if (payment === null || (!(await seesAll(c.var.permissions)) && payment.received_by !== c.var.session.userId)) return notFound(c);
      return c.json({ payment, receipt: await receiptOf(db, payment) }, 200);
    })
    .get('/prestamos/:id/pagos', requireSession(db), requirePermission('loanPayment.view'), idParam('id'), async (c) => {
      const { id } = c.var.ids;
      const officer = await officerOfLoan(db, id);
      if (officer === null || (!(await seesAll(c.var.permissions)) && officer !== c.var.session.userId)) return notFound(c);
      return c.json(await paymentsOfLoan(db, id), 200);
    })
    .post(
      '/prestamos/:id/pagos',
      requireSession(db),
      requirePermission('loanPayment.create'),
      idParam('id'),
      jsonBody(PaymentInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_PAYMENT }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        const all = await seesAll(c.var.permissions);
        return answer(
          c,
          async () => {
            const loan = await lockLoan(tx, id);
            if (loan === null || (!all && loan.officer_id !== session.userId)) throw new Missing();
            if (loan.version !== input.version) throw new Refused(409, 'stale');
            const today = await locationToday({ db: tx, clock: deps.clock });
            const paymentId = await nextPaymentId(tx);
            const [dues, facts] = await Promise.all([loanDues(tx, id), loanPaymentFacts(tx, id)]);
            const fact: PaymentFact = { id: paymentId, businessDate: today, amount: input.amount, reversed: false };
            const standing = receivableStanding(dues, [...facts, fact], today);
            const status = nextLoanStatus(loan.status, loan.submitted_by, { type: 'PAYMENT', outstanding: outstandingForChart(standing) });
            if (status === null) throw new Refused(409, 'notAllowed');
            let sessionId: number | null = null;
            let movementId: number | null = null;
            if (input.method === 'cash') {
              const own = await lockSessionOfUser(tx, session.userId, 'share');
              if (own === null || own.status !== 'open') throw new Refused(409, 'noOpenSession');
              sessionId = own.id;
              movementId = await postMovement(tx, {
                sessionId,
                direction: 'in',
                amount: input.amount,
                type: 'loanPayment',
                concept: `Pago del préstamo N° ${id}`,
                source: { kind: PAYMENT_SOURCE, id: paymentId },
                userId: session.userId,
                businessDate: today,
              });
            }
            await insertPayment(tx, { id: paymentId, loanId: id, amount: input.amount, method: input.method, businessDate: today, sessionId, movementId, receivedBy: session.userId });
            // The replay above already holds the new payment: its figures are the projection.
            await writeProjection(tx, id, standing);
            await setLoanStatus(tx, id, status);
            const payment = await findPayment(tx, paymentId);
            if (payment === null) throw new Error(`payment ${paymentId} vanished inside its own transaction`);
            await appendAudit(tx, {
              userId: session.userId,
              entity: LOAN_ENTITY,
              entityId: id,
              action: 'record',
              before: { status: loan.status, balance: loan.balance, version: loan.version },
              after: { status, balance: standing.outstanding, version: loan.version + 1, payment_id: paymentId, amount: input.amount, method: input.method },
            });
            return { payment, receipt: await receiptOf(tx, payment) };
          },
          201,
        );
      },
    )
    .post(
      '/pagos_prestamos/:id/reversion',
      requireSession(db),
      requirePermission('loanPayment.reverse'),
      idParam('id'),
      jsonBody(PaymentReversalInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_REVERSAL }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        const all = await seesAll(c.var.permissions);
        return answer(
          c,
          async () => {
            const reason = input.reason.trim();
            if (reason === '') throw new Refused(400, 'reasonRequired');
            const found = await findPayment(tx, id);
            if (found === null || (!all && found.received_by !== session.userId)) throw new Missing();
            // The loan first (the order every payment write takes), then the payment itself.
            const loan = await lockLoan(tx, found.loan_id);
            const before = await findPayment(tx, id, true);
            if (loan === null || before === null) throw new Missing();
            if (before.status === 'reversed') throw new Refused(409, 'alreadyReversed');
            const today = await locationToday({ db: tx, clock: deps.clock });
            const [dues, facts] = await Promise.all([loanDues(tx, loan.id), loanPaymentFacts(tx, loan.id)]);
            const standing = receivableStanding(
              dues,
              facts.map((fact) => (fact.id === id ? { ...fact, reversed: true } : fact)),
              today,
            );
            const status = nextLoanStatus(loan.status, loan.submitted_by, { type: 'PAYMENT_REVERSED', outstanding: outstandingForChart(standing) });
            if (status === null) throw new Refused(409, 'notAllowed');
            const original = await movementOfPayment(tx, id);
            let movementId: number | null = null;
            if (original.movement_id !== null) {
              // Into the CALLER's open session: the cash leaves the box of whoever gives it back.
              const own = await lockSessionOfUser(tx, session.userId, 'share');
              if (own === null || own.status !== 'open') throw new Refused(409, 'noOpenSession');
              movementId = await postMovement(tx, {
                sessionId: own.id,
                direction: 'out',
                amount: before.amount,
                type: 'reversal',
                concept: `Reversión del pago N° ${id} del préstamo N° ${loan.id}`,
                source: { kind: PAYMENT_SOURCE, id },
                reverses: { id: original.movement_id, reason },
                userId: session.userId,
                businessDate: today,
              });
            }
            await markReversed(tx, id, { userId: session.userId, reason, movementId });
            // The replay above already left the payment out: its figures are the projection.
            await writeProjection(tx, loan.id, standing);
            await setLoanStatus(tx, loan.id, status);
            const reversed = await findPayment(tx, id);
            if (reversed === null) throw new Error(`payment ${id} vanished inside its own transaction`);
            await appendAudit(tx, {
              userId: session.userId,
              entity: LOAN_ENTITY,
              entityId: loan.id,
              action: 'reverse',
              before: { status: loan.status, balance: loan.balance, version: loan.version, payment_id: id },
              after: { status, balance: standing.outstanding, version: loan.version + 1, payment_id: id, reason },
            });
            return reversed;
          },
          200,
        );
      },
    );
}
