import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { ApiFailure } from '../../machines/session/index.ts';
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

/** Turns whatever ofetch threw into the machines' ApiFailure vocabulary. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    if (error.response) return { kind: 'status', status: error.response.status };
    const cause = error.cause as { name?: string } | undefined;
    if (cause?.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'network' };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
  return { kind: 'network' };
}

export interface ApiClient {
  request<T>(path: string, options?: FetchOptions<'json'>): Promise<T>;
}

/**
 * The one HTTP client of the app. Every call: JSON, an explicit timeout, no retry, the
 * caller's abort signal, and the bearer header from the current token, sent to the API's origin
 * only. Failures are thrown as ApiFailure.
 */
export function createApiClient(getToken: TokenSource, base: string = API_BASE): ApiClient {
  const fetcher = ofetch.create({
    baseURL: base,
    retry: 0,
    onRequest({ request, options }) {
      const token = getToken();
      if (token && typeof request === 'string' && isApiOrigin(request, base)) {
        options.headers.set('Authorization', `Bearer ${token}`);
      }
    },
  });
  return {
    async request<T>(path: string, options?: FetchOptions<'json'>) {
      // ofetch 1.5.1 ignores its `timeout` when a signal is given, so the timeout is a signal too,
      // combined with the caller's (leaving a state still cancels the request).
      const limit = AbortSignal.timeout(options?.timeout ?? TIMEOUTS.json);
      const signal = options?.signal ? AbortSignal.any([options.signal, limit]) : limit;
      try {
        return (await fetcher<T>(path, { ...options, timeout: undefined, signal, responseType: 'json' })) as T;
      } catch (error) {
        throw toApiFailure(error);
      }
    },
  };
}
