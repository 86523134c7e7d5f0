/**
 * An interest rate staff typed as a percentage ('2', '2,5', '36.125') → an integer of millionths
 * (2 % → 20_000), exactly: the same reading as typed money (a decimal comma reads as the point;
 * thousands separators are refused), with up to four decimals of a percent. And back, for showing.
 */
import { toMinor } from '../money/decimal.ts';
import { LOAN_LIMITS } from './loan.schema.ts';

/** Four decimals of a percent = millionths (1 % = 10_000 millionths). */
const PERCENT_DIGITS = 4;

export type TypedRateError = 'required' | 'negative' | 'notNumber' | 'tooManyDecimals' | 'tooHigh';
export type TypedRateResult = { ok: true; millionths: number } | { ok: false; error: TypedRateError };

export function typedRate(text: string): TypedRateResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (trimmed.startsWith('-')) return { ok: false, error: 'negative' };
  if (trimmed.includes('.') && trimmed.includes(',')) return { ok: false, error: 'notNumber' };
  const result = toMinor(trimmed.replace(',', '.'), PERCENT_DIGITS);
  if (!result.ok) return { ok: false, error: result.reason === 'format' ? 'notNumber' : result.reason === 'tooManyDecimals' ? 'tooManyDecimals' : 'tooHigh' };
  if (result.minor > LOAN_LIMITS.maxRateMillionths) return { ok: false, error: 'tooHigh' };
  return { ok: true, millionths: result.minor };
}

/** Millionths → the percentage as a plain decimal without trailing zeros (20_000 → '2', 25_000 → '2.5'). */
export function ratePercentText(millionths: number): string {
  const whole = Math.trunc(millionths / 10_000);
  const fraction = String(millionths % 10_000).padStart(PERCENT_DIGITS, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
