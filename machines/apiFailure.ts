/**
 * How any API call fails, in the machines' vocabulary (the HTTP client in src/api turns whatever
 * fetch threw into one of these). Defined once, read by every machine through the guards below.
 */
export type ApiFailure =
  /**
   * An answer with an error status; `code` is the JSON error body's `code` when it has one
   * (`{message, code: 'nameTaken'}`): what tells two refusals of one status apart.
   */
  | {
      kind: 'status';
      status: number;
      code?: string;
      /** What the cash session holds, with 409 `insufficientCash` (server/cash/ledger.ts): the dialog names it. */
      available?: number;
      /** Who already has the document, with 422 `documentTaken` (server/customers/routes.ts): the form links to them. */
      existingId?: number;
      /** A loan's payoff quote at the payment's value date, with 409 `quoteChanged` (server/payments/routes.ts): 'Liquidar' takes it. */
      quote?: number;
      /** The earlier payment with the same reference, with 409 `duplicateReference` (server/payments/methods.ts): the dialog names it. */
      earlier?: EarlierPayment;
    }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'invalidResponse' };

/** A payment the server names in a refusal: its receipt number, value date and amount (minor units). */
export interface EarlierPayment {
  payment_id: number;
  business_date: string;
  amount: number;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'kind' in error;
}

/** The HTTP status of a failure that got an answer; null for no answer or a malformed one. */
export function statusOf(error: unknown): number | null {
  return isApiFailure(error) && error.kind === 'status' ? error.status : null;
}

/** The customer a 422 `documentTaken` names as the document's holder, or null. */
export function existingIdOf(error: unknown): number | null {
  return isApiFailure(error) && error.kind === 'status' && typeof error.existingId === 'number' ? error.existingId : null;
}

/** The payoff quote a 409 `quoteChanged` carries, or null. */
export function quoteOf(error: unknown): number | null {
  return isApiFailure(error) && error.kind === 'status' && typeof error.quote === 'number' ? error.quote : null;
}

/** The server's code for a refusal (`{message, code}`), or null when the answer had none. */
export function codeOf(error: unknown): string | null {
  return isApiFailure(error) && error.kind === 'status' && typeof error.code === 'string' ? error.code : null;
}

/** The `available` of a 409 `insufficientCash` (minor units the session holds), or null. */
export function availableOf(error: unknown): number | null {
  return isApiFailure(error) && error.kind === 'status' && typeof error.available === 'number' && Number.isSafeInteger(error.available) ? error.available : null;
}

/** The earlier payment of a 409 `duplicateReference`, or null. */
export function earlierPaymentOf(error: unknown): EarlierPayment | null {
  return isApiFailure(error) && error.kind === 'status' && error.earlier !== undefined ? error.earlier : null;
}

/** The code when the failure is `status` with one of `codes` (a 422 `nameTaken`), else null. */
export function refusalOf<const C extends string>(error: unknown, status: number, codes: readonly C[]): C | null {
  const code = codeOf(error);
  return statusOf(error) === status && code !== null && (codes as readonly string[]).includes(code) ? (code as C) : null;
}

/** A 200 that is not what the contract promises (an HTML page, a missing field). */
export const INVALID_RESPONSE: ApiFailure = { kind: 'invalidResponse' };
