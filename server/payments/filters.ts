/**
 * The filters of GET /{payments} of every kind, read like the ledger's (server/cashMovements/filters.ts): a
 * malformed value of a known filter is refused (400 `invalidFilter`), never ignored, so the totals
 * never silently drop a filter. `p` is payments. `method` is one recorded method; `reference`
 * keeps the payments whose reference holds the text (trimmed, case-insensitive).
 */
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import { PAYMENT_STATUSES, RECORDED_PAYMENT_METHODS } from '../../machines/payments/payments.schema.ts';
import { REFERENCE_MAX, referenceOf } from '../../machines/payments/paymentMethods.ts';
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
  method: (value, add) => (RECORDED_PAYMENT_METHODS as readonly string[]).includes(value) && (add((n) => `p.method = ${n}`, value), true),
  // Text in the reference, case-insensitive (strpos: no LIKE pattern to escape); a blank one filters nothing.
  reference: (value, add) => {
    const text = referenceOf(value);
    if (text === '') return true;
    return [...text].length <= REFERENCE_MAX && (add((n) => `strpos(lower(p.reference), lower(${n})) > 0`, text), true);
  },
};
