import { assign, fromPromise, setup } from 'xstate';
import type { AuditEntry, HistoryRef } from './history.schema.ts';

export interface RecordHistoryInput {
  /** Whose history: the area and the record's id. */
  ref: HistoryRef;
  /** The role holds `audit.view`: the history is loaded and shown (a hint; the server decides). */
  canSeeHistory: boolean;
}

export interface RecordHistoryContext {
  ref: HistoryRef;
  canSeeHistory: boolean;
  entries: AuditEntry[] | null;
}

export type RecordHistoryEvent = { type: 'history.retried' };

/**
 * 'Historial' of one record (a customer, a role, a staff account, a location): one machine for
 * every detail and edit screen, beside the record's own machine, so a history that fails never
 * hides the record.
 *
 * - `deciding` → `hidden` (the role lacks `audit.view`: nothing is asked) | `loading`.
 * - `loading` → `shown` (the entries, newest first) | `failed` ('Reintentar' → `loading`).
 */
export const recordHistoryMachine = setup({
  types: {
    context: {} as RecordHistoryContext,
    events: {} as RecordHistoryEvent,
    input: {} as RecordHistoryInput,
  },
  actors: {
    loadHistory: fromPromise<AuditEntry[], HistoryRef>(async () => {
      throw new Error('recordHistory: the "loadHistory" effect must be provided by the app');
    }),
  },
  actions: {
    assignEntries: assign((_, entries: AuditEntry[]) => ({ entries })),
  },
  guards: {
    canSeeHistory: ({ context }) => context.canSeeHistory,
  },
}).createMachine({
  id: 'recordHistory',
  initial: 'deciding',
  context: ({ input }) => ({ ref: input.ref, canSeeHistory: input.canSeeHistory, entries: null }),
  states: {
    deciding: {
      always: [{ guard: 'canSeeHistory', target: 'loading' }, { target: 'hidden' }],
    },
    hidden: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => context.ref,
        onDone: { target: 'shown', actions: { type: 'assignEntries', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    shown: {},
    failed: {
      on: { 'history.retried': 'loading' },
    },
  },
});
