import { Global } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CreditRefund } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { printCss, receiptCss } from './PaymentReceipt.tsx';
import { TARGET_LABELS } from './paymentTexts.ts';

/** A credit refund's receipt as printed (like a payment's): location and footer, customer, record, amount paid out, reason, who paid it. */
export function CreditRefundReceipt({ refund, money }: { refund: CreditRefund; money(minor: Minor): string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const number = refund.id;
  const target = refund.target_id;
  return (
    <article className="loan-receipt" css={receiptCss} aria-label={t`Comprobante de devolución N° ${number}`}>
      <Global styles={printCss} />
      <h3 dir="auto">{refund.location_name}</h3>
      <p>{t`Comprobante de devolución N° ${number}`}</p>
      <dl>
        <dt>{t`Fecha`}</dt>
        <dd>{formatBusinessDate(refund.business_date, locale)}</dd>
        <dt>{t`Cliente`}</dt>
        <dd dir="auto">{refund.party_document === '' ? refund.party_name : `${refund.party_name} (${refund.party_document})`}</dd>
        <dt>{i18n._(TARGET_LABELS[refund.kind])}</dt>
        <dd>{t`N° ${target}`}</dd>
        <dt>{t`Saldo a favor devuelto`}</dt>
        <dd>{money(refund.amount)}</dd>
        <dt>{t`Método`}</dt>
        <dd>{t`Efectivo`}</dd>
        <dt>{t`Motivo`}</dt>
        <dd dir="auto">{refund.reason}</dd>
        <dt>{t`Entregado por`}</dt>
        <dd dir="auto">{refund.refunded_by_name}</dd>
      </dl>
      <p>{t`Firma del cliente: ____________________`}</p>
      {refund.receipt_footer !== '' && <p dir="auto">{refund.receipt_footer}</p>}
    </article>
  );
}
