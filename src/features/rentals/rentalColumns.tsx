import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { RentalListRow, RentalListSortColumn } from '../../../machines/rentals/index.ts';
import type { Locale } from '../../../machines/settings/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { RENTAL_STATUS_LABELS } from './rentalTexts.ts';

export const RENTAL_COLUMN_LABELS = {
  id: msg`N°`,
  customer_name: msg`Inquilino`,
  property: msg`Inmueble`,
  rent: msg`Alquiler`,
  due_now: msg`Adeudado a la fecha`,
  to_run: msg`Resto del contrato`,
  next_due_date: msg`Próximo vencimiento`,
  days_in_arrears: msg`Días de atraso`,
  status: msg`Estado`,
} as const;


/** The 'Alquileres' table: N° (the row's header), tenant, property, rent, due to date, rest of the contract, next due date, arrears, status. */
export function rentalColumns(i18n: I18n, money: (minor: number) => string, locale: Locale): DataColumn<RentalListRow, RentalListSortColumn>[] {
  return [
    { key: 'id', header: i18n._(RENTAL_COLUMN_LABELS.id), sortable: true, rowHeader: true, render: (rental) => <Link to={`/alquileres/${rental.id}`}>{rental.id}</Link> },
    { key: 'customer_name', header: i18n._(RENTAL_COLUMN_LABELS.customer_name), sortable: true, render: (rental) => <span dir="auto">{rental.customer_name}</span> },
    { key: 'property', header: i18n._(RENTAL_COLUMN_LABELS.property), sortable: true, render: (rental) => <span dir="auto">{rental.property}</span> },
    { key: 'rent', numeric: true, header: i18n._(RENTAL_COLUMN_LABELS.rent), sortable: true, render: (rental) => money(rental.rent) },
    // What the tenant owes today, and apart what the contract still has to run (not a debt yet).
    { key: 'due_now', numeric: true, header: i18n._(RENTAL_COLUMN_LABELS.due_now), sortable: true, render: (rental) => money(rental.due_now) },
    { key: 'to_run', numeric: true, header: i18n._(RENTAL_COLUMN_LABELS.to_run), sortable: true, render: (rental) => money(rental.to_run) },
    {
      key: 'next_due_date',
      header: i18n._(RENTAL_COLUMN_LABELS.next_due_date),
      sortable: true,
      render: (rental) => (rental.next_due_date === null ? '—' : formatBusinessDate(rental.next_due_date, locale)),
    },
    { key: 'days_in_arrears', numeric: true, header: i18n._(RENTAL_COLUMN_LABELS.days_in_arrears), sortable: true, render: (rental) => i18n.number(rental.days_in_arrears) },
    { key: 'status', header: i18n._(RENTAL_COLUMN_LABELS.status), sortable: true, render: (rental) => i18n._(RENTAL_STATUS_LABELS[rental.status]) },
  ];
}
