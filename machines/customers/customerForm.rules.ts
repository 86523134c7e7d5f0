/**
 * The pure rules of the customer form: the schema's checks per field (what the server checks too),
 * the values a form starts from, and what a stale edit differs in. No React, no HTTP.
 */
import * as v from 'valibot';
import { CustomerInputSchema, type Customer, type CustomerInput } from './customers.schema.ts';

export const CUSTOMER_FIELDS = ['document_type', 'document_number', 'name', 'phone', 'address', 'status'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** What the inputs hold: text, as typed (trimmed only when checked and sent). */
export type CustomerFormValues = Record<CustomerField, string>;

/**
 * Why a field is refused: empty where required, longer than the limit, not one of the choices,
 * or (the server said so) a document number that belongs to another customer.
 */
export type CustomerFieldError = 'required' | 'tooLong' | 'invalid' | 'duplicate';
export type CustomerFieldErrors = Partial<Record<CustomerField, CustomerFieldError>>;

export const EMPTY_CUSTOMER_VALUES: CustomerFormValues = {
  document_type: 'dni',
  document_number: '',
  name: '',
  phone: '',
  address: '',
  status: 'active',
};

/** The form's values for a stored customer. */
export const valuesOf = (customer: Customer): CustomerFormValues => ({
  document_type: customer.document_type,
  document_number: customer.document_number,
  name: customer.name,
  phone: customer.phone,
  address: customer.address,
  status: customer.status,
});

const isField = (key: unknown): key is CustomerField => (CUSTOMER_FIELDS as readonly unknown[]).includes(key);

function errorOfIssue(issue: v.BaseIssue<unknown>): CustomerFieldError {
  if (issue.type === 'min_length') return 'required';
  if (issue.type === 'max_length') return 'tooLong';
  return 'invalid';
}

/**
 * The schema's verdict per field (the first problem of each), plus 'duplicate' while the document
 * number is the one the server refused as another customer's.
 */
export function customerErrors(values: CustomerFormValues, rejectedDocument: string | null): CustomerFieldErrors {
  const errors: CustomerFieldErrors = {};
  const result = v.safeParse(CustomerInputSchema, values, { abortPipeEarly: true });
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (isField(key) && errors[key] === undefined) errors[key] = errorOfIssue(issue);
  }
  if (errors.document_number === undefined && rejectedDocument !== null && values.document_number.trim() === rejectedDocument) {
    errors.document_number = 'duplicate';
  }
  return errors;
}

/** The first field with a problem, in the form's order (where the focus goes on submit). */
export const firstInvalidField = (errors: CustomerFieldErrors): CustomerField | null =>
  CUSTOMER_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/** The checked body to send; only called once the values passed `customerErrors`. */
export const inputOf = (values: CustomerFormValues): CustomerInput => v.parse(CustomerInputSchema, values);

/** Do the two sets of values say the same (trimmed, as they would be saved)? */
export const sameValues = (a: CustomerFormValues, b: CustomerFormValues): boolean =>
  CUSTOMER_FIELDS.every((field) => a[field].trim() === b[field].trim());

/** One field where what the user typed and what is stored now disagree. */
export interface ValueDifference {
  field: CustomerField;
  typed: string;
  stored: string;
}

/** The fields that differ between the typed values and the stored record (a 409's comparison). */
export const differencesOf = (typed: CustomerFormValues, stored: CustomerFormValues): ValueDifference[] =>
  CUSTOMER_FIELDS.filter((field) => typed[field].trim() !== stored[field].trim()).map((field) => ({
    field,
    typed: typed[field],
    stored: stored[field],
  }));
