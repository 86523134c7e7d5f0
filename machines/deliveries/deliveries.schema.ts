/**
 * The API messages of 'Entregas' (cash deliveries, #16), checked by the app and by server/ alike.
 *
 * - GET  /entregas?sort&page&pageSize&status&sender&date → DeliveryPage (a collector sees their own)
 * - GET  /entregas/disponible → HeldCash: what the caller may declare now (delivery.create)
 * - GET  /entregas/{id} → Delivery
 * - POST /entregas (Idempotency-Key) DeliveryInput → 201 Delivery               delivery.create
 * - POST /entregas/{id}/recepcion (Idempotency-Key) ReceiptInput → Delivery      delivery.receive
 * - POST /entregas/{id}/cancelacion CancelInput → Delivery (the sender)          delivery.create
 * - POST /entregas/{id}/resolucion ResolutionInput → Delivery                    delivery.resolve
 * A refusal answers `{message, code}` with a DeliveryRefusalCode (409 for the state of things, 422
 * for the request itself).
 */
import * as v from 'valibot';
import { MinorAmountSchema, PositiveMinorSchema } from '../money/minor.ts';
import { CASH_DELIVERY_STATUSES, CASH_LIMITS } from '../cash/cash.schema.ts';
import { listPageSchema } from '../records/listPage.schema.ts';
import { BoundedNonNegativeMinorSchema, BoundedPositiveMinorSchema } from '../money/bounds.ts';
import { RecordIdSchema, plainNote } from '../input/index.ts';
import { DELIVERY_RESOLUTIONS } from './cashDelivery.rules.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const version = id;
const note = v.pipe(v.string(), v.trim(), v.maxLength(CASH_LIMITS.note), plainNote());

export const DeliveryInputSchema = v.object({ amount: BoundedPositiveMinorSchema, note });
export type DeliveryInput = v.InferOutput<typeof DeliveryInputSchema>;

export const ReceiptInputSchema = v.object({ received_amount: BoundedNonNegativeMinorSchema, version: RecordIdSchema });
export type ReceiptInput = v.InferOutput<typeof ReceiptInputSchema>;

export const CancelInputSchema = v.object({ version: RecordIdSchema });
export type CancelInput = v.InferOutput<typeof CancelInputSchema>;

export const ResolutionInputSchema = v.object({
  resolution: v.picklist(DELIVERY_RESOLUTIONS),
  note: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CASH_LIMITS.reason), plainNote()),
  version: RecordIdSchema,
});
export type ResolutionInput = v.InferOutput<typeof ResolutionInputSchema>;

export const DeliverySchema = v.object({
  id,
  status: v.picklist(CASH_DELIVERY_STATUSES),
  sender_id: id,
  sender_name: v.string(),
  sender_session_id: id,
  declared_amount: PositiveMinorSchema,
  note: v.string(),
  receiver_id: v.nullable(id),
  receiver_name: v.nullable(v.string()),
  receiver_session_id: v.nullable(id),
  received_amount: v.nullable(MinorAmountSchema),
  /** received − declared once received (negative: short), else null. */
  difference: v.nullable(MinorAmountSchema),
  resolution: v.nullable(v.picklist(DELIVERY_RESOLUTIONS)),
  resolution_note: v.nullable(v.string()),
  resolved_by: v.nullable(id),
  business_date: v.pipe(v.string(), v.isoDate()),
  /** ISO 8601. */
  created_at: v.string(),
  updated_at: v.string(),
  version,
});
export type Delivery = v.InferOutput<typeof DeliverySchema>;

export const DeliveryPageSchema = listPageSchema(DeliverySchema);

/** What the caller holds in their open session (null session: none open) and may declare. */
export const HeldCashSchema = v.object({
  session_id: v.nullable(id),
  expected: MinorAmountSchema,
  pending: MinorAmountSchema,
  available: MinorAmountSchema,
});
export type HeldCashAnswer = v.InferOutput<typeof HeldCashSchema>;

export const DELIVERY_SORT_COLUMNS = ['id', 'business_date', 'declared_amount', 'status'] as const;
export type DeliverySortColumn = (typeof DELIVERY_SORT_COLUMNS)[number];
/** `status` (one of the statuses), `sender` (a user id), `date` (YYYY-MM-DD, the business date). */
export const DELIVERY_FILTERS = ['status', 'sender', 'date'] as const;

/** Why the server refused a delivery write; the screens translate each. */
export const DELIVERY_REFUSAL_CODES = [
  'wrongStatus',
  'ownDelivery',
  'noOpenSession',
  'notSender',
  'exceedsHeld',
  'senderSessionNotOpen',
  'stale',
  'noShortfall',
] as const;
export type DeliveryRefusalCode = (typeof DELIVERY_REFUSAL_CODES)[number];

export const DeliveryRefusalSchema = v.object({ message: v.string(), code: v.picklist(DELIVERY_REFUSAL_CODES) });
