import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFERENCE_MAX, type PaymentAmountError, type PaymentDialogFailure, type PaymentReversalFailure, type PaymentStatus, type ReferenceError } from '../../../machines/payments/index.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import type { CashRoutingRefusal } from '../../../machines/cash/index.ts';
import { cashRoutingRefusalText, insufficientCashText } from '../../components/cashRouteTexts.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';

export { METHOD_LABELS } from '../../components/paymentMethodTexts.ts';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  posted: msg`Registrado`,
  reversed: msg`Revertido`,
};

/** Each refusal or failure of 'Registrar pago' in its own words (notAllowed names the record: by kind, below). */
const PAYMENT_FAILURE_TEXTS: Record<Exclude<PaymentDialogFailure, 'notAllowed'>, MessageDescriptor> = {
  noOpenSession: msg`Para cobrar en efectivo abra primero su caja, o registre el pago como transferencia.`,
  methodRefused: msg`La ubicación ya no acepta este método de pago, o la referencia no es válida: revise el método y la referencia.`,
  valueDateRefused: msg`La fecha valor no se acepta: puede ser hoy o de hasta los días hacia atrás que permite la ubicación, nunca futura ni anterior al desembolso o al inicio del contrato.`,
  prepayRefused: msg`El prepago no se puede aplicar con estas cifras (el préstamo cambió, el monto cancela el préstamo o hay un pago posterior). Actualice el préstamo y revise el monto; para cancelarlo todo use 'Liquidar'.`,
  forbidden: msg`Su rol no permite registrar pagos.`,
  unavailable: msg`No se pudo completar. Compruebe la conexión e intente nuevamente.`,
};

const REVERSAL_FAILURE_TEXTS: Record<Exclude<PaymentReversalFailure, 'notAllowed' | 'insufficientCash' | CashRoutingRefusal>, MessageDescriptor> = {
  alreadyReversed: msg`Otra persona ya revirtió este pago.`,
  prepaymentAfter: msg`Un prepago posterior creó el cronograma vigente a partir de este pago: revierta primero ese prepago.`,
  noOpenSession: msg`La reversión devuelve el efectivo desde su caja: ábrala primero.`,
  forbidden: msg`Su rol no permite revertir pagos.`,
  unavailable: msg`No se pudo completar. Compruebe la conexión e intente nuevamente.`,
};

export const PAYMENT_HEADERS = {
  id: msg`N°`,
  business_date: msg`Fecha`,
  customer: msg`Cliente`,
  amount: msg`Monto`,
  method: msg`Método`,
  reference: msg`Referencia`,
  received_by: msg`Recibido por`,
  status: msg`Estado`,
  actions: msg`Acciones`,
} as const;

/** 'Referencia' errors (machines/payments/paymentMethods.ts referenceError), for the dialog's fieldErrorText. */
export const REFERENCE_ERRORS: Readonly<Record<ReferenceError, MessageDescriptor>> = {
  referenceRequired: msg`Escriba la referencia del pago (por ejemplo, el número de operación).`,
  referenceTooLong: msg`La referencia admite hasta ${REFERENCE_MAX} caracteres.`,
};

/** 'Monto' errors, in the words the cash forms use for the same mistakes (how to write it: in the active language). */
export function amountErrorText(i18n: I18n, error: PaymentAmountError, conventions: NumberConventions, digits: number): string {
  if (isAmountFormatError(error)) return i18n._(amountFormatMessage(error, conventions, digits));
  switch (error) {
    case 'required':
      return i18n._(msg`Este campo es obligatorio.`);
    case 'negative':
      return i18n._(msg`El monto no puede ser negativo.`);
    case 'tooManyDecimals':
      return i18n._(msg`El monto tiene más decimales de los que admite la moneda.`);
    case 'outOfRange':
      return i18n._(msg`El monto es demasiado grande.`);
    case 'zero':
      return i18n._(msg`El monto debe ser mayor que cero.`);
  }
}

/** What a payment paid, by kind: the receipt's 'Préstamo N° 7' / 'Alquiler N° 3' / 'Deuda N° 2' / 'Honorario N° 4'. */
export const TARGET_LABELS: Readonly<Record<PaymentKind, MessageDescriptor>> = {
  loan: msg`Préstamo`,
  rental: msg`Alquiler`,
  debt: msg`Deuda`,
  fee: msg`Honorario`,
};

/**
 * What the payments section and the 'Registrar pago' dialog say where they name the record, by
 * kind: whole sentences per kind (not a name slotted into one sentence), so each language can
 * agree article, gender and case with the noun.
 */
