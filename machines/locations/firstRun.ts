/**
 * 'Primeros pasos': what a new business sets up before its first loan, in order, from the answer of
 * GET /ubicacion/actual (its location, the location's active boxes, the enabled staff accounts).
 * The location and one active box are needed before any money moves; staff accounts are
 * recommended (a business of one person needs none), so they never keep the panel on screen.
 */
import type { CurrentLocation } from './locations.schema.ts';

export type FirstRunStepKey = 'location' | 'box' | 'staff';

export interface FirstRunStep {
  key: FirstRunStepKey;
  done: boolean;
  /** Not needed before money moves. */
  optional: boolean;
}

export interface FirstRun {
  steps: FirstRunStep[];
  /** Every needed step is done: the panel is no longer shown. */
  complete: boolean;
  /** The location's id once it exists (where its boxes are set up). */
  locationId: number | null;
}

/** The steps from the server's answer; null while it is not known (or from a server that does not say). */
export function firstRunOf(current: CurrentLocation | null): FirstRun | null {
  if (current === null || current.setup === undefined) return null;
  const steps: FirstRunStep[] = [
    { key: 'location', done: current.location !== null, optional: false },
    { key: 'box', done: current.location !== null && current.setup.active_boxes > 0, optional: false },
    // The first administrator is one enabled account: staff means someone else.
    { key: 'staff', done: current.setup.enabled_accounts > 1, optional: true },
  ];
  return { steps, complete: steps.every((step) => step.done || step.optional), locationId: current.location?.id ?? null };
}
