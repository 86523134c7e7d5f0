import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CASH_LIMITS, type CashSessionStatus, type MovementType } from '../../../machines/cash/index.ts';
import type { CashDialog, CashFieldError } from '../../../machines/cashbox/index.ts';
import type { AmountFormat } from '../../../machines/money/parseAmount.ts';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';

export const SESSION_STATUS_LABELS: Record<CashSessionStatus, MessageDescriptor> = {
  open: msg`Abierta`,
  closing: msg`Esperando aprobación`,
  closed: msg`Cerrada`,
};

/** Every movement type a session may hold (payments arrive with later areas). */
export const MOVEMENT_TYPE_LABELS: Record<MovementType, MessageDescriptor> = {
  income: msg`Ingreso`,
  expense: msg`Egreso`,
  overShort: msg`Sobrante/faltante`,
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

export const DIALOG_TITLES: Record<CashDialog, MessageDescriptor> = {
  open: msg`Abrir caja`,
  income: msg`Registrar ingreso`,
  expense: msg`Registrar egreso`,
  close: msg`Cerrar caja`,
};

/** A field's error; how to write an amount is said in the active language (src/components/amountTexts.ts). */
export function cashErrorText(i18n: I18n, error: CashFieldError, format: AmountFormat): string {
  if (isAmountFormatError(error)) return i18n._(amountFormatMessage(error, format.conventions, format.digits));
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
    case 'tooLong':
      return i18n._(msg`Use como máximo ${CASH_LIMITS.concept} caracteres.`);
    case 'badCount':
      return i18n._(msg`Cada cantidad debe ser un número entero.`);
  }
}
