/**
 * The cash session's lifecycle (domain.md "Cash session"): closed → open → closing → closed. The
 * SERVER runs it (server/cashbox/lifecycle.ts) with XState's pure functions to refuse what it does
 * not allow; the screens read the same status names. The facts the guards need (pending
 * deliveries, the count's difference, the tolerance, who asks) travel on the events, so the chart
 * stays a pure function of (status, who asked to close, event).
 *
 * - OPEN: a box with no unclosed session gets one, with its opening count.
 * - RECORD: money moves only while open (income, expense, a delivery's side…).
 * - CLOSE: with the count; refused while a delivery the session sent is pending. |difference| ≤
 *   tolerance → closed at once; beyond → closing, waiting for an administrator.
 * - APPROVE (closing → closed): four eyes, never by the user who asked to close, unless the
 *   location turned four eyes off (the event's `fourEyes: false`; docs/decisions.md, 'Four eyes').
 * - REOPEN (closing → open): sent back to recount; the count is forgotten.
 */
import { and, assign, not, setup } from 'xstate';
import { withinTolerance } from '../cash/cash.rules.ts';
import type { Minor } from '../money/minor.ts';

export interface CashSessionLifecycleContext {
  /** Who asked to close (while closing): the approver must be someone else. */
  requestedBy: number | null;
}

export type CashSessionLifecycleEvent =
  | { type: 'OPEN' }
  | { type: 'RECORD' }
  | { type: 'CLOSE'; userId: number; pendingDeliveries: number; difference: Minor; tolerance: Minor }
  /** `fourEyes`: the location's setting (absent: on). */
  | { type: 'APPROVE'; userId: number; fourEyes?: boolean }
  | { type: 'REOPEN'; userId: number };

export type CashSessionLifecycleEventType = CashSessionLifecycleEvent['type'];

export const cashSessionLifecycle = setup({
  types: {
    context: {} as CashSessionLifecycleContext,
    events: {} as CashSessionLifecycleEvent,
  },
  guards: {
    noPendingDeliveries: ({ event }) => event.type === 'CLOSE' && event.pendingDeliveries === 0,
    countWithinTolerance: ({ event }) => event.type === 'CLOSE' && withinTolerance(event.difference, event.tolerance),
    fourEyesHold: ({ context, event }) => event.type === 'APPROVE' && (event.fourEyes === false || event.userId !== context.requestedBy),
  },
  actions: {
    rememberRequester: assign(({ event }) => ({ requestedBy: event.type === 'CLOSE' ? event.userId : null })),
    forgetRequester: assign({ requestedBy: null }),
  },
}).createMachine({
  id: 'cashSessionLifecycle',
  initial: 'closed',
  context: { requestedBy: null },
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'forgetRequester' } },
    },
    open: {
      on: {
        // A target (itself), so `can` says yes: XState counts a transition with neither target nor actions as none.
        RECORD: { target: 'open' },
        CLOSE: [
          { guard: and(['noPendingDeliveries', 'countWithinTolerance']), target: 'closed', actions: 'rememberRequester' },
          { guard: and(['noPendingDeliveries', not('countWithinTolerance')]), target: 'closing', actions: 'rememberRequester' },
        ],
      },
    },
    closing: {
      on: {
        APPROVE: { guard: 'fourEyesHold', target: 'closed' },
        REOPEN: { target: 'open', actions: 'forgetRequester' },
      },
    },
  },
});
