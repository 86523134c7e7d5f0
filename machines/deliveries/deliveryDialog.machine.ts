import { assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import { numberConventions, type NumberConventions } from '../money/numberConventions.ts';
import { DELIVERY_REFUSAL_CODES, type Delivery, type DeliveryRefusalCode, type HeldCashAnswer } from './deliveries.schema.ts';
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

/** The server's reason for a 409/422 when it gave a known one (`noOpenSession`, `ownDelivery`…): the dialog says it instead of the status's generic text. */
export const deliveryRefusalOf = (error: unknown): DeliveryRefusalCode | null => {
  const code = codeOf(error);
  return code !== null && (DELIVERY_REFUSAL_CODES as readonly string[]).includes(code) ? (code as DeliveryRefusalCode) : null;
};

/** What 'Nueva entrega' or a row's button opens the dialog with. */
export interface DeliveryDialogOpening {
  kind: DeliveryDialogKind;
  /** The delivery acted on; null for 'Nueva entrega'. */
  delivery: Delivery | null;
  /** The currency's decimals, to read the amounts typed. */
  digits: number;
  /** How the active language writes amounts (machines/money parseAmount). */
  conventions: NumberConventions;
}

/** What the dialog sends: the app's API slice turns it into the POST. */
export interface DeliveryDialogRequest {
  kind: DeliveryDialogKind;
  delivery: Delivery | null;
  values: DeliveryDialogValues;
  digits: number;
  conventions: NumberConventions;
  idempotencyKey: string;
}

export interface DeliveryDialogContext extends DeliveryDialogOpening {
  held: HeldCashAnswer | null;
  values: DeliveryDialogValues;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: DeliveryDialogFailure | null;
  /** The server's code with the failure, when it sent a known one. */
  refusal: DeliveryRefusalCode | null;
  /** The delivery the last successful send answered (each send changes its id or version). */
  lastSaved: Delivery | null;
}

export type DeliveryDialogEvent =
  | ({ type: 'dialog.opened' } & DeliveryDialogOpening)
  | { type: 'field.changed'; field: keyof DeliveryDialogValues; value: string }
  | { type: 'form.submitted' }
  | { type: 'save.retried' }
  | { type: 'held.retried' }
  | { type: 'dialog.closed' };

/**
 * A dialog's values when it opens: all empty. 'Recibir' does not start from the declared amount
 * (the cashier must count, not confirm a figure), and 'Resolver' proposes no resolution (writing a
 * shortage off is a decision, not a default).
 */
const openingValues = (): DeliveryDialogValues => ({ amount: '', note: '', resolution: '' });

/**
 * The dialogs of 'Entregas', one actor for the page: 'Nueva entrega' (loads what the collector
 * holds first), 'Recibir', 'Cancelar entrega', 'Resolver'.
 *
 * - `closed` → (opened) `opening` → `loadingHeld` for 'Nueva entrega' | `editing`.
 * - `loadingHeld` → `editing` | `heldFailed` ('Reintentar').
 * - `editing`: typing; a submit with errors shows them and stays; a valid one → `saving` with a
 *   key made once per intent (kept by 'Reintentar', dropped by a change of what was typed).
 * - `saving` → `closed` (saved: `lastSaved`) | `failed` (the typed values kept).
 * - `failed`: 'Reintentar' for `unavailable` (same key); typing goes back to `editing`.
 * - 'Cerrar' (or Escape) from any open state but `saving` → `closed`.
 */
export const deliveryDialogMachine = setup({
  types: {
    context: {} as DeliveryDialogContext,
    events: {} as DeliveryDialogEvent,
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
    valid: ({ context }) => !hasErrors(dialogErrors(context.kind, context.values, context, context.held?.available ?? null)),
    retryable: ({ context }) => context.failure === 'unavailable',
  },
}).createMachine({
  id: 'deliveryDialog',
  context: {
    kind: 'declare',
    delivery: null,
    digits: 2,
    // Until a dialog opens with the active language's (each opening brings its own).
    conventions: numberConventions('es'),
    held: null,
    values: openingValues(),
    showErrors: false,
    idempotencyKey: null,
    failure: null,
    refusal: null,
    lastSaved: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.opened': {
          target: 'opening',
          actions: assign(({ event }) => {
            const opening = { kind: event.kind, delivery: event.delivery, digits: event.digits, conventions: event.conventions };
            return { ...opening, held: null, values: openingValues(), showErrors: false, idempotencyKey: null, failure: null, refusal: null };
          }),
        },
      },
    },
    opening: { always: [{ guard: 'needsHeld', target: 'loadingHeld' }, { target: 'editing' }] },
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
          { guard: 'valid', target: 'saving', actions: [assign({ failure: null, refusal: null }), 'newIdempotencyKey'] },
          { actions: assign({ showErrors: true }) },
        ],
        'dialog.closed': 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'sendDelivery',
        src: 'sendDelivery',
        input: ({ context }) => ({ kind: context.kind, delivery: context.delivery, values: context.values, digits: context.digits, conventions: context.conventions, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'closed', actions: assign({ lastSaved: ({ event }) => event.output, idempotencyKey: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => deliveryDialogFailureOf(event.error), refusal: ({ event }) => deliveryRefusalOf(event.error) }) },
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
  },
});
