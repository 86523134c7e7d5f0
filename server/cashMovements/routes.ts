/**
 * 'Movimientos' and 'Movimientos de entrega' (machines/cashMovements/cashMovements.schema.ts is the
 * contract):
 * - GET  /movimientos?sort&page&pageSize&from&to&type&user&box&direction   movement.view
 *        one page of the ledger + the totals of the whole filtered set; 400 invalidFilter
 * - POST /movimientos/{id}/reversion  (Idempotency-Key) {reason}           movement.reverse
 *        201 the reversal Movement; 404; 409 alreadyReversed | isReversal | noOpenSession | reverseAtSource
 *        | insufficientCash {available} (reversing an income the box no longer holds)
 * - GET  /movimientos_entrega?sort&page&pageSize&from&to&user&status      deliveryMovement.view
 *
 * A reversal moves the same amount the other way (machines/cash reversalDirection) into the
 * CURRENTLY open session of the original's box, so the pair nets to zero in the ledger while each
 * session's count stays true to the cash that was in it. The movement lifecycle chart
 * (machines/cashMovements/movementLifecycle.machine.ts) decides whether a movement may be
 * reversed; the route refuses exactly what it refuses.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { reversalDirection } from '../../machines/cash/cash.rules.ts';
import {
  DELIVERY_MOVEMENT_FILTERS,
  DELIVERY_MOVEMENT_SORT_COLUMNS,
  MOVEMENT_FILTERS,
  MOVEMENT_SORT_COLUMNS,
  ReversalInputSchema,
  type ReversalRefusal,
} from '../../machines/cashMovements/cashMovements.schema.ts';
import { lifecycleRefusalOf } from '../../machines/cashMovements/movementLifecycle.machine.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { lockSession, postMovement } from '../cash/ledger.ts';
import { locationToday } from '../locations/today.ts';
import { InvalidFilter } from './filters.ts';
import { findMovement, listDeliveryMovements, listMovements, lockMovement, openSessionOfBox } from './repository.ts';

export const MOVEMENT_ENTITY = 'cashMovement';

const MAX_BODY_BYTES = 4 * 1024;
const EXPECTED = 'Expected JSON {"reason": string of 1 to 500 characters}';

const REFUSAL_MESSAGES: Readonly<Record<ReversalRefusal, string>> = {
  alreadyReversed: 'This movement was already reversed',
  isReversal: 'A reversal cannot be reversed: record a new income or expense instead',
  noOpenSession: "The movement's cash box has no open session: open it to post the reversal",
  reverseAtSource: 'A record owns this movement (a payment, a disbursement, a deposit, a cash delivery): it is reversed only through its owner',
};

/** 409 `{message, code}`: the code lets the screen say which refusal it was. */
const refused = (c: Context, code: ReversalRefusal) => c.json({ message: REFUSAL_MESSAGES[code], code }, 409);

const invalidFilter = (c: Context, error: InvalidFilter) => c.json({ message: error.message, code: 'invalidFilter', filter: error.filter }, 400);

export function cashMovementRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/movimientos', requireSession(db), requirePermission('movement.view'), async (c) => {
      const query = readListQuery(c, { sort: MOVEMENT_SORT_COLUMNS, filters: MOVEMENT_FILTERS });
      try {
        return c.json(await listMovements(db, query), 200);
      } catch (error) {
        if (error instanceof InvalidFilter) return invalidFilter(c, error);
        throw error;
      }
    })
    .get('/movimientos_entrega', requireSession(db), requirePermission('deliveryMovement.view'), async (c) => {
      const query = readListQuery(c, { sort: DELIVERY_MOVEMENT_SORT_COLUMNS, filters: DELIVERY_MOVEMENT_FILTERS });
      try {
        return c.json(await listDeliveryMovements(db, query), 200);
      } catch (error) {
        if (error instanceof InvalidFilter) return invalidFilter(c, error);
        throw error;
      }
    })
    .post(
      '/movimientos/:id/reversion',
      requireSession(db),
      requirePermission('movement.reverse'),
      idParam('id'),
      jsonBody(ReversalInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const { id } = c.var.ids;
        // Two reversals of one movement queue here; the second then reads the first's.
        if (!(await lockMovement(tx, id))) return notFound(c);
        const original = await findMovement(tx, id);
        if (original === null) return notFound(c);
        const refusal = lifecycleRefusalOf(original);
        if (refusal !== null) return refused(c, refusal);
        const sessionId = await openSessionOfBox(tx, original.box_id);
        // FOR UPDATE: a reversal that takes cash out is checked against the session's cash (ledger).
        const target = sessionId === null ? null : await lockSession(tx, sessionId, 'update');
        // Closed between the two reads (a close committed first): as if none was open.
        if (target === null || target.status !== 'open') return refused(c, 'noOpenSession');
        const reversalId = await postMovement(tx, {
          sessionId: target.id,
          direction: reversalDirection(original.direction),
          amount: original.amount,
          type: 'reversal',
          concept: original.concept,
          reverses: { id: original.id, reason: input.reason },
          userId: session.userId,
          businessDate: await locationToday({ db: tx, clock: deps.clock }),
        });
        const reversal = await findMovement(tx, reversalId);
        await appendAudit(tx, { userId: session.userId, entity: MOVEMENT_ENTITY, entityId: original.id, action: 'reverse', before: original, after: reversal });
        return c.json(reversal, 201);
      },
    );
}
