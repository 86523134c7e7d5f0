import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The TCP peer address. X-Forwarded-For is deliberately ignored: this server is reached directly
 * (or through the local Vite proxy), and trusting the header would let anyone dodge throttling.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
