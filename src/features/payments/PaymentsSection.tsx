import { css } from '@emotion/react';
import type { PaymentsSlot, PaymentsSlotProps } from '../../components/paymentsSlot.ts';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { connectLoanPayments, type Payment, type PaymentSortColumn } from '../../../machines/payments/index.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { can } from '../../../machines/permissions.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Card, mutedCss, secondaryButtonCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';
import { AllocationTable } from './AllocationTable.tsx';
import { providePaymentsList } from './paymentsLogic.ts';
import { PAYMENT_KIND_INFO, type PayableRecord, type PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { ReprintReceiptDialog } from './ReprintReceiptDialog.tsx';
import { ReversePaymentDialog } from './ReversePaymentDialog.tsx';
import { METHOD_LABELS, RECORD_PAYMENT_TEXTS } from './paymentTexts.ts';
import { statusText } from './paymentColumns.tsx';
import { RegisterPaymentButton } from './RegisterPaymentButton.tsx';
import { CreditRefundButton } from './CreditRefundButton.tsx';

const listCss = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md}; li { display: grid; gap: ${space.xs}; } h3, p { margin: 0; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm};`;

const headerCss = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space.md};`;


/**
 * The payments slot of every receivable's page (a loan, a rental, a debt, a fee): 'Pagos' with
 * 'Registrar pago' in its header. src/app hands it to each area's page, which calls it with its
 * record as a PayableRecord.
 */
export const paymentsSlot: PaymentsSlot = ({ record, reload }: PaymentsSlotProps) => <PaymentsSection record={record} onChanged={reload} />;

/**
 * 'Pagos' of a record's page: each payment with its date, amount, method, receiver, status and
 * what it pays (the current replay), 'Imprimir recibo', and with the kind's reverse permission
 * 'Revertir pago' on a posted one. `onChanged` tells the page a payment was posted or reversed (the
 * record's figures moved). The list runs on the payments list machine, fed the record's payments
 * as one page.
 */
export function PaymentsSection({ record, onChanged }: { record: PayableRecord; onChanged(): void }) {
  // A new version of the record (a payment, a reversal, anyone's) is a new list.
  return <PaymentsOfRecord key={`${record.kind}.${record.id}.${record.version}`} record={record} onChanged={onChanged} />;
}

function PaymentsOfRecord({ record, onChanged }: { record: PayableRecord; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const active = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const canReverse = can(useSelector(app.session, selectPermissions), PAYMENT_KIND_INFO[record.kind].reverse);
  const texts = RECORD_PAYMENT_TEXTS[record.kind];
  const list = useScreenActor((sofia) =>
    providePaymentsList({
      ...sofia.deps,
      api: {
        ...sofia.deps.api,
        // The record's payments are one short list: one "page" holding them all.
        listPayments: async (_kind: PaymentKind, query: ListQuery<PaymentSortColumn>, signal?: AbortSignal) => {
          const items: Payment[] = await sofia.deps.api.paymentsOf({ kind: record.kind, id: record.id }, signal);
          const page: ListPage<Payment> = { items, total: items.length, page: 1, pageSize: Math.max(query.pageSize, items.length) };
          return { ...page, totals: { posted: 0, reversed: 0 }, users: [] };
        },
      },
    }, record.kind),
  );
  const view = useView(list, connectLoanPayments);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const onReversed = useCallback(
    (changed: boolean) => {
      setReversing(null);
      if (changed) onChanged();
    },
    [onChanged],
  );
  const closePrint = useCallback(() => setPrinting(null), []);
  const money = active.money;

  return (
    <Card labelledBy={`${record.kind}-${record.id}-payments`}>
      <div css={headerCss}>
        <h2 id={`${record.kind}-${record.id}-payments`}>{t`Pagos`}</h2>
        <div css={actionsCss}>
          <CreditRefundButton record={record} onChanged={onChanged} />
          <RegisterPaymentButton record={record} onChanged={onChanged} settle />
          <RegisterPaymentButton record={record} onChanged={onChanged} />
        </div>
      </div>
      <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando pagos…`} failed={t`No se pudieron cargar los pagos`}>
        {view.face === 'forbidden' && <p role="alert">{i18n._(texts.forbidden)}</p>}
        {view.face === 'empty' && <p css={mutedCss}>{i18n._(texts.none)}</p>}
        {view.face === 'table' && (
          <ul css={listCss}>
            {view.rows.map((payment) => {
              const number = payment.id;
              const date = formatBusinessDate(payment.business_date, locale);
              const amount = money(payment.amount);
              const method = i18n._(METHOD_LABELS[payment.method]);
              const receiver = payment.received_by_name;
              return (
                <li key={payment.id}>
                  <h3>{t`Pago N° ${number}: ${amount}`}</h3>
                  <p>{t`${date}, ${method}, recibido por ${receiver}`} — <span dir="auto">{statusText(i18n, payment)}</span></p>
                  {payment.reference !== null && <p>{t`Referencia:`} <bdi>{payment.reference}</bdi></p>}
                  {payment.allocation.length > 0 && (
                    <AllocationTable kind={record.kind} caption={t`Imputación del pago N° ${number}`} rows={payment.allocation} overpayment={payment.overpayment} money={money} />
                  )}
                  <div css={actionsCss}>
                    <button type="button" css={secondaryButtonCss} aria-label={t`Imprimir recibo del pago N° ${number}`} onClick={() => setPrinting(payment.id)}>
                      {t`Imprimir recibo`}
                    </button>
                    {canReverse && payment.status === 'posted' && (
                      <button type="button" css={secondaryButtonCss} aria-label={t`Revertir el pago N° ${number}`} onClick={() => setReversing(payment)}>
                        {t`Revertir pago`}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
      {reversing !== null && <ReversePaymentDialog key={reversing.id} payment={reversing} money={money} onClose={onReversed} />}
      {printing !== null && <ReprintReceiptDialog key={printing} kind={record.kind} paymentId={printing} money={money} onClose={closePrint} />}
    </Card>
  );
}
