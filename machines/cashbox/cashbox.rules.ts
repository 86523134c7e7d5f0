/**
 * The 'Caja' dialogs' rules, pure: what the typed text means in minor units (exactly, through
 * machines/money), which fields are wrong, and the request a valid submission sends.
 */
import { CASH_LIMITS, cashDifference, denominationTotal, withinTolerance } from '../cash/index.ts';
import { readAmount, type AmountError, type AmountFormat } from '../money/parseAmount.ts';
import type { Minor } from '../money/minor.ts';
import { withinAmountBound } from '../money/bounds.ts';
import type { CashboxOverview, CashSessionDetail, DenominationCount } from './cashbox.schema.ts';
import type { CashboxContext, CashDialog, CashField, CashRequest, CashValues } from './cashbox.types.ts';
import { denominationsOf } from './denominations.ts';

export type CashFieldError = AmountError | 'zero' | 'tooLong' | 'badCount';
export type CashFieldErrors = Partial<Record<CashField, CashFieldError>>;

export const EMPTY_CASH_VALUES: CashValues = Object.freeze({ boxId: '', amount: '', concept: '', byDenomination: false, counts: Object.freeze({}) });

/** The values a dialog starts with: opening preselects the first free box. */
export function initialValues(dialog: CashDialog, overview: CashboxOverview | null): CashValues {
  if (dialog !== 'open') return EMPTY_CASH_VALUES;
  const free = overview?.boxes.find((box) => box.session === null);
  return { ...EMPTY_CASH_VALUES, boxId: free === undefined ? '' : String(free.id) };
}

const COUNT = /^\d{1,6}$/;

/** The count by denomination as the API takes it (blank counts are 0 and left out); null if one is not a whole number. */
export function countsOf(values: CashValues): DenominationCount | null {
  const counts: Record<string, number> = {};
  for (const [denomination, text] of Object.entries(values.counts)) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    if (!COUNT.test(trimmed)) return null;
    const n = Number(trimmed);
    if (n > 0) counts[denomination] = n;
  }
  return counts;
}

/** The amount the dialog means, in minor units, or why it means none. */
export function amountOf(values: CashValues, format: AmountFormat): { ok: true; minor: Minor } | { ok: false; error: CashFieldError } {
  if (values.byDenomination) {
    const counts = countsOf(values);
    if (counts === null) return { ok: false, error: 'badCount' };
    // Each line is at most 999,999 notes, but their sum may pass the bound every amount has (10^12).
    const total = denominationTotal(counts);
    return withinAmountBound(total) ? { ok: true, minor: total } : { ok: false, error: 'outOfRange' };
  }
  return typedAmount(values.amount, format);
}

/** A typed amount (machines/money parseAmount: the app's one reading of typed money, in the active language). */
export const typedAmount = (text: string, format: AmountFormat) => readAmount(text, format);

export function cashErrors(dialog: CashDialog, values: CashValues, format: AmountFormat): CashFieldErrors {
  const errors: CashFieldErrors = {};
  if (dialog === 'open' && values.boxId === '') errors.boxId = 'required';
  const amount = amountOf(values, format);
  if (!amount.ok) errors.amount = amount.error;
  else if ((dialog === 'income' || dialog === 'expense') && amount.minor === 0) errors.amount = 'zero';
  if (dialog === 'income' || dialog === 'expense') {
    const concept = values.concept.trim();
    if (concept === '') errors.concept = 'required';
    else if (concept.length > CASH_LIMITS.concept) errors.concept = 'tooLong';
  }
  return errors;
}

export const CASH_FIELDS: readonly CashField[] = ['boxId', 'amount', 'concept'];
export const firstInvalid = (errors: CashFieldErrors): CashField | null => CASH_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/** The denominations the close and open dialogs offer for the location's currency. */
export const denominationsFor = (context: Pick<CashboxContext, 'currency' | 'digits'>): number[] => denominationsOf(context.currency, context.digits);

/** What the close dialog shows before confirming: the difference and whether it needs approval. */
export function closePreview(session: CashSessionDetail, tolerance: Minor, values: CashValues, format: AmountFormat): { counted: Minor; difference: Minor; needsApproval: boolean } | null {
  const amount = amountOf(values, format);
  if (!amount.ok) return null;
  const difference = cashDifference(amount.minor, session.expected_amount);
  return { counted: amount.minor, difference, needsApproval: !withinTolerance(difference, tolerance) };
}

/** The request of the current submission (reached only with valid values and a key). */
export function requestOf(context: CashboxContext): CashRequest {
  const idempotencyKey = context.idempotencyKey;
  if (idempotencyKey === null) throw new Error('cashbox: a write is sent only with its idempotency key');
  if (context.decision !== null) return { kind: context.decision.kind, sessionId: context.decision.sessionId, version: context.decision.version, idempotencyKey };
  const amount = amountOf(context.values, context);
  const session = context.overview?.session;
  if (!amount.ok || context.dialog === null) throw new Error('cashbox: a write is sent only with valid values');
  const denominations = context.values.byDenomination ? countsOf(context.values) : null;
  switch (context.dialog) {
    case 'open':
      return { kind: 'open', idempotencyKey, input: { box_id: Number(context.values.boxId), opening_amount: amount.minor, ...(denominations ? { denominations } : {}) } };
    case 'income':
    case 'expense':
      return { kind: 'record', sessionId: session?.id ?? 0, idempotencyKey, input: { type: context.dialog, concept: context.values.concept.trim(), amount: amount.minor } };
    case 'close':
      return {
        kind: 'close',
        sessionId: session?.id ?? 0,
        idempotencyKey,
        input: { counted_amount: amount.minor, version: session?.version ?? 1, ...(denominations ? { denominations } : {}) },
      };
  }
}
