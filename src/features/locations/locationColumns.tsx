import type { I18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import type { Location, LocationSortColumn } from '../../../machines/locations/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { LOCATION_FIELD_LABELS } from './locationTexts.ts';

/** The locations table: name (a link to its settings, the row's header), city, currency, time zone. */
export function locationColumns(i18n: I18n): DataColumn<Location, LocationSortColumn>[] {
  return [
    {
      key: 'name',
      header: i18n._(LOCATION_FIELD_LABELS.name),
      sortable: true,
      rowHeader: true,
      render: (location) => <Link to={`/conf_ubicacion/${location.id}`} dir="auto">{location.name}</Link>,
    },
    { key: 'city', header: i18n._(LOCATION_FIELD_LABELS.city), sortable: true, render: (location) => <span dir="auto">{location.city || '—'}</span> },
    { key: 'currency', header: i18n._(LOCATION_FIELD_LABELS.currency), render: (location) => <span dir="ltr">{location.currency}</span> },
    { key: 'time_zone', header: i18n._(LOCATION_FIELD_LABELS.time_zone), render: (location) => <span dir="ltr">{location.time_zone}</span> },
  ];
}
