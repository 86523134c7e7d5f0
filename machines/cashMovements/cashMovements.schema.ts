/**
 * The API messages of 'Movimientos' (the ledger) and 'Movimientos de entrega', checked by the app
 * and by server/cashMovements alike. The movement row itself is the shared `MovementSchema`
 * (machines/cash/cash.schema.ts).
 *
 * - GET /movimientos?q&sort&page&pageSize&from&to&type&user&box&direction → MovementPage: one page
 *   of movements plus the totals (Σ in, Σ out, net) of EVERY movement the filters match, and the
 *   choices of the box and user filters (`facets`). `q` searches the concept.
 * - POST /movimientos/{id}/reversion, header `Idempotency-Key`, body ReversalInput → 201 Movement
 *   (the reversal), posted into the currently open session of the original's box. 409 with a
 *   `code` (REVERSAL_REFUSALS) when refused.
 * - GET /movimientos_entrega?sort&page&pageSize&from&to&user&status → DeliveryMovementPage.
 * Permissions: movement.view (the ledger), movement.reverse, deliveryMovement.view.
 */
import * as v from 'valibot';
import { CASH_DELIVERY_STATUSES, CASH_LIMITS, MOVEMENT_DIRECTIONS, MOVEMENT_TYPES, MovementSchema } from '../cash/cash.schema.ts';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { listPageSchema } from '../records/listPage.schema.ts';
import { plainNote } from '../input/index.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const isoDate = v.pipe(v.string(), v.isoDate());

/** Σ in, Σ out and in − out of the whole filtered set (not just the page on screen). */
export const MovementTotalsSchema = v.object({ in: MinorAmountSchema, out: MinorAmountSchema, net: MinorAmountSchema });
export type MovementTotals = v.InferOutput<typeof MovementTotalsSchema>;

const NamedSchema = v.object({ id, name: v.string() });

/** The choices of the 'Caja' and 'Usuario' filters: every box, and the staff who opened a session. */
export const MovementFacetsSchema = v.object({ boxes: v.array(NamedSchema), users: v.array(NamedSchema) });
export type MovementFacets = v.InferOutput<typeof MovementFacetsSchema>;

export const MovementPageSchema = v.object({ ...listPageSchema(MovementSchema).entries, totals: MovementTotalsSchema, facets: MovementFacetsSchema });
export type MovementPage = v.InferOutput<typeof MovementPageSchema>;

/** The sort columns GET /movimientos accepts; no column = newest first. */
export const MOVEMENT_SORT_COLUMNS = ['business_date', 'amount', 'type'] as const;
export type MovementSortColumn = (typeof MOVEMENT_SORT_COLUMNS)[number];

/** The filters of GET /movimientos: business dates from/to (inclusive, YYYY-MM-DD), ids, picklists. */
export const MOVEMENT_FILTERS = ['from', 'to', 'type', 'user', 'box', 'direction'] as const;
export type MovementFilter = (typeof MOVEMENT_FILTERS)[number];
export { MOVEMENT_DIRECTIONS, MOVEMENT_TYPES };

export const ReversalInputSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'A reason is required'), v.maxLength(CASH_LIMITS.reason), plainNote()),
});
export type ReversalInput = v.InferOutput<typeof ReversalInputSchema>;

/** Why a reversal was refused (409 `code`): the UI words each. */
/** `reverseAtSource`: a movement a record owns (a payment, a disbursement, a deposit, a delivery's half) is reversed through its owner, not here. */
export const REVERSAL_REFUSALS = ['alreadyReversed', 'isReversal', 'noOpenSession', 'reverseAtSource'] as const;
export type ReversalRefusal = (typeof REVERSAL_REFUSALS)[number];

/** One delivery's movements, as 'Movimientos de entrega' lists them. */
export const DeliveryMovementSchema = v.object({
  /** The movement. */
  id,
  delivery_id: id,
  type: v.picklist(['deliveryOut', 'deliveryIn']),
  direction: v.picklist(MOVEMENT_DIRECTIONS),
  amount: PositiveMinorSchema,
  business_date: isoDate,
  box_name: v.string(),
  user_name: v.string(),
  sender_name: v.string(),
  receiver_name: v.nullable(v.string()),
  declared_amount: PositiveMinorSchema,
  received_amount: v.nullable(MinorAmountSchema),
  status: v.picklist(CASH_DELIVERY_STATUSES),
});
export type DeliveryMovement = v.InferOutput<typeof DeliveryMovementSchema>;
/** The page, and the choices of its 'Usuario' filter: everyone who sent or received a delivery. */
export const DeliveryMovementPageSchema = v.object({ ...listPageSchema(DeliveryMovementSchema).entries, users: v.array(NamedSchema) });
export type DeliveryMovementPage = v.InferOutput<typeof DeliveryMovementPageSchema>;

export const DELIVERY_MOVEMENT_SORT_COLUMNS = ['business_date', 'amount', 'delivery_id'] as const;
export type DeliveryMovementSortColumn = (typeof DELIVERY_MOVEMENT_SORT_COLUMNS)[number];
export const DELIVERY_MOVEMENT_FILTERS = ['from', 'to', 'user', 'status'] as const;
