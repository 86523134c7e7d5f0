/** What every request body shares besides money (ids, dates, plain text) and its refusal codes. */
import { AMOUNT_TOO_LARGE } from '../money/bounds.ts';
import { DATE_OUT_OF_RANGE, ID_OUT_OF_RANGE } from './bounds.ts';
import { TEXT_NOT_PLAIN } from './text.ts';

export * from './bounds.ts';
export * from './text.ts';

/** The codes of a body's field out of bounds: 422 `{message, code, field}` (server/http jsonBody). */
export const INPUT_REFUSAL_CODES = [AMOUNT_TOO_LARGE, ID_OUT_OF_RANGE, DATE_OUT_OF_RANGE, TEXT_NOT_PLAIN] as const;
export type InputRefusalCode = (typeof INPUT_REFUSAL_CODES)[number];
