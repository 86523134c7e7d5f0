import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentDialogFailure, PaymentMethod, PaymentReversalFailure, PaymentStatus } from '../../../machines/loanPayments/index.ts';

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Efectivo`,
  transfer: msg`Transferencia`,
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
  loan_id: msg`Préstamo`,
  customer: msg`Cliente`,
  amount: msg`Monto`,
  method: msg`Método`,
  received_by: msg`Recibido por`,
  status: msg`Estado`,
  actions: msg`Acciones`,
} as const;
