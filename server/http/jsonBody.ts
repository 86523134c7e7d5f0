/**
 * JSON request bodies, checked in the one order every route shares (security.md B5):
 *   415 not `application/json` (a form or text/plain post would skip the CORS preflight)
 *   413 over `maxBytes` (by Content-Length, or counted while a chunked body streams in)
 *   400 not JSON or nested deeper than MAX_JSON_DEPTH (`invalidJson`), a string holding U+0000 or
 *       a lone surrogate (`invalidText`: PostgreSQL text cannot store either: bad input, not a 500),
 *       or not the shape of the contract's valibot schema (machines/; `invalidBody`), each with the
 *       refused `field` where there is one
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
export const MALFORMED_TEXT_MESSAGE = 'Text must be whole Unicode (no lone surrogate)';

/** The media type without parameters (`application/json; charset=utf-8` → `application/json`). */
export const mediaTypeOf = (c: Context): string => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** JSON nested deeper than this is refused (400 `invalidJson`): no contract nests past a few levels. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON may not nest deeper than ${MAX_JSON_DEPTH} levels`;

/** What is wrong with a parsed JSON value before its shape is checked. */
export type JsonFault = { kind: 'nul' | 'malformed'; field: string } | { kind: 'tooDeep' };

/**
 * The first string (or key) holding U+0000 or a lone surrogate, by its dot path ('' for the value itself), or nesting
 * past MAX_JSON_DEPTH; null when neither. A loop, not recursion: no nesting can overflow the stack.
 */
export function jsonFaultOf(value: unknown): JsonFault | null {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  const at = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\0')) return { kind: 'nul', field: path };
      if (!isWellFormedText(item)) return { kind: 'malformed', field: path };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'tooDeep' };
    // Pushed in reverse, so the first field is looked at first.
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    for (const [key, child] of entries.reverse()) {
      if (key.includes('\0')) return { kind: 'nul', field: path };
      if (!isWellFormedText(key)) return { kind: 'malformed', field: path };
      stack.push([child, at(path, key), depth + 1]);
    }
  }
  return null;
}

/** Whether any string in a parsed JSON value (keys included) holds U+0000. */
export const holdsNul = (value: unknown): boolean => jsonFaultOf(value)?.kind === 'nul';

/** The 400 a fault gets: a text no column stores (`invalidText`, with the field), or nesting too deep (`invalidJson`). */
function faultAnswer(c: Context, fault: JsonFault) {
  if (fault.kind === 'tooDeep') return jsonError(c, 400, TOO_DEEP_MESSAGE, { code: 'invalidJson' });
  return jsonError(c, 400, fault.kind === 'nul' ? NUL_MESSAGE : MALFORMED_TEXT_MESSAGE, { code: 'invalidText', field: fault.field });
}

const REFUSAL_CODES: ReadonlySet<string> = new Set(INPUT_REFUSAL_CODES);

/** The first issue that is a field out of the shared bounds (its message is its code), if any. */
function boundIssue(issues: readonly v.BaseIssue<unknown>[]): { code: InputRefusalCode; field: string } | null {
  for (const issue of issues) {
    if (REFUSAL_CODES.has(issue.message)) return { code: issue.message as InputRefusalCode, field: v.getDotPath(issue) ?? '' };
  }
  return null;
}

const BOUND_MESSAGE: Readonly<Record<InputRefusalCode, string>> = {
  amountTooLarge: 'The amount is above the largest allowed (10^12 minor units)',
  idOutOfRange: 'The id is beyond any record (2^31 − 1 at most)',
  dateOutOfRange: 'The date is outside 1900-01-01 – 2199-12-31',
  textNotPlain: 'The text holds control characters or text-direction overrides',
};

/**
 * A refused shape, as `{message, code: 'invalidBody', field}`: `Expected …: password: Invalid
 * type: Expected string but received Object`, where and what, never more than valibot says; the
 * field is the issue's dot path ('' when the body as a whole is wrong).
 */
function invalidBody(c: Context, expected: string, issues: readonly v.BaseIssue<unknown>[]) {
  const [first] = issues;
  if (!first) return jsonError(c, 400, expected, { code: 'invalidBody', field: '' });
  const path = v.getDotPath(first);
  return jsonError(c, 400, `${expected}: ${path === null ? '' : `${path}: `}${first.message}`, { code: 'invalidBody', field: path ?? '' });
}

export function jsonBody<S extends v.GenericSchema>(schema: S, options: JsonBodyOptions) {
  const limit = bodyLimit({ maxSize: options.maxBytes, onError: (c) => jsonError(c, 413, options.tooLarge ?? 'Payload too large', { code: 'tooLarge' }) });
  return createMiddleware<{ Variables: { input: v.InferOutput<S> } }>(async (c, next) => {
    if (mediaTypeOf(c) !== 'application/json') return jsonError(c, 415, 'Content-Type must be application/json', { code: 'unsupportedMediaType' });
    // bodyLimit answers 413 itself; when it lets the body through (buffered if it was chunked) it
    // calls the continuation, and the body is read here.
    let within = false;
    const refused = await limit(c, async () => {
      within = true;
    });
    if (!within) return refused ?? jsonError(c, 413, options.tooLarge ?? 'Payload too large', { code: 'tooLarge' });
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      return jsonError(c, 400, options.expected, { code: 'invalidJson' });
    }
    const fault = jsonFaultOf(value);
    if (fault !== null) return faultAnswer(c, fault);
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const bound = boundIssue(result.issues);
      if (bound !== null) return jsonError(c, 422, `${bound.field === '' ? '' : `${bound.field}: `}${BOUND_MESSAGE[bound.code]}`, { code: bound.code, field: bound.field });
      return invalidBody(c, options.expected, result.issues);
    }
    c.set('input', result.output);
    await next();
  });
}
