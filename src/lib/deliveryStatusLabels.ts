import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CashDeliveryStatus } from '../../machines/cash/cash.schema.ts';

/**
 * A delivery's state in words: 'Entregas' and 'Movimientos de entrega' name it alike (one message,
 * one translation; they once said 'Con diferencia' and 'En disputa' for the same state).
 */
export const DELIVERY_STATUS_LABELS: Readonly<Record<CashDeliveryStatus, MessageDescriptor>> = {
  pending: msg`Pendiente`,
  received: msg`Recibida`,
  disputed: msg`En disputa`,
  resolved: msg`Resuelta`,
  cancelled: msg`Cancelada`,
};
