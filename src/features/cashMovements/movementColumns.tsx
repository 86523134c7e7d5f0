import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Movement } from '../../../machines/cash/cash.schema.ts';
import type { MovementSortColumn } from '../../../machines/cashMovements/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { MOVEMENT_HEADERS, MOVEMENT_TYPE_LABELS, SOURCE_LABELS, SOURCE_ROUTES } from './movementTexts.ts';

/** The source of a movement as text ('Entrega N° 7'), for the table and the export. */
export function sourceText(i18n: I18n, movement: Movement): string {
  if (movement.source_kind === null || movement.source_id === null) return '';
  const label = SOURCE_LABELS[movement.source_kind];
  return `${label ? i18n._(label) : movement.source_kind} N° ${movement.source_id}`;
}

/** 'Origen': the record it came from (linked to its screen), and the reversal pair's link. */
function Origin({ i18n, movement }: { i18n: I18n; movement: Movement }) {
  const route = movement.source_kind === null ? undefined : SOURCE_ROUTES[movement.source_kind];
  const source = sourceText(i18n, movement);
  const reverses = movement.reverses_id;
  const reversedBy = movement.reversed_by;
  return (
    <span>
      {source !== '' && (route ? <Link to={route}>{source}</Link> : source)}
      {reverses !== null && <span> <Trans>Revierte N° {reverses}</Trans></span>}
      {reversedBy !== null && <span> <Trans>Revertido por N° {reversedBy}</Trans></span>}
    </span>
  );
}

/**
 * The ledger's columns: N° (the row's header), Fecha, Tipo, Concepto, Entrada, Salida, Usuario,
 * Caja, Origen, and the row's actions ('Revertir') when the page gives them.
 */
export function movementColumns(
  i18n: I18n,
  money: (minor: Minor) => string,
  date: (iso: string) => string,
  actions?: (movement: Movement) => ReactNode,
): DataColumn<Movement, MovementSortColumn>[] {
  const columns: DataColumn<Movement, MovementSortColumn>[] = [
    { key: 'id', header: i18n._(MOVEMENT_HEADERS.id), rowHeader: true, render: (m) => String(m.id) },
    { key: 'business_date', header: i18n._(MOVEMENT_HEADERS.business_date), sortable: true, render: (m) => date(m.business_date) },
    { key: 'type', header: i18n._(MOVEMENT_HEADERS.type), sortable: true, render: (m) => i18n._(MOVEMENT_TYPE_LABELS[m.type]) },
    { key: 'concept', header: i18n._(MOVEMENT_HEADERS.concept), render: (m) => <span dir="auto">{m.reason === null ? m.concept : `${m.concept} — ${m.reason}`}</span> },
    { key: 'in', numeric: true, header: i18n._(MOVEMENT_HEADERS.in), render: (m) => (m.direction === 'in' ? money(m.amount) : '') },
    { key: 'out', numeric: true, header: i18n._(MOVEMENT_HEADERS.out), render: (m) => (m.direction === 'out' ? money(m.amount) : '') },
    { key: 'user', header: i18n._(MOVEMENT_HEADERS.user), render: (m) => <span dir="auto">{m.user_name}</span> },
    { key: 'box', header: i18n._(MOVEMENT_HEADERS.box), render: (m) => <span dir="auto">{m.box_name}</span> },
    { key: 'source', header: i18n._(MOVEMENT_HEADERS.source), render: (m) => <Origin i18n={i18n} movement={m} /> },
  ];
  if (actions) columns.push({ key: 'actions', header: i18n._(MOVEMENT_HEADERS.actions), render: actions });
  return columns;
}
