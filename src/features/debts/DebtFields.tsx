import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { DebtDetail } from '../../../machines/debts/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate, formatDateTime } from '../../i18n/format.ts';
import { space } from '../../styles/tokens.ts';
import { FREQUENCY_LABELS, STATUS_LABELS } from './debtDetailTexts.ts';

const fieldsCss = css`display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space.sm} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; }`;

type Step = DebtDetail['created'];

/** Who took a step and when ('Ana Torres · 23 nov 2026, 10:00'), or nothing when it was not taken. */
function StepRow({ label, step }: { label: string; step: Step }) {
  const { i18n } = useLingui();
  if (step === null) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd><bdi>{step.user_name}</bdi> · {formatDateTime(i18n, step.at)}</dd>
    </>
  );
}

/**
 * The record's fields: its debtor (the customer, linked to their page; or, for a collector's debt,
 * the staff member and the cash delivery it came from), terms, where it stands, and who created,
 * cancelled or wrote it off, with the reason.
 */
export function DebtFields({ debt, money }: { debt: DebtDetail; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const delivery = debt.delivery_id;
  return (
    <dl css={fieldsCss}>
      {debt.customer_id !== null ? (
        <>
          <dt>{t`Cliente`}</dt>
          <dd><Link to={`/clientes/${debt.customer_id}`} dir="auto">{debt.debtor_name}</Link></dd>
        </>
      ) : (
        <>
          <dt>{t`Cobrador`}</dt>
          <dd><bdi>{debt.debtor_name}</bdi></dd>
          {delivery !== null && (
            <>
              <dt>{t`Entrega`}</dt>
              <dd><Link to="/entregas">{t`Entrega N° ${delivery}`}</Link></dd>
            </>
          )}
        </>
      )}
      <dt>{t`Concepto`}</dt>
      <dd><bdi>{debt.concept}</bdi></dd>
      <dt>{t`Estado`}</dt>
      <dd>{i18n._(STATUS_LABELS[debt.kind][debt.status])}</dd>
      <dt>{t`Importe`}</dt>
      <dd>{money(debt.amount)}</dd>
      <dt>{t`Número de cuotas`}</dt>
      <dd>{debt.installments}</dd>
      {debt.installments > 1 && (
        <>
          <dt>{t`Frecuencia`}</dt>
          <dd>{i18n._(FREQUENCY_LABELS[debt.frequency])}</dd>
        </>
      )}
      <dt>{t`Primer vencimiento`}</dt>
      <dd>{formatBusinessDate(debt.first_due_date, locale)}</dd>
      <dt>{t`Pagado`}</dt>
      <dd>{money(debt.paid_total)}</dd>
      <dt>{t`Saldo`}</dt>
      <dd>{money(debt.balance)}</dd>
      {debt.overpaid > 0 && (
        <>
          <dt>{t`Pagado de más`}</dt>
          <dd>{money(debt.overpaid)}</dd>
        </>
      )}
      <dt>{t`Días de atraso`}</dt>
      <dd>{debt.days_past_due}</dd>
      <dt>{t`Oficial`}</dt>
      <dd><bdi>{debt.officer_name}</bdi></dd>
      <StepRow label={t`Registro`} step={debt.created} />
      <StepRow label={t`Anulación`} step={debt.cancelled} />
      <StepRow label={t`Castigo`} step={debt.written_off} />
      {debt.reason !== null && debt.reason !== '' && (
        <>
          <dt>{t`Motivo`}</dt>
          <dd><bdi>{debt.reason}</bdi></dd>
        </>
      )}
      {debt.note !== '' && (
        <>
          <dt>{t`Nota`}</dt>
          <dd><bdi>{debt.note}</bdi></dd>
        </>
      )}
    </dl>
  );
}
