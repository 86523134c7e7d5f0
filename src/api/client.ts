import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { ApiFailure, EarlierPayment } from '../../machines/apiFailure.ts';
import { TIMEOUTS } from './timeouts.ts';

/** `{origin}/public/api`, or VITE_API_BASE when the build points at another backend. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/public/api';

export type TokenSource = () => string | null;

/** True when the request goes to the API's own origin: only then may it carry the token. */
function isApiOrigin(request: string, base: string): boolean {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const target = new URL(request, new URL(base, origin + '/'));
  return target.origin === new URL(base, origin + '/').origin;
}

/** A refusal code as the server writes them (`nameTaken`, `minorDigitsLocked`): anything else is not kept. */
const CODE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** The `code` of a JSON error body (`{message, code}`), when it has a well-formed one. */
function bodyCodeOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const { code } = data;
  return typeof code === 'string' && CODE.test(code) ? code : null;
}

/** The `available` of an `insufficientCash` body (what the cash session holds), when a safe integer. */
function bodyAvailableOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('available' in data)) return null;
  const { available } = data;
  return typeof available === 'number' && Number.isSafeInteger(available) ? available : null;
}

/** The `quote` of a `quoteChanged` body (a loan's payoff quote at the value date), when a non-negative safe integer. */
function bodyQuoteOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('quote' in data)) return null;
  const { quote } = data;
  return typeof quote === 'number' && Number.isSafeInteger(quote) && quote >= 0 ? quote : null;
}

/** The `existing_id` of a `documentTaken` body (the customer who has the document), when a positive safe integer. */
function bodyExistingIdOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('existing_id' in data)) return null;
  const { existing_id: id } = data;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const positiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The earlier payment of a `duplicateReference` body (`payment_id`, `business_date`, `amount`), when all three are well-formed. */
function bodyEarlierOf(data: unknown): EarlierPayment | null {
  if (typeof data !== 'object' || data === null) return null;
  const { payment_id: id, business_date: date, amount } = data as Record<string, unknown>;
  if (!positiveInteger(id) || !positiveInteger(amount) || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { payment_id: id, business_date: date, amount };
}

/** Turns whatever ofetch threw into the machines' ApiFailure vocabulary (the status, and the body's `code`). */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    if (error.response) {
      const code = bodyCodeOf(error.data);
      const available = bodyAvailableOf(error.data);
      const existingId = bodyExistingIdOf(error.data);
      const quote = bodyQuoteOf(error.data);
      const earlier = code === 'duplicateReference' ? bodyEarlierOf(error.data) : null;
      if (code === null) return { kind: 'status', status: error.response.status };
      return {
        kind: 'status',
        status: error.response.status,
        code,
        ...(available === null ? {} : { available }),
        ...(existingId === null ? {} : { existingId }),
        ...(quote === null ? {} : { quote }),
        ...(earlier === null ? {} : { earlier }),
      };
    }
    const cause = error.cause as { name?: string } | undefined;
    if (cause?.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'network' };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
  return { kind: 'network' };
}

export interface ApiRequestOptions extends FetchOptions<'json'> {
  /**
   * false for the calls not made as the signed-in user: POST /login (its 401 is 'Usuario o
   * contraseña incorrectos', also on the lock screen while a token is stored) and POST /logout
   * (it carries the token it revokes in its own header). They get no stored token, so their 401
   * is their own answer, never "the session has expired".
   */
  asSignedInUser?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** The stored token, read at each call (specification: set before every authorised call). */
  getToken: TokenSource;
  /**
   * Called once for every 401 answer to a call that carried the stored token: the token is no
   * longer valid. The one place that notices an expired session (the app ends it); the caller
   * still gets its failure, thrown as usual.
   */
  onUnauthorized?: () => void;
  base?: string;
}

/**
 * The one HTTP client of the app. Every call: JSON, an explicit timeout, no retry, the
 * caller's abort signal, and the bearer header from the current token, sent to the API's origin
 * only. Failures are thrown as ApiFailure.
 */
export function createApiClient({ getToken, onUnauthorized, base = API_BASE }: ApiClientOptions): ApiClient {
  const fetcher = ofetch.create({ baseURL: base, retry: 0 });
  return {
    async request<T>(path: string, options: ApiRequestOptions = {}) {
      const { asSignedInUser = true, ...fetchOptions } = options;
      const token = asSignedInUser ? getToken() : null;
      const carriesToken = Boolean(token) && isApiOrigin(path, base);
      const headers = new Headers(fetchOptions.headers);
      if (carriesToken) headers.set('Authorization', `Bearer ${token}`);
      // ofetch 1.5.1 ignores its `timeout` when a signal is given, so the timeout is a signal too,
      // combined with the caller's (leaving a state still cancels the request).
      const limit = AbortSignal.timeout(fetchOptions.timeout ?? TIMEOUTS.json);
      const signal = fetchOptions.signal ? AbortSignal.any([fetchOptions.signal, limit]) : limit;
      try {
        return (await fetcher<T>(path, { ...fetchOptions, headers, timeout: undefined, signal, responseType: 'json' })) as T;
      } catch (error) {
        const failure = toApiFailure(error);
        if (carriesToken && failure.kind === 'status' && failure.status === 401) onUnauthorized?.();
        throw failure;
      }
    },
  };
}
