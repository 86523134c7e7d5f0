import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { LoanDetail } from '../../../machines/loans/loan.schema.ts';
import { connectLoanPayments, type Payment, type PaymentSortColumn } from '../../../machines/payments/index.ts';
import type { ListPage, ListQuery } from '../../../machines/records/listQuery.ts';
import { selectCan } from '../../../machines/session/index.ts';
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
import { providePaymentsList } from './loanPaymentsLogic.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { ReprintReceiptDialog } from './ReprintReceiptDialog.tsx';
import { ReversePaymentDialog } from './ReversePaymentDialog.tsx';
import { METHOD_LABELS } from './paymentTexts.ts';
import { statusText } from './paymentColumns.tsx';
import { RegisterPaymentButton } from './RegisterPaymentButton.tsx';

const listCss = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md}; li { display: grid; gap: ${space.xs}; } h3, p { margin: 0; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm};`;

const mayReverse = selectCan('loanPayment.reverse');

const headerCss = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space.md};`;

/** What the loan's page hands its payments slot (src/app composes the two features). */
export interface LoanPaymentsSlotProps {
  loan: LoanDetail;
  reload(): void;
}

/** The loan page's payments slot: 'Pagos' with 'Registrar pago' in its header. */
export const loanPaymentsSlot = ({ loan, reload }: LoanPaymentsSlotProps) => <LoanPaymentsSection loan={loan} onChanged={reload} />;

/**
 * 'Pagos' of a loan's page: each payment with its date, amount, method, receiver, status and what
 * it pays (the current replay), 'Imprimir recibo', and with loanPayment.reverse 'Revertir pago' on
 * a posted one. `onChanged` tells the page a payment was reversed (the loan's figures moved). The
 * list runs on the payments list machine, fed the loan's payments as one page; the lead mounts it.
 */
export function LoanPaymentsSection({ loan, onChanged }: { loan: LoanDetail; onChanged(): void }) {
  // A new version of the loan (a payment, a reversal, anyone's) is a new list.
  return <PaymentsOfLoan key={`${loan.id}.${loan.version}`} loan={loan} onChanged={onChanged} />;
}

function PaymentsOfLoan({ loan, onChanged }: { loan: LoanDetail; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const active = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const canReverse = useSelector(app.session, mayReverse);
  const list = useScreenActor((sofia) =>
    providePaymentsList({
      ...sofia.deps,
      api: {
        ...sofia.deps.api,
        // The loan's payments are one short list: one "page" holding them all.
        listPayments: async (_kind: PaymentKind, query: ListQuery<PaymentSortColumn>, signal?: AbortSignal) => {
          const items: Payment[] = await sofia.deps.api.paymentsOfLoan(loan.id, signal);
          const page: ListPage<Payment> = { items, total: items.length, page: 1, pageSize: Math.max(query.pageSize, items.length) };
          return { ...page, totals: { posted: 0, reversed: 0 }, users: [] };
        },
      },
    }, 'loan'),
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
    <Card labelledBy={`loan-${loan.id}-payments`}>
      <div css={headerCss}>
        <h2 id={`loan-${loan.id}-payments`}>{t`Pagos`}</h2>
        <RegisterPaymentButton loan={loan} onChanged={onChanged} />
      </div>
      <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando pagos…`} failed={t`No se pudieron cargar los pagos`}>
        {view.face === 'forbidden' && <p role="alert">{t`Su rol no permite ver los pagos de préstamos.`}</p>}
        {view.face === 'empty' && <p css={mutedCss}>{t`Este préstamo todavía no tiene pagos.`}</p>}
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
                  {payment.allocation.length > 0 && (
                    <AllocationTable caption={t`Imputación del pago N° ${number}`} rows={payment.allocation} overpayment={payment.overpayment} money={money} />
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
      {printing !== null && <ReprintReceiptDialog key={printing} kind="loan" paymentId={printing} money={money} onClose={closePrint} />}
    </Card>
  );
}
