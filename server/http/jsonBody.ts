/**
 * JSON request bodies, checked in the one order every route shares (security.md B5):
 *   415 not `application/json` (a form or text/plain post would skip the CORS preflight)
 *   413 over `maxBytes` (by Content-Length, or counted while a chunked body streams in)
 *   400 not JSON, a string holding U+0000 (PostgreSQL text cannot store it: bad input, not a 500)
 *       or a lone surrogate (broken UTF-16, which no column stores either), nesting deeper than
 *       MAX_JSON_DEPTH (no body of the contract nests more than a few levels), or not the shape of
 *       the contract's valibot schema (machines/)
 *   422 `{message, code, field}` a field out of the shared bounds (machines/input
 *       INPUT_REFUSAL_CODES: an amount above 10^12, an id past 2^31 − 1, a date outside
 *       1900–2199, text with control characters or bidi overrides)
 * and the parsed, typed value on `c.var.input`. Nothing is read before the cheap checks pass.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { INPUT_REFUSAL_CODES, isWellFormedText, type InputRefusalCode } from '../../machines/input/index.ts';
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

export const MALFORMED_TEXT_MESSAGE = 'Text must be whole Unicode (no lone surrogate)';

/** Deeper than this is no body of the contract (a role's entries nest three levels). */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

type Flaw = 'nul' | 'malformed' | 'deep';

/**
 * The first flaw of a parsed JSON value that no schema should meet: a string (keys included)
 * holding U+0000 or a lone surrogate, or nesting past MAX_JSON_DEPTH. Iterative, so a body of
 * thousands of `[` cannot overflow the stack.
 */
export function flawOf(value: unknown): Flaw | null {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  const text = (s: string): Flaw | null => (s.includes('\0') ? 'nul' : isWellFormedText(s) ? null : 'malformed');
  while (stack.length > 0) {
    const { item, depth } = stack.pop() as { item: unknown; depth: number };
    if (typeof item === 'string') {
      const flaw = text(item);
      if (flaw !== null) return flaw;
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_JSON_DEPTH) return 'deep';
      if (Array.isArray(item)) for (const element of item) stack.push({ item: element, depth: depth + 1 });
      else
        for (const [key, element] of Object.entries(item)) {
          const flaw = text(key);
          if (flaw !== null) return flaw;
          stack.push({ item: element, depth: depth + 1 });
        }
    }
  }
  return null;
}

/** Whether any string in a parsed JSON value (keys included) holds U+0000. */
export const holdsNul = (value: unknown): boolean => flawOf(value) === 'nul';

const FLAW_MESSAGE: Readonly<Record<Flaw, string>> = { nul: NUL_MESSAGE, malformed: MALFORMED_TEXT_MESSAGE, deep: TOO_DEEP_MESSAGE };

const REFUSAL_CODES: ReadonlySet<string> = new Set(INPUT_REFUSAL_CODES);

/** The first issue that is a field out of the shared bounds (its message is its code), if any. */
function boundIssue(issues: readonly v.BaseIssue<unknown>[]): { code: InputRefusalCode; field: string | null } | null {
  for (const issue of issues) {
    if (REFUSAL_CODES.has(issue.message)) return { code: issue.message as InputRefusalCode, field: v.getDotPath(issue) };
  }
  return null;
}

const BOUND_MESSAGE: Readonly<Record<InputRefusalCode, string>> = {
  amountTooLarge: 'The amount is above the largest allowed (10^12 minor units)',
  idOutOfRange: 'The id is beyond any record (2^31 − 1 at most)',
  dateOutOfRange: 'The date is outside 1900-01-01 – 2199-12-31',
  textNotPlain: 'The text holds control characters or text-direction overrides',
};

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
    const flaw = flawOf(value);
    if (flaw !== null) return jsonError(c, 400, FLAW_MESSAGE[flaw]);
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const bound = boundIssue(result.issues);
      if (bound !== null) return c.json({ message: `${bound.field === null ? '' : `${bound.field}: `}${BOUND_MESSAGE[bound.code]}`, code: bound.code, field: bound.field }, 422);
      return jsonError(c, 400, describe(options.expected, result.issues));
    }
    c.set('input', result.output);
    await next();
  });
}
