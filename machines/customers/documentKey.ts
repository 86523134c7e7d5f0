/**
 * How two documents are told apart (#30 "duplicate customers by punctuation"): compared in a
 * normalised form, per document type, so '33.444.555' and '33444555' are one DNI. A DNI or a CUIT/
 * CUIL (`taxId`) is its digits; a passport or another document, its letters and digits in lower
 * case (spaces, dots, dashes and slashes dropped); a number with none of those keeps its text.
 * Migration 029 stores exactly this as `customers.document_norm` (a generated column, so every
 * row old and new has it; tests/customers/documentKey.server.test.ts checks that both agree).
 */
import type { DocumentType } from './customers.schema.ts';

const digitsOf = (text: string): string => text.replace(/[^0-9]/g, '');
const alphanumericOf = (text: string): string => text.toLowerCase().replace(/[^0-9a-z]/g, '');

export function documentKeyOf(type: DocumentType, number: string): string {
  if (type === 'dni' || type === 'taxId') {
    const digits = digitsOf(number);
    if (digits !== '') return digits;
  }
  const alphanumeric = alphanumericOf(number);
  return alphanumeric === '' ? number : alphanumeric;
}

/**
 * A search word as the normalised documents and phone numbers are searched (`customers.search_norm`):
 * a word with a digit in it ('30.456.789', '351-555', 'AB-123') is its letters and digits in lower
 * case; a word without digits (a name) is searched as typed only (null).
 */
export function searchNormOf(word: string): string | null {
  if (!/[0-9]/.test(word)) return null;
  const alphanumeric = alphanumericOf(word);
  return alphanumeric === '' ? null : alphanumeric;
}
