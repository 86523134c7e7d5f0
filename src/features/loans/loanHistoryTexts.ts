import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { LOAN_FREQUENCIES, LOAN_METHODS, LOAN_STATUSES, RATE_PERIODS, ratePercentText } from '../../../machines/loans/index.ts';
import { isBusinessDate } from '../../../machines/money/isoDate.ts';
import { FREQUENCY_LABELS, LOAN_STATUS_LABELS, METHOD_LABELS, RATE_PERIOD_LABELS } from './loanTexts.ts';
import { localeOf } from '../../i18n/localeOf.ts';

/**
 * The fields a loan's 'Historial' shows, as the page names them. The rest is bookkeeping the
 * reader need not see: ids beside their names, the version, the steps' own records (the entry's
 * header already says who did what and when), figures derived at read (days in arrears).
 */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  status: msg`Estado`,
  customer_name: msg`Cliente`,
  officer_name: msg`Oficial`,
  principal: msg`Monto`,
  rate_millionths: msg`Tasa de interés`,
  rate_period: msg`Periodo de la tasa`,
  installments: msg`Número de cuotas`,
  frequency: msg`Frecuencia`,
  method: msg`Método`,
  first_due_date: msg`Primer vencimiento`,
  installment: msg`Cuota`,
  total_interest: msg`Total de intereses`,
  total_payable: msg`Total a pagar`,
  balance: msg`Saldo`,
  next_due_date: msg`Próximo vencimiento`,
  note: msg`Nota`,
  reason: msg`Motivo`,
  payment_id: msg`Pago N°`,
  excess_accepted: msg`Excedente confirmado (saldo a favor)`,
  // A partial prepayment's entry (server/payments/routes.ts): the mode, the schedule version it made, the principal it prepaid.
  prepay: msg`Prepago`,
  schedule_version: msg`Versión del cronograma`,
  principal_prepaid: msg`Capital prepagado`,
  credit: msg`Saldo a favor`,
  refunded: msg`Saldo a favor devuelto`,
  amount: msg`Monto del pago`,
  // Written on a decision's entry only when the location's four eyes were off (server/loans/transitions.ts).
  four_eyes: msg`Aprobación por otra persona (cuatro ojos)`,
  // A loan brought in by 'Importar' (server/imports/write.ts): its number in the books it came from, when it was disbursed, what was paid.
  import_reference: msg`Referencia en los registros anteriores`,
  disbursed_date: msg`Fecha de desembolso`,
  paid_total: msg`Total pagado`,
};

const FOUR_EYES_LABELS: Readonly<Record<string, MessageDescriptor>> = { true: msg`Activada`, false: msg`Desactivada` };

/** A payment's method, written on the loan's entries by the payments (the same words as their screens). */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, MessageDescriptor>> = { cash: msg`Efectivo`, transfer: msg`Transferencia` };

const MONEY_FIELDS: ReadonlySet<string> = new Set(['principal', 'installment', 'total_interest', 'total_payable', 'balance', 'amount', 'excess_accepted', 'credit', 'refunded', 'paid_total', 'principal_prepaid']);

/** A prepayment's mode, in the words of the payment dialog. */
const PREPAY_LABELS: Readonly<Record<string, MessageDescriptor>> = { fewerInstallments: msg`Menos cuotas`, lowerInstallment: msg`Cuota menor` };
const DATE_FIELDS: ReadonlySet<string> = new Set(['first_due_date', 'next_due_date', 'disbursed_date']);
/** Numbers, amounts and dates read left to right in every language. */
const LTR: ReadonlySet<string> = new Set([...MONEY_FIELDS, ...DATE_FIELDS, 'rate_millionths', 'installments', 'payment_id', 'schedule_version']);

const labelIn = (list: readonly string[], labels: Readonly<Record<string, MessageDescriptor>>, value: string, i18n: I18n): string | null =>
  list.includes(value) && Object.hasOwn(labels, value) ? i18n._(labels[value] as MessageDescriptor) : null;

/** A loan's 'Historial': amounts as money in the location's currency, codes by their names. */
export function loanHistoryTexts(money: (minor: number) => string): HistoryTexts {
  return {
    fieldLabel: (i18n, field) => (Object.hasOwn(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field] as MessageDescriptor) : null),
    fieldOrder: Object.keys(FIELD_LABELS),
    valueText(i18n, field, value) {
      if (value === null || value === '') return '—';
      const number = Number(value);
      if (MONEY_FIELDS.has(field) && Number.isSafeInteger(number)) return money(number);
      if (DATE_FIELDS.has(field) && isBusinessDate(value)) return formatBusinessDate(value, localeOf(i18n.locale));
      if (field === 'rate_millionths' && Number.isSafeInteger(number)) return `${ratePercentText(number)} %`;
      const named =
        (field === 'status' && labelIn(LOAN_STATUSES, LOAN_STATUS_LABELS, value, i18n)) ||
        (field === 'rate_period' && labelIn(RATE_PERIODS, RATE_PERIOD_LABELS, value, i18n)) ||
        (field === 'frequency' && labelIn(LOAN_FREQUENCIES, FREQUENCY_LABELS, value, i18n)) ||
        (field === 'four_eyes' && labelIn(['true', 'false'], FOUR_EYES_LABELS, value, i18n)) ||
        (field === 'prepay' && labelIn(Object.keys(PREPAY_LABELS), PREPAY_LABELS, value, i18n)) ||
        // 'method' is the loan's method on its application, a payment's method on a payment's entry.
        (field === 'method' && (labelIn(LOAN_METHODS, METHOD_LABELS, value, i18n) ?? labelIn(Object.keys(PAYMENT_METHOD_LABELS), PAYMENT_METHOD_LABELS, value, i18n)));
      return named || value;
    },
    fieldDir: (field) => (LTR.has(field) ? 'ltr' : 'auto'),
  };
}
