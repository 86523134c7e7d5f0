import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { connectRentalsList, RENTAL_CUSTOMER_FILTER, RENTAL_OVERDUE_FILTER, RENTAL_STATUS_FILTER, RENTAL_STATUSES, RENTAL_URL_FILTERS, type RentalListRow } from '../../../machines/rentals/index.ts';
import { PAYMENT_KIND_INFO } from '../../../machines/payments/paymentKinds.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { RecordsListEmpty } from '../../components/RecordsListEmpty.tsx';
import { CustomerFilter } from '../../components/CustomerFilter.tsx';
import { ListTotals } from '../../components/ListTotals.tsx';
import { useCustomerFilter } from '../../components/useCustomerFilter.ts';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { buttonCss, Card } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { RENTAL_COLUMN_LABELS, rentalColumns } from './rentalColumns.tsx';
import { allRentalsOf, provideRentalsList } from './rentalsLogic.ts';
import { RENTAL_STATUS_LABELS } from './rentalTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const canCreate = selectCan('rental.create');
const checkCss = css`display: inline-flex; align-items: center; gap: ${space.xs}; min-height: 2.5rem; cursor: pointer;`;

/** 'Alquileres': search by tenant, filter by status and 'Solo con atraso', sort, page, the totals of the whole filter under the table, export; 'Nuevo alquiler' for who may create one. */
export function RentalsListPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const overdueId = useId();
  const [allRentals] = useState(() => allRentalsOf(app.deps));
  const locale = useSelector(app.settings, selectLocale);
  const { money, format } = useActiveLocation();
  const list = useScreenActor((sofia) => provideRentalsList(sofia.deps));
  const view = useUrlFilters(useView(list, connectRentalsList), RENTAL_URL_FILTERS);
  const totals = view.totals;
  // What is due to date and what the contracts still have to run, as the list totals them over the
  // whole filter (its other figures are no column's sum).
  const exportTotals = [{ label: t`Total`, sums: { [i18n._(RENTAL_COLUMN_LABELS.due_now)]: true, [i18n._(RENTAL_COLUMN_LABELS.to_run)]: true } as const }];
  const mayCreate = useSelector(app.session, canCreate);
  // `?cliente=<id>` (the customer's page can link here, 'Cliente' sets it) is the `customer` filter.
  const customer = useCustomerFilter(view.setFilter, RENTAL_CUSTOMER_FILTER);
  const newRental = mayCreate ? <Link css={buttonCss} to="/alquileres/nuevo">{t`Nuevo alquiler`}</Link> : null;

  const exportFields = {
    [i18n._(RENTAL_COLUMN_LABELS.id)]: 'id',
    [i18n._(RENTAL_COLUMN_LABELS.customer_name)]: 'customer_name',
    [i18n._(RENTAL_COLUMN_LABELS.property)]: 'property',
    [i18n._(RENTAL_COLUMN_LABELS.rent)]: (rental: RentalListRow) => exportAmount(rental.rent, format),
    [i18n._(RENTAL_COLUMN_LABELS.due_now)]: (rental: RentalListRow) => exportAmount(rental.due_now, format),
    [i18n._(RENTAL_COLUMN_LABELS.to_run)]: (rental: RentalListRow) => exportAmount(rental.to_run, format),
    [i18n._(RENTAL_COLUMN_LABELS.next_due_date)]: (rental: RentalListRow) => exportDate(rental.next_due_date),
    [i18n._(RENTAL_COLUMN_LABELS.days_in_arrears)]: 'days_in_arrears',
    [i18n._(RENTAL_COLUMN_LABELS.status)]: (rental: RentalListRow) => i18n._(RENTAL_STATUS_LABELS[rental.status]),
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.alquileres)} />
      <Card labelledBy="rentals-title">
        <h2 id="rentals-title" className="visually-hidden">{t`Contratos de alquiler`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los alquileres. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando alquileres…`} failed={t`No se pudo cargar la lista de alquileres`}>
          {view.face === 'empty' && (
            <RecordsListEmpty
              viewAll={PAYMENT_KIND_INFO.rental.viewAll}
              all={{ title: t`No hay alquileres`, text: t`Todavía no hay contratos de alquiler registrados.` }}
              own={{ title: t`No tiene alquileres a su cargo`, text: t`Esta lista muestra solo los contratos de los que usted es el oficial.` }}
            >
              {newRental}
            </RecordsListEmpty>
          )}

          {view.face === 'table' && (
            <>
              <CustomerFilter view={customer.view} onPick={customer.onPick} onClear={customer.onClear} />
              <RecordsListBody
                view={view}
                search={{ label: t`Buscar alquileres`, placeholder: t`Nombre o documento del inquilino` }}
                filter={{
                  key: RENTAL_STATUS_FILTER,
                  label: t`Estado`,
                  options: [{ value: '', label: t`Todos` }, ...RENTAL_STATUSES.map((status) => ({ value: status, label: i18n._(RENTAL_STATUS_LABELS[status]) }))],
                }}
                actions={
                  <>
                    <label css={checkCss} htmlFor={overdueId}>
                      <input
                        id={overdueId}
                        type="checkbox"
                        checked={view.filters[RENTAL_OVERDUE_FILTER] === '1'}
                        onChange={(event) => view.setFilter(RENTAL_OVERDUE_FILTER, event.target.checked ? '1' : null)}
                      />
                      {t`Solo con atraso`}
                    </label>
                    {/* Every contract the query matches, fetched page by page on click: not just this page. */}
                    <SpreadsheetExport data={() => allRentals(view.query)} fields={exportFields} totals={exportTotals} name="alquileres.xls" worksheet={t`Alquileres`}>
                      {t`Exportar`}
                    </SpreadsheetExport>
                    {newRental}
                  </>
                }
                count={<Plural value={view.total} _0="Ningún alquiler coincide con la búsqueda." one="# alquiler encontrado." other="# alquileres encontrados." />}
                table={{ caption: t`Contratos de alquiler`, columns: rentalColumns(i18n, money, locale), rowKey: (rental) => rental.id, emptyText: t`Ningún alquiler coincide con la búsqueda.` }}
                paginationLabel={t`Paginación de alquileres`}
              />
              {totals !== null && (
                <ListTotals
                  figures={[
                    { label: t`Adeudado a la fecha`, value: money(totals.due_now) },
                    { label: t`Resto de los contratos (aún no vencido)`, value: money(totals.to_run) },
                    { label: t`Alquiler mensual de los vigentes`, value: money(totals.monthly_rent) },
                    { label: t`Depósitos en garantía`, value: money(totals.deposits) },
                  ]}
                />
              )}
            </>
          )}
        </LoadState>
      </Card>
    </>
  );
}
