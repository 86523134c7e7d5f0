/**
 * The filters of GET /{payments} of every kind, read like the ledger's (server/cashMovements/filters.ts): a
 * malformed value of a known filter is refused (400 `invalidFilter`), never ignored, so the totals
 * never silently drop a filter. `p` is payments.
 */
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import { PAYMENT_STATUSES } from '../../machines/payments/payments.schema.ts';
import type { conditionsOf } from '../cashMovements/filters.ts';
import { parseId } from '../http/ids.ts';

type Readers = Parameters<typeof conditionsOf>[1];

export const PAYMENT_READERS: Readers = {
  from: (value, add) => isBusinessDate(value) && (add((n) => `p.business_date >= ${n}::date`, value), true),
  to: (value, add) => isBusinessDate(value) && (add((n) => `p.business_date <= ${n}::date`, value), true),
  user: (value, add) => {
    const id = parseId(value);
    return id !== null && (add((n) => `p.received_by = ${n}`, id), true);
  },
  status: (value, add) => (PAYMENT_STATUSES as readonly string[]).includes(value) && (add((n) => `p.status = ${n}`, value), true),
};
