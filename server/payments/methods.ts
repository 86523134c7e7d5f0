/**
 * A payment's method and 'Referencia' as the write path checks them (machines/payments/paymentMethods.ts
 * holds the rules; docs/decisions.md, 'Payment methods'):
 * - the method must be one the location enables (422 `methodNotEnabled`);
 * - the reference, trimmed, is required for every method but cash (422 `referenceRequired`) and at
 *   most REFERENCE_MAX characters (422 `referenceTooLong` {max});
 * - the same reference on a payment of the same method not reversed (of any record; trimmed,
 *   case-insensitive) is refused with 409 `duplicateReference` {payment_id, business_date, amount}
 *   unless the user confirmed it (`acceptDuplicate`). The check holds a transaction-scoped
 *   advisory lock on (method, reference) until the payment commits, so two concurrent payments
 *   with one reference are checked one after the other (the second sees the first).
 */
import { enabledMethodsOf, REFERENCE_MAX, referenceError, referenceOf, type PaymentMethod } from '../../machines/payments/paymentMethods.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { Queryable } from '../db/adapter.ts';
import { Refused } from './write.ts';

/** The advisory locks' class of the duplicate check (the two-key form: apart from any single-key lock). */
const REFERENCE_LOCK_CLASS = 33;

/** The payment method names this location enables (the first location's, as every setting; docs/decisions.md 'Locations'). */
export async function enabledMethods(tx: Queryable): Promise<PaymentMethod[]> {
  const rows = await tx.query<{ payment_methods: string[] | string }>('SELECT payment_methods FROM locations ORDER BY id LIMIT 1');
  const stored = rows[0]?.payment_methods;
  return enabledMethodsOf(typeof stored === 'string' ? stored.replace(/[{}"]/g, '').split(',') : stored);
}

export interface EarlierPayment {
  payment_id: number;
  business_date: string;
  amount: number;
}

/** The first payment not reversed with this method and reference (trimmed, case-insensitive), if any. */
export async function paymentWithReference(tx: Queryable, method: PaymentMethod, reference: string): Promise<EarlierPayment | null> {
  const rows = await tx.query<{ id: string | number | bigint; business_date: string; amount: string | number | bigint }>(
    `SELECT id, to_char(business_date, 'YYYY-MM-DD') AS business_date, amount FROM payments
      WHERE method = $1 AND reference IS NOT NULL AND lower(reference) = lower($2) AND status = 'posted'
      ORDER BY id LIMIT 1`,
    [method, reference],
  );
  const row = rows[0];
  return row === undefined ? null : { payment_id: Number(row.id), business_date: row.business_date, amount: minorFromColumn(row.amount) };
}

/**
 * The reference to store (null: none) once the method and the reference pass; throws the refusal
 * otherwise. `duplicate`: the earlier payment the user confirmed this one beside, for the audit.
 */
export async function checkedMethodAndReference(
  tx: Queryable,
  input: { method: PaymentMethod; reference?: string | undefined; acceptDuplicate?: boolean | undefined },
): Promise<{ reference: string | null; duplicate: EarlierPayment | null }> {
  if (!(await enabledMethods(tx)).includes(input.method)) throw new Refused(422, 'methodNotEnabled');
  const problem = referenceError(input.method, input.reference);
  if (problem === 'referenceTooLong') throw new Refused(422, problem, { max: REFERENCE_MAX });
  if (problem !== null) throw new Refused(422, problem);
  const reference = referenceOf(input.reference);
  if (reference === '') return { reference: null, duplicate: null };
  await tx.query(`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK_CLASS}, hashtext($1 || ':' || lower($2)))`, [input.method, reference]);
  const earlier = await paymentWithReference(tx, input.method, reference);
  if (earlier !== null && input.acceptDuplicate !== true) throw new Refused(409, 'duplicateReference', { ...earlier });
  return { reference, duplicate: earlier };
}
