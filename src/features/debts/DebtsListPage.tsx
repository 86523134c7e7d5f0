import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { connectDebtsList, DEBT_CUSTOMER_FILTER, DEBT_OVERDUE_FILTER, DEBT_ROUTES, DEBT_STATUS_FILTER, DEBT_STATUSES, DEBT_URL_FILTERS, type DebtKind, type DebtListRow } from '../../../machines/debts/index.ts';
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
import { debtColumns, installmentsText } from './debtColumns.tsx';
import { DEBT_COLUMN_LABELS, DEBT_LIST_TEXTS, DEBT_STATUS_LABELS } from './debtListTexts.ts';
import { allDebtsOf, provideDebtsList } from './debtsListLogic.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const checkCss = css`display: inline-flex; align-items: center; gap: ${space.xs}; min-height: 2.5rem; cursor: pointer;`;

const CREATE_CODE = { debt: 'debt.create', fee: 'fee.create' } as const;

/**
 * 'Deudas' (/deudas) and 'Honorarios' (/honorarios), one screen by kind: search by debtor or
 * concept, filter by status and 'Solo vencidas', sort, page, the totals of the whole filter under
 * the table, export; 'Nueva deuda' / 'Nuevo honorario' for who may create one.
 */
export function DebtsListPage({ kind }: { kind: DebtKind }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const overdueId = useId();
  const texts = DEBT_LIST_TEXTS[kind];
  const route = DEBT_ROUTES[kind];
  const [allDebts] = useState(() => allDebtsOf(app.deps, kind));
  const [canCreate] = useState(() => selectCan(CREATE_CODE[kind]));
  const mayCreate = useSelector(app.session, canCreate);
  const locale = useSelector(app.settings, selectLocale);
  const { money, format } = useActiveLocation();
  const list = useScreenActor((sofia) => provideDebtsList(sofia.deps, kind));
  const view = useUrlFilters(useView(list, connectDebtsList), DEBT_URL_FILTERS);
  // `?cliente=<id>` (the customer's page links here, 'Cliente' sets it) is the `customer` filter.
  const customer = useCustomerFilter(view.setFilter, DEBT_CUSTOMER_FILTER);

  const statusText = (debt: DebtListRow) => i18n._(DEBT_STATUS_LABELS[kind][debt.status]);
  const exportFields = {
    [i18n._(DEBT_COLUMN_LABELS.id)]: 'id',
    [i18n._(DEBT_COLUMN_LABELS.debtor_name)]: 'debtor_name',
    [i18n._(DEBT_COLUMN_LABELS.concept)]: 'concept',
    [i18n._(DEBT_COLUMN_LABELS.amount)]: (debt: DebtListRow) => exportAmount(debt.amount, format),
    ...(kind === 'debt' ? { [i18n._(DEBT_COLUMN_LABELS.installments)]: (debt: DebtListRow) => installmentsText(i18n, debt) } : {}),
    [i18n._(DEBT_COLUMN_LABELS.balance)]: (debt: DebtListRow) => exportAmount(debt.balance, format),
    [i18n._(DEBT_COLUMN_LABELS.next_due_date)]: (debt: DebtListRow) => exportDate(debt.next_due_date),
    [i18n._(DEBT_COLUMN_LABELS.days_past_due)]: 'days_past_due',
    [i18n._(DEBT_COLUMN_LABELS.status)]: statusText,
  };
  const create = mayCreate ? <Link css={buttonCss} to={`/${route}/nuevo`}>{i18n._(texts.create)}</Link> : null;
  const totals = view.totals;
  // 'Importe total' and 'Saldo total', as the list shows them over the whole filter.
  const exportTotals = [{ label: t`Total`, sums: { [i18n._(DEBT_COLUMN_LABELS.amount)]: true, [i18n._(DEBT_COLUMN_LABELS.balance)]: true } as const }];
  const titleId = `${route}-title`;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES[route])} />
      <Card labelledBy={titleId}>
        <h2 id={titleId} className="visually-hidden">{i18n._(texts.region)}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{i18n._(texts.forbidden)}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={i18n._(texts.loading)} failed={i18n._(texts.failed)}>
          {view.face === 'empty' && (
            <RecordsListEmpty
              viewAll={PAYMENT_KIND_INFO[kind].viewAll}
              all={{ title: i18n._(texts.empty), text: i18n._(texts.emptyText) }}
              own={{ title: i18n._(texts.ownEmpty), text: i18n._(texts.ownEmptyText) }}
            >
              {create}
            </RecordsListEmpty>
          )}

          {view.face === 'table' && (
            <>
              <CustomerFilter view={customer.view} onPick={customer.onPick} onClear={customer.onClear} />
              <RecordsListBody
                view={view}
                search={{ label: i18n._(texts.search), placeholder: t`Deudor, documento o concepto` }}
                filter={{
                  key: DEBT_STATUS_FILTER,
                  label: t`Estado`,
                  options: [{ value: '', label: t`Todos` }, ...DEBT_STATUSES.map((status) => ({ value: status, label: i18n._(DEBT_STATUS_LABELS[kind][status]) }))],
                }}
                actions={
                  <>
                    <label css={checkCss} htmlFor={overdueId}>
                      <input
                        id={overdueId}
                        type="checkbox"
                        checked={view.filters[DEBT_OVERDUE_FILTER] === '1'}
                        onChange={(event) => view.setFilter(DEBT_OVERDUE_FILTER, event.target.checked ? '1' : null)}
                      />
                      {t`Solo vencidas`}
                    </label>
                    {/* Every record the query matches, fetched page by page on click: not just this page. */}
                    <SpreadsheetExport data={() => allDebts(view.query)} fields={exportFields} totals={exportTotals} name={`${route}.xls`} worksheet={i18n._(texts.sheet)}>
                      {t`Exportar`}
                    </SpreadsheetExport>
                    {create}
                  </>
                }
                count={
                  kind === 'fee'
                    ? <Plural value={view.total} _0="Ningún honorario coincide con la búsqueda." one="# honorario encontrado." other="# honorarios encontrados." />
                    : <Plural value={view.total} _0="Ninguna deuda coincide con la búsqueda." one="# deuda encontrada." other="# deudas encontradas." />
                }
                table={{ caption: i18n._(texts.region), columns: debtColumns(kind, i18n, money, locale), rowKey: (debt) => debt.id, emptyText: i18n._(texts.noMatch) }}
                paginationLabel={i18n._(texts.pagination)}
              />
              {totals !== null && (
                <ListTotals figures={[{ label: t`Importe total`, value: money(totals.amount) }, { label: t`Saldo total`, value: money(totals.balance) }]} />
              )}
            </>
          )}
        </LoadState>
      </Card>
    </>
  );
}
