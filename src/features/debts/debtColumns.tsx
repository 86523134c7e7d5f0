import type { I18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { DEBT_ROUTES, type DebtKind, type DebtListRow, type DebtListSortColumn } from '../../../machines/debts/index.ts';
import type { Locale } from '../../../machines/settings/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { DEBT_COLUMN_LABELS, DEBT_STATUS_LABELS } from './debtListTexts.ts';

/** Amounts and counts read end-aligned, in tabular figures. */
const numberStyle = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The 'Deudas' / 'Honorarios' table: N° (a link to the record, the row's header), debtor, concept, amount, balance, next due date, days past due, status. */
export function debtColumns(kind: DebtKind, i18n: I18n, money: (minor: number) => string, locale: Locale): DataColumn<DebtListRow, DebtListSortColumn>[] {
  return [
    { key: 'id', header: i18n._(DEBT_COLUMN_LABELS.id), sortable: true, rowHeader: true, render: (debt) => <Link to={`/${DEBT_ROUTES[kind]}/${debt.id}`}>{debt.id}</Link> },
    { key: 'debtor_name', header: i18n._(DEBT_COLUMN_LABELS.debtor_name), sortable: true, render: (debt) => <span dir="auto">{debt.debtor_name}</span> },
    { key: 'concept', header: i18n._(DEBT_COLUMN_LABELS.concept), sortable: true, render: (debt) => <span dir="auto">{debt.concept}</span> },
    { key: 'amount', header: i18n._(DEBT_COLUMN_LABELS.amount), sortable: true, render: (debt) => <span style={numberStyle}>{money(debt.amount)}</span> },
    { key: 'balance', header: i18n._(DEBT_COLUMN_LABELS.balance), sortable: true, render: (debt) => <span style={numberStyle}>{money(debt.balance)}</span> },
    {
      key: 'next_due_date',
      header: i18n._(DEBT_COLUMN_LABELS.next_due_date),
      sortable: true,
      render: (debt) => (debt.next_due_date === null ? '—' : formatBusinessDate(debt.next_due_date, locale)),
    },
    { key: 'days_past_due', header: i18n._(DEBT_COLUMN_LABELS.days_past_due), sortable: true, render: (debt) => <span style={numberStyle}>{i18n.number(debt.days_past_due)}</span> },
    { key: 'status', header: i18n._(DEBT_COLUMN_LABELS.status), sortable: true, render: (debt) => i18n._(DEBT_STATUS_LABELS[kind][debt.status]) },
  ];
}
