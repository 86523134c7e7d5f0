/**
 * An amount staff typed, in major units → minor units, exactly (toMinor). A decimal comma reads as
 * the point, as most of the app's languages write it; thousands separators are refused rather than
 * guessed ('1.234,56' could be either). One reading for every form that takes money.
 */
import { toMinor } from './decimal.ts';
import type { Minor } from './minor.ts';

export type TypedMoneyError = 'required' | 'negative' | 'notNumber' | 'tooManyDecimals' | 'outOfRange';
export type TypedMoneyResult = { ok: true; minor: Minor } | { ok: false; error: TypedMoneyError };

export function typedMoney(text: string, digits: number): TypedMoneyResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (trimmed.startsWith('-')) return { ok: false, error: 'negative' };
  if (trimmed.includes('.') && trimmed.includes(',')) return { ok: false, error: 'notNumber' };
  const result = toMinor(trimmed.replace(',', '.'), digits);
  if (result.ok) return { ok: true, minor: result.minor };
  return { ok: false, error: result.reason === 'format' ? 'notNumber' : result.reason };
}
