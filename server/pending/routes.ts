/**
 * 'Pendientes' (machines/pending/pending.schema.ts is the contract; docs/server.md, 'Pendientes'):
 * - GET /pendientes   any signed-in user   PendingAnswer
 * Each kind is answered only to a role holding the codes that act on it, so a role without them
 * gets no count for it (absent, not zero); the rest of the rules (portfolio, four eyes, one's own
 * deliveries) are the ones the kind's own write routes apply, so the feed never names a record the
 * caller would be refused.
 */
import { Hono } from 'hono';
import type { PendingAnswer, PendingGroup } from '../../machines/pending/pending.schema.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { requireSession } from '../auth/bearer.ts';
import { fourEyesOn } from '../locations/repository.ts';
import { portfolioOf } from '../payments/portfolio.ts';
import { closeApprovals, deliveriesToReceive, disputedDeliveries, loanApprovals, ownCloseWaiting } from './repository.ts';

/** Whether the role holds every code. */
async function holdsAll(permissions: RolePermissions, codes: readonly Permission[]): Promise<boolean> {
  for (const code of codes) if (!(await permissions.has(code))) return false;
  return true;
}

export function pendingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/pendientes', requireSession(db), async (c) => {
    const { userId } = c.var.session;
    const { permissions } = c.var;
    const fourEyes = await fourEyesOn(db);
    const groups: PendingGroup[] = [];
    if (await holdsAll(permissions, ['loan.view', 'loan.approve'])) {
      groups.push(await loanApprovals(db, userId, await portfolioOf(permissions, userId, 'loan'), fourEyes));
    }
    if (await holdsAll(permissions, ['cash.view', 'cash.approveDifference'])) groups.push(await closeApprovals(db, userId, fourEyes));
    if (await holdsAll(permissions, ['delivery.view', 'delivery.receive'])) groups.push(await deliveriesToReceive(db, userId));
    if (await holdsAll(permissions, ['delivery.view', 'delivery.resolve'])) groups.push(await disputedDeliveries(db));
    const body: PendingAnswer = {
      groups,
      mine: { closeWaiting: (await permissions.has('cash.view')) ? await ownCloseWaiting(db, userId) : null },
    };
    return c.json(body, 200);
  });
}
