/**
 * The error codes every route shares (issue 30), apart from machines/contract.ts so the login
 * page, which reads the contract, does not download them: the server gives them
 * (server/errors.ts) and the app's refusal texts name them (src/components/refusalTexts.ts).
 */

/**
 * The codes of refusals no route names more precisely (`server/errors.ts` gives one by status),
 * and of the request checks every route shares (server/http/jsonBody.ts, bearer.ts, login).
 */
export const SHARED_ERROR_CODES = [
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'notAcceptable',
  'conflict',
  'tooLarge',
  'unsupportedMediaType',
  'unprocessable',
  'tooManyRequests',
  'busy',
  // A request body that is not JSON, one holding U+0000, one of the wrong shape (with `field`).
  'invalidJson',
  'invalidText',
  'invalidBody',
  // Idempotency-Key (server/http/idempotency.ts).
  'idempotencyKeyRequired',
  'idempotencyKeyReused',
  'idempotencyKeyInProgress',
  // POST /login.
  'invalidCredentials',
  'accountDisabled',
  'loginThrottled',
  'addressThrottled',
] as const;
export type SharedErrorCode = (typeof SHARED_ERROR_CODES)[number];

/** The code a refusal of this status gets when its route names none. */
export const STATUS_ERROR_CODES: Readonly<Record<number, SharedErrorCode>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  406: 'notAcceptable',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
  422: 'unprocessable',
  429: 'tooManyRequests',
  503: 'busy',
};
