import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MovementDirection, MovementType } from '../../../machines/cash/cash.schema.ts';

/** What each movement type is called on every cash screen. */
export const MOVEMENT_TYPE_LABELS: Record<MovementType, MessageDescriptor> = {
  income: msg`Ingreso`,
  expense: msg`Egreso`,
  overShort: msg`Sobrante o faltante`,
  deliveryOut: msg`Entrega enviada`,
  deliveryIn: msg`Entrega recibida`,
  reversal: msg`Reversión`,
  disbursement: msg`Desembolso`,
  loanPayment: msg`Pago de préstamo`,
  rentPayment: msg`Pago de alquiler`,
  debtPayment: msg`Pago de deuda`,
  feePayment: msg`Pago de honorario`,
  deposit: msg`Depósito de garantía`,
  depositReturn: msg`Devolución del depósito`,
  creditRefund: msg`Devolución de saldo a favor`,
};

export const DIRECTION_LABELS: Record<MovementDirection, MessageDescriptor> = {
  in: msg`Entrada`,
  out: msg`Salida`,
};

export { DELIVERY_STATUS_LABELS } from '../../lib/deliveryStatusLabels.ts';

/** The headers of the ledger (and of its export). */
export const MOVEMENT_HEADERS = {
  id: msg`N°`,
  business_date: msg`Fecha`,
  type: msg`Tipo`,
  concept: msg`Concepto`,
  in: msg`Entrada`,
  out: msg`Salida`,
  user: msg`Usuario`,
  box: msg`Caja`,
  source: msg`Origen`,
  reason: msg`Motivo`,
  actions: msg`Acciones`,
} satisfies Record<string, MessageDescriptor>;

/** Where a movement's source lives (the screens of later areas; a delivery is on 'Entregas'). */
export const SOURCE_ROUTES: Readonly<Record<string, string>> = {
  delivery: '/entregas',
  loan: '/prestamos',
  loanPayment: '/pagos_prestamos',
  rental: '/alquileres',
  rentPayment: '/pagos_alquiler',
  debt: '/deudas',
  debtPayment: '/pagos_deudas',
  fee: '/honorarios',
  feePayment: '/pagos_honorario',
};

export const SOURCE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  delivery: msg`Entrega`,
  loan: msg`Préstamo`,
  loanPayment: msg`Pago de préstamo`,
  rental: msg`Alquiler`,
  rentPayment: msg`Pago de alquiler`,
  debt: msg`Deuda`,
  debtPayment: msg`Pago de deuda`,
  fee: msg`Honorario`,
  feePayment: msg`Pago de honorario`,
};
