/**
 * A cash box's name: what the server refuses with 422 `invalidBoxName` and what the 'Cajas' form
 * shows before sending (the same function, so they cannot disagree). Whether another box of the
 * location has the name (409 `boxNameTaken`) only the server can tell; it compares the names as
 * `sameBoxName` does (spaces trimmed and letter case ignored), so 'Caja 1' and 'caja 1 ' are one.
 */
import { CASH_BOX_NAME_MAX } from './cashBoxes.schema.ts';
import { isPlainLine } from '../input/text.ts';

export type CashBoxNameError = 'required' | 'tooLong' | 'controlCharacters';

/** The name as it is stored: trimmed, inner runs of spaces made one. */
export const cleanBoxName = (name: string): string => name.trim().replace(/\s+/g, ' ');

// Control characters (tabs, new lines, NUL…) and the invisible format marks that make two names look alike.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/u;

export function cashBoxNameError(name: string): CashBoxNameError | null {
  // Checked on the text as typed: a tab or a new line inside the name is refused, not silently joined.
  // The shared validator (machines/input) adds the bidi isolates and broken UTF-16.
  if (CONTROL.test(name.trim()) || !isPlainLine(name.trim())) return 'controlCharacters';
  const clean = cleanBoxName(name);
  if (clean === '') return 'required';
  if ([...clean].length > CASH_BOX_NAME_MAX) return 'tooLong';
  return null;
}

/** Two names that would be one box to a person: same letters after cleaning, case ignored. */
export const sameBoxName = (a: string, b: string): boolean => cleanBoxName(a).toLocaleLowerCase('und') === cleanBoxName(b).toLocaleLowerCase('und');
