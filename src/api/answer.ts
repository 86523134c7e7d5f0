import * as v from 'valibot';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';

/**
 * Checks an answer against its contract schema: the checked value (unknown keys dropped), or
 * the `invalidResponse` failure for anything else (an HTML page, a missing field, a wrong type).
 */
export function parseAnswer<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw INVALID_RESPONSE;
  return result.output;
}
