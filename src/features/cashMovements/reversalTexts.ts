import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReversedAtSource } from '../../../machines/cashMovements/index.ts';

/** The alert after a reversal was posted. */
export const REVERSED = { title: msg`Éxito`, text: msg`Movimiento revertido.` };

/** Where a movement a record owns is undone, said on its row instead of 'Revertir'. */
export const REVERSED_AT_SOURCE_TEXTS: Readonly<Record<ReversedAtSource, MessageDescriptor>> = {
  loanPayment: msg`Se revierte en Pagos de préstamos`,
  loan: msg`Se gestiona en el préstamo`,
  rentPayment: msg`Se revierte en Pagos de alquiler`,
  rental: msg`Se gestiona en el alquiler`,
  debtPayment: msg`Se revierte en Pagos de deudas`,
  feePayment: msg`Se revierte en Pagos de honorarios`,
  creditRefund: msg`Se gestiona en el registro de la devolución`,
  delivery: msg`Se gestiona en la entrega`,
};
