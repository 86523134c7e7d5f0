/**
 * What the 'Registrar pago' dialog shows, from its snapshot: the face, what was typed and (once a
 * submit was refused) its error, the allocation preview of the amount typed (the pure replay of
 * payment.rules.ts), and the senders of the user's intents. Pure: tested on bare snapshots.
 */
import type { SnapshotFrom } from 'xstate';
import { typedMoney, type TypedMoneyError } from '../money/typedMoney.ts';
import type { PayableRecord } from './paymentKinds.ts';
import type { PaymentMethod, PaymentWithReceipt } from './payments.schema.ts';
import { previewPayment, type PaymentEffect } from './payment.rules.ts';
import type { PaymentDialogEvent, PaymentDialogFailure, PaymentValues, paymentDialogMachine } from './paymentDialog.machine.ts';

export type PaymentDialogSnapshot = SnapshotFrom<typeof paymentDialogMachine>;
export type PaymentDialogFace = 'editing' | 'confirmingExcess' | 'posting' | 'reloading' | 'failed' | 'receipt' | 'closed' | 'cancelled';
/** 'zero': a payment is more than nothing. */
export type PaymentAmountError = TypedMoneyError | 'zero';

export interface PaymentDialogView {
  face: PaymentDialogFace;
  record: PayableRecord;
  values: PaymentValues;
  amountError: PaymentAmountError | null;
  /** What the amount typed would pay (null while it is no amount). */
  preview: PaymentEffect | null;
  busy: boolean;
  failure: PaymentDialogFailure | null;
  /** The record changed under the dialog and was reloaded (409 stale). */
  reloaded: boolean;
  result: PaymentWithReceipt | null;
  /** What the amount exceeds the balance by, while the dialog asks to confirm it (`confirmingExcess`). */
  excess: number | null;
  changeAmount(value: string): void;
  changeMethod(method: PaymentMethod): void;
  submit(): void;
  /** 'Confirmar': post the payment above the balance; the excess becomes the customer's credit. */
  confirmExcess(): void;
  /** 'Corregir el monto': back to the form, nothing posted. */
  declineExcess(): void;
  retry(): void;
  close(): void;
}

const FACES: readonly PaymentDialogFace[] = ['editing', 'confirmingExcess', 'posting', 'reloading', 'failed', 'receipt', 'closed', 'cancelled'];

export function amountErrorOf(text: string, digits: number): PaymentAmountError | null {
  const read = typedMoney(text, digits);
  if (!read.ok) return read.error;
  return read.minor > 0 ? null : 'zero';
}

export function connectPaymentDialog(snapshot: PaymentDialogSnapshot, send: (event: PaymentDialogEvent) => void): PaymentDialogView {
  const { context } = snapshot;
  const face = FACES.find((f) => snapshot.matches(f)) ?? 'editing';
  const error = amountErrorOf(context.values.amount, context.digits);
  const read = typedMoney(context.values.amount, context.digits);
  const { record } = context;
  return {
    face,
    record,
    values: context.values,
    amountError: context.showErrors ? error : null,
    preview: error === null && read.ok ? previewPayment(record.schedule, record.overpaid, read.minor) : null,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' ? context.failure : null,
    reloaded: context.reloaded,
    result: face === 'receipt' ? context.result : null,
    excess: face === 'confirmingExcess' ? context.excess : null,
    changeAmount: (value) => send({ type: 'amount.changed', value }),
    changeMethod: (method) => send({ type: 'method.changed', method }),
    submit: () => send({ type: 'form.submitted' }),
    confirmExcess: () => send({ type: 'excess.confirmed' }),
    declineExcess: () => send({ type: 'excess.declined' }),
    retry: () => send({ type: 'save.retried' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}
