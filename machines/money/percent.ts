/**
 * Percents as staff type them ('5', '2,5' in Spanish, '2.5' in English): basis points (hundredths of
 * a percent), read exactly with the active language's conventions, like an amount with two decimals.
 * Shared by every form with a percent of an installment or a rent (rentals' late fee, the location's
 * late charge).
 */
import type { NumberConventions } from './numberConventions.ts';
import { amountInputText, parseAmount, type AmountResult } from './parseAmount.ts';

/** 100 % in basis points: no percent charge is more than the whole installment or rent. */
export const MAX_PERCENT_BP = 10_000;

/** A percent as typed → basis points ('2,5' in es → 250). */
export const typedPercent = (text: string, conventions: NumberConventions): AmountResult => parseAmount(text, conventions, 2);

/** Basis points as an input shows them to be edited, without trailing zeros: 250 → '2,5' (es), 500 → '5'. */
export function percentInputText(bp: number, conventions: NumberConventions): string {
  const text = amountInputText(bp, conventions, 2);
  const zero = conventions.digits[0] ?? '0';
  const decimal = text.lastIndexOf(conventions.decimal);
  if (decimal < 0) return text;
  let end = text.length;
  while (end > decimal + 1 && text[end - 1] === zero) end -= 1;
  return end === decimal + 1 ? text.slice(0, decimal) : text.slice(0, end);
}
