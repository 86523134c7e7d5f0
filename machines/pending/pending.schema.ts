/**
 * 'Pendientes' (#29, item 10): what waits on the caller, and what the caller waits on.
 *
 * - GET /pendientes → PendingAnswer (any signed-in user; each kind only for a role that may act on it)
 *
 * `groups` lists, for each kind the caller's role may act on, how many records wait and the oldest
 * few (`PENDING_ITEMS_LIMIT`) with what identifies them; a kind the role may not act on is absent
 * (not a zero): the app shows no count for it. `mine` is what the caller asked for and someone else
 * must decide (their own close waiting for approval): the screens that wait on it reload when it
 * changes. docs/server.md, 'Pendientes'; docs/decisions.md, 'Pendientes: a short poll'.
 */
import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';

/**
 * - `loanApprovals`: applications ('submitted') to approve or reject (loan.view + loan.approve; the
 *   caller's portfolio; with four eyes on, not the caller's own);
 * - `closeApprovals`: closes beyond the tolerance ('closing') to approve or send back
 *   (cash.approveDifference; with four eyes on, not the caller's own);
 * - `deliveriesToReceive`: deliveries declared and not received (delivery.receive; not the caller's own);
 * - `disputedDeliveries`: deliveries whose received amount differs, to settle (delivery.resolve).
 */
export const PENDING_KINDS = ['loanApprovals', 'closeApprovals', 'deliveriesToReceive', 'disputedDeliveries'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

/** How many records of each kind the answer names (the count is of all of them). */
export const PENDING_ITEMS_LIMIT = 5;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const PendingItemSchema = v.object({
  id,
  /** Who or what it is: the customer (a loan), the box and its cashier (a close), the sender (a delivery). */
  label: v.string(),
  /** The loan's principal, the close's difference, the delivery's declared amount or its shortfall. */
  amount: MinorAmountSchema,
  /** When it started waiting (ISO 8601). */
  since: v.string(),
});
export type PendingItem = v.InferOutput<typeof PendingItemSchema>;

export const PendingGroupSchema = v.object({
  kind: v.picklist(PENDING_KINDS),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  items: v.array(PendingItemSchema),
});
export type PendingGroup = v.InferOutput<typeof PendingGroupSchema>;

export const PendingAnswerSchema = v.object({
  groups: v.array(PendingGroupSchema),
  mine: v.object({
    /** The caller's own session waiting for the approval of its close, or null. */
    closeWaiting: v.nullable(id),
  }),
});
export type PendingAnswer = v.InferOutput<typeof PendingAnswerSchema>;
