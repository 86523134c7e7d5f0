/**
 * The one portfolio rule of every receivable (loans, rentals, debts, fees): with the kind's
 * `viewAll` code a user works every record; without it only the records they are the officer of
 * (and, in the payments lists, the payments they received). The loans routes and the payments
 * routes both ask here, so the rule cannot drift between a record and its payments.
 */
import { PAYMENT_KIND_INFO, type PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';

export type Portfolio = { all: true } | { all: false; officerId: number };

export async function portfolioOf(permissions: RolePermissions, userId: number, kind: PaymentKind): Promise<Portfolio> {
  return (await permissions.has(PAYMENT_KIND_INFO[kind].viewAll)) ? { all: true } : { all: false, officerId: userId };
}

/** Whether the portfolio holds a record whose officer is `officerId` (null: there is no record). */
export const holds = (portfolio: Portfolio, officerId: number | null): boolean =>
  officerId !== null && (portfolio.all || portfolio.officerId === officerId);
