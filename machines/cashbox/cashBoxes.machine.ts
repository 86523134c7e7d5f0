import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import { CASH_BOX_REFUSALS, type ManagedCashBox } from './cashBoxes.schema.ts';
import { cashBoxNameError } from './cashBoxes.rules.ts';
import type { CashBoxesContext, CashBoxesEvent, CashBoxesFailure, CashBoxesInput, CashBoxesRefusal, CashBoxRequest } from './cashBoxes.types.ts';

const failureOf = (error: unknown): CashBoxesFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

/** A 409/422 with one of the section's codes, or a 404 (the box or the location is gone). */
export function cashBoxRefusalOf(error: unknown): CashBoxesRefusal | null {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  const code = codeOf(error);
  return (status === 409 || status === 422) && code !== null && (CASH_BOX_REFUSALS as readonly string[]).includes(code) ? (code as CashBoxesRefusal) : null;
}

/** The write the context describes (null when there is none to send). */
export function cashBoxRequestOf(context: CashBoxesContext): CashBoxRequest | null {
  const { locationId, idempotencyKey } = context;
  if (idempotencyKey === null) return null;
  if (context.toggle !== null) {
    const { box, active } = context.toggle;
    return { kind: active ? 'activate' : 'deactivate', locationId, boxId: box.id, version: box.version, idempotencyKey };
  }
  if (context.dialog?.kind === 'rename') {
    const { box } = context.dialog;
    return { kind: 'rename', locationId, boxId: box.id, name: context.name, version: box.version, idempotencyKey };
  }
  return { kind: 'create', locationId, name: context.name, idempotencyKey };
}

const upsert = (boxes: ManagedCashBox[] | null, box: ManagedCashBox): ManagedCashBox[] => {
  const list = boxes ?? [];
  return list.some((b) => b.id === box.id) ? list.map((b) => (b.id === box.id ? box : b)) : [...list, box];
};

const boxOf = (context: CashBoxesContext, id: number): ManagedCashBox | undefined => context.boxes?.find((b) => b.id === id);

/**
 * 'Cajas', a section of a location's page: the location's boxes and their writes.
 *
 * - `loading` → `ready` | `failed` ('Reintentar'); in `ready.idle`, 'Recargar' (after a refusal
 *   that says the list is old) loads it again.
 * - `ready.idle`: 'Nueva caja' and 'Renombrar' open the dialog (`editing`); 'Desactivar' /
 *   'Reactivar' sends at once with a fresh key (`submitting`).
 * - `editing`: the name; its error shows from the first submit on (cashBoxNameError, the server's
 *   rule); a valid submit gets a fresh idempotency key (one per intent).
 * - `submitting` (tag `busy`): the write. Its answer replaces the box in the list. A refusal
 *   (409/422 with a code, 404) returns to the dialog, or to the list for a deactivation, saying
 *   why; no verdict (network, 500, 403) → `failed`: 'Reintentar' resends the same request with
 *   the same key, typing makes it a new intent.
 */
