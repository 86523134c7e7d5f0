import { isApiFailure } from '../apiFailure.ts';
import type { LoginFailure } from './session.types.ts';

/** Maps a failed login to its catalogue entry: 401, 403, any other status, or no answer at all. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiFailure(error)) return 'unreachable';
  switch (error.kind) {
    case 'status':
      if (error.status === 401) return 'invalidCredentials';
      if (error.status === 403) return 'disabledUser';
      return 'retry';
    case 'invalidResponse':
      // The server answered, but not with a login: the catalogue's "other status" case.
      return 'retry';
    case 'network':
    case 'timeout':
      return 'unreachable';
  }
}

/** True when an authorised call was refused because the token is no longer valid. */
export function isUnauthorized(error: unknown): boolean {
  return isApiFailure(error) && error.kind === 'status' && error.status === 401;
}
