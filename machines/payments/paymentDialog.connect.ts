/**
 * What the 'Registrar pago' dialog shows, from its snapshot: the face, what was typed and (once a
 * submit was refused) its error, the allocation preview of the amount typed (the pure replay of
 * payment.rules.ts), and the senders of the user's intents. Pure: tested on bare snapshots.
 */
import type { SnapshotFrom } from 'xstate';
import type { Minor } from '../money/minor.ts';
import type { NumberConventions } from '../money/numberConventions.ts';
import { parseAmount, type AmountError } from '../money/parseAmount.ts';
import type { PayableRecord } from './paymentKinds.ts';
import type { PaymentMethod, PaymentWithReceipt } from './payments.schema.ts';
import { previewPayment, type PaymentEffect } from './payment.rules.ts';
import { needsReference, referenceError, type ReferenceError } from './paymentMethods.ts';
import type { EarlierPayment } from '../apiFailure.ts';
import type { PaymentDialogEvent, PaymentDialogFailure, PaymentValues, paymentDialogMachine } from './paymentDialog.machine.ts';
import type { PrepayMode } from '../loans/loan.schema.ts';
import type { PrepaymentResult } from '../loans/prepayment.ts';
import { prepayExcess, prepayOptions, type PrepayChoice } from './prepayChoice.ts';

/** The question an amount above the dues asks on a loan (null: none asked). */
export interface PrepayQuestion {
  /** What the amount exceeds the dues at the value date by. */
  excess: Minor;
  choice: PrepayChoice | null;
  /** A submit came before a choice. */
  unanswered: boolean;
  /** The version each mode would make, or why it cannot (e.g. `prepaySettles`: 'Liquidar'). */
  options: Record<PrepayMode, PrepaymentResult>;
}

export type PaymentDialogSnapshot = SnapshotFrom<typeof paymentDialogMachine>;
export type PaymentDialogFace = 'editing' | 'confirmingExcess' | 'confirmingDuplicate' | 'posting' | 'reloading' | 'failed' | 'receipt' | 'closed' | 'cancelled';
/** 'zero': a payment is more than nothing. */
export type PaymentAmountError = AmountError | 'zero';

export interface PaymentDialogView {
  face: PaymentDialogFace;
  record: PayableRecord;
  values: PaymentValues;
  amountError: PaymentAmountError | null;
  /** What 'Monto' reads, shown before it is sent ('= 10.000,50 ARS'); null while it is no amount. */
  understood: Minor | null;
  /** How 'Monto' is written (its error's example). */
  conventions: NumberConventions;
  digits: number;
  /** What the amount typed would pay (null while it is no amount). */
  preview: PaymentEffect | null;
  busy: boolean;
  failure: PaymentDialogFailure | null;
  /** 'Liquidar': the amount is the payoff quote (not typed). */
  settle: boolean;
  /** The record changed under the dialog and was reloaded (409 stale). */
  reloaded: boolean;
  result: PaymentWithReceipt | null;
  /** What the amount exceeds the balance by, while the dialog asks to confirm it (`confirmingExcess`). */
  excess: number | null;
  /** 'Menos cuotas' / 'Cuota menor' / 'Adelantar las próximas cuotas', with each version's preview. */
  prepay: PrepayQuestion | null;
  /** The methods the location takes ('Método' lists them). */
  methods: readonly PaymentMethod[];
  /** 'Referencia' is asked (every method but cash). */
  referenceShown: boolean;
  /** The reference's error once a submit was refused (only while it is asked). */
  referenceError: ReferenceError | null;
  /** The earlier payment with this reference and method, while the dialog asks to confirm (`confirmingDuplicate`). */
  duplicate: EarlierPayment | null;
  changeAmount(value: string): void;
  choosePrepay(choice: PrepayChoice): void;
  changeMethod(method: PaymentMethod): void;
  /** 'Fecha valor' typed ('' = today). */
  changeValueDate(value: string): void;
  /** 'Referencia' typed. */
  changeReference(value: string): void;
  submit(): void;
  /** 'Confirmar': post the payment above the balance; the excess becomes the customer's credit. */
  confirmExcess(): void;
  /** 'Corregir el monto': back to the form, nothing posted. */
  declineExcess(): void;
  /** 'Confirmar': post it although another payment of the method has the reference. */
  confirmDuplicate(): void;
  /** 'Corregir la referencia': back to the form, nothing posted. */
  declineDuplicate(): void;
  retry(): void;
  close(): void;
}

const FACES: readonly PaymentDialogFace[] = ['editing', 'confirmingExcess', 'confirmingDuplicate', 'posting', 'reloading', 'failed', 'receipt', 'closed', 'cancelled'];

export function amountErrorOf(text: string, conventions: NumberConventions, digits: number): PaymentAmountError | null {
  const read = parseAmount(text, conventions, digits);
  if (!read.ok) return read.error;
  return read.minor > 0 ? null : 'zero';
}

export function connectPaymentDialog(snapshot: PaymentDialogSnapshot, send: (event: PaymentDialogEvent) => void): PaymentDialogView {
  const { context } = snapshot;
  const face = FACES.find((f) => snapshot.matches(f)) ?? 'editing';
  const error = amountErrorOf(context.values.amount, context.conventions, context.digits);
  const read = parseAmount(context.values.amount, context.conventions, context.digits);
  const { record } = context;
  const referenceShown = needsReference(context.values.method);
  return {
    face,
    record,
    values: context.values,
    amountError: context.showErrors ? error : null,
    understood: read.ok ? read.minor : null,
    conventions: context.conventions,
    digits: context.digits,
    // A settlement pays the schedule as the payoff leaves it.
    preview: error === null && read.ok ? previewPayment(context.settle === true && record.payoff != null ? record.payoff.schedule : record.schedule, record.overpaid, read.minor) : null,
    settle: context.settle === true,
    busy: snapshot.hasTag('busy'),
    failure: face === 'failed' ? context.failure : null,
    reloaded: context.reloaded,
    result: face === 'receipt' ? context.result : null,
    excess: face === 'confirmingExcess' ? context.excess : null,
    prepay: prepayQuestionOf(context, read.ok && read.minor > 0 ? read.minor : null),
    methods: context.methods,
    referenceShown,
    referenceError: context.showErrors && referenceShown ? referenceError(context.values.method, context.values.reference) : null,
    duplicate: face === 'confirmingDuplicate' ? context.duplicate : null,
    changeAmount: (value) => send({ type: 'amount.changed', value }),
    changeMethod: (method) => send({ type: 'method.changed', method }),
    choosePrepay: (choice) => send({ type: 'prepay.changed', choice }),
    changeValueDate: (value) => send({ type: 'valueDate.changed', value }),
    changeReference: (value) => send({ type: 'reference.changed', value }),
    submit: () => send({ type: 'form.submitted' }),
    confirmExcess: () => send({ type: 'excess.confirmed' }),
    declineExcess: () => send({ type: 'excess.declined' }),
    confirmDuplicate: () => send({ type: 'duplicate.confirmed' }),
    declineDuplicate: () => send({ type: 'duplicate.declined' }),
    retry: () => send({ type: 'save.retried' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}

function prepayQuestionOf(context: PaymentDialogSnapshot['context'], amount: Minor | null): PrepayQuestion | null {
  const excess = prepayExcess(context.record, amount, context.values.valueDate, context.settle === true);
  const options = excess > 0 && amount !== null ? prepayOptions(context.record, amount, context.values.valueDate) : null;
  if (options === null) return null;
  return { excess, choice: context.prepay, unanswered: context.showErrors && context.prepay === null, options };
}
