import { isApiFailure, statusOf } from '../apiFailure.ts';
import type { LoginFailure } from './session.types.ts';

/**
 * Maps a failed login (or unlock) to its catalogue entry: 401, 403, any other status, or no
 * answer at all. A 401 here is a wrong password; an expired session is noticed by the HTTP
 * client, never by the machines.
 */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiFailure(error)) return 'unreachable';
  const status = statusOf(error);
  if (status === 401) return 'invalidCredentials';
  if (status === 403) return 'disabledUser';
  // Another status, or an answer that is not a login: the catalogue's "other status" case.
  if (status !== null || error.kind === 'invalidResponse') return 'retry';
  return 'unreachable';
}
