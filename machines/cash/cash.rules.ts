/**
 * The cash arithmetic (domain.md "Cash"): expected = opening + Σ in − Σ out; difference = counted −
 * expected. Pure and exact (integers of minor units), shared by server/cash (authoritative) and
 * the screens (the live 'Saldo esperado' and 'Diferencia' before confirming).
 */
import { assertMinor, negateMinor, subtractMinor, sumMinor, type Minor } from '../money/minor.ts';
import type { MovementDirection } from './cash.schema.ts';

export interface SignedAmount {
  direction: MovementDirection;
  amount: Minor;
}

/** +amount for money in, −amount for money out. */
export function signedAmount(movement: SignedAmount): Minor {
  assertMinor(movement.amount);
  if (movement.amount <= 0) throw new RangeError(`a movement's amount must be more than zero, got ${movement.amount}`);
  return movement.direction === 'in' ? movement.amount : negateMinor(movement.amount);
}

/** What should be in the box: the opening count plus what came in minus what went out. */
export function expectedCash(opening: Minor, movements: readonly SignedAmount[]): Minor {
  assertMinor(opening);
  return sumMinor([opening, ...movements.map(signedAmount)]);
}

/** Counted − expected: positive is over (more cash than expected), negative is short. */
export const cashDifference = (counted: Minor, expected: Minor): Minor => subtractMinor(counted, expected);

/** A close needs an administrator's approval when |difference| is beyond the location's tolerance. */
export function withinTolerance(difference: Minor, tolerance: Minor): boolean {
  assertMinor(difference);
  assertMinor(tolerance);
  return Math.abs(difference) <= tolerance;
}

/** The over/short movement that makes the session's balance equal the count, or null when equal. */
export function overShortOf(difference: Minor): SignedAmount | null {
  assertMinor(difference);
  if (difference === 0) return null;
  return difference > 0 ? { direction: 'in', amount: difference } : { direction: 'out', amount: negateMinor(difference) };
}

/** A reversal moves the same amount the other way, so the pair nets to zero. */
export const reversalDirection = (direction: MovementDirection): MovementDirection => (direction === 'in' ? 'out' : 'in');

/**
 * Σ value × count of a count by denomination (`{ "10000": 3, "500": 2 }`: values in minor units).
 * Throws on a value or a count that is not a whole, non-negative number.
 */
export function denominationTotal(counts: Readonly<Record<string, number>>): Minor {
  const parts: Minor[] = [];
  for (const [value, count] of Object.entries(counts)) {
    const unit = Number(value);
    if (!Number.isSafeInteger(unit) || unit <= 0) throw new RangeError(`a denomination must be a positive whole number of minor units, got ${value}`);
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`a count must be a whole number ≥ 0, got ${count}`);
    const part = unit * count;
    assertMinor(part, 'denomination total');
    parts.push(part);
  }
  return sumMinor(parts);
}

/**
 * The session's cash after one movement: expected + signed amount. The rule of issue #29 item 5,
 * the one place it is written: no movement may leave a session's cash below zero (a box cannot
 * hand out notes it does not hold). The server (server/cash/ledger.ts `postMovement`) checks it
 * under the session's row lock for every movement out; the screens read the same answer.
 */
export const cashAfterMovement = (expected: Minor, movement: SignedAmount): Minor => sumMinor([expected, signedAmount(movement)]);

/** True when the movement would leave the session's cash below zero (`cashAfterMovement` < 0). */
export const leavesCashBelowZero = (expected: Minor, movement: SignedAmount): boolean => cashAfterMovement(expected, movement) < 0;
