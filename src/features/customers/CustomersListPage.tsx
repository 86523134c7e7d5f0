import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_STATUS_FILTER, CUSTOMER_STATUSES, CUSTOMER_URL_FILTERS, type Customer } from '../../../machines/customers/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { buttonCss, Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { customerColumns } from './customerColumns.tsx';
import { allCustomersOf, provideCustomersList } from './customersLogic.ts';
import { DOCUMENT_TYPE_LABELS, FIELD_LABELS, STATUS_LABELS } from './customerTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;

const canCreate = selectCan('customer.create');

/** 'Clientes': search by name or document, filter by status, sort, page, export; 'Nuevo cliente' for who may create. */
export function CustomersListPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const [allCustomers] = useState(() => allCustomersOf(app.deps));
  const mayCreate = useSelector(app.session, canCreate);
  const list = useScreenActor((sofia) => provideCustomersList(sofia.deps));
  const view = useUrlFilters(useView(list, connectRecordsList), CUSTOMER_URL_FILTERS);

  const exportFields = {
    [i18n._(FIELD_LABELS.name)]: 'name',
    [i18n._(FIELD_LABELS.document_type)]: (customer: Customer) => i18n._(DOCUMENT_TYPE_LABELS[customer.document_type]),
    [i18n._(FIELD_LABELS.document_number)]: 'document_number',
    [i18n._(FIELD_LABELS.phone)]: 'phone',
    [i18n._(FIELD_LABELS.address)]: 'address',
    [i18n._(FIELD_LABELS.status)]: (customer: Customer) => i18n._(STATUS_LABELS[customer.status]),
  };
  const newCustomer = mayCreate ? <Link css={buttonCss} to="/clientes/nuevo">{t`Nuevo cliente`}</Link> : null;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.clientes)} />
      <Card labelledBy="customers-title">
        <h2 id="customers-title" className="visually-hidden">{t`Clientes del negocio`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los clientes. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando clientes…`} failed={t`No se pudo cargar la lista de clientes`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay clientes`}</h2>
              <p css={mutedCss}>{t`Todavía no hay clientes registrados.`}</p>
              {newCustomer}
            </div>
          )}

          {view.face === 'table' && (
            <RecordsListBody
              view={view}
              search={{ label: t`Buscar clientes`, placeholder: t`Nombre o documento` }}
              filter={{
                key: CUSTOMER_STATUS_FILTER,
                label: t`Estado`,
                options: [{ value: '', label: t`Todos` }, ...CUSTOMER_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) }))],
              }}
              actions={
                <>
                  {/* Every customer the query matches, fetched page by page on click: not just this page. */}
                  <SpreadsheetExport data={() => allCustomers(view.query)} fields={exportFields} name="clientes.xls" worksheet={t`Clientes`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                  {newCustomer}
                </>
              }
              count={<Plural value={view.total} _0="Ningún cliente coincide con la búsqueda." one="# cliente encontrado." other="# clientes encontrados." />}
              table={{ caption: t`Clientes del negocio`, columns: customerColumns(i18n), rowKey: (customer) => customer.id, emptyText: t`Ningún cliente coincide con la búsqueda.` }}
              paginationLabel={t`Paginación de clientes`}
            />
          )}
        </LoadState>
      </Card>
    </>
  );
}
