/**
 * How staff take a payment (issue #32, "Value date and method of a payment"; docs/decisions.md,
 * 'Payment methods'): the catalogue, which of it a location enables, and the rules of a payment's
 * 'Referencia'. Shared by the server (server/payments refuses what these refuse) and the app (the
 * dialog lists the enabled methods and shows the reference's error before sending).
 *
 * - Efectivo (`cash`) enters the receiver's open cash session; every other method moves no cash
 *   (Transferencia, Billetera digital, Tarjeta: the money arrives at the bank or the provider).
 * - A location enables a subset (`locations.payment_methods`, default cash + transfer); cash is
 *   always enabled (the box works with it whatever else is set up).
 * - Every method but cash needs a reference (the transfer's operation number, the card voucher):
 *   trimmed, 1 to REFERENCE_MAX characters. For cash it is optional.
 * - The same reference twice on one method (compared trimmed and case-insensitive, against every
 *   payment not reversed, of any record) is warned and needs a confirmation (409 `duplicateReference`).
 */

/** The methods staff take, in the order every list shows them. */
export const PAYMENT_METHODS = ['cash', 'transfer', 'wallet', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A new location's methods (and every location's before migration 033). */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = Object.freeze(['cash', 'transfer'] as const);

/** The longest reference, in characters once trimmed (422 `referenceTooLong` beyond). */
export const REFERENCE_MAX = 64;

/** Only cash enters the cash box. */
export const movesCash = (method: PaymentMethod): boolean => method === 'cash';

/** Every method but cash carries a reference. */
export const needsReference = (method: PaymentMethod): boolean => method !== 'cash';

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * The methods a location enables, as stored or typed (any order, repeats, unknown names): those of
 * the catalogue in its order, cash always among them.
 */
export const enabledMethodsOf = (methods: readonly string[] | null | undefined): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => method === 'cash' || (methods ?? DEFAULT_PAYMENT_METHODS).includes(method));

/** A reference as stored: trimmed; '' is none. */
export const referenceOf = (text: string | null | undefined): string => (text ?? '').trim();

/** How two references are compared for a duplicate: trimmed, case-insensitive. */
export const referenceKey = (text: string): string => referenceOf(text).toLowerCase();

export type ReferenceError = 'referenceRequired' | 'referenceTooLong';

/** The reference's problem for this method, or null: required but cash, at most REFERENCE_MAX characters. */
export function referenceError(method: PaymentMethod, text: string | null | undefined): ReferenceError | null {
  const reference = referenceOf(text);
  if (reference === '') return needsReference(method) ? 'referenceRequired' : null;
  return [...reference].length > REFERENCE_MAX ? 'referenceTooLong' : null;
}