export interface RecordPaymentTexts {
  /** The dialog's title: 'Registrar pago del préstamo N° 7'. */
  registerTitle(i18n: I18n, number: number): string;
  /** 409 notAllowed: the record's status no longer takes payments. */
  notAllowed: MessageDescriptor;
  /** 409 stale: the record was reloaded under the dialog. */
  reloaded: MessageDescriptor;
  /** The section of a record without payments. */
  none: MessageDescriptor;
  /** The section when the role may not see the kind's payments. */
  forbidden: MessageDescriptor;
  /** 'Revertir pago' refused with 409 notAllowed. */
  reversalNotAllowed: MessageDescriptor;
}

export const RECORD_PAYMENT_TEXTS: Readonly<Record<PaymentKind, RecordPaymentTexts>> = {
  loan: {
    registerTitle: (i18n, number) => i18n._(msg`Registrar pago del préstamo N° ${number}`),
    notAllowed: msg`El estado del préstamo ya no admite pagos. Cierre y vuelva a abrir el préstamo.`,
    reloaded: msg`El préstamo cambió mientras tanto: las cifras se actualizaron. Revise el monto y confirme.`,
    none: msg`Este préstamo todavía no tiene pagos.`,
    forbidden: msg`Su rol no permite ver los pagos de préstamos.`,
    reversalNotAllowed: msg`El estado del préstamo no permite revertir este pago.`,
  },
  rental: {
    registerTitle: (i18n, number) => i18n._(msg`Registrar pago del alquiler N° ${number}`),
    notAllowed: msg`El estado del alquiler ya no admite pagos. Cierre y vuelva a abrir el alquiler.`,
    reloaded: msg`El alquiler cambió mientras tanto: las cifras se actualizaron. Revise el monto y confirme.`,
    none: msg`Este alquiler todavía no tiene pagos.`,
    forbidden: msg`Su rol no permite ver los pagos de alquileres.`,
    reversalNotAllowed: msg`El estado del alquiler no permite revertir este pago.`,
  },
  debt: {
    registerTitle: (i18n, number) => i18n._(msg`Registrar pago de la deuda N° ${number}`),
    notAllowed: msg`El estado de la deuda ya no admite pagos. Cierre y vuelva a abrir la deuda.`,
    reloaded: msg`La deuda cambió mientras tanto: las cifras se actualizaron. Revise el monto y confirme.`,
    none: msg`Esta deuda todavía no tiene pagos.`,
    forbidden: msg`Su rol no permite ver los pagos de deudas.`,
    reversalNotAllowed: msg`El estado de la deuda no permite revertir este pago.`,
  },
  fee: {
    registerTitle: (i18n, number) => i18n._(msg`Registrar pago del honorario N° ${number}`),
    notAllowed: msg`El estado del honorario ya no admite pagos. Cierre y vuelva a abrir el honorario.`,
    reloaded: msg`El honorario cambió mientras tanto: las cifras se actualizaron. Revise el monto y confirme.`,
    none: msg`Este honorario todavía no tiene pagos.`,
    forbidden: msg`Su rol no permite ver los pagos de honorarios.`,
    reversalNotAllowed: msg`El estado del honorario no permite revertir este pago.`,
  },
};

/** A 'Registrar pago' failure in words, the record's kind naming it where the text does. */
export const paymentFailureText = (i18n: I18n, kind: PaymentKind, failure: PaymentDialogFailure): string =>
  i18n._(failure === 'notAllowed' ? RECORD_PAYMENT_TEXTS[kind].notAllowed : PAYMENT_FAILURE_TEXTS[failure]);

/** A 'Revertir pago' failure in words, the payment's kind naming its record where the text does. */
/** A reversal's refusal or failure; `available`: what the session holds, formatted, with insufficientCash. */
export function reversalFailureText(i18n: I18n, kind: PaymentKind, failure: PaymentReversalFailure, available: string | null = null): string {
  switch (failure) {
    case 'notAllowed':
      return i18n._(RECORD_PAYMENT_TEXTS[kind].reversalNotAllowed);
    case 'insufficientCash':
      return insufficientCashText(i18n, available);
    case 'chooseSession':
    case 'cashSessionChanged':
    case 'noSuchSession':
    case 'sessionNotOpen':
      return cashRoutingRefusalText(i18n, failure);
    default:
      return i18n._(REVERSAL_FAILURE_TEXTS[failure]);
  }
}
