import type { I18n } from '@lingui/core';
import { css } from '@emotion/react';
import { allowedActions, type Delivery, type DeliveryActor, type DeliveryDialogKind, type DeliverySortColumn } from '../../../machines/deliveries/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { Button } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { ACTION_LABELS, actionName, COLUMN_LABELS, STATUS_LABELS } from './deliveryTexts.ts';

const rowActionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.xs};`;

export type OpenDialog = (kind: DeliveryDialogKind, delivery: Delivery | null) => void;

/** The 'Entregas' table; the last column offers only what the chart, the user and the role allow. */
export function deliveryColumns(
  i18n: I18n,
  money: (minor: number) => string,
  date: (iso: string) => string,
  actor: DeliveryActor,
  open: OpenDialog,
): DataColumn<Delivery, DeliverySortColumn>[] {
  const header = (key: keyof typeof COLUMN_LABELS) => i18n._(COLUMN_LABELS[key]);
  const actionsOf = (delivery: Delivery) => {
    const allowed = allowedActions(delivery, actor);
    const label = (kind: 'receive' | 'cancel' | 'resolve') => i18n._(ACTION_LABELS[kind]);
    // Every row has its own 'Recibir': its accessible name says which delivery it acts on.
    const name = (kind: 'receive' | 'cancel' | 'resolve') => actionName(i18n, kind, delivery);
    return (
      <span css={rowActionsCss}>
        {allowed.receive && <Button aria-label={name('receive')} onClick={() => open('receive', delivery)}>{label('receive')}</Button>}
        {allowed.cancel && <Button aria-label={name('cancel')} variant="secondary" onClick={() => open('cancel', delivery)}>{label('cancel')}</Button>}
        {allowed.resolve && <Button aria-label={name('resolve')} onClick={() => open('resolve', delivery)}>{label('resolve')}</Button>}
      </span>
    );
  };
  return [
    { key: 'id', header: header('id'), sortable: true, rowHeader: true, render: (d) => String(d.id) },
    { key: 'business_date', header: header('business_date'), sortable: true, render: (d) => date(d.business_date) },
    { key: 'sender', header: header('sender'), render: (d) => <span dir="auto">{d.sender_name}</span> },
    { key: 'declared_amount', numeric: true, header: header('declared_amount'), sortable: true, render: (d) => money(d.declared_amount) },
    { key: 'received', numeric: true, header: header('received'), render: (d) => (d.received_amount === null ? '—' : money(d.received_amount)) },
    { key: 'difference', numeric: true, header: header('difference'), render: (d) => (d.difference === null ? '—' : money(d.difference)) },
    { key: 'receiver', header: header('receiver'), render: (d) => <span dir="auto">{d.receiver_name ?? '—'}</span> },
    { key: 'status', header: header('status'), sortable: true, render: (d) => i18n._(STATUS_LABELS[d.status]) },
    { key: 'actions', header: header('actions'), render: actionsOf },
  ];
}
