/**
 * How any API call fails, in the machines' vocabulary (the HTTP client in src/api turns whatever
 * fetch threw into one of these). Defined once, read by every machine through the guards below.
 */
export type ApiFailure =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'invalidResponse' };

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'kind' in error;
}

/** The HTTP status of a failure that got an answer; null for no answer or a malformed one. */
export function statusOf(error: unknown): number | null {
  return isApiFailure(error) && error.kind === 'status' ? error.status : null;
}

/** A 200 that is not what the contract promises (an HTML page, a missing field). */
export const INVALID_RESPONSE: ApiFailure = { kind: 'invalidResponse' };
