/**
 * How a receivable's write says no (loans, rentals, debts and fees alike): a refusal is RETURNED,
 * never thrown, so the route answers it `{ message, code }` with its status and the idempotency
 * middleware rolls the transaction back. 404 is answered as the app's plain not-found.
 */
import type { Context } from 'hono';
import { notFound } from '../errors.ts';

export interface Refusal<Code extends string = string> {
  status: 400 | 404 | 409 | 422;
  code: Code | 'notFound';
  message: string;
}
export type Outcome<T, Code extends string = string> = { ok: true; value: T } | { ok: false; refusal: Refusal<Code> };

export const refuse = <Code extends string>(status: Refusal['status'], code: Code | 'notFound', message: string): { ok: false; refusal: Refusal<Code> } => ({
  ok: false,
  refusal: { status, code, message },
});

export const NOT_FOUND = refuse<never>(404, 'notFound', 'Not found');

/** 409 stale: the version the user saw is not the row's any more. `noun` names the record in the message ('loan'). */
export const staleRefusal = (noun: string, current: number) => refuse<'stale'>(409, 'stale', `This ${noun} was changed by someone else (now version ${current}): reload it`);

/** 409 notAllowed: the record's chart has no such transition from this status. */
export const notAllowedRefusal = (noun: string, status: string) => refuse<'notAllowed'>(409, 'notAllowed', `A ${noun} that is ${status} does not allow this`);

/** The answer of a refusal. */
export const answerRefusal = (c: Context, r: Refusal) => (r.status === 404 ? notFound(c) : c.json({ message: r.message, code: r.code }, r.status));
