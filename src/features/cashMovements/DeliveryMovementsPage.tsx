import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CASH_DELIVERY_STATUSES } from '../../../machines/cash/cash.schema.ts';
import { connectDeliveryMovements, DELIVERY_MOVEMENT_URL_FILTERS, type DeliveryMovement, type DeliveryMovementSortColumn } from '../../../machines/cashMovements/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { Card, mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { allDeliveryMovementsOf, provideDeliveryMovementsList } from './cashMovementsLogic.ts';
import { DateRange, FilterSelect } from '../../components/ListFilters.tsx';
import { DELIVERY_STATUS_LABELS, DIRECTION_LABELS, MOVEMENT_TYPE_LABELS } from './movementTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const filtersCss = css`display: flex; flex-wrap: wrap; gap: ${space.md}; align-items: flex-end; border: 0; margin: 0; padding: 0;`;

/**
 * 'Movimientos de entrega': each movement a delivery produced (sent from the collector's session,
 * received into the cashier's), with its delivery's sender, receiver, declared and received amounts
 * and status; filtered by date range, user (sender or receiver) and status; exportable.
 */
export function DeliveryMovementsPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const { money, format } = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const [allRows] = useState(() => allDeliveryMovementsOf(app.deps));
  const list = useScreenActor((sofia) => provideDeliveryMovementsList(sofia.deps));
  const view = useUrlFilters(useView(list, connectDeliveryMovements), DELIVERY_MOVEMENT_URL_FILTERS);
  const date = (iso: string) => formatBusinessDate(iso as Parameters<typeof formatBusinessDate>[0], locale);

  const H = {
    id: t`N°`,
    delivery: t`Entrega`,
    date: t`Fecha`,
    type: t`Tipo`,
    amount: t`Importe`,
    box: t`Caja`,
    sender: t`Remitente`,
    receiver: t`Receptor`,
    declared: t`Declarado`,
    received: t`Recibido`,
    status: t`Estado`,
  };
  const columns: DataColumn<DeliveryMovement, DeliveryMovementSortColumn>[] = [
    { key: 'id', header: H.id, rowHeader: true, render: (m) => String(m.id) },
    { key: 'delivery_id', header: H.delivery, sortable: true, render: ({ delivery_id: delivery }) => <Link to="/entregas">{t`Entrega N° ${delivery}`}</Link> },
    { key: 'business_date', header: H.date, sortable: true, render: (m) => date(m.business_date) },
    { key: 'type', header: H.type, render: (m) => `${i18n._(MOVEMENT_TYPE_LABELS[m.type])} (${i18n._(DIRECTION_LABELS[m.direction])})` },
    { key: 'amount', numeric: true, header: H.amount, sortable: true, render: (m) => money(m.amount) },
    { key: 'box', header: H.box, render: (m) => <span dir="auto">{m.box_name}</span> },
    { key: 'sender', header: H.sender, render: (m) => <span dir="auto">{m.sender_name}</span> },
    { key: 'receiver', header: H.receiver, render: (m) => <span dir="auto">{m.receiver_name ?? '—'}</span> },
    { key: 'declared', numeric: true, header: H.declared, render: (m) => money(m.declared_amount) },
    { key: 'received', numeric: true, header: H.received, render: (m) => (m.received_amount === null ? '—' : money(m.received_amount)) },
    { key: 'status', header: H.status, render: (m) => i18n._(DELIVERY_STATUS_LABELS[m.status]) },
  ];
  const exportFields = {
    [H.id]: 'id',
    [H.delivery]: 'delivery_id',
    [H.date]: (m: DeliveryMovement) => exportDate(m.business_date),
    [H.type]: (m: DeliveryMovement) => i18n._(MOVEMENT_TYPE_LABELS[m.type]),
    [H.amount]: (m: DeliveryMovement) => exportAmount(m.amount, format),
    [H.box]: 'box_name',
    [H.sender]: 'sender_name',
    [H.receiver]: (m: DeliveryMovement) => m.receiver_name ?? '',
    [H.declared]: (m: DeliveryMovement) => exportAmount(m.declared_amount, format),
    [H.received]: (m: DeliveryMovement) => exportAmount(m.received_amount, format),
    [H.status]: (m: DeliveryMovement) => i18n._(DELIVERY_STATUS_LABELS[m.status]),
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.movimientos_entrega)} />
      <Card labelledBy="delivery-movements-title">
        <h2 id="delivery-movements-title" className="visually-hidden">{t`Movimientos de las entregas`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los movimientos de entrega. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando movimientos de entrega…`} failed={t`No se pudo cargar la lista de movimientos de entrega`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay movimientos de entrega`}</h2>
              <p css={mutedCss}>{t`Todavía no se recibió ninguna entrega.`}</p>
            </div>
          )}
          {view.face === 'table' && (
            <>
              <fieldset css={filtersCss}>
                <legend className="visually-hidden">{t`Filtros`}</legend>
                <DateRange filters={view.filters} setFilter={view.setFilter} />
                <FilterSelect label={t`Usuario`} value={view.filters.user ?? ''} options={view.users.map((u) => ({ value: String(u.id), label: u.name }))} onChange={(value) => view.setFilter('user', value)} />
                <FilterSelect
                  label={t`Estado`}
                  value={view.filters.status ?? ''}
                  options={CASH_DELIVERY_STATUSES.map((status) => ({ value: status, label: i18n._(DELIVERY_STATUS_LABELS[status]) }))}
                  onChange={(value) => view.setFilter('status', value)}
                />
              </fieldset>
              <RecordsListBody
                view={view}
                search={{ label: t`Buscar movimientos de entrega`, placeholder: t`N° de entrega o nombre` }}
                actions={
                  <SpreadsheetExport data={() => allRows(view.query)} fields={exportFields} name="movimientos_entrega.xls" worksheet={t`Movimientos de entrega`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                }
                count={<Plural value={view.total} _0="Ningún movimiento de entrega coincide con el filtro." one="# movimiento de entrega encontrado." other="# movimientos de entrega encontrados." />}
                table={{ caption: t`Movimientos de las entregas`, columns, rowKey: (m) => m.id, emptyText: t`Ningún movimiento de entrega coincide con el filtro.` }}
                paginationLabel={t`Paginación de movimientos de entrega`}
              />
            </>
          )}
        </LoadState>
      </Card>
    </>
  );
}
