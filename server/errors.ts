/**
 * Every error leaves the server as JSON `{message}` (contract `ApiErrorBody`); details such as
 * stack traces go to the log only (security.md B7).
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../machines/contract.ts';
import type { Logger } from './log.ts';
import { MinorOutOfRange } from '../machines/money/minor.ts';

/** The code of a figure beyond 2^53 − 1 (machines/money MinorOutOfRange): a refusal, not a 500. */
export const TOTAL_TOO_LARGE = 'totalTooLarge';

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, headers?: Record<string, string>) {
  const body: ApiErrorBody = { message };
  return c.json(body, status, headers);
}

export const notFound = (c: Context) => jsonError(c, 404, 'Not found');

/**
 * A refusal thrown from deep inside a write (server/cash/ledger.ts `InsufficientCash`): it rolls
 * the transaction back (the idempotency key stays unused) and `errorHandler` answers it as
 * `{message, code, ...details}` with its status, never as a 500.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, number | string | null>> = {},
  ) {
    super(message);
  }
}

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof Refusal) return c.json({ ...err.details, message: err.message, code: err.code }, err.status);
    if (err instanceof MinorOutOfRange) {
      log.error('request.totalTooLarge', { method: c.req.method, path: c.req.path, error: err.message });
      return c.json({ message: 'A figure is beyond the exact range of amounts (2^53 − 1 minor units); narrow the selection or repair the data (docs/repair.md)', code: TOTAL_TOO_LARGE }, 422);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return jsonError(c, err.status, err.message || 'Bad request');
    }
    log.error('request.failed', { method: c.req.method, path: c.req.path, error: err.stack ?? String(err) });
    return jsonError(c, 500, 'Internal server error');
  };
}
