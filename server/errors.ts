/**
 * Every error leaves the server as JSON `{message, code}` (contract `ApiErrorBody`), plus `field`
 * for a refused field of a body; details such as stack traces go to the log only (security.md B7).
 * Every 4xx carries a `code` (issue 30): the route's own, or the one its status gets
 * (`STATUS_ERROR_CODES`), so the app always has a text of its own to show.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../machines/contract.ts';
import { STATUS_ERROR_CODES } from '../machines/errorCodes.ts';
import type { Logger } from './log.ts';
import { MinorOutOfRange } from '../machines/money/minor.ts';

/** The code of a figure beyond 2^53 − 1 (machines/money MinorOutOfRange): a refusal, not a 500. */
export const TOTAL_TOO_LARGE = 'totalTooLarge';

export interface ErrorDetails {
  /** The refusal's code; by default the one of its status. */
  code?: string;
  /** The refused field of the request body (a dot path), for a validation error. */
  field?: string;
  headers?: Record<string, string>;
}

/** The code a refusal of `status` gets when its route names none (a 5xx gets none but 503's). */
export const codeOfStatus = (status: number): string | undefined => STATUS_ERROR_CODES[status];

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, details: ErrorDetails = {}) {
  const code = details.code ?? codeOfStatus(status);
  const body: ApiErrorBody = { message, ...(code !== undefined && { code }), ...(details.field !== undefined && { field: details.field }) };
  return c.json(body, status, details.headers);
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
