import { css, Global } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Receipt } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { space } from '../../styles/tokens.ts';
import { AllocationTable } from './AllocationTable.tsx';
import { METHOD_LABELS, TARGET_LABELS } from './paymentTexts.ts';

export const receiptCss = css`
  display: grid; gap: ${space.sm};
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${space.xs} ${space.md}; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  h3, p { margin: 0; }
`;

/**
 * 'Imprimir recibo' prints only the receipt: everything else on the page (the app, the dialog's
 * buttons, the page behind the dialog) is hidden from print, and the receipt takes the sheet.
 */
export const printCss = css`
  @media print {
    body * { visibility: hidden !important; }
    .loan-receipt, .loan-receipt * { visibility: visible !important; }
    .loan-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 1cm; color: #000; background: #fff; }
  }
`;

/** The payment's receipt as printed: location and footer, customer, record, amount, method and its reference, allocation, balance (a rental: due to date and the rest of the contract, apart), receiver. */
export function PaymentReceipt({ receipt, money }: { receipt: Receipt; money(minor: Minor): string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const number = receipt.payment_id;
  const target = receipt.target_id;
  return (
    <article className="loan-receipt" css={receiptCss} aria-label={t`Recibo de pago N° ${number}`}>
      <Global styles={printCss} />
      <h3 dir="auto">{receipt.location_name}</h3>
      <p>{t`Recibo de pago N° ${number}`}</p>
      {receipt.status === 'reversed' && <p role="note">{t`Pago revertido`}</p>}
      <dl>
        <dt>{t`Fecha`}</dt>
        <dd>{formatBusinessDate(receipt.business_date, locale)}</dd>
        <dt>{t`Cliente`}</dt>
        <dd dir="auto">{receipt.party_document === '' ? receipt.party_name : `${receipt.party_name} (${receipt.party_document})`}</dd>
        <dt>{i18n._(TARGET_LABELS[receipt.kind])}</dt>
        <dd>{t`N° ${target}`}</dd>
        <dt>{t`Monto`}</dt>
        <dd>{money(receipt.amount)}</dd>
        <dt>{t`Método`}</dt>
        <dd>{i18n._(METHOD_LABELS[receipt.method])}</dd>
        {receipt.reference !== null && (
          <>
            <dt>{t`Referencia`}</dt>
            <dd dir="auto">{receipt.reference}</dd>
          </>
        )}
      </dl>
      <AllocationTable kind={receipt.kind} caption={t`Imputación del pago`} rows={receipt.allocation} overpayment={receipt.overpayment} money={money} />
      <dl>
        {receipt.kind === 'rental' ? (
          // A tenant reads 'Saldo' as a debt: what was due that day, and apart the rest of the contract (#30).
          <>
            <dt>{t`Adeudado a la fecha`}</dt>
            <dd>{money(receipt.due_now)}</dd>
            <dt>{t`Resto del contrato (aún no vencido)`}</dt>
            <dd>{money(receipt.to_run)}</dd>
          </>
        ) : (
          <>
            <dt>{t`Saldo pendiente`}</dt>
            <dd>{money(receipt.remaining)}</dd>
          </>
        )}
        <dt>{t`Recibido por`}</dt>
        <dd dir="auto">{receipt.received_by_name}</dd>
      </dl>
      {receipt.receipt_footer !== '' && <p dir="auto">{receipt.receipt_footer}</p>}
    </article>
  );
}
