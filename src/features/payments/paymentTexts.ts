import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentAmountError, PaymentDialogFailure, PaymentReversalFailure, PaymentStatus, RecordedPaymentMethod } from '../../../machines/payments/index.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';

export const METHOD_LABELS: Record<RecordedPaymentMethod, MessageDescriptor> = {
  cash: msg`Efectivo`,
  transfer: msg`Transferencia`,
  deposit: msg`Depósito de garantía`,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  posted: msg`Registrado`,
  reversed: msg`Revertido`,
};

/** Each refusal or failure of 'Registrar pago' in its own words. */
export const PAYMENT_FAILURE_TEXTS: Record<PaymentDialogFailure, MessageDescriptor> = {
  notAllowed: msg`El estado del préstamo ya no admite pagos. Cierre y vuelva a abrir el préstamo.`,
  noOpenSession: msg`Para cobrar en efectivo abra primero su caja, o registre el pago como transferencia.`,
  forbidden: msg`Su rol no permite registrar pagos.`,
  unavailable: msg`No se pudo completar. Compruebe la conexión e intente nuevamente.`,
};

export const REVERSAL_FAILURE_TEXTS: Record<PaymentReversalFailure, MessageDescriptor> = {
  alreadyReversed: msg`Otra persona ya revirtió este pago.`,
  noOpenSession: msg`La reversión devuelve el efectivo desde su caja: ábrala primero.`,
  notAllowed: msg`El estado del préstamo no permite revertir este pago.`,
  forbidden: msg`Su rol no permite revertir pagos.`,
  unavailable: msg`No se pudo completar. Compruebe la conexión e intente nuevamente.`,
};

export const PAYMENT_HEADERS = {
  id: msg`N°`,
  business_date: msg`Fecha`,
  customer: msg`Cliente`,
  amount: msg`Monto`,
  method: msg`Método`,
  received_by: msg`Recibido por`,
  status: msg`Estado`,
  actions: msg`Acciones`,
} as const;

/** 'Monto' errors, in the words the cash forms use for the same mistakes. */
export function amountErrorText(i18n: I18n, error: PaymentAmountError): string {
  switch (error) {
    case 'required':
      return i18n._(msg`Este campo es obligatorio.`);
    case 'negative':
      return i18n._(msg`El monto no puede ser negativo.`);
    case 'notNumber':
      return i18n._(msg`Escriba un número, por ejemplo 1500,50 (sin separador de miles).`);
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
