/**
 * 'Entregas' (machines/deliveries/deliveries.schema.ts is the contract; the lifecycle is the chart
 * machines/deliveries/cashDelivery.lifecycle.ts, which every write asks under the delivery's row
 * lock, so the server refuses exactly what the chart refuses):
 * - GET  /entregas?sort&page&pageSize&status&sender&date   delivery.view   a collector sees their own
 * - GET  /entregas/disponible                              delivery.create what the caller may declare
 * - GET  /entregas/{id}                                    delivery.view   404 (also: not theirs)
 * - POST /entregas (Idempotency-Key)                       delivery.create 201 from the caller's open session
 * - POST /entregas/{id}/recepcion (Idempotency-Key)        delivery.receive moves the RECEIVED amount
 * - POST /entregas/{id}/cancelacion                        delivery.create the sender, while pending
 * - POST /entregas/{id}/resolucion (Idempotency-Key)       delivery.resolve a disputed one
 * Refusals answer `{message, code}`: 409 for the state of things (status, sessions, cash held, a
 * stale version), 422 for a resolution that does not fit the dispute.
 *
 * Locks, always in this order so two writes never wait on each other in a circle: the delivery's
 * row (FOR UPDATE: two receipts, or a receipt and a cancel, queue and the second sees the first's
 * status), then the sender's session (FOR UPDATE: the cash-held check and the posts it guards run
 * alone), then the receiver's session (FOR SHARE, as every post).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CancelInputSchema,
  DELIVERY_FILTERS,
  DELIVERY_SORT_COLUMNS,
  DeliveryInputSchema,
  ReceiptInputSchema,
  ResolutionInputSchema,
  type Delivery,
  type DeliveryRefusalCode,
  type HeldCashAnswer,
} from '../../machines/deliveries/deliveries.schema.ts';
import { nextStatus } from '../../machines/deliveries/cashDelivery.transitions.ts';
import { declarableRefusal, resolutionShortfall } from '../../machines/deliveries/cashDelivery.rules.ts';
import type { CashDeliveryEvent } from '../../machines/deliveries/cashDelivery.lifecycle.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { Queryable } from '../db/adapter.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { lockSession, lockSessionOfUser, postMovement } from '../cash/ledger.ts';
import { locationToday } from '../locations/today.ts';
import { findDelivery, heldCashOf, insertDelivery, listDeliveries, updateDelivery } from './repository.ts';
import { insertDebt } from '../debts/transitions.ts';

export const DELIVERY_ENTITY = 'delivery';
export const DELIVERY_SOURCE = 'delivery';

const MAX_BODY_BYTES = 8 * 1024;
const EXPECTED_CREATE = 'Expected JSON {"amount": integer of minor units > 0, "note": string}';
const EXPECTED_RECEIPT = 'Expected JSON {"received_amount": integer of minor units >= 0, "version": number}';
const EXPECTED_CANCEL = 'Expected JSON {"version": number}';
const EXPECTED_RESOLUTION = 'Expected JSON {"resolution": "collectorDebt"|"writeOff", "note": string (1–500), "version": number}';

const MESSAGES: Readonly<Record<DeliveryRefusalCode, string>> = {
  wrongStatus: 'The delivery is no longer in a status that allows this',
  ownDelivery: 'A delivery is received by someone other than its sender',
  noOpenSession: 'Open your cash session first',
  notSender: 'Only the sender may cancel a delivery',
  exceedsHeld: 'The amount is more than the sender holds',
  senderSessionNotOpen: "The sender's cash session is not open",
  stale: 'The delivery was changed by someone else: reload it',
  noShortfall: "A collector's debt needs a shortfall (received less than declared)",
};

/** A refusal: thrown to roll the transaction back, answered as `{message, code}`. */
class Refused extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: DeliveryRefusalCode,
    readonly detail = '',
  ) {
    super(code);
  }
}

const refusal = (c: Context, error: Refused) => c.json({ message: `${MESSAGES[error.code]}${error.detail}`, code: error.code }, error.status);

/** Runs a write; a Refused becomes its answer (inside `idempotent`, the non-2xx rolls the key back). */
async function answer(c: Context, write: () => Promise<Delivery>, status: 200 | 201 = 200) {
  try {
    return c.json(await write(), status);
  } catch (error) {
    if (error instanceof Refused) return refusal(c, error);
    throw error;
  }
}

