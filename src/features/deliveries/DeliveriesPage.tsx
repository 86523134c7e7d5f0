import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { CASH_DELIVERY_STATUSES } from '../../../machines/cash/cash.schema.ts';
import { connectDeliveryDialog, DELIVERY_URL_FILTERS, type Delivery, type DeliveryActor } from '../../../machines/deliveries/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan, selectUser } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { allDeliveriesOf, provideDeliveriesList, provideDeliveryDialog } from './deliveriesLogic.ts';
import { DeliveryDialog } from './DeliveryDialog.tsx';
import { COLUMN_LABELS, STATUS_LABELS } from './deliveryTexts.ts';
import { deliveryColumns, type OpenDialog } from './deliveryColumns.tsx';
import { selectLocale } from '../../../machines/settings/index.ts';
import { formatBusinessDate } from '../../i18n/format.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const dateFilterCss = css`display: grid; gap: ${space.xs};`;

const canCreate = selectCan('delivery.create');
const canReceive = selectCan('delivery.receive');
const canResolve = selectCan('delivery.resolve');

/** 'Entregas': the deliveries with filters and export; 'Nueva entrega', 'Recibir', 'Cancelar entrega', 'Resolver' as the chart, the user and the role allow. */
export function DeliveriesPage() {
  const app = useApp();
  const { i18n } = useLingui();
  const { format, conventions } = useActiveLocation();
  const user = useSelector(app.session, selectUser);
  const actor: DeliveryActor = {
    userId: user?.id ?? 0,
    canCreate: useSelector(app.session, canCreate),
    canReceive: useSelector(app.session, canReceive),
    canResolve: useSelector(app.session, canResolve),
  };
  const dialog = useView(useScreenActor((sofia) => provideDeliveryDialog(sofia.deps)), connectDeliveryDialog);
  const open: OpenDialog = (kind, delivery) => {
    if (format !== null && conventions !== null) dialog.open(kind, delivery, format.digits, conventions);
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.entregas)} />
      {/* A saved change starts the list again: the rows' statuses and actions come from the server. */}
      <DeliveriesList key={dialog.savedKey} actor={actor} open={open} />
      <DeliveryDialog view={dialog} />
    </>
  );
}

function DeliveriesList({ actor, open }: { actor: DeliveryActor; open: OpenDialog }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const { money, format } = useActiveLocation();
  const dateId = useId();
  const locale = useSelector(app.settings, selectLocale);
  const date = (iso: string) => formatBusinessDate(iso as Parameters<typeof formatBusinessDate>[0], locale);
  const [allDeliveries] = useState(() => allDeliveriesOf(app.deps));
  const list = useScreenActor((sofia) => provideDeliveriesList(sofia.deps));
  const view = useUrlFilters(useView(list, connectRecordsList), DELIVERY_URL_FILTERS);

  const label = (key: keyof typeof COLUMN_LABELS) => i18n._(COLUMN_LABELS[key]);
  const exportFields = {
    [label('id')]: 'id',
    [label('business_date')]: (d: Delivery) => exportDate(d.business_date),
    [label('sender')]: 'sender_name',
    [label('declared_amount')]: (d: Delivery) => exportAmount(d.declared_amount, format),
    [label('received')]: (d: Delivery) => exportAmount(d.received_amount, format),
    [label('difference')]: (d: Delivery) => exportAmount(d.difference, format),
    [label('receiver')]: (d: Delivery) => d.receiver_name ?? '',
    [label('status')]: (d: Delivery) => i18n._(STATUS_LABELS[d.status]),
  };
  const newDelivery = actor.canCreate ? <Button onClick={() => open('declare', null)} disabled={format === null}>{t`Nueva entrega`}</Button> : null;

  return (
      <Card labelledBy="deliveries-title">
        <h2 id="deliveries-title" className="visually-hidden">{t`Entregas de efectivo`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver las entregas.`}</p>
          </div>
        )}
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando entregas…`} failed={t`No se pudo cargar la lista de entregas`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay entregas`}</h2>
              <p css={mutedCss}>{t`Todavía no hay entregas de efectivo.`}</p>
              {newDelivery}
            </div>
          )}
          {view.face === 'table' && (
            <RecordsListBody
              view={view}
              search={{ label: t`Buscar entregas`, placeholder: t`N° o nombre` }}
              filter={{
                key: 'status',
                label: t`Estado`,
                options: [{ value: '', label: t`Todos` }, ...CASH_DELIVERY_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) }))],
              }}
              actions={
                <>
                  <span css={dateFilterCss}>
                    <label css={labelCss} htmlFor={dateId}>{t`Fecha`}</label>
                    <input id={dateId} css={inputCss} type="date" value={view.filters.date ?? ''} onChange={(event) => view.setFilter('date', event.target.value)} />
                  </span>
                  <SpreadsheetExport data={() => allDeliveries(view.query)} fields={exportFields} name="entregas.xls" worksheet={t`Entregas`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                  {newDelivery}
                </>
              }
              count={<Plural value={view.total} _0="Ninguna entrega coincide con la búsqueda." one="# entrega encontrada." other="# entregas encontradas." />}
              table={{ caption: t`Entregas de efectivo`, columns: deliveryColumns(i18n, money, date, actor, open), rowKey: (d) => d.id, emptyText: t`Ninguna entrega coincide con la búsqueda.` }}
              paginationLabel={t`Paginación de entregas`}
            />
          )}
        </LoadState>
      </Card>
  );
}
