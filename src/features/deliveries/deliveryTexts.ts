import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AmountError, DeliveryDialogFailure, DeliveryRefusalCode, DeliveryResolution, NoteError } from '../../../machines/deliveries/index.ts';
import type { AmountFormatError } from '../../components/amountTexts.ts';

export { DELIVERY_STATUS_LABELS as STATUS_LABELS } from '../../lib/deliveryStatusLabels.ts';

export const RESOLUTION_LABELS: Readonly<Record<DeliveryResolution, MessageDescriptor>> = {
  writeOff: msg`Dar de baja el faltante`,
  collectorDebt: msg`Deuda del cobrador`,
};

/** 'Monto' errors; how to write an amount is said by src/components/amountTexts.ts. */
export const AMOUNT_ERRORS: Readonly<Record<Exclude<AmountError, AmountFormatError>, MessageDescriptor>> = {
  required: msg`Ingrese el monto.`,
  negative: msg`El monto no puede ser negativo.`,
  tooManyDecimals: msg`El monto tiene más decimales de los que admite la moneda.`,
  outOfRange: msg`El monto es demasiado grande.`,
  notPositive: msg`El monto debe ser mayor que cero.`,
  exceedsHeld: msg`El monto supera el efectivo que tiene.`,
};

export const NOTE_ERRORS: Readonly<Record<NoteError, MessageDescriptor>> = {
  required: msg`Explique la resolución.`,
  tooLong: msg`La nota es demasiado larga.`,
};

export const FAILURES: Readonly<Record<DeliveryDialogFailure, MessageDescriptor>> = {
  conflict: msg`Alguien cambió esta entrega o ya no lo permite. Cierre y recargue la lista; lo que escribió sigue aquí.`,
  refused: msg`El servidor rechazó los datos. Revíselos e intente nuevamente.`,
  forbidden: msg`Su rol no permite esta acción.`,
  unavailable: msg`No se pudo guardar. Compruebe la conexión e intente nuevamente.`,
};

/** The server's reasons, each said as it is (a 409 or 422 with a known `code`); what was typed stays. */
export const REFUSAL_TEXTS: Readonly<Record<DeliveryRefusalCode, MessageDescriptor>> = {
  wrongStatus: msg`Esta entrega ya fue atendida por otra persona. Cierre y recargue la lista.`,
  ownDelivery: msg`No puede recibir su propia entrega: debe recibirla otra persona.`,
  noOpenSession: msg`Abra su caja antes de continuar: el efectivo se registra en su sesión de caja.`,
  notSender: msg`Solo quien hizo la entrega puede cancelarla.`,
  exceedsHeld: msg`El monto supera el efectivo que tiene en su caja.`,
  senderSessionNotOpen: msg`La caja de quien entrega ya no está abierta. Cierre y recargue la lista.`,
  stale: msg`Alguien cambió esta entrega. Cierre y recargue la lista; lo que escribió sigue aquí.`,
  noShortfall: msg`Esta entrega no tiene faltante que resolver.`,
};

/** The table's headers, also the export's column names. */
export const COLUMN_LABELS = {
  id: msg`N°`,
  business_date: msg`Fecha`,
  sender: msg`Entrega`,
  declared_amount: msg`Declarado`,
  received: msg`Recibido`,
  difference: msg`Diferencia`,
  receiver: msg`Recibe`,
  status: msg`Estado`,
  actions: msg`Acciones`,
} as const satisfies Record<string, MessageDescriptor>;

export const ACTION_LABELS: Readonly<Record<'receive' | 'cancel' | 'resolve', MessageDescriptor>> = {
  receive: msg`Recibir`,
  cancel: msg`Cancelar entrega`,
  resolve: msg`Resolver`,
};

/** Each row's buttons by their full name, so a screen reader's list of buttons tells them apart. */
export function actionName(i18n: I18n, kind: 'receive' | 'cancel' | 'resolve', delivery: { id: number; sender_name: string }): string {
  const { id, sender_name: sender } = delivery;
  if (kind === 'receive') return i18n._(msg`Recibir la entrega N° ${id} de ${sender}`);
  if (kind === 'cancel') return i18n._(msg`Cancelar la entrega N° ${id} de ${sender}`);
  return i18n._(msg`Resolver la entrega N° ${id} de ${sender}`);
}
