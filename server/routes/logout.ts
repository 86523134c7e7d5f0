/**
 * POST /logout: revokes the presented token at once, so a copied token stops working (A3). Open to an
 * account that must still change its password (it may leave instead).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';
import { requireSession } from '../auth/bearer.ts';
import { revokeToken } from '../auth/tokens.ts';

export function logoutRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/logout', requireSession(deps.db, { duringPasswordChange: true }), async (c) => {
    const { tokenHash, userId } = c.var.session;
    await revokeToken(deps.db, tokenHash);
    deps.log.info('logout', { userId });
    return c.body(null, 204);
  });
}
