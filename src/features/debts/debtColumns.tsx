import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { DEBT_ROUTES, type DebtKind, type DebtListRow, type DebtListSortColumn } from '../../../machines/debts/index.ts';
import type { Locale } from '../../../machines/settings/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { DEBT_COLUMN_LABELS, DEBT_STATUS_LABELS } from './debtListTexts.ts';

/** 'Cuotas' as the table shows it: paid / installments ('1/3'). */
export const installmentsText = (i18n: I18n, debt: Pick<DebtListRow, 'installments' | 'installments_paid'>) => `${i18n.number(debt.installments_paid)}/${i18n.number(debt.installments)}`;

/**
 * 'Cuotas' of a debt: '1/3' on screen, "1 de 3 cuotas pagadas" for a screen reader (which would
 * read '1/3' as a fraction). A fee is always one payment, so its list has no such column: '0/1' or
 * '1/1' would only repeat its status.
 */
function installmentsColumn(i18n: I18n): DataColumn<DebtListRow, DebtListSortColumn> {
  return {
    key: 'installments',
    header: i18n._(DEBT_COLUMN_LABELS.installments),
    numeric: true,
    render: (debt) => {
      const paid = i18n.number(debt.installments_paid);
      const total = i18n.number(debt.installments);
      return (
        <>
          <span aria-hidden="true">{installmentsText(i18n, debt)}</span>
          <span className="visually-hidden">{i18n._(msg`${paid} de ${total} cuotas pagadas`)}</span>
        </>
      );
    },
  };
}

/** The 'Deudas' / 'Honorarios' table: N° (a link to the record, the row's header), debtor, concept, amount, installments paid (debts only), balance, next due date, days past due, status. */
export function debtColumns(kind: DebtKind, i18n: I18n, money: (minor: number) => string, locale: Locale): DataColumn<DebtListRow, DebtListSortColumn>[] {
  return [
    { key: 'id', header: i18n._(DEBT_COLUMN_LABELS.id), sortable: true, rowHeader: true, render: (debt) => <Link to={`/${DEBT_ROUTES[kind]}/${debt.id}`}>{debt.id}</Link> },
    { key: 'debtor_name', header: i18n._(DEBT_COLUMN_LABELS.debtor_name), sortable: true, render: (debt) => <span dir="auto">{debt.debtor_name}</span> },
    { key: 'concept', header: i18n._(DEBT_COLUMN_LABELS.concept), sortable: true, render: (debt) => <span dir="auto">{debt.concept}</span> },
    { key: 'amount', numeric: true, header: i18n._(DEBT_COLUMN_LABELS.amount), sortable: true, render: (debt) => money(debt.amount) },
    ...(kind === 'debt' ? [installmentsColumn(i18n)] : []),
    { key: 'balance', numeric: true, header: i18n._(DEBT_COLUMN_LABELS.balance), sortable: true, render: (debt) => money(debt.balance) },
    {
      key: 'next_due_date',
      header: i18n._(DEBT_COLUMN_LABELS.next_due_date),
      sortable: true,
      render: (debt) => (debt.next_due_date === null ? '—' : formatBusinessDate(debt.next_due_date, locale)),
    },
    { key: 'days_past_due', numeric: true, header: i18n._(DEBT_COLUMN_LABELS.days_past_due), sortable: true, render: (debt) => i18n.number(debt.days_past_due) },
    { key: 'status', header: i18n._(DEBT_COLUMN_LABELS.status), sortable: true, render: (debt) => i18n._(DEBT_STATUS_LABELS[kind][debt.status]) },
  ];
}
