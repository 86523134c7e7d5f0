/**
 * The payment methods in words (machines/payments/paymentMethods.ts): the payment dialog, the
 * receipts and the payments lists say them, and 'Configuración de ubicación' lists them as the
 * methods a location takes. Here because two features say them alike.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordedPaymentMethod } from '../../machines/payments/index.ts';

export const METHOD_LABELS: Record<RecordedPaymentMethod, MessageDescriptor> = {
  cash: msg`Efectivo`,
  transfer: msg`Transferencia`,
  wallet: msg`Billetera digital`,
  card: msg`Tarjeta`,
  deposit: msg`Depósito de garantía`,
  imported: msg`Importado`,
};