/** The delivery under its row lock, at the version the caller saw; 404 as null. */
async function lockedAtVersion(tx: Queryable, id: number, version: number | null): Promise<Delivery | null> {
  const delivery = await findDelivery(tx, id, true);
  if (delivery !== null && version !== null && delivery.version !== version) throw new Refused(409, 'stale');
  return delivery;
}

function transition(delivery: Delivery, event: CashDeliveryEvent) {
  const next = nextStatus(delivery.status, { senderId: delivery.sender_id, declared: delivery.declared_amount }, event);
  if (!next.ok) throw new Refused(409, next.code);
  return next.status;
}

async function reread(tx: Queryable, id: number): Promise<Delivery> {
  const delivery = await findDelivery(tx, id);
  if (delivery === null) throw new Error(`delivery ${id} vanished inside its own transaction`);
  return delivery;
}

class Missing extends Error {}

export function deliveryRoutes(deps: AppDeps) {
  const { db } = deps;
  const today = (tx: Queryable) => locationToday({ db: tx, clock: deps.clock });

  return new Hono<AppEnv>()
    .get('/entregas', requireSession(db), requirePermission('delivery.view'), async (c) => {
      const query = readListQuery(c, { sort: DELIVERY_SORT_COLUMNS, filters: DELIVERY_FILTERS });
      return c.json(await listDeliveries(db, query, (await seesAll(c.var.permissions)) ? null : c.var.session.userId), 200);
    })
    .get('/entregas/disponible', requireSession(db), requirePermission('delivery.create'), async (c) => {
      const rows = await db.query<{ id: number; opening_amount: string | number }>(
        "SELECT id, opening_amount FROM cash_sessions WHERE opened_by = $1 AND status = 'open'",
        [c.var.session.userId],
      );
      const row = rows[0];
      if (row === undefined) return c.json({ session_id: null, expected: 0, pending: 0, available: 0 } satisfies HeldCashAnswer, 200);
      const held = await heldCashOf(db, { id: row.id, opening_amount: minorFromColumn(row.opening_amount) });
      const body: HeldCashAnswer = { session_id: row.id, expected: held.expected, pending: held.pendingDeclared + held.disputedShortfall, available: held.available };
      return c.json(body, 200);
    })
    .get('/entregas/:id', requireSession(db), requirePermission('delivery.view'), idParam('id'), async (c) => {
      const delivery = await findDelivery(db, c.var.ids.id);
      if (delivery === null || (!(await seesAll(c.var.permissions)) && delivery.sender_id !== c.var.session.userId)) return notFound(c);
      return c.json(delivery, 200);
    })
    .post(
      '/entregas',
      requireSession(db),
      requirePermission('delivery.create'),
      jsonBody(DeliveryInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_CREATE }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        return answer(
          c,
          async () => {
            // FOR UPDATE: two declarations from one session check what is held one after the other.
            const own = await lockSessionOfUser(tx, session.userId, 'update');
            if (own === null || own.status !== 'open') throw new Refused(409, 'noOpenSession');
            const { available } = await heldCashOf(tx, own);
            if (declarableRefusal(input.amount, available) !== null) throw new Refused(409, 'exceedsHeld', ` (available: ${available})`);
            const id = await insertDelivery(tx, { senderId: session.userId, sessionId: own.id, amount: input.amount, note: input.note, businessDate: await today(tx) });
            const created = await reread(tx, id);
            await appendAudit(tx, { userId: session.userId, entity: DELIVERY_ENTITY, entityId: id, action: 'create', before: null, after: created });
            return created;
          },
          201,
        );
      },
    )
    .post(
      '/entregas/:id/recepcion',
      requireSession(db),
      requirePermission('delivery.receive'),
      idParam('id'),
      jsonBody(ReceiptInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_RECEIPT }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        try {
          return await answer(c, async () => {
            const before = await lockedAtVersion(tx, id, input.version);
            if (before === null) throw new Missing();
            const senderSession = await lockSession(tx, before.sender_session_id, 'update');
            const own = await lockSessionOfUser(tx, session.userId, 'share');
            const status = transition(before, {
              type: 'RECEIVE',
              actorId: session.userId,
              receivedAmount: input.received_amount,
              actorHasOpenSession: own !== null && own.status === 'open',
            });
            if (senderSession === null || senderSession.status !== 'open') throw new Refused(409, 'senderSessionNotOpen');
            if (own === null) throw new Error('the chart let a receipt through without an open session');
            const { available } = await heldCashOf(tx, senderSession, id);
            if (input.received_amount > available) throw new Refused(409, 'exceedsHeld', ` (available: ${available})`);
            const businessDate = await today(tx);
            if (input.received_amount > 0) {
              const common = { amount: input.received_amount, source: { kind: DELIVERY_SOURCE, id }, userId: session.userId, businessDate };
              await postMovement(tx, { ...common, sessionId: senderSession.id, direction: 'out', type: 'deliveryOut', concept: `Entrega N° ${id}` });
              await postMovement(tx, { ...common, sessionId: own.id, direction: 'in', type: 'deliveryIn', concept: `Entrega N° ${id}` });
            }
            await updateDelivery(tx, id, { status, receiver: { id: session.userId, sessionId: own.id, amount: input.received_amount } });
            const after = await reread(tx, id);
            await appendAudit(tx, { userId: session.userId, entity: DELIVERY_ENTITY, entityId: id, action: status === 'received' ? 'receive' : 'dispute', before, after });
            return after;
          });
        } catch (error) {
          if (error instanceof Missing) return notFound(c);
          throw error;
        }
      },
    )
    .post(
      '/entregas/:id/cancelacion',
      requireSession(db),
      requirePermission('delivery.create'),
      idParam('id'),
      jsonBody(CancelInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_CANCEL }),
      async (c) => {
        const { input, session } = c.var;
        const { id } = c.var.ids;
        try {
          return await answer(c, () =>
            db.transaction(async (tx) => {
              const before = await lockedAtVersion(tx, id, null);
              if (before === null || (!(await seesAll(c.var.permissions)) && before.sender_id !== session.userId)) throw new Missing();
              const status = transition(before, { type: 'CANCEL', actorId: session.userId });
              if (before.version !== input.version) throw new Refused(409, 'stale');
              await updateDelivery(tx, id, { status });
              const after = await reread(tx, id);
              await appendAudit(tx, { userId: session.userId, entity: DELIVERY_ENTITY, entityId: id, action: 'cancel', before, after });
              return after;
            }),
          );
        } catch (error) {
          if (error instanceof Missing) return notFound(c);
          throw error;
        }
      },
    )
    .post(
      '/entregas/:id/resolucion',
      requireSession(db),
      requirePermission('delivery.resolve'),
      idParam('id'),
      jsonBody(ResolutionInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_RESOLUTION }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        try {
          return await answer(c, async () => {
            const before = await lockedAtVersion(tx, id, input.version);
            if (before === null) throw new Missing();
            const status = transition(before, { type: 'RESOLVE' });
            const shortfall = resolutionShortfall(before.declared_amount, before.received_amount ?? 0);
            if (input.resolution === 'collectorDebt' && shortfall === 0) throw new Refused(422, 'noShortfall');
            if (shortfall > 0) {
              // The shortfall is still counted in the sender's session (only the received amount
              // left it): it leaves now, whoever bears it (docs/cash.md "Entregas").
              const senderSession = await lockSession(tx, before.sender_session_id, 'update');
              if (senderSession === null || senderSession.status !== 'open') throw new Refused(409, 'senderSessionNotOpen');
              await postMovement(tx, {
                sessionId: senderSession.id,
                direction: 'out',
                amount: shortfall,
                type: 'overShort',
                concept: `Entrega N° ${id}: ${input.resolution === 'writeOff' ? 'faltante dado de baja' : 'faltante a cargo del cobrador'}`,
                source: { kind: DELIVERY_SOURCE, id },
                userId: session.userId,
                businessDate: await today(tx),
              });
            }
            await updateDelivery(tx, id, { status, resolution: { kind: input.resolution, note: input.note, by: session.userId } });
            if (input.resolution === 'collectorDebt') {
              // The sender now owes the shortfall (Deudas), due today, in this same transaction.
              const businessDate = await today(tx);
              await insertDebt(tx, { userId: session.userId, today: businessDate, now: deps.clock.now() }, {
                kind: 'debt',
                debtor: { userId: before.sender_id, deliveryId: id },
                concept: `Faltante de la entrega N° ${id}`,
                amount: shortfall,
                installments: 1,
                frequency: 'monthly',
                firstDueDate: businessDate,
                note: input.note,
              });
            }
            const after = await reread(tx, id);
            await appendAudit(tx, { userId: session.userId, entity: DELIVERY_ENTITY, entityId: id, action: 'resolve', before, after });
            return after;
          });
        } catch (error) {
          if (error instanceof Missing) return notFound(c);
          throw error;
        }
      },
    );
}

/** Receivers and administrators work every delivery; a collector only their own. */
async function seesAll(permissions: RolePermissions): Promise<boolean> {
  return (await permissions.has('delivery.receive')) || (await permissions.has('delivery.resolve'));
}
