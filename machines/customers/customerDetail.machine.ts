import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { AuditEntry, Customer } from './customers.schema.ts';

/** Why the customer could not be shown: no such customer, not allowed, or anything else (retry). */
export type CustomerDetailFailure = 'notFound' | 'forbidden' | 'unavailable';

export const customerDetailFailureOf = (error: unknown): CustomerDetailFailure => {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  return status === 403 ? 'forbidden' : 'unavailable';
};

export interface CustomerDetailInput {
  id: number;
  /** The role holds `audit.view`: 'Historial' is loaded and shown (a hint; the server decides). */
  canSeeHistory: boolean;
}

export interface CustomerDetailContext {
  id: number;
  canSeeHistory: boolean;
  customer: Customer | null;
  history: AuditEntry[] | null;
  failure: CustomerDetailFailure | null;
  historyFailed: boolean;
}

export type CustomerDetailEvent = { type: 'customer.retried' } | { type: 'history.retried' };

/**
 * A customer's detail (/clientes/{id}) and the edit form's loading step.
 *
 * - `loading` → `ready` (the record) | `failed` (`notFound` and `forbidden` final, else 'Reintentar').
 * - `ready`: 'Historial' for roles with `audit.view` (`historyHidden` otherwise): `historyLoading`
 *   → `historyShown` | `historyFailed` ('Reintentar'), apart from the record, so a history that
 *   fails still shows the customer.
 */
export const customerDetailMachine = setup({
  types: {
    context: {} as CustomerDetailContext,
    events: {} as CustomerDetailEvent,
    input: {} as CustomerDetailInput,
  },
  actors: {
    loadCustomer: fromPromise<Customer, number>(async () => {
      throw new Error('customerDetail: the "loadCustomer" effect must be provided by the app');
    }),
    loadHistory: fromPromise<AuditEntry[], number>(async () => {
      throw new Error('customerDetail: the "loadHistory" effect must be provided by the app');
    }),
  },
  actions: {
    assignCustomer: assign((_, customer: Customer) => ({ customer, failure: null })),
    assignFailure: assign((_, failure: CustomerDetailFailure) => ({ failure })),
    assignHistory: assign((_, history: AuditEntry[]) => ({ history, historyFailed: false })),
    assignHistoryFailed: assign({ historyFailed: true }),
  },
  guards: {
    canSeeHistory: ({ context }) => context.canSeeHistory,
    isFinalFailure: (_, params: { error: unknown }) => customerDetailFailureOf(params.error) !== 'unavailable',
  },
}).createMachine({
  id: 'customerDetail',
  initial: 'loading',
  context: ({ input }) => ({ id: input.id, canSeeHistory: input.canSeeHistory, customer: null, history: null, failure: null, historyFailed: false }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'assignCustomer', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isFinalFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignFailure', params: ({ event }) => customerDetailFailureOf(event.error) },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: 'unavailable' as const } },
        ],
      },
    },
    failed: {
      on: { 'customer.retried': 'loading' },
    },
    /** 404 or 403: nothing to retry. */
    refused: {},
    /** The record is shown; 'Historial' beside it (its own load, so a failed history still shows the customer). */
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'canSeeHistory', target: 'historyLoading' }, { target: 'historyHidden' }],
        },
        historyHidden: {},
        historyLoading: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => context.id,
            onDone: { target: 'historyShown', actions: { type: 'assignHistory', params: ({ event }) => event.output } },
            onError: { target: 'historyFailed', actions: 'assignHistoryFailed' },
          },
        },
        historyShown: {},
        historyFailed: {
          on: { 'history.retried': 'historyLoading' },
        },
      },
    },
  },
});
