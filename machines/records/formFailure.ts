/**
 * Why a record form's submission did not save, for every create form (a loan, a rental…). A
 * refusal is a verdict on what was typed (the server's own code for it, or `invalid` for a 400 or
 * an unnamed 422): only a change can make the next submission differ, so the idempotency key is
 * dropped. `forbidden` (403) and `unavailable` (no answer, 500…) keep the submission for
 * 'Reintentar' with the same key.
 */
import { refusalOf, statusOf } from '../apiFailure.ts';

export type FormFailure<C extends string> = C | 'invalid' | 'forbidden' | 'unavailable';

/** The failure of a submission whose 422 refusals with their own text are `codes`. */
export function formFailureOf<const C extends string>(error: unknown, codes: readonly C[]): FormFailure<C> {
  const refusal = refusalOf(error, 422, codes);
  if (refusal !== null) return refusal;
  const status = statusOf(error);
  if (status === 400 || status === 422) return 'invalid';
  return status === 403 ? 'forbidden' : 'unavailable';
}

/** A refusal is a verdict on what was typed: only a change can make the next submission differ. */
export const isFormVerdict = (failure: FormFailure<string>): boolean => failure !== 'forbidden' && failure !== 'unavailable';
