import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { LATE_FEE_KINDS, RENTAL_FREQUENCIES, RENTAL_STATUSES } from '../../../machines/rentals/index.ts';
import { isBusinessDate } from '../../../machines/money/isoDate.ts';
import { LATE_FEE_KIND_LABELS, RENTAL_FREQUENCY_LABELS } from './rentalDetailTexts.ts';
import { RENTAL_STATUS_LABELS } from './rentalTexts.ts';
import { localeOf } from '../../i18n/localeOf.ts';

/**
 * The fields a contract's 'Historial' shows, as the page names them. The rest is bookkeeping the
 * reader need not see: ids beside their names, the version, the steps' own records and the stored
 * settlement (the entry's header says who did what and when; the page shows the settlement),
 * figures derived at read (days in arrears).
 */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  status: msg`Estado`,
  customer_name: msg`Inquilino`,
  officer_name: msg`Oficial`,
  property: msg`Inmueble`,
  rent: msg`Alquiler`,
  frequency: msg`Frecuencia`,
  due_day: msg`Día de vencimiento`,
  deposit: msg`Depósito de garantía`,
  start_date: msg`Inicio`,
  end_date: msg`Fin`,
  grace_days: msg`Días de gracia`,
  late_fee_kind: msg`Tipo de recargo`,
  late_fee_value: msg`Recargo por atraso`,
  late_fee_cap: msg`Tope del recargo`,
  termination_date: msg`Fecha de rescisión`,
  termination_reason: msg`Motivo de la rescisión`,
  balance: msg`Saldo`,
  paid_total: msg`Total pagado`,
  overpaid: msg`Saldo a favor`,
  next_due_date: msg`Próximo vencimiento`,
  reason: msg`Motivo`,
  payment_id: msg`Pago N°`,
  excess_accepted: msg`Excedente confirmado (saldo a favor)`,
  credit: msg`Saldo a favor`,
  refunded: msg`Saldo a favor devuelto`,
  amount: msg`Monto del pago`,
  method: msg`Medio de pago`,
};

/** A payment's method, written on the contract's entries by the payments (the same words as their screens). */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, MessageDescriptor>> = { cash: msg`Efectivo`, transfer: msg`Transferencia`, deposit: msg`Depósito de garantía` };

const MONEY_FIELDS: ReadonlySet<string> = new Set(['rent', 'deposit', 'late_fee_cap', 'balance', 'paid_total', 'overpaid', 'amount', 'excess_accepted', 'credit', 'refunded']);
const DATE_FIELDS: ReadonlySet<string> = new Set(['start_date', 'end_date', 'termination_date', 'next_due_date']);
/** Numbers, amounts and dates read left to right in every language. */
const LTR: ReadonlySet<string> = new Set([...MONEY_FIELDS, ...DATE_FIELDS, 'late_fee_value', 'due_day', 'grace_days', 'payment_id']);

const labelIn = (list: readonly string[], labels: Readonly<Record<string, MessageDescriptor>>, value: string, i18n: I18n): string | null =>
  list.includes(value) && Object.hasOwn(labels, value) ? i18n._(labels[value] as MessageDescriptor) : null;

/** A late fee as the contract says it: an amount, or a percent of the rent (basis points). */
export function lateFeeValueText(i18n: I18n, kind: unknown, value: number, money: (minor: number) => string): string {
  return kind === 'percent' ? i18n.number(value / 10_000, { style: 'percent', maximumFractionDigits: 2 }) : money(value);
}

/** A contract's 'Historial': amounts as money in the location's currency, codes by their names. */
export function rentalHistoryTexts(money: (minor: number) => string): HistoryTexts {
  return {
    fieldLabel: (i18n, field) => (Object.hasOwn(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field] as MessageDescriptor) : null),
    fieldOrder: Object.keys(FIELD_LABELS),
    valueText(i18n, field, value, record) {
      if (value === null || value === '') return '—';
      const number = Number(value);
      if (MONEY_FIELDS.has(field) && Number.isSafeInteger(number)) return money(number);
      if (DATE_FIELDS.has(field) && isBusinessDate(value)) return formatBusinessDate(value, localeOf(i18n.locale));
      // The fee's value is money or basis points by the kind on the same side of the entry.
      if (field === 'late_fee_value' && Number.isSafeInteger(number)) return lateFeeValueText(i18n, record.late_fee_kind, number, money);
      const named =
        (field === 'status' && labelIn(RENTAL_STATUSES, RENTAL_STATUS_LABELS, value, i18n)) ||
        (field === 'frequency' && labelIn(RENTAL_FREQUENCIES, RENTAL_FREQUENCY_LABELS, value, i18n)) ||
        (field === 'late_fee_kind' && labelIn(LATE_FEE_KINDS, LATE_FEE_KIND_LABELS, value, i18n)) ||
        (field === 'method' && labelIn(Object.keys(PAYMENT_METHOD_LABELS), PAYMENT_METHOD_LABELS, value, i18n));
      return named || value;
    },
    fieldDir: (field) => (LTR.has(field) ? 'ltr' : 'auto'),
  };
}
