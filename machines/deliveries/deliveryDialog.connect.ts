/**
 * What a delivery dialog shows, from its snapshot: the face, the values and (once a submit was
 * refused) their errors, what the collector holds, the difference 'Recibir' will record, and the
 * senders of the user's intents.
 */
import type { SnapshotFrom } from 'xstate';
import type { Minor } from '../money/minor.ts';
import type { Delivery, DeliveryRefusalCode } from './deliveries.schema.ts';
import { deliveryDifference } from './cashDelivery.rules.ts';
import type { DeliveryDialogEvent, DeliveryDialogFailure, deliveryDialogMachine } from './deliveryDialog.machine.ts';
import type { NumberConventions } from '../money/numberConventions.ts';
import type { AmountFormat } from '../money/parseAmount.ts';
import { dialogErrors, typedDeliveryAmount, type DeliveryDialogErrors, type DeliveryDialogKind, type DeliveryDialogValues } from './deliveryDialog.rules.ts';

export type DeliveryDialogSnapshot = SnapshotFrom<typeof deliveryDialogMachine>;

export interface DeliveryDialogView {
  kind: DeliveryDialogKind;
  /** The delivery acted on; null for 'Nueva entrega'. */
  delivery: Delivery | null;
  face: 'loading' | 'loadFailed' | 'form' | 'closed';
  /** Changes each time a send succeeds (the saved delivery's id and version): the page starts its list again. */
  savedKey: string;
  values: DeliveryDialogValues;
  errors: DeliveryDialogErrors;
  saving: boolean;
  failure: DeliveryDialogFailure | null;
  /** Why the server refused, when it said (shown instead of the failure's generic text). */
  refusal: DeliveryRefusalCode | null;
  /** What the collector may declare ('Nueva entrega'); null for the other dialogs. */
  available: Minor | null;
  /** received − declared as typed in 'Recibir' (negative: short); null when not a valid amount. */
  difference: Minor | null;
  /** What 'Monto' / 'Monto recibido' reads, shown before it is sent ('= 10.000,50 ARS'); null while it is no amount. */
  understood: Minor | null;
  /** How the amount is typed (its error's example). */
  amountFormat: AmountFormat;
  change(field: keyof DeliveryDialogValues, value: string): void;
  open(kind: DeliveryDialogKind, delivery: Delivery | null, digits: number, conventions: NumberConventions): void;
  submit(): void;
  retry(): void;
  retryHeld(): void;
  close(): void;
}

export function connectDeliveryDialog(snapshot: DeliveryDialogSnapshot, send: (event: DeliveryDialogEvent) => void): DeliveryDialogView {
  const { context } = snapshot;
  const available = context.kind === 'declare' ? (context.held?.available ?? null) : null;
  const face = snapshot.matches('loadingHeld')
    ? 'loading'
    : snapshot.matches('heldFailed')
      ? 'loadFailed'
      : snapshot.matches('closed')
        ? 'closed'
        : 'form';
  const received = context.kind === 'receive' ? typedDeliveryAmount(context.values.amount, context) : null;
  return {
    kind: context.kind,
    delivery: context.delivery,
    face,
    savedKey: context.lastSaved === null ? 'none' : `${context.lastSaved.id}.${context.lastSaved.version}`,
    values: context.values,
    errors: context.showErrors ? dialogErrors(context.kind, context.values, context, available) : {},
    saving: snapshot.matches('saving'),
    failure: snapshot.matches('failed') ? context.failure : null,
    refusal: snapshot.matches('failed') ? context.refusal : null,
    available,
    difference: received === null || context.delivery === null ? null : deliveryDifference(context.delivery.declared_amount, received),
    understood: typedDeliveryAmount(context.values.amount, context),
    amountFormat: { digits: context.digits, conventions: context.conventions },
    change: (field, value) => send({ type: 'field.changed', field, value }),
    open: (kind, delivery, digits, conventions) => send({ type: 'dialog.opened', kind, delivery, digits, conventions }),
    submit: () => send({ type: 'form.submitted' }),
    retry: () => send({ type: 'save.retried' }),
    retryHeld: () => send({ type: 'held.retried' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}
