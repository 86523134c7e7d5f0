import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  arrearsFiltersOf,
  arrearsRangeOf,
  LOAN_ARREARS_FILTER,
  LOAN_ARREARS_FROM_FILTER,
  LOAN_ARREARS_TO_FILTER,
  LOAN_STATUS_FILTER,
  LOAN_STATUSES,
  LOAN_URL_FILTERS,
  type LoanListRow,
} from '../../../machines/loans/loanScreens.ts';
import { PAYMENT_KIND_INFO } from '../../../machines/payments/paymentKinds.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { RecordsListEmpty } from '../../components/RecordsListEmpty.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { Button, buttonCss, Card } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { LOAN_COLUMN_LABELS, loanColumns } from './loanColumns.tsx';
import { allLoansOf, provideLoansList } from './loansLogic.ts';
import { LOAN_STATUS_LABELS } from './loanTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const checkCss = css`display: inline-flex; align-items: center; gap: ${space.xs}; min-height: 2.5rem; cursor: pointer;`;
const rangeCss = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; margin: 0 0 ${space.md};`;

const canCreate = selectCan('loan.create');

/** 'Préstamos': search by customer, filter by status and 'Solo en mora', sort, page, export; 'Nuevo préstamo' for who may apply. */
export function LoansListPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const arrearsId = useId();
  const [allLoans] = useState(() => allLoansOf(app.deps));
  const mayCreate = useSelector(app.session, canCreate);
  const locale = useSelector(app.settings, selectLocale);
  const { money, format } = useActiveLocation();
  const list = useScreenActor((sofia) => provideLoansList(sofia.deps));
  const view = useUrlFilters(useView(list, connectRecordsList), LOAN_URL_FILTERS);
  // `?atrasoDesde=31[&atrasoHasta=60]` (Analítica's PAR30 and buckets link here) are the list's filters of
  // the same names; the URL is their one source, and the notice below takes them away.
  const [params, setParams] = useSearchParams();
  const range = arrearsRangeOf(params.get(LOAN_ARREARS_FROM_FILTER), params.get(LOAN_ARREARS_TO_FILTER));
  const { atrasoDesde: fromFilter, atrasoHasta: toFilter } = arrearsFiltersOf(range);
  const { setFilter } = view;
  useEffect(() => {
    setFilter(LOAN_ARREARS_FROM_FILTER, fromFilter);
    setFilter(LOAN_ARREARS_TO_FILTER, toFilter);
  }, [fromFilter, toFilter, setFilter]);
  const removeRange = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(LOAN_ARREARS_FROM_FILTER);
      next.delete(LOAN_ARREARS_TO_FILTER);
      return next;
    });
  let rangeText: string | null = null;
  if (range?.kind === 'from') {
    const over = range.from - 1;
    rangeText = t`Más de ${over} días de atraso`;
  } else if (range?.kind === 'between') {
    const { from, to } = range;
    rangeText = t`De ${from} a ${to} días de atraso`;
  } else if (range?.kind === 'upTo') {
    const { to } = range;
    rangeText = t`Hasta ${to} días de atraso`;
  }

  const exportFields = {
    [i18n._(LOAN_COLUMN_LABELS.id)]: 'id',
    [i18n._(LOAN_COLUMN_LABELS.customer_name)]: 'customer_name',
    [i18n._(LOAN_COLUMN_LABELS.principal)]: (loan: LoanListRow) => exportAmount(loan.principal, format),
    [i18n._(LOAN_COLUMN_LABELS.installment)]: (loan: LoanListRow) => exportAmount(loan.installment, format),
    [i18n._(LOAN_COLUMN_LABELS.balance)]: (loan: LoanListRow) => exportAmount(loan.balance, format),
    [i18n._(LOAN_COLUMN_LABELS.next_due_date)]: (loan: LoanListRow) => exportDate(loan.next_due_date),
    [i18n._(LOAN_COLUMN_LABELS.days_in_arrears)]: 'days_in_arrears',
    [i18n._(LOAN_COLUMN_LABELS.status)]: (loan: LoanListRow) => i18n._(LOAN_STATUS_LABELS[loan.status]),
  };
  const newLoan = mayCreate ? <Link css={buttonCss} to="/prestamos/nuevo">{t`Nuevo préstamo`}</Link> : null;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.prestamos)} />
      <Card labelledBy="loans-title">
        <h2 id="loans-title" className="visually-hidden">{t`Préstamos del negocio`}</h2>
        {rangeText !== null && (
          <div css={rangeCss}>
            <p role="status" style={{ margin: 0 }}>{rangeText}</p>
            <Button variant="secondary" onClick={removeRange}>{t`Quitar el filtro de atraso`}</Button>
          </div>
        )}
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los préstamos. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando préstamos…`} failed={t`No se pudo cargar la lista de préstamos`}>
          {view.face === 'empty' && (
            <RecordsListEmpty
              viewAll={PAYMENT_KIND_INFO.loan.viewAll}
              all={{ title: t`No hay préstamos`, text: t`Todavía no hay préstamos registrados.` }}
              own={{ title: t`No tiene préstamos a su cargo`, text: t`Esta lista muestra solo los préstamos de los que usted es el oficial.` }}
            >
              {newLoan}
            </RecordsListEmpty>
          )}

          {view.face === 'table' && (
            <RecordsListBody
              view={view}
              search={{ label: t`Buscar préstamos`, placeholder: t`Nombre o documento del cliente` }}
              filter={{
                key: LOAN_STATUS_FILTER,
                label: t`Estado`,
                options: [{ value: '', label: t`Todos` }, ...LOAN_STATUSES.map((status) => ({ value: status, label: i18n._(LOAN_STATUS_LABELS[status]) }))],
              }}
              actions={
                <>
                  <label css={checkCss} htmlFor={arrearsId}>
                    <input
                      id={arrearsId}
                      type="checkbox"
                      checked={view.filters[LOAN_ARREARS_FILTER] === '1'}
                      onChange={(event) => view.setFilter(LOAN_ARREARS_FILTER, event.target.checked ? '1' : null)}
                    />
                    {t`Solo en mora`}
                  </label>
                  {/* Every loan the query matches, fetched page by page on click: not just this page. */}
                  <SpreadsheetExport data={() => allLoans(view.query)} fields={exportFields} name="prestamos.xls" worksheet={t`Préstamos`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                  {newLoan}
                </>
              }
              count={<Plural value={view.total} _0="Ningún préstamo coincide con la búsqueda." one="# préstamo encontrado." other="# préstamos encontrados." />}
              table={{ caption: t`Préstamos del negocio`, columns: loanColumns(i18n, money, locale), rowKey: (loan) => loan.id, emptyText: t`Ningún préstamo coincide con la búsqueda.` }}
              paginationLabel={t`Paginación de préstamos`}
            />
          )}
        </LoadState>
      </Card>
    </>
  );
}
