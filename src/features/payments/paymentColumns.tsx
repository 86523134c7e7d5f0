import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { Payment, PaymentSortColumn } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { METHOD_LABELS, PAYMENT_HEADERS, PAYMENT_STATUS_LABELS, TARGET_LABELS } from './paymentTexts.ts';

/** The status, and for a reversed payment who reversed it and why. */
export function statusText(i18n: I18n, payment: Payment): string {
  const status = i18n._(PAYMENT_STATUS_LABELS[payment.status]);
  return payment.status === 'reversed' && payment.reversal_reason !== null ? `${status} — ${payment.reversal_reason}` : status;
}

/** A kind's payments list: N° (the row's header), Fecha, what it paid (Préstamo, Alquiler, Deuda, Honorario), Cliente, Monto, Método, Referencia, Recibido por, Estado, and the row's actions. */
export function paymentColumns(
  i18n: I18n,
  money: (minor: Minor) => string,
  date: (iso: string) => string,
  actions?: (payment: Payment) => ReactNode,
  kind: PaymentKind = 'loan',
): DataColumn<Payment, PaymentSortColumn>[] {
  const columns: DataColumn<Payment, PaymentSortColumn>[] = [
    { key: 'id', header: i18n._(PAYMENT_HEADERS.id), rowHeader: true, render: (p) => String(p.id) },
    { key: 'business_date', header: i18n._(PAYMENT_HEADERS.business_date), sortable: true, render: (p) => date(p.business_date) },
    { key: 'target_id', header: i18n._(TARGET_LABELS[kind]), sortable: true, render: (p) => `N° ${p.target_id}` },
    { key: 'customer', header: i18n._(PAYMENT_HEADERS.customer), render: (p) => <span dir="auto">{p.party_name}</span> },
    { key: 'amount', numeric: true, header: i18n._(PAYMENT_HEADERS.amount), sortable: true, render: (p) => money(p.amount) },
    { key: 'method', header: i18n._(PAYMENT_HEADERS.method), render: (p) => i18n._(METHOD_LABELS[p.method]) },
    { key: 'reference', header: i18n._(PAYMENT_HEADERS.reference), render: (p) => <bdi>{p.reference ?? ''}</bdi> },
    { key: 'received_by', header: i18n._(PAYMENT_HEADERS.received_by), render: (p) => <span dir="auto">{p.received_by_name}</span> },
    { key: 'status', header: i18n._(PAYMENT_HEADERS.status), render: (p) => <span dir="auto">{statusText(i18n, p)}</span> },
  ];
  if (actions) columns.push({ key: 'actions', header: i18n._(PAYMENT_HEADERS.actions), render: actions });
  return columns;
}
