/**
 * The "discard changes?" region every form with unsaved input has (`leave`): `idle` ⇄ `asking`
 * while the router holds a navigation. A form's machine names its effects `proceedNavigation` and
 * `cancelNavigation` (provided by src's navigation gate) and spreads this as its `leave` region.
 */
export const LEAVE_GUARD_REGION = {
  initial: 'idle',
  states: {
    idle: {
      on: { 'leave.requested': 'asking' },
    },
    asking: {
      on: {
        'leave.confirmed': { target: 'idle', actions: 'proceedNavigation' },
        'leave.cancelled': { target: 'idle', actions: 'cancelNavigation' },
      },
    },
  },
} as const;

/** Its events. */
export type LeaveGuardEvent = { type: 'leave.requested' } | { type: 'leave.confirmed' } | { type: 'leave.cancelled' };
