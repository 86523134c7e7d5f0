import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The client's address. By default the TCP peer: X-Forwarded-For is ignored, because trusting it
 * without a proxy in front would let anyone pick the address throttling counts against.
 * With `trustProxy` (SOFIA_TRUST_PROXY=1, exactly one reverse proxy in front that appends the
 * peer it saw), the last X-Forwarded-For entry: the one our proxy added, not one a client forged.
 */
export function clientAddress<E extends AppEnv>(c: Context<E>, trustProxy: boolean): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded && forwarded.length <= 64 ? forwarded : peer;
}

/**
 * Whether the request reached us over TLS: a TLS socket, or, with `trustProxy`, a proxy that says
 * so in X-Forwarded-Proto (its last entry, as above).
 */
export function arrivedOverTls(c: Context<AppEnv>, trustProxy: boolean): boolean {
  const socket = c.env?.incoming?.socket as { encrypted?: boolean } | undefined;
  if (socket?.encrypted === true) return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