export const cashBoxesMachine = setup({
  types: {
    context: {} as CashBoxesContext,
    events: {} as CashBoxesEvent,
    input: {} as CashBoxesInput,
  },
  actors: {
    loadBoxes: fromPromise<ManagedCashBox[], number>(async () => {
      throw new Error('cashBoxes: the "loadBoxes" effect must be provided by the app');
    }),
    saveBox: fromPromise<ManagedCashBox, CashBoxRequest | null>(async () => {
      throw new Error('cashBoxes: the "saveBox" effect must be provided by the app');
    }),
  },
  actions: {
    assignBoxes: assign((_, boxes: ManagedCashBox[]) => ({ boxes, failure: null, refusal: null })),
    assignFailure: assign((_, failure: CashBoxesFailure) => ({ failure })),
    openCreate: assign({ dialog: { kind: 'create' as const }, name: '', showErrors: false, idempotencyKey: null, refusal: null, saveFailure: null, toggle: null }),
    openRename: assign(({ context, event }) => {
      assertEvent(event, 'rename.started');
      const box = boxOf(context, event.boxId);
      return box === undefined ? {} : { dialog: { kind: 'rename' as const, box }, name: box.name, showErrors: false, idempotencyKey: null, refusal: null, saveFailure: null, toggle: null };
    }),
    assignToggle: assign(({ context, event }) => {
      assertEvent(event, 'toggle.requested');
      const box = boxOf(context, event.boxId);
      return { toggle: box === undefined ? null : { box, active: !box.active }, dialog: null, refusal: null, saveFailure: null };
    }),
    assignName: assign(({ event }) => {
      assertEvent(event, 'name.changed');
      return { name: event.value, refusal: null };
    }),
    closeDialog: assign({ dialog: null, name: '', showErrors: false, idempotencyKey: null, toggle: null, saveFailure: null }),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('cashBoxes: the "newIdempotencyKey" action must be provided by the app');
    }),
    clearIdempotencyKey: assign({ idempotencyKey: null, saveFailure: null }),
    assignSaved: assign(({ context }, box: ManagedCashBox) => ({ boxes: upsert(context.boxes, box) })),
    assignRefusal: assign((_, refusal: CashBoxesRefusal | null) => ({ refusal, idempotencyKey: null, toggle: null })),
    assignSaveFailure: assign((_, saveFailure: CashBoxesFailure) => ({ saveFailure })),
    // Effects, provided by src.
    focusName: () => {},
    notifySaved: () => {},
  },
  guards: {
    nameInvalid: ({ context }) => cashBoxNameError(context.name) !== null,
    isRefusal: (_, params: { error: unknown }) => cashBoxRefusalOf(params.error) !== null,
    hasDialog: ({ context }) => context.dialog !== null,
    isRefusalInDialog: ({ context }, params: { error: unknown }) => context.dialog !== null && cashBoxRefusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'cashBoxes',
  initial: 'loading',
  context: ({ input }) => ({
    locationId: input.locationId,
    boxes: null,
    failure: null,
    dialog: null,
    name: '',
    showErrors: false,
    toggle: null,
    idempotencyKey: null,
    refusal: null,
    saveFailure: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBoxes',
        src: 'loadBoxes',
        input: ({ context }) => context.locationId,
        onDone: { target: 'ready', actions: { type: 'assignBoxes', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => failureOf(event.error) } },
      },
    },
    failed: {
      on: { 'boxes.retried': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'create.started': { target: 'editing', actions: 'openCreate' },
            'rename.started': { target: 'editing', actions: 'openRename' },
            'toggle.requested': { target: 'submitting', actions: ['assignToggle', 'newIdempotencyKey'] },
            'boxes.reloaded': '#cashBoxes.loading',
          },
        },
        editing: {
          on: {
            'name.changed': { actions: 'assignName' },
            'dialog.cancelled': { target: 'idle', actions: 'closeDialog' },
            'dialog.submitted': [
              { guard: 'nameInvalid', actions: ['showErrors', 'focusName'] },
              { target: 'submitting', actions: ['showErrors', 'newIdempotencyKey'] },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'saveBox',
            src: 'saveBox',
            input: ({ context }) => cashBoxRequestOf(context),
            onDone: { target: 'idle', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'closeDialog', 'notifySaved'] },
            onError: [
              { guard: { type: 'isRefusalInDialog', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: [{ type: 'assignRefusal', params: ({ event }) => cashBoxRefusalOf(event.error) }, 'focusName'] },
              { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'idle', actions: { type: 'assignRefusal', params: ({ event }) => cashBoxRefusalOf(event.error) } },
              { target: 'failed', actions: { type: 'assignSaveFailure', params: ({ event }) => failureOf(event.error) } },
            ],
          },
        },
        failed: {
          on: {
            'submit.retried': 'submitting',
            // Typing is a new intent (a failed deactivation has no field).
            'name.changed': { guard: 'hasDialog', target: 'editing', actions: ['assignName', 'clearIdempotencyKey'] },
            'dialog.cancelled': { target: 'idle', actions: 'closeDialog' },
          },
        },
      },
    },
  },
});
