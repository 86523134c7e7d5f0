import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { customerOwedMachine, type CustomerOwed, type CustomerOwedEvent } from '../../machines/customers/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** A customer owing on a loan, a rental and a fee (the debts part is nothing); the rental still has 9.000,00 to run, apart. */
export const OWED: CustomerOwed = {
  parts: [
    { kind: 'loan', balance: 1_250_00 },
    { kind: 'rental', balance: 3_000_00 },
    { kind: 'debt', balance: 0 },
    { kind: 'fee', balance: 50_00 },
  ],
  total: 4_300_00,
  rentals_to_run: 9_000_00,
};

export const inertCustomerOwed = customerOwedMachine.provide({ actors: { loadOwed: neverSettles<CustomerOwed, number>() } });

export type CustomerOwedModelEvent = CustomerOwedEvent | DoneActorEvent<CustomerOwed, 'loadOwed'> | ErrorActorEvent<unknown, 'loadOwed'>;

export const customerOwedFixtures = {
  'owed.retried': { default: { type: 'owed.retried' } },
  'xstate.done.actor.loadOwed': { owed: doneEvent('loadOwed', OWED) },
  'xstate.error.actor.loadOwed': { '500': errorEvent('loadOwed', { kind: 'status', status: 500 }) },
} satisfies EventFixtures<CustomerOwedModelEvent>;
