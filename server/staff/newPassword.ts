/**
 * `newPassword(deps, pick)`: the new password of a create or a reset, made and hashed before the
 * route's transaction opens (scrypt takes a while; no lock should wait for it), on
 * `c.var.passwordHash`. The administrator's own password (`set`) is only hashed. A `generated`
 * one comes from `crypto.randomInt` (machines/staff/staffAccount.rules.ts) and is added to the
 * route's 2xx answer as `password` on its way out: after the idempotency middleware (inside this
 * one) stored the answer without it, so no clear password is kept anywhere. A replayed answer
 * (`Idempotency-Replayed`) gets none: the first answer was the only one. Never logged.
 * Too many hashes under way: 503 with Retry-After, as the login answers. A typed password is
 * kept out of the idempotency record's request hash too (below).
 */
import { randomInt } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { PasswordChoice } from '../../machines/staff/staff.schema.ts';
import { generatePassword } from '../../machines/staff/staffAccount.rules.ts';
import type { AppDeps } from '../env.ts';
import { jsonError } from '../errors.ts';
import { HashBusyError } from '../auth/hashLimit.ts';
import { REPLAYED_HEADER } from '../http/idempotency.ts';

const MSG_BUSY = 'Servidor ocupado. Intente nuevamente en unos segundos.';

/** The body with its `password` choice reduced to its mode. */
const withoutPassword = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'password' in body ? { ...body, password: { mode: 'set' } } : body;

export function newPassword<I>(deps: Pick<AppDeps, 'hasher'>, pick: (input: I) => PasswordChoice) {
  return createMiddleware<{ Variables: { input: I; passwordHash: string } }>(async (c, next) => {
    const choice = pick(c.var.input);
    const clear = choice.mode === 'set' ? choice.password : generatePassword((n) => randomInt(n));
    let hash: string;
    try {
      const busyFor = deps.hasher.busy();
      if (busyFor !== null) throw new HashBusyError(busyFor);
      hash = await deps.hasher.hash(clear);
    } catch (error) {
      if (!(error instanceof HashBusyError)) throw error;
      return jsonError(c, 503, MSG_BUSY, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
    }
    c.set('passwordHash', hash);
    // The idempotency record keeps a SHA-256 of the request body (server/http/idempotency.ts):
    // with a typed password in it, that would be a fast, unsalted hash of the password in the
    // database. It sees the body without it: a retry with the same key and the same other fields
    // is the same intent (the first password stands).
    if (choice.mode === 'set') {
      const redacted = JSON.stringify(withoutPassword(JSON.parse(await c.req.text())));
      // Hono's cache holds the body's promise at run time (its type says the value): `c.req.text()` reads it.
      (c.req.bodyCache as unknown as { text?: Promise<string> }).text = Promise.resolve(redacted);
    }
    await next();
    const { res } = c;
    if (choice.mode !== 'generated' || res.status < 200 || res.status > 299 || res.headers.get(REPLAYED_HEADER) !== null) return;
    const body = (await res.clone().json()) as Record<string, unknown>;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ ...body, password: clear }), { status: res.status, headers });
  });
}
