/**
 * Splitting an amount into integer parts that sum exactly: a fee over installments, a payment over
 * loans, a total over shares. Largest remainder (Hamilton): each part gets the floor of its exact
 * share, then the cents left over go one each to the largest fractional remainders; equal
 * remainders go to the earlier part, so the same input always gives the same split.
 */
import { assertMinor, negateMinor, type Minor } from './minor.ts';

export function allocate(total: Minor, weights: readonly number[]): Minor[] {
  assertMinor(total, 'total');
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be non-negative safe integers, got ${w}`);
  }
  // A negative total (a reversal) splits like its positive and changes sign, so reversing an
  // allocation gives exactly the negated parts.
  if (total < 0) return allocate(-total, weights).map(negateMinor);
  // BigInt: total · weight may pass 2^53 even when both fit.
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n);
  if (sum === 0n) throw new RangeError('allocate needs a positive weight');
  const big = BigInt(total);
  const parts = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, index) => ({ index, remainder: (big * BigInt(w)) % sum }));
  let left = Number(big - parts.reduce((acc, p) => acc + p, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1;
  }
  return parts.map((p) => Number(p));
}
