/**
 * A rental contract's lifecycle (domain.md "Rental contract"). The SERVER runs it (rental.step.ts)
 * to refuse what it does not allow; the rental page reads the same chart to offer only the actions
 * it allows. The facts a guard needs travel on the event, so the chart is a pure function of
 * (status, event).
 *
 * - draft → draft (EDIT) | discarded (DISCARD) | active (SIGN: a deposit is received in cash into
 *   the signer's open session, so it needs one unless the deposit is 0).
 * - active → active (RENEW to an end after the current one) | ended (END, on or after the end
 *   date) | terminated (TERMINATE on a date within the contract: from its start to the day before
 *   its end).
 * - ended | terminated → closed (SETTLE: the deposit applied to what is owed, the rest returned in
 *   cash out of the settler's open session, so it needs one unless nothing is returned).
 * - PAYMENT / PAYMENT_REVERSED (with `outstanding`, as the loan's) are taken in active, ended,
 *   terminated and closed, and keep the status: a contract does not end by being paid ahead, and a
 *   closed one may still collect what the deposit did not cover.
 * - closed → closed (CREDIT_REFUNDED: a closed contract paid beyond what it owed pays the credit
 *   back, 'Devolver saldo a favor'; before it closes, the settlement returns the credit with the
 *   deposit).
 * discarded is an end.
 */
import { setup } from 'xstate';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';

export type RentalLifecycleEvent =
  | { type: 'EDIT' }
  | { type: 'DISCARD' }
  | { type: 'SIGN'; deposit: Minor; sessionOpen: boolean }
  | { type: 'RENEW'; endDate: BusinessDate; newEndDate: BusinessDate }
  | { type: 'END'; today: BusinessDate; endDate: BusinessDate }
  | { type: 'TERMINATE'; date: BusinessDate; startDate: BusinessDate; endDate: BusinessDate }
  | { type: 'SETTLE'; returned: Minor; sessionOpen: boolean }
  | { type: 'PAYMENT'; outstanding: Minor }
  | { type: 'PAYMENT_REVERSED'; outstanding: Minor }
  | { type: 'CREDIT_REFUNDED'; outstanding: Minor };

export type RentalLifecycleEventType = RentalLifecycleEvent['type'];

/** A payment or its reversal keeps the status (an explicit self-target: a targetless transition is not one XState's `can` counts). */
const payments = <S extends string>(status: S) => ({ PAYMENT: { target: status }, PAYMENT_REVERSED: { target: status } }) as const;

export const rentalLifecycle = setup({
  types: { events: {} as RentalLifecycleEvent },
  guards: {
    depositCanEnter: ({ event }) => event.type === 'SIGN' && (event.deposit === 0 || event.sessionOpen),
    endIsLater: ({ event }) => event.type === 'RENEW' && event.newEndDate > event.endDate,
    endReached: ({ event }) => event.type === 'END' && event.today >= event.endDate,
    withinContract: ({ event }) => event.type === 'TERMINATE' && event.date >= event.startDate && event.date < event.endDate,
    returnCanLeave: ({ event }) => event.type === 'SETTLE' && (event.returned === 0 || event.sessionOpen),
  },
}).createMachine({
  id: 'rentalLifecycle',
  initial: 'draft',
  states: {
    draft: {
      on: {
        EDIT: { target: 'draft' },
        DISCARD: { target: 'discarded' },
        SIGN: { guard: 'depositCanEnter', target: 'active' },
      },
    },
    // Plain states, not `type: 'final'`: a final top-level state would stop the path replays of the tests.
    discarded: {},
    active: {
      on: {
        RENEW: { guard: 'endIsLater', target: 'active' },
        END: { guard: 'endReached', target: 'ended' },
        TERMINATE: { guard: 'withinContract', target: 'terminated' },
        ...payments('active'),
      },
    },
    ended: { on: { SETTLE: { guard: 'returnCanLeave', target: 'closed' }, ...payments('ended') } },
    terminated: { on: { SETTLE: { guard: 'returnCanLeave', target: 'closed' }, ...payments('terminated') } },
    closed: { on: { ...payments('closed'), CREDIT_REFUNDED: { target: 'closed' } } },
  },
});
