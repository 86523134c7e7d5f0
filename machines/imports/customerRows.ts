/**
 * A customers file's rows, read with the customer form's rules (customerForm.rules.ts): what each
 * row would create, or why it is refused, column by column. Which documents are already in the
 * books the server knows; this says which ones the file names twice.
 */
import { customerErrors, inputOf, type CustomerField, type CustomerFormValues } from '../customers/customerForm.rules.ts';
import type { CustomerInput } from '../customers/customers.schema.ts';
import { documentKeyOf } from '../customers/documentKey.ts';
import type { ImportProblem } from './imports.schema.ts';
import { readChoice } from './cellReaders.ts';
import { DOCUMENT_TYPE_WORDS } from './templates.ts';

/** The template's column of each form field. */
export const CUSTOMER_COLUMNS: Readonly<Record<Exclude<CustomerField, 'status'>, string>> = {
  document_type: 'tipo_documento',
  document_number: 'numero_documento',
  name: 'nombre',
  phone: 'telefono',
  address: 'direccion',
};

export type CustomerRowRead =
  | { ok: true; input: CustomerInput; /** documentKeyOf: how the books tell documents apart. */ key: string }
  | { ok: false; problems: ImportProblem[] };

export function readCustomerRow(cell: (column: string) => string): CustomerRowRead {
  const documentType = readChoice(cell(CUSTOMER_COLUMNS.document_type), DOCUMENT_TYPE_WORDS);
  const values: CustomerFormValues = {
    document_type: documentType ?? 'dni',
    document_number: cell(CUSTOMER_COLUMNS.document_number),
    name: cell(CUSTOMER_COLUMNS.name),
    phone: cell(CUSTOMER_COLUMNS.phone),
    address: cell(CUSTOMER_COLUMNS.address),
    status: 'active',
  };
  const errors = customerErrors(values, null);
  const problems: ImportProblem[] = [];
  if (documentType === null) problems.push({ column: CUSTOMER_COLUMNS.document_type, code: 'notOneOf' });
  for (const [field, column] of Object.entries(CUSTOMER_COLUMNS) as [Exclude<CustomerField, 'status'>, string][]) {
    const error = errors[field];
    if (error !== undefined) problems.push({ column, code: error });
  }
  if (problems.length > 0) return { ok: false, problems };
  const input = inputOf(values);
  return { ok: true, input, key: `${input.document_type}:${documentKeyOf(input.document_type, input.document_number)}` };
}
