/**
 * Whose records a records list shows. A receivable's list (loans, rentals, debts, fees) and its
 * payments list answer only the caller's portfolio unless the user holds the kind's `viewAll` code
 * (server/payments/portfolio.ts): the records whose officer they are, the payments they received.
 * An empty list then says "none of yours", not "none at all", which would be false.
 */
import type { Permission } from '../permissions.ts';

/** `all`: every record of the kind; `own`: only the user's portfolio. */
export type ListScope = 'all' | 'own';

/** The list's scope for a user: `viewAll` is the kind's code (none: the list never scopes). */
export const listScopeOf = (can: (code: Permission) => boolean, viewAll: Permission | null): ListScope =>
  viewAll === null || can(viewAll) ? 'all' : 'own';
