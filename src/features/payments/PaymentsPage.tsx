import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { connectLoanPayments, PAYMENT_URL_FILTERS, type Payment } from '../../../machines/payments/index.ts';
import { PAYMENT_KIND_INFO, type PaymentKind } from '../../../machines/payments/paymentKinds.ts';
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
import { Card, secondaryButtonCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { allPaymentsOf, providePaymentsList } from './paymentsLogic.ts';
import { paymentColumns, statusText } from './paymentColumns.tsx';
import { METHOD_LABELS, PAYMENT_HEADERS, TARGET_LABELS } from './paymentTexts.ts';
import { PaymentFilters } from './PaymentFilters.tsx';
import { ReprintReceiptDialog } from './ReprintReceiptDialog.tsx';
import { ReversePaymentDialog } from './ReversePaymentDialog.tsx';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const totalsCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.sm} ${space.xl}; margin: ${space.md} 0; padding: ${space.md};
  border: 1px solid ${color.border}; border-radius: ${radius.md};
  div { display: grid; } dt { color: inherit; font-size: ${font.size.sm}; } dd { margin: 0; font-weight: 600; font-size: ${font.size.lg}; }
`;

const rowActionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.xs};`;

/**
 * The payments list of one kind ('Pagos de préstamos', 'Pagos de alquiler', 'Pagos de deudas',
 * 'Pagos de honorarios'; one screen at four routes): every payment of the kind in a date range,
 * by the user who received it, by status, by method and by text of its reference, searched by the record's number or its party, with
 * the totals of the whole filter, exportable; with the kind's reverse code, 'Revertir' on each
 * posted payment.
 */
export function PaymentsPage({ kind }: { kind: PaymentKind }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const active = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const info = PAYMENT_KIND_INFO[kind];
  const [allPayments] = useState(() => allPaymentsOf(app.deps, kind));
  const [mayReverse] = useState(() => selectCan(info.reverse));
  const canReverse = useSelector(app.session, mayReverse);
  const list = useScreenActor((sofia) => providePaymentsList(sofia.deps, kind));
  const view = useUrlFilters(useView(list, connectLoanPayments), PAYMENT_URL_FILTERS);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);

  const { setSearch, search } = view;
  const onClosed = useCallback(
    (changed: boolean) => {
      setReversing(null);
      // The reversed payment (or someone else's change) is in the list now: ask for it again.
      if (changed) setSearch(search);
    },
    [setSearch, search],
  );

  const closePrint = useCallback(() => setPrinting(null), []);
  const money = active.money;
  const date = (iso: string) => formatBusinessDate(iso as Parameters<typeof formatBusinessDate>[0], locale);
  // 'Imprimir recibo' on every row; 'Revertir' on a posted one with loanPayment.reverse.
  const actions = (payment: Payment) => {
    const number = payment.id;
    return (
      <span css={rowActionsCss}>
        <button type="button" css={secondaryButtonCss} aria-label={t`Imprimir recibo del pago N° ${number}`} onClick={() => setPrinting(payment.id)}>
          {t`Recibo`}
        </button>
        {canReverse && payment.status === 'posted' && (
          <button type="button" css={secondaryButtonCss} aria-label={t`Revertir el pago N° ${number}`} onClick={() => setReversing(payment)}>
            {t`Revertir`}
          </button>
        )}
      </span>
    );
  };

  const exportFields = {
    [i18n._(PAYMENT_HEADERS.id)]: 'id',
    [i18n._(PAYMENT_HEADERS.business_date)]: (p: Payment) => exportDate(p.business_date),
    [i18n._(TARGET_LABELS[kind])]: 'target_id',
    [i18n._(PAYMENT_HEADERS.customer)]: 'party_name',
    [i18n._(PAYMENT_HEADERS.amount)]: (p: Payment) => exportAmount(p.amount, active.format),
    [i18n._(PAYMENT_HEADERS.method)]: (p: Payment) => i18n._(METHOD_LABELS[p.method]),
    [i18n._(PAYMENT_HEADERS.reference)]: (p: Payment) => p.reference ?? '',
    [i18n._(PAYMENT_HEADERS.received_by)]: 'received_by_name',
    [i18n._(PAYMENT_HEADERS.status)]: (p: Payment) => statusText(i18n, p),
  };
  const totals = view.totals;
  // 'Total cobrado' and 'Total revertido', as the list shows them over the whole filter.
  const amountOf = (status: Payment['status']) => (p: Payment) => (p.status === status ? exportAmount(p.amount, active.format) : null);
  const exportTotals = [
    { label: t`Total cobrado`, sums: { [i18n._(PAYMENT_HEADERS.amount)]: amountOf('posted') } },
    { label: t`Total revertido`, sums: { [i18n._(PAYMENT_HEADERS.amount)]: amountOf('reversed') } },
  ];
  const title = i18n._(ROUTE_TITLES[info.payments]);
  const filters = view.filters;

  return (
    <>
      <PageHeader title={title} />
      <Card labelledBy="payments-title">
        <h2 id="payments-title" className="visually-hidden">{title}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver estos pagos.`}</p>
          </div>
        )}
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando pagos…`} failed={t`No se pudo cargar la lista de pagos`}>
          {view.face === 'empty' && (
            <RecordsListEmpty
              viewAll={info.viewAll}
              all={{ title: t`No hay pagos`, text: t`Todavía no se registró ningún pago.` }}
              own={{ title: t`No recibió pagos`, text: t`Esta lista muestra solo los pagos que usted recibió.` }}
            />
          )}
          {view.face === 'table' && (
            <>
              <PaymentFilters filters={filters} setFilter={view.setFilter} users={view.users.map((u) => ({ value: String(u.id), label: u.name }))} />
              {totals !== null && (
                <div role="group" aria-label={t`Totales del filtro`}>
                  <dl css={totalsCss}>
                    <div><dt>{t`Total cobrado`}</dt><dd>{money(totals.posted)}</dd></div>
                    <div><dt>{t`Total revertido`}</dt><dd>{money(totals.reversed)}</dd></div>
                  </dl>
                </div>
              )}
              <RecordsListBody
                view={view}
                search={{ label: t`Buscar pagos`, placeholder: t`N°, nombre o documento` }}
                actions={
                  <SpreadsheetExport data={() => allPayments(view.query)} fields={exportFields} totals={exportTotals} name={`${info.payments}.xls`} worksheet={title}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                }
                count={<Plural value={view.total} _0="Ningún pago coincide con el filtro." one="# pago encontrado." other="# pagos encontrados." />}
                table={{
                  caption: title,
                  columns: paymentColumns(i18n, money, date, actions, kind),
                  rowKey: (payment) => payment.id,
                  emptyText: t`Ningún pago coincide con el filtro.`,
                }}
                paginationLabel={t`Paginación de pagos`}
              />
            </>
          )}
        </LoadState>
      </Card>
      {reversing !== null && <ReversePaymentDialog key={reversing.id} payment={reversing} money={money} onClose={onClosed} />}
      {printing !== null && <ReprintReceiptDialog key={printing} kind={kind} paymentId={printing} money={money} onClose={closePrint} />}
    </>
  );
}
