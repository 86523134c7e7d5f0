/**
 * 'Devolver saldo a favor' (#29 item 6, domain.md "Credit balances") of one kind of receivable,
 * mounted once per `PaymentTarget` beside its payment routes:
 * - POST /{area}/{id}/devolucion (Idempotency-Key) {version, reason}   credit.refund
 *   → 201 CreditRefund (the refund and its receipt); 400 reasonRequired; 404 (none, or not the
 *   caller's portfolio without the kind's viewAll); 409 stale | noCredit | notAllowed | noOpenSession.
 *
 * The whole credit the replay finds (what was paid beyond everything owed, less earlier refunds)
 * leaves in cash out of the CALLER's open session, as a `creditRefund` movement through the ledger's
 * one `postMovement`; the record's chart hears CREDIT_REFUNDED with nothing left to pay (a loan
 * 'Pagado de más' → 'Pagado', a debt or a fee → paid, a closed rental stays closed) and the
 * projection is written again, all in the one transaction of `idempotent`, audited on the record.
 * Locks: the record row (FOR UPDATE), then the caller's session (FOR SHARE), as every payment write.
 */
import { Hono } from 'hono';
import { PAYMENT_KIND_INFO } from '../../machines/payments/paymentKinds.ts';
import { CreditRefundInputSchema } from '../../machines/payments/payments.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { postMovement } from '../cash/ledger.ts';
import { locationToday } from '../locations/today.ts';
import { refundedOf } from '../records/facts.ts';
import { holds, portfolioOf } from './portfolio.ts';
import { paymentFacts } from './repository.ts';
import { findRefund, insertRefund, nextRefundId } from './refunds.ts';
import type { PaymentTarget } from './target.ts';
import { answer, ask, Missing, openSessionOf, Refused, replay, requiredReason } from './write.ts';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED = 'Expected JSON {"version": number, "reason": string of 1 to 500 characters}';

export function creditRefundRoutes(deps: AppDeps, target: PaymentTarget) {
  const { db } = deps;
  const info = PAYMENT_KIND_INFO[target.kind];

  return new Hono<AppEnv>().post(
    `/${info.area}/:id/devolucion`,
    requireSession(db),
    requirePermission('credit.refund'),
    idParam('id'),
    jsonBody(CreditRefundInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
    idempotent(db),
    async (c) => {
      const { tx, input, session } = c.var;
      const { id } = c.var.ids;
      const portfolio = await portfolioOf(c.var.permissions, session.userId, target.kind);
      return answer(
        c,
        async () => {
          const reason = requiredReason(input.reason);
          const record = await target.lock(tx, id);
          if (record === null || !holds(portfolio, record.officerId)) throw new Missing();
          if (record.version !== input.version) throw new Refused(409, 'stale');
          const date = await locationToday({ db: tx, clock: deps.clock });
          const facts = await paymentFacts(tx, target.kind, id);
          const refundedBefore = await refundedOf(tx, target.kind, id);
          const credit = (await replay(tx, target, record, facts, date, refundedBefore)).overpayment;
          if (credit <= 0) throw new Refused(409, 'noCredit');
          // The replay once the whole credit is paid back: nothing left to pay, no credit.
          const standing = await replay(tx, target, record, facts, date, refundedBefore + credit);
          const status = ask(target, record, standing, 'CREDIT_REFUNDED');
          const own = await openSessionOf(tx, session.userId);
          const refundId = await nextRefundId(tx);
          const movementId = await postMovement(tx, {
            sessionId: own.id,
            direction: 'out',
            amount: credit,
            type: 'creditRefund',
            concept: target.refundConcept(id),
            source: { kind: 'creditRefund', id: refundId },
            userId: session.userId,
            businessDate: date,
          });
          await insertRefund(tx, refundId, { kind: target.kind, targetId: id, amount: credit, businessDate: date, sessionId: own.id, movementId, refundedBy: session.userId, reason });
          await target.project(tx, record, standing, status, date);
          await appendAudit(tx, {
            userId: session.userId,
            entity: info.entity,
            entityId: id,
            action: 'refund',
            before: { status: record.status, balance: record.balance, version: record.version, credit },
            after: { status, balance: standing.outstanding, version: record.version + 1, refund_id: refundId, refunded: credit, reason },
          });
          const refund = await findRefund(tx, target, refundId);
          if (refund === null) throw new Error(`credit refund ${refundId} vanished inside its own transaction`);
          return refund;
        },
        201,
      );
    },
  );
}
