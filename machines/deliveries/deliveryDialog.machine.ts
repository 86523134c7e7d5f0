import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import { fromMinor } from '../money/minor.ts';
import type { Delivery, HeldCashAnswer } from './deliveries.schema.ts';
import { dialogErrors, hasErrors, type DeliveryDialogKind, type DeliveryDialogValues } from './deliveryDialog.rules.ts';

/**
 * Why a send failed: `conflict` (409: the delivery changed, or the chart, the sessions or the cash
 * held no longer allow it — reload), `refused` (422, 400), `forbidden` (403), `unavailable`
 * (anything else: 'Reintentar' with the same key).
 */
export type DeliveryDialogFailure = 'conflict' | 'refused' | 'forbidden' | 'unavailable';

export const deliveryDialogFailureOf = (error: unknown): DeliveryDialogFailure => {
  const status = statusOf(error);
  if (status === 409) return 'conflict';
  if (status === 422 || status === 400) return 'refused';
  return status === 403 ? 'forbidden' : 'unavailable';
};

export interface DeliveryDialogInput {
  kind: DeliveryDialogKind;
  /** The delivery acted on; null for 'Nueva entrega'. */
  delivery: Delivery | null;
  /** The currency's decimals, to read the amounts typed. */
  digits: number;
}

/** What the dialog sends: the app's API slice turns it into the POST. */
export interface DeliveryDialogRequest {
  kind: DeliveryDialogKind;
  delivery: Delivery | null;
  values: DeliveryDialogValues;
  digits: number;
  idempotencyKey: string;
}

export interface DeliveryDialogContext extends DeliveryDialogInput {
  held: HeldCashAnswer | null;
  values: DeliveryDialogValues;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: DeliveryDialogFailure | null;
  saved: Delivery | null;
}

export type DeliveryDialogEvent =
  | { type: 'field.changed'; field: keyof DeliveryDialogValues; value: string }
  | { type: 'form.submitted' }
  | { type: 'save.retried' }
  | { type: 'held.retried' }
  | { type: 'dialog.closed' };

/**
 * One dialog of 'Entregas': 'Nueva entrega' (loads what the collector holds first), 'Recibir',
 * 'Cancelar entrega', 'Resolver'.
 *
 * - `loadingHeld` → `editing` | `heldFailed` ('Reintentar'); the other kinds start in `editing`.
 * - `editing`: typing; a submit with errors shows them and stays; a valid one → `saving` with a
 *   key made once per intent (kept by 'Reintentar', dropped by a change of what was typed).
 * - `saving` → `done` (the end: the saved delivery) | `failed` (the typed values kept).
 * - `failed`: 'Reintentar' for `unavailable` (same key); typing goes back to `editing`.
 * - 'Cerrar' from any state but `saving` → `closed` (the end).
 */
export const deliveryDialogMachine = setup({
  types: {
    context: {} as DeliveryDialogContext,
    events: {} as DeliveryDialogEvent,
    input: {} as DeliveryDialogInput,
  },
  actors: {
    loadHeld: fromPromise<HeldCashAnswer, void>(async () => {
      throw new Error('deliveryDialog: the "loadHeld" effect must be provided by the app');
    }),
    sendDelivery: fromPromise<Delivery, DeliveryDialogRequest>(async () => {
      throw new Error('deliveryDialog: the "sendDelivery" effect must be provided by the app');
    }),
  },
  actions: {
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
  },
  guards: {
    needsHeld: ({ context }) => context.kind === 'declare',
    valid: ({ context }) => !hasErrors(dialogErrors(context.kind, context.values, context.digits, context.held?.available ?? null)),
    retryable: ({ context }) => context.failure === 'unavailable',
  },
}).createMachine({
  id: 'deliveryDialog',
  context: ({ input }) => ({
    ...input,
    held: null,
    // 'Recibir' starts from the declared amount: the usual case is a count that matches.
    values: { amount: input.kind === 'receive' && input.delivery ? fromMinor(input.delivery.declared_amount, input.digits) : '', note: '', resolution: 'writeOff' },
    showErrors: false,
    idempotencyKey: null,
    failure: null,
    saved: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'needsHeld', target: 'loadingHeld' }, { target: 'editing' }] },
    loadingHeld: {
      invoke: {
        id: 'loadHeld',
        src: 'loadHeld',
        onDone: { target: 'editing', actions: assign({ held: ({ event }) => event.output }) },
        onError: { target: 'heldFailed' },
      },
      on: { 'dialog.closed': 'closed' },
    },
    heldFailed: { on: { 'held.retried': 'loadingHeld', 'dialog.closed': 'closed' } },
    editing: {
      on: {
        'field.changed': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }), idempotencyKey: null }),
        },
        'form.submitted': [
          { guard: 'valid', target: 'saving', actions: [assign({ failure: null }), 'newIdempotencyKey'] },
          { actions: assign({ showErrors: true }) },
        ],
        'dialog.closed': 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'sendDelivery',
        src: 'sendDelivery',
        input: ({ context }) => ({ kind: context.kind, delivery: context.delivery, values: context.values, digits: context.digits, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => deliveryDialogFailureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'save.retried': { guard: 'retryable', target: 'saving' },
        'field.changed': {
          target: 'editing',
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }), idempotencyKey: null }),
        },
        'dialog.closed': 'closed',
      },
    },
    // Where the dialog ends (the page then unmounts it): no event leaves them. Not `type: 'final'`,
    // so the actor stays readable until the page lets go of it.
    done: {},
    closed: {},
  },
});
