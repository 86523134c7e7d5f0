/**
 * The shared bounds of what a request may carry besides money (issue #30, "Low"): record ids that
 * fit PostgreSQL's `integer`, business dates in a sensible span, and plain text. Each refusal's
 * valibot message is its `code`: server/http jsonBody answers a body that breaks one with 422
 * `{message, code, field}` (INPUT_REFUSAL_CODES), every other shape error with 400.
 */
import * as v from 'valibot';
import { AMOUNT_TOO_LARGE } from '../money/bounds.ts';
import { isBusinessDate } from '../money/isoDate.ts';

/** The largest id PostgreSQL's `integer` holds (2^31 − 1); every table's ids are within it. */
export const MAX_RECORD_ID = 2_147_483_647;
export const ID_OUT_OF_RANGE = 'idOutOfRange';

/** A record id (or a version) in a body: a whole number from 1 to 2^31 − 1. */
export const RecordIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID, ID_OUT_OF_RANGE));

/**
 * The span a date staff type may fall in: a due date, a contract's start or end, a value date.
 * Wide enough for any contract the business writes (360 monthly installments from 2199 end in
 * 2229), narrow enough that the arithmetic never leaves four-digit years (9999-12-31 + a month).
 */
export const MIN_INPUT_DATE = '1900-01-01';
export const MAX_INPUT_DATE = '2199-12-31';
export const DATE_OUT_OF_RANGE = 'dateOutOfRange';

export const isInputDate = (value: string): boolean => isBusinessDate(value) && value >= MIN_INPUT_DATE && value <= MAX_INPUT_DATE;

/** A business date in a body: `YYYY-MM-DD`, a real day, from 1900-01-01 to 2199-12-31. */
export const InputDateSchema = v.pipe(
  v.string(),
  v.check((s: string) => isBusinessDate(s), 'Must be a date written YYYY-MM-DD'),
  v.check((s: string) => s >= MIN_INPUT_DATE && s <= MAX_INPUT_DATE, DATE_OUT_OF_RANGE),
);

/** The codes a body's field may be refused with (422); anything else a schema refuses is a 400. */
export { AMOUNT_TOO_LARGE };
