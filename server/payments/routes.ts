/**
 * The payment routes of one kind of receivable (machines/payments/payments.schema.ts is the
 * contract), mounted once per `PaymentTarget` (server/payments/targets.ts); `{area}`, `{payments}`
 * and the permission codes are the kind's PAYMENT_KIND_INFO:
 * - POST /{area}/{id}/pagos (Idempotency-Key) {amount, method, reference?, version, acceptExcess?, acceptDuplicate?, prepay?}  {kind}.create
 *   (an amount above the balance: 422 `overpayment` {excess} unless `acceptExcess` is true; a
 *   method the location does not enable, a missing or long reference: 422 (server/payments/methods.ts);
 *   a reference already on a payment of the method: 409 `duplicateReference` unless `acceptDuplicate`;
 *   `prepay`: a loan's partial prepayment, a new schedule version: server/loans/prepayment.ts)
 * - GET  /{area}/{id}/pagos                                             view
 * - GET  /{payments}?page&pageSize&sort&from&to&user&status&method&reference&q   view
 * - GET  /{payments}/{id}                                               view (reprint)
 * - GET  /{payments}/{id}/reversion                                     reverse (where its cash would go)
 * - POST /{payments}/{id}/reversion (Idempotency-Key) {reason, session_id?}   reverse
 *
 * Every write replays the record's facts with the new payment (or without the reversed one)
 * through the pure rules (machines/receivables receivableStanding) over the target's dues, asks
 * the record's chart (`target.next`) what status that leads to — refusing what it refuses —,
 * moves the cash, and writes that same replay as the record's projection (`target.project`), all
 * in the one transaction of `idempotent`.
 *
 * Locks, always in this order: the record row (`target.lock`, FOR UPDATE: payments and reversals
 * on one record run one at a time, each replaying what the previous committed), then the payment
 * row for a reversal, then the cash session (FOR SHARE for a payment in, as every post: a close
 * waits for it; FOR UPDATE for a reversal's cash out, checked by the ledger against the session's cash).
 *
 * A reversal's cash goes back out through the box the payment came in through (issue #29 item 3,
 * server/cash/routing.ts): that box's open session, else an open session of the same location
 * the reverser chose — never the reverser's own box, which an administrator may not have.
 */
import { Hono } from 'hono';
import type { PaymentFact } from '../../machines/receivables/index.ts';
import { PAYMENT_KIND_INFO } from '../../machines/payments/paymentKinds.ts';
import { excessOfStandings } from '../../machines/payments/payment.rules.ts';
import { PAYMENT_FILTERS, PAYMENT_SORT_COLUMNS, PaymentInputSchema, PaymentReversalInputSchema } from '../../machines/payments/payments.schema.ts';
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
import { postMovement } from '../cash/ledger.ts';
import { boxOfMovement, cashRouteOf, lockCashRoute, NO_CASH_ROUTE, openSessionIdOfBox } from '../cash/routing.ts';
import { locationToday } from '../locations/today.ts';
import { InvalidFilter } from '../cashMovements/filters.ts';
import type { Queryable } from '../db/adapter.ts';
import { refundedOf } from '../records/facts.ts';
import { holds, portfolioOf } from './portfolio.ts';
import type { PaymentTarget } from './target.ts';
import type { PrepayMade } from '../loans/prepayment.ts';
import { answer, ask, Missing, openSessionOf, Refused, replay, requiredReason, valueDateOf } from './write.ts';
import {
  findPayment,
  insertPayment,
  listPayments,
  markReversed,
  movementOfPayment,
  nextPaymentId,
  paymentFacts,
  paymentsOf,
  receiptOf,
} from './repository.ts';
import { storeReceiptFigures } from './receipts.ts';
import { checkedMethodAndReference } from './methods.ts';
import { movesCash } from '../../machines/payments/paymentMethods.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED_PAYMENT = 'Expected JSON {"amount": integer of minor units > 0, "method": "cash"|"transfer"|"wallet"|"card", "reference"?: string (required but for cash), "version": number, "acceptExcess"?: boolean, "acceptDuplicate"?: boolean, "settle"?: boolean (a loan: its payoff quote, settling it), "prepay"?: "fewerInstallments"|"lowerInstallment" (a loan: a new schedule version)}';
const EXPECTED_REVERSAL = 'Expected JSON {"reason": string of 1 to 500 characters}';

