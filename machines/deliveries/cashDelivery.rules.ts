/**
 * The delivery's arithmetic, shared by the server (authoritative, under the session's lock) and the
 * 'Nueva entrega' and 'Recibir' forms (shown before confirming). Integers of minor units.
 */
import { subtractMinor, sumMinor, type Minor } from '../money/minor.ts';

export interface HeldCash {
  /** The expected cash of the sender's open session (opening + Σ in − Σ out). */
  expected: Minor;
  /** Σ declared of the session's other pending deliveries: promised to the office already. */
  pendingDeclared: Minor;
  /** Σ shortfalls (declared − received) of its disputed deliveries: counted, but not in hand. */
  disputedShortfall: Minor;
}

/** What the sender may still declare: expected − pending − disputed shortfalls (never below 0). */
export function availableToDeliver(held: HeldCash): Minor {
  const available = subtractMinor(held.expected, sumMinor([held.pendingDeclared, held.disputedShortfall]));
  return available > 0 ? available : 0;
}

export type DeclareRefusal = 'notPositive' | 'exceedsHeld';

/** Why an amount cannot be declared (or received), or null when it can. */
export function declarableRefusal(amount: Minor, available: Minor): DeclareRefusal | null {
  if (amount <= 0) return 'notPositive';
  return amount > available ? 'exceedsHeld' : null;
}

/** Received − declared: negative is a shortage, positive an overage, 0 a match. */
export const deliveryDifference = (declared: Minor, received: Minor): Minor => subtractMinor(received, declared);

/** The resolutions of a dispute (stored in cash_deliveries.resolution). */
export const DELIVERY_RESOLUTIONS = ['collectorDebt', 'writeOff'] as const;
export type DeliveryResolution = (typeof DELIVERY_RESOLUTIONS)[number];

/**
 * What a resolution moves: the shortfall still counted in the sender's session leaves it as an
 * `overShort` out (either way the cash is not there); an overage moves nothing more. A collector's
 * debt needs a shortfall.
 */
export function resolutionShortfall(declared: Minor, received: Minor): Minor {
  const difference = deliveryDifference(declared, received);
  return difference < 0 ? -difference : 0;
}
