import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { connectLoanPayments, type Payment } from '../../../machines/payments/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Card, mutedCss, secondaryButtonCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { allLoanPaymentsOf, provideLoanPaymentsList } from './loanPaymentsLogic.ts';
import { paymentColumns, statusText } from './paymentColumns.tsx';
import { METHOD_LABELS, PAYMENT_HEADERS } from './paymentTexts.ts';
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

const mayReverse = selectCan('loanPayment.reverse');

/**
 * 'Pagos de préstamos': every loan payment in a date range, by the user who received it and by
 * status, searched by loan number or customer, with the totals of the whole filter, exportable;
 * with loanPayment.reverse, 'Revertir' on each posted payment.
 */
export function LoanPaymentsPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const active = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const [allPayments] = useState(() => allLoanPaymentsOf(app.deps));
  const canReverse = useSelector(app.session, mayReverse);
  const list = useScreenActor((sofia) => provideLoanPaymentsList(sofia.deps));
  const view = useView(list, connectLoanPayments);
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
    [i18n._(PAYMENT_HEADERS.business_date)]: 'business_date',
    [i18n._(PAYMENT_HEADERS.target_id)]: 'target_id',
    [i18n._(PAYMENT_HEADERS.customer)]: 'party_name',
    [i18n._(PAYMENT_HEADERS.amount)]: (p: Payment) => money(p.amount),
    [i18n._(PAYMENT_HEADERS.method)]: (p: Payment) => i18n._(METHOD_LABELS[p.method]),
    [i18n._(PAYMENT_HEADERS.received_by)]: 'received_by_name',
    [i18n._(PAYMENT_HEADERS.status)]: (p: Payment) => statusText(i18n, p),
  };
  const totals = view.totals;
  const filters = view.filters;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.pagos_prestamos)} />
      <Card labelledBy="loan-payments-title">
        <h2 id="loan-payments-title" className="visually-hidden">{t`Pagos de préstamos`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los pagos de préstamos.`}</p>
          </div>
        )}
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando pagos…`} failed={t`No se pudo cargar la lista de pagos`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay pagos`}</h2>
              <p css={mutedCss}>{t`Todavía no se registró ningún pago de préstamo.`}</p>
            </div>
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
                search={{ label: t`Buscar pagos`, placeholder: t`N° de préstamo, cliente o documento` }}
                actions={
                  <SpreadsheetExport data={() => allPayments(view.query)} fields={exportFields} name="pagos_prestamos.xls" worksheet={t`Pagos de préstamos`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                }
                count={<Plural value={view.total} _0="Ningún pago coincide con el filtro." one="# pago encontrado." other="# pagos encontrados." />}
                table={{
                  caption: t`Pagos de préstamos`,
                  columns: paymentColumns(i18n, money, date, actions),
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
      {printing !== null && <ReprintReceiptDialog key={printing} paymentId={printing} money={money} onClose={closePrint} />}
    </>
  );
}
