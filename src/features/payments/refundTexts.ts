import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreditRefundFailure } from '../../../machines/payments/index.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';

/**
 * What 'Devolver saldo a favor' says where it names the record, by kind: whole sentences per kind
 * (as RECORD_PAYMENT_TEXTS), so each language agrees them with its noun.
 */
interface RecordRefundTexts {
  /** The dialog's title: 'Devolver el saldo a favor del préstamo N° 7'. */
  title(i18n: I18n, number: number): string;
  /** What the refund does, before the 'Motivo'. */
  description(i18n: I18n, amount: string): string;
  /** 409 notAllowed: the record's state does not let its credit be refunded. */
  notAllowed: MessageDescriptor;
  /** 409 stale: the record changed since the page read it. */
  stale: MessageDescriptor;
}

export const RECORD_REFUND_TEXTS: Readonly<Record<PaymentKind, RecordRefundTexts>> = {
  loan: {
    title: (i18n, number) => i18n._(msg`Devolver el saldo a favor del préstamo N° ${number}`),
    description: (i18n, amount) => i18n._(msg`Se entregarán ${amount} en efectivo al cliente desde su caja abierta, y el préstamo quedará pagado.`),
    notAllowed: msg`El estado del préstamo no permite devolver su saldo a favor.`,
    stale: msg`El préstamo cambió mientras tanto. Cierre este diálogo y revise el saldo a favor antes de devolverlo.`,
  },
  rental: {
    title: (i18n, number) => i18n._(msg`Devolver el saldo a favor del alquiler N° ${number}`),
    description: (i18n, amount) => i18n._(msg`Se entregarán ${amount} en efectivo al inquilino desde su caja abierta, y el alquiler quedará sin saldo a favor.`),
    notAllowed: msg`El estado del alquiler no permite devolver su saldo a favor: se devuelve con el depósito al liquidarlo.`,
    stale: msg`El alquiler cambió mientras tanto. Cierre este diálogo y revise el saldo a favor antes de devolverlo.`,
  },
  debt: {
    title: (i18n, number) => i18n._(msg`Devolver el saldo a favor de la deuda N° ${number}`),
    description: (i18n, amount) => i18n._(msg`Se entregarán ${amount} en efectivo al deudor desde su caja abierta, y la deuda quedará pagada.`),
    notAllowed: msg`El estado de la deuda no permite devolver su saldo a favor.`,
    stale: msg`La deuda cambió mientras tanto. Cierre este diálogo y revise el saldo a favor antes de devolverlo.`,
  },
  fee: {
    title: (i18n, number) => i18n._(msg`Devolver el saldo a favor del honorario N° ${number}`),
    description: (i18n, amount) => i18n._(msg`Se entregarán ${amount} en efectivo al cliente desde su caja abierta, y el honorario quedará pagado.`),
    notAllowed: msg`El estado del honorario no permite devolver su saldo a favor.`,
    stale: msg`El honorario cambió mientras tanto. Cierre este diálogo y revise el saldo a favor antes de devolverlo.`,
  },
};

const REFUND_FAILURE_TEXTS: Record<Exclude<CreditRefundFailure, 'notAllowed' | 'stale'>, MessageDescriptor> = {
  noOpenSession: msg`La devolución sale en efectivo de su propia caja y usted no tiene una abierta. Abra una caja en Caja y vuelva a intentarlo.`,
  noCredit: msg`Ya no queda saldo a favor para devolver: otra persona lo devolvió o se revirtió un pago.`,
  forbidden: msg`Su rol no permite devolver saldos a favor.`,
  unavailable: msg`No se pudo completar. Compruebe la conexión e intente nuevamente.`,
};

/** A refund's refusal or failure in words, the record's kind naming it where the text does. */
export function refundFailureText(i18n: I18n, kind: PaymentKind, failure: CreditRefundFailure): string {
  if (failure === 'notAllowed' || failure === 'stale') return i18n._(RECORD_REFUND_TEXTS[kind][failure]);
  return i18n._(REFUND_FAILURE_TEXTS[failure]);
}