export function paymentRoutes(deps: AppDeps, target: PaymentTarget) {
  const { db } = deps;
  const info = PAYMENT_KIND_INFO[target.kind];
  const today = (q: Queryable) => locationToday({ db: q, clock: deps.clock });
  /** Null: every payment of the kind; else only those this user received (no viewAll). */
  const receiverScope = async (c: { var: { session: { userId: number }; permissions: RolePermissions } }): Promise<number | null> => {
    const portfolio = await portfolioOf(c.var.permissions, c.var.session.userId, target.kind);
    return portfolio.all ? null : portfolio.officerId;
  };

  return new Hono<AppEnv>()
    .get(`/${info.payments}`, requireSession(db), requirePermission(info.view), async (c) => {
      const query = readListQuery(c, { sort: PAYMENT_SORT_COLUMNS, filters: PAYMENT_FILTERS });
      try {
        return c.json(await listPayments(db, target, query, await receiverScope(c), await today(db)), 200);
      } catch (error) {
        if (error instanceof InvalidFilter) return c.json({ message: error.message, code: 'invalidFilter', filter: error.filter }, 400);
        throw error;
      }
    })
    .get(`/${info.payments}/:id`, requireSession(db), requirePermission(info.view), idParam('id'), async (c) => {
      const date = await today(db);
      const payment = await findPayment(db, target, c.var.ids.id, date);
      const scope = await receiverScope(c);
      if (payment === null || (scope !== null && payment.received_by !== scope)) return notFound(c);
      return c.json({ payment, receipt: await receiptOf(db, target, payment) }, 200);
    })
    .get(`/${info.area}/:id/pagos`, requireSession(db), requirePermission(info.view), idParam('id'), async (c) => {
      const { id } = c.var.ids;
      const portfolio = await portfolioOf(c.var.permissions, c.var.session.userId, target.kind);
      if (!holds(portfolio, await target.officerOf(db, id))) return notFound(c);
      return c.json(await paymentsOf(db, target, id, await today(db)), 200);
    })
    .post(
      `/${info.area}/:id/pagos`,
      requireSession(db),
      requirePermission(info.create),
      idParam('id'),
      jsonBody(PaymentInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_PAYMENT }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        const portfolio = await portfolioOf(c.var.permissions, session.userId, target.kind);
        return answer(
          c,
          async () => {
            const record = await target.lock(tx, id);
            if (record === null || !holds(portfolio, record.officerId)) throw new Missing();
            if (record.version !== input.version) throw new Refused(409, 'stale');
            // A recovery (a written-off loan) asks its own permission (PAYMENT_KIND_INFO[kind].recover).
            const recovery = target.isRecovery?.(record) === true;
            const recover = info.recover;
            if (recovery && (recover === undefined || !(await c.var.permissions.has(recover)))) throw new Refused(403, 'recoveryNotAllowed');
            // One of the location's methods, its reference, and no unconfirmed duplicate of it (methods.ts).
            const { reference, duplicate } = await checkedMethodAndReference(tx, input);
            const date = await today(tx);
            // 'Fecha valor': the date the payment counts from; the cash still enters today's session.
            const valueDate = await valueDateOf(tx, target, id, input.valueDate, date, () => c.var.permissions.has('payment.backdate'));
            const paymentId = await nextPaymentId(tx);
            if (input.settle && target.kind !== 'loan') throw new Refused(422, 'notSettleable');
            const fact: PaymentFact = { id: paymentId, businessDate: valueDate, amount: input.amount, reversed: false, ...(input.settle ? { settles: true } : {}) };
            const earlier = await paymentFacts(tx, target.kind, id);
            await target.guardFacts?.(tx, record, earlier, fact);
            // A loan's partial prepayment: its new schedule version, stored first so the replay reads it (#32).
            let prepaid: PrepayMade | null = null;
            if (input.prepay !== undefined) {
              if (target.prepay === undefined || input.settle) throw new Refused(422, 'notPrepayable');
              prepaid = await target.prepay(tx, record, { paymentId, valueDate, amount: input.amount, mode: input.prepay, facts: earlier, userId: session.userId });
            }
            const refunded = await refundedOf(tx, target.kind, id);
            const standing = await replay(tx, target, record, [...earlier, fact], date, refunded);
            if (input.settle) {
              // The quote: what the settled dues asked before this payment's amount (machines/loans/payoff.ts).
              const quote = input.amount + standing.outstanding - standing.overpayment;
              if (quote !== input.amount) throw new Refused(409, 'quoteChanged', { quote });
            }
            const status = ask(target, record, standing, 'PAYMENT');
            // Above the balance only once the user confirmed it (domain.md: warned before it is posted).
            const excess = excessOfStandings(await replay(tx, target, record, earlier, date, refunded), standing);
            if (excess > 0 && !input.acceptExcess) throw new Refused(422, 'overpayment', { excess });
            let sessionId: number | null = null;
            let movementId: number | null = null;
            if (movesCash(input.method)) {
              sessionId = (await openSessionOf(tx, session.userId)).id;
              movementId = await postMovement(tx, {
                sessionId,
                direction: 'in',
                amount: input.amount,
                type: info.movementType,
                concept: target.concept(id),
                source: { kind: info.movementType, id: paymentId },
                userId: session.userId,
                businessDate: date,
              });
            }
            await insertPayment(tx, { id: paymentId, kind: target.kind, targetId: id, amount: input.amount, method: input.method, reference, businessDate: valueDate, sessionId, movementId, receivedBy: session.userId, settles: input.settle, recovery });
            // The replay above already holds the new payment: its figures are the projection.
            await target.project(tx, record, standing, status, date);
            const payment = await findPayment(tx, target, paymentId, date);
            if (payment === null) throw new Error(`payment ${paymentId} vanished inside its own transaction`);
            await appendAudit(tx, {
              userId: session.userId,
              entity: info.entity,
              entityId: id,
              action: 'record',
              before: { status: record.status, balance: record.balance, version: record.version },
              after: {
                status,
                balance: standing.outstanding,
                version: record.version + 1,
                payment_id: paymentId,
                amount: input.amount,
                method: input.method,
                ...(reference !== null ? { reference } : {}),
                ...(duplicate !== null ? { duplicate_of: duplicate.payment_id } : {}),
                ...(excess > 0 ? { excess_accepted: excess } : {}),
                ...(prepaid !== null ? { prepay: prepaid.mode, schedule_version: prepaid.version, principal_prepaid: prepaid.principal_prepaid } : {}),
              },
            });
            // What the receipt says now is what every reprint will say (#30).
            const receipt = await receiptOf(tx, target, payment);
            await storeReceiptFigures(tx, paymentId, { rows: receipt.allocation, overpayment: receipt.overpayment, remaining: receipt.remaining, dueNow: receipt.due_now, toRun: receipt.to_run });
            return { payment, receipt };
          },
          201,
        );
      },
    )
    .get(`/${info.payments}/:id/reversion`, requireSession(db), requirePermission(info.reverse), idParam('id'), async (c) => {
      const { id } = c.var.ids;
      const portfolio = await portfolioOf(c.var.permissions, c.var.session.userId, target.kind);
      const found = await findPayment(db, target, id, await today(db));
      if (found === null || (!portfolio.all && found.received_by !== c.var.session.userId)) return notFound(c);
      const { movement_id } = await movementOfPayment(db, id);
      const box = movement_id === null ? null : await boxOfMovement(db, movement_id);
      if (box === null) return c.json(NO_CASH_ROUTE, 200);
      return c.json(await cashRouteOf(db, { primary: await openSessionIdOfBox(db, box.box_id), boxName: box.box_name, locationId: box.location_id }), 200);
    })
    .post(
      `/${info.payments}/:id/reversion`,
      requireSession(db),
      requirePermission(info.reverse),
      idParam('id'),
      jsonBody(PaymentReversalInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_REVERSAL }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        const portfolio = await portfolioOf(c.var.permissions, session.userId, target.kind);
        return answer(
          c,
          async () => {
            const reason = requiredReason(input.reason);
            const date = await today(tx);
            const found = await findPayment(tx, target, id, date);
            if (found === null || (!portfolio.all && found.received_by !== session.userId)) throw new Missing();
            // The record first (the order every payment write takes), then the payment itself.
            const record = await target.lock(tx, found.target_id);
            const before = await findPayment(tx, target, id, date, true);
            if (record === null || before === null) throw new Missing();
            if (before.status === 'reversed') throw new Refused(409, 'alreadyReversed');
            const current = await paymentFacts(tx, target.kind, record.id);
            const pivot = current.find((fact) => fact.id === id);
            if (pivot !== undefined) await target.guardFacts?.(tx, record, current, pivot);
            const facts = current.map((fact) => (fact.id === id ? { ...fact, reversed: true } : fact));
            const standing = await replay(tx, target, record, facts, date);
            const status = ask(target, record, standing, 'PAYMENT_REVERSED');
            const original = await movementOfPayment(tx, id);
            let movementId: number | null = null;
            if (original.movement_id !== null) {
              // Out of the box the cash came in through (its open session, else the one chosen).
              const box = await boxOfMovement(tx, original.movement_id);
              if (box === null) throw new Error(`the movement ${original.movement_id} of payment ${id} has no box`);
              const out = await lockCashRoute(tx, { primary: await openSessionIdOfBox(tx, box.box_id), requested: input.session_id ?? null, locationId: box.location_id });
              movementId = await postMovement(tx, {
                sessionId: out.id,
                direction: 'out',
                amount: before.amount,
                type: 'reversal',
                concept: `Reversión del pago N° ${id} (${target.concept(record.id)})`,
                source: { kind: info.movementType, id },
                reverses: { id: original.movement_id, reason },
                userId: session.userId,
                businessDate: date,
              });
            }
            await markReversed(tx, id, { userId: session.userId, reason, movementId });
            // The replay above already left the payment out: its figures are the projection.
            await target.project(tx, record, standing, status, date);
            const reversed = await findPayment(tx, target, id, date);
            if (reversed === null) throw new Error(`payment ${id} vanished inside its own transaction`);
            await appendAudit(tx, {
              userId: session.userId,
              entity: info.entity,
              entityId: record.id,
              action: 'reverse',
              before: { status: record.status, balance: record.balance, version: record.version, payment_id: id },
              after: { status, balance: standing.outstanding, version: record.version + 1, payment_id: id, reason },
            });
            return reversed;
          },
          200,
        );
      },
    );
}
