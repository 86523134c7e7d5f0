import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { DEBT_FREQUENCIES, DEBT_STATUSES, type DebtKind } from '../../../machines/debts/index.ts';
import { isBusinessDate } from '../../../machines/money/isoDate.ts';
import { LOCALES, type Locale } from '../../../machines/settings/index.ts';
import { FREQUENCY_LABELS, STATUS_LABELS } from './debtDetailTexts.ts';

/**
 * The fields a debt's or a fee's 'Historial' shows, as the page names them. The rest is
 * bookkeeping the reader need not see: ids beside their names, the kind, the version, the steps'
 * own records (the entry's header already says who did what and when), figures derived at read
 * (days past due). `amount` is the record's on its creation and the payment's on a payment's entry.
 */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  status: msg`Estado`,
  debtor_name: msg`Deudor`,
  officer_name: msg`Oficial`,
  concept: msg`Concepto`,
  amount: msg`Importe`,
  balance: msg`Saldo`,
  paid_total: msg`Pagado`,
  overpaid: msg`Pagado de más`,
  installments: msg`Número de cuotas`,
  frequency: msg`Frecuencia`,
  first_due_date: msg`Primer vencimiento`,
  next_due_date: msg`Próximo vencimiento`,
  note: msg`Nota`,
  reason: msg`Motivo`,
  payment_id: msg`Pago N°`,
  excess_accepted: msg`Excedente confirmado (saldo a favor)`,
  credit: msg`Saldo a favor`,
  refunded: msg`Saldo a favor devuelto`,
  method: msg`Método`,
};

/** A payment's method, written on the record's entries by the payments (the same words as their screens). */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, MessageDescriptor>> = { cash: msg`Efectivo`, transfer: msg`Transferencia`, deposit: msg`Depósito de garantía` };

const MONEY_FIELDS: ReadonlySet<string> = new Set(['amount', 'balance', 'paid_total', 'overpaid', 'excess_accepted', 'credit', 'refunded']);
const DATE_FIELDS: ReadonlySet<string> = new Set(['first_due_date', 'next_due_date']);
/** Numbers, amounts and dates read left to right in every language. */
const LTR: ReadonlySet<string> = new Set([...MONEY_FIELDS, ...DATE_FIELDS, 'installments', 'payment_id']);

const localeOf = (code: string): Locale => ((LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'es');
const labelIn = (list: readonly string[], labels: Readonly<Record<string, MessageDescriptor>>, value: string, i18n: I18n): string | null =>
  list.includes(value) && Object.hasOwn(labels, value) ? i18n._(labels[value] as MessageDescriptor) : null;

/** A debt's or a fee's 'Historial': amounts as money in the location's currency, codes by their names. */
export function debtHistoryTexts(kind: DebtKind, money: (minor: number) => string): HistoryTexts {
  return {
    fieldLabel: (i18n, field) => (Object.hasOwn(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field] as MessageDescriptor) : null),
    valueText(i18n, field, value) {
      if (value === null || value === '') return '—';
      const number = Number(value);
      if (MONEY_FIELDS.has(field) && Number.isSafeInteger(number)) return money(number);
      if (DATE_FIELDS.has(field) && isBusinessDate(value)) return formatBusinessDate(value, localeOf(i18n.locale));
      const named =
        (field === 'status' && labelIn(DEBT_STATUSES, STATUS_LABELS[kind], value, i18n)) ||
        (field === 'frequency' && labelIn(DEBT_FREQUENCIES, FREQUENCY_LABELS, value, i18n)) ||
        (field === 'method' && labelIn(Object.keys(PAYMENT_METHOD_LABELS), PAYMENT_METHOD_LABELS, value, i18n));
      return named || value;
    },
    fieldDir: (field) => (LTR.has(field) ? 'ltr' : 'auto'),
  };
}
