/**
 * JSON request bodies, checked in the one order every route shares (security.md B5):
 *   415 not `application/json` (a form or text/plain post would skip the CORS preflight)
 *   413 over `maxBytes` (by Content-Length, or counted while a chunked body streams in)
 *   400 not JSON, a string holding U+0000 (PostgreSQL text cannot store it: bad input, not a 500),
 *       or not the shape of the contract's valibot schema (machines/)
 * and the parsed, typed value on `c.var.input`. Nothing is read before the cheap checks pass.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { jsonError } from '../errors.ts';

export interface JsonBodyOptions {
  /** Bytes the body may take before it is parsed. */
  maxBytes: number;
  /** What a 400 says the body should be, e.g. `Expected JSON {"body": string}`. */
  expected: string;
  /** The 413's message (default `Payload too large`). */
  tooLarge?: string;
}

export const NUL_MESSAGE = 'Text may not contain NUL characters (U+0000)';

/** The media type without parameters (`application/json; charset=utf-8` → `application/json`). */
export const mediaTypeOf = (c: Context): string => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether any string in a parsed JSON value (keys included) holds U+0000. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  return false;
}

/** `Expected …: password: Invalid type: Expected string but received Object`: where and what, never more than valibot says. */
function describe(expected: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  if (!first) return expected;
  const path = v.getDotPath(first);
  return `${expected}: ${path === null ? '' : `${path}: `}${first.message}`;
}

export function jsonBody<S extends v.GenericSchema>(schema: S, options: JsonBodyOptions) {
  const limit = bodyLimit({ maxSize: options.maxBytes, onError: (c) => jsonError(c, 413, options.tooLarge ?? 'Payload too large') });
  return createMiddleware<{ Variables: { input: v.InferOutput<S> } }>(async (c, next) => {
    if (mediaTypeOf(c) !== 'application/json') return jsonError(c, 415, 'Content-Type must be application/json');
    // bodyLimit answers 413 itself; when it lets the body through (buffered if it was chunked) it
    // calls the continuation, and the body is read here.
    let within = false;
    const refused = await limit(c, async () => {
      within = true;
    });
    if (!within) return refused ?? jsonError(c, 413, options.tooLarge ?? 'Payload too large');
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      return jsonError(c, 400, options.expected);
    }
    if (holdsNul(value)) return jsonError(c, 400, NUL_MESSAGE);
    const result = v.safeParse(schema, value);
    if (!result.success) return jsonError(c, 400, describe(options.expected, result.issues));
    c.set('input', result.output);
    await next();
  });
}
