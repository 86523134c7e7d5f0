import type { I18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import type { Customer, CustomerSortColumn } from '../../../machines/customers/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { DOCUMENT_TYPE_LABELS, FIELD_LABELS, fieldDir, STATUS_LABELS } from './customerTexts.ts';

/** The 'Clientes' table: name (a link to the customer, the row's header), document, phone, status. */
export function customerColumns(i18n: I18n): DataColumn<Customer, CustomerSortColumn>[] {
  return [
    {
      key: 'name',
      header: i18n._(FIELD_LABELS.name),
      sortable: true,
      rowHeader: true,
      render: (customer) => <Link to={`/clientes/${customer.id}`} dir="auto">{customer.name}</Link>,
    },
    {
      key: 'document_number',
      header: i18n._(FIELD_LABELS.document_number),
      sortable: true,
      render: (customer) => (
        <span>
          {i18n._(DOCUMENT_TYPE_LABELS[customer.document_type])} <bdi dir={fieldDir('document_number')}>{customer.document_number}</bdi>
        </span>
      ),
    },
    { key: 'phone', header: i18n._(FIELD_LABELS.phone), render: (customer) => <span dir={fieldDir('phone')}>{customer.phone || '—'}</span> },
    { key: 'status', header: i18n._(FIELD_LABELS.status), sortable: true, render: (customer) => i18n._(STATUS_LABELS[customer.status]) },
  ];
}
