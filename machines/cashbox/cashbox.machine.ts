import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { availableOf, refusalOf, statusOf } from '../apiFailure.ts';
import type { CashboxOverview, CashSessionDetail } from './cashbox.schema.ts';
import { cashErrors, EMPTY_CASH_VALUES, firstInvalid, initialValues, requestOf } from './cashbox.rules.ts';
import type { CashboxContext, CashboxEvent, CashboxFailure, CashboxInput, CashField, CashRequest } from './cashbox.types.ts';

export const cashboxFailureOf = (error: unknown): CashboxFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

const errorsOf = (context: CashboxContext) => (context.dialog === null ? {} : cashErrors(context.dialog, context.values, context));

/**
 * 'Caja' (/caja): the caller's cash session and its dialogs. The session's own lifecycle
 * (closed → open → closing → closed) is the server's chart (cashSession.lifecycle.ts); this one
 * is the page's.
 *
 * - `loading` → `ready` | `failed` ('Reintentar'); `refreshing`: after a write, the page reloads
 *   what the server now holds (expected cash, boxes, the waiting list), keeping the old on screen.
 * - `ready.idle`: 'Abrir caja', 'Registrar ingreso' / 'Registrar egreso', 'Cerrar caja' open a
 *   dialog (`editing`); an administrator's 'Aprobar' / 'Devolver para recontar' sends at once.
 *   `overview.stale` (the pending feed saw a close approved or another waiting: the page polls
 *   nothing itself) reloads it (`refreshing`); with a dialog open it waits for the next change.
 * - `editing`: the dialog's fields; errors show from the first submit on; a valid submit gets a
 *   fresh idempotency key (one per intent) and goes to `submitting`.
 * - `submitting` (tag `busy`): the write. `failed`: no verdict (network, 500, 403) — what was typed
 *   stays and 'Reintentar' resends the same request with the same key, so a write that did reach
 *   the server posts once; typing makes it a new intent. `conflict` (409: the session was closed,
 *   changed or the box taken meanwhile): what was typed stays; 'Recargar' fetches the page again
 *   (`reloading`) and returns to the dialog with the values, under a new key. 409
 *   `insufficientCash` (an expense beyond the session's cash) goes back to `editing`, which says
 *   what the box holds; the next submit is a new intent.
 */
export const cashboxMachine = setup({
  types: {
    context: {} as CashboxContext,
    events: {} as CashboxEvent,
    input: {} as CashboxInput,
  },
  actors: {
    loadOverview: fromPromise<CashboxOverview>(async () => {
      throw new Error('cashbox: the "loadOverview" effect must be provided by the app');
    }),
    submitCash: fromPromise<CashSessionDetail, CashRequest>(async () => {
      throw new Error('cashbox: the "submitCash" effect must be provided by the app');
    }),
  },
  actions: {
    assignOverview: assign((_, overview: CashboxOverview) => ({ overview, failure: null })),
    assignFailure: assign((_, failure: CashboxFailure) => ({ failure })),
    openDialog: assign(({ context, event }) => {
      assertEvent(event, 'dialog.opened');
      return { dialog: event.dialog, values: initialValues(event.dialog, context.overview), showErrors: false, idempotencyKey: null, decision: null, saveFailure: null, insufficientCash: null };
    }),
    closeDialog: assign({ dialog: null, values: EMPTY_CASH_VALUES, showErrors: false, idempotencyKey: null, decision: null, saveFailure: null, insufficientCash: null }),
    assignInsufficientCash: assign((_, params: { error: unknown }) => ({ insufficientCash: { available: availableOf(params.error) } })),
    assignDecision: assign(({ event }) => {
      assertEvent(event, 'decision.requested');
      return { decision: { kind: event.decision, sessionId: event.sessionId, version: event.version }, dialog: null, saveFailure: null };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    assignCount: assign(({ context, event }) => {
      assertEvent(event, 'count.changed');
      return { values: { ...context.values, counts: { ...context.values.counts, [String(event.denomination)]: event.value } } };
    }),
    toggleDenominations: assign(({ context }) => ({ values: { ...context.values, byDenomination: !context.values.byDenomination } })),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('cashbox: the "newIdempotencyKey" action must be provided by the app');
    }),
    clearIdempotencyKey: assign({ idempotencyKey: null, saveFailure: null }),
    assignSaveFailure: assign((_, saveFailure: CashboxFailure) => ({ saveFailure })),
    // Effects, provided by src.
    focusField: (_, _field: CashField) => {},
    notifySaved: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalid(errorsOf(context)) !== null,
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    // Only an expense takes cash out of the session (a decision or an open never does).
    isInsufficientCash: ({ context }, params: { error: unknown }) => context.dialog === 'expense' && refusalOf(params.error, 409, ['insufficientCash']) !== null,
    hasDialog: ({ context }) => context.dialog !== null,
  },
}).createMachine({
  id: 'cashbox',
  initial: 'loading',
  context: ({ input }) => ({
    currency: input.currency,
    digits: input.digits,
    conventions: input.conventions,
    overview: null,
    failure: null,
    dialog: null,
    values: EMPTY_CASH_VALUES,
    showErrors: false,
    idempotencyKey: null,
    decision: null,
    saveFailure: null,
    insufficientCash: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: { type: 'assignOverview', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => cashboxFailureOf(event.error) } },
      },
    },
    failed: {
      on: { 'overview.retried': 'loading' },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: { type: 'assignOverview', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => cashboxFailureOf(event.error) } },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'dialog.opened': { target: 'editing', actions: 'openDialog' },
            'decision.requested': { target: 'submitting', actions: ['assignDecision', 'newIdempotencyKey'] },
            'overview.stale': '#cashbox.refreshing',
          },
        },
        editing: {
          on: {
            'field.changed': { actions: 'assignField' },
            'count.changed': { actions: 'assignCount' },
            'denominations.toggled': { actions: 'toggleDenominations' },
            'dialog.cancelled': { target: 'idle', actions: 'closeDialog' },
            'dialog.submitted': [
              { guard: 'hasErrors', actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalid(errorsOf(context)) ?? 'amount' }] },
              { target: 'submitting', actions: ['showErrors', 'newIdempotencyKey'] },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitCash',
            src: 'submitCash',
            input: ({ context }) => requestOf(context),
            onDone: { target: '#cashbox.refreshing', actions: ['closeDialog', 'notifySaved'] },
            onError: [
              // The box does not hold that much: back to the dialog, which says what it holds (a new intent).
              {
                guard: { type: 'isInsufficientCash', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'assignInsufficientCash', params: ({ event }) => ({ error: event.error }) },
              },
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'failed', actions: { type: 'assignSaveFailure', params: ({ event }) => cashboxFailureOf(event.error) } },
            ],
          },
        },
        failed: {
          on: {
            'submit.retried': 'submitting',
            // Typing is a new intent, in a dialog (a failed decision has no fields).
            'field.changed': { guard: 'hasDialog', target: 'editing', actions: ['assignField', 'clearIdempotencyKey'] },
            'dialog.cancelled': { target: 'idle', actions: 'closeDialog' },
          },
        },
        conflict: {
          on: {
            'conflict.reload': 'reloading',
            'dialog.cancelled': { target: 'idle', actions: 'closeDialog' },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: [
              { guard: 'hasDialog', target: 'editing', actions: [{ type: 'assignOverview', params: ({ event }) => event.output }, 'clearIdempotencyKey'] },
              { target: 'idle', actions: [{ type: 'assignOverview', params: ({ event }) => event.output }, 'closeDialog'] },
            ],
            onError: { target: 'conflict' },
          },
        },
      },
    },
  },
});
