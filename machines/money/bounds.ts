/**
 * The one upper bound of every amount staff or an API client may send (domain.md, "Policies the
 * business has decided": every money input is bounded, 10^12 minor units at most, lower where the
 * business says so). Payments, movements, opening and counted cash, each denomination line and its
 * sum, deliveries, rents, deposits, late fees, the cash tolerance, loans' and debts' amounts: all
 * read with these schemas, on the server (422 `amountTooLarge` naming the field: server/http
 * jsonBody) and in the forms (parseAmount's `outOfRange` before sending).
 *
 * Why 10^12: 10,000 million in a two-digit currency is beyond any single amount of the business,
 * and 9,007 such amounts still add up to less than 2^53 − 1, the largest integer a JSON number (and
 * a `Minor`) carries exactly. Sums of more rows are read exactly or refused with a code, never
 * rounded (server/db/sums.ts).
 */
import * as v from 'valibot';
import { MinorAmountSchema } from './minor.ts';

/** The most any one amount may be, in minor units: 10^12. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

/** The `code` (and the valibot message) of an amount above `MAX_AMOUNT_MINOR`. */
export const AMOUNT_TOO_LARGE = 'amountTooLarge';

const bounded = v.maxValue<number, number, typeof AMOUNT_TOO_LARGE>(MAX_AMOUNT_MINOR, AMOUNT_TOO_LARGE);

/** An amount of at least one minor unit and at most 10^12: a payment, a movement, a rent. */
export const BoundedPositiveMinorSchema = v.pipe(MinorAmountSchema, v.minValue(1, 'Must be more than zero'), bounded);

/** An amount from zero to 10^12: an opening or counted cash, a deposit, a late fee, the tolerance. */
export const BoundedNonNegativeMinorSchema = v.pipe(MinorAmountSchema, v.minValue(0, 'Must be zero or more'), bounded);

/** Whether an amount is within the bound (a rule's own check, e.g. a sum of denominations). */
export const withinAmountBound = (amount: number): boolean => Number.isSafeInteger(amount) && amount <= MAX_AMOUNT_MINOR;
