import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { LoanListRow, LoanSortColumn } from '../../../machines/loans/loanScreens.ts';
import type { Locale } from '../../../machines/settings/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { LOAN_STATUS_LABELS } from './loanTexts.ts';

export const LOAN_COLUMN_LABELS = {
  id: msg`N°`,
  customer_name: msg`Cliente`,
  principal: msg`Monto`,
  installment: msg`Cuota`,
  balance: msg`Saldo`,
  next_due_date: msg`Próximo vencimiento`,
  days_in_arrears: msg`Días de atraso`,
  status: msg`Estado`,
} as const;

/** The 'Préstamos' table: N° (a link to the loan, the row's header), customer, amounts, next due date, arrears, status. */
export function loanColumns(i18n: I18n, money: (minor: number) => string, locale: Locale): DataColumn<LoanListRow, LoanSortColumn>[] {
  return [
    { key: 'id', header: i18n._(LOAN_COLUMN_LABELS.id), sortable: true, rowHeader: true, render: (loan) => <Link to={`/prestamos/${loan.id}`}>{loan.id}</Link> },
    { key: 'customer_name', header: i18n._(LOAN_COLUMN_LABELS.customer_name), sortable: true, render: (loan) => <span dir="auto">{loan.customer_name}</span> },
    { key: 'principal', numeric: true, header: i18n._(LOAN_COLUMN_LABELS.principal), sortable: true, render: (loan) => money(loan.principal) },
    { key: 'installment', numeric: true, header: i18n._(LOAN_COLUMN_LABELS.installment), render: (loan) => money(loan.installment) },
    { key: 'balance', numeric: true, header: i18n._(LOAN_COLUMN_LABELS.balance), sortable: true, render: (loan) => money(loan.balance) },
    {
      key: 'next_due_date',
      header: i18n._(LOAN_COLUMN_LABELS.next_due_date),
      sortable: true,
      render: (loan) => (loan.next_due_date === null ? '—' : formatBusinessDate(loan.next_due_date, locale)),
    },
    { key: 'days_in_arrears', numeric: true, header: i18n._(LOAN_COLUMN_LABELS.days_in_arrears), sortable: true, render: (loan) => i18n.number(loan.days_in_arrears) },
    { key: 'status', header: i18n._(LOAN_COLUMN_LABELS.status), sortable: true, render: (loan) => i18n._(LOAN_STATUS_LABELS[loan.status]) },
  ];
}
