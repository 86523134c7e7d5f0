import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RentalDetail } from '../../../machines/rentals/rentalScreens.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate, formatDateTime } from '../../i18n/format.ts';
import { space } from '../../styles/tokens.ts';
import { lateFeeValueText } from './rentalHistoryTexts.ts';
import { RENTAL_FREQUENCY_LABELS } from './rentalDetailTexts.ts';
import { RENTAL_STATUS_LABELS } from './rentalTexts.ts';

const fieldsCss = css`display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space.sm} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; }`;

type Step = RentalDetail['signed'];

/**
 * The contract's fields: tenant (a link to the customer), property, status, rent, frequency and due
 * day, deposit, start and end, the late-fee rule, what it owes and has paid, and who signed, ended,
 * terminated and settled it, and when.
 */
export function RentalContractFields({ rental, money }: { rental: RentalDetail; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const date = (value: string) => formatBusinessDate(value, locale);
  const fee = lateFeeValueText(i18n, rental.late_fee_kind, rental.late_fee_value, money);
  const step = (value: Step): string | null => {
    if (value === null) return null;
    const who = value.user_name;
    const when = formatDateTime(i18n, value.at);
    return t`${who}, ${when}`;
  };
  const entries: [string, ReactNode][] = [
    [t`Inquilino`, <Link to={`/clientes/${rental.customer_id}`} dir="auto">{rental.customer_name}</Link>],
    [t`Inmueble`, <bdi>{rental.property}</bdi>],
    [t`Estado`, i18n._(RENTAL_STATUS_LABELS[rental.status])],
    [t`Alquiler`, money(rental.rent)],
    [t`Frecuencia`, i18n._(RENTAL_FREQUENCY_LABELS[rental.frequency])],
    [t`Día de vencimiento`, rental.due_day],
    [t`Depósito de garantía`, money(rental.deposit)],
    [t`Vigencia`, <bdi>{`${date(rental.start_date)} – ${date(rental.end_date)}`}</bdi>],
    [t`Recargo por atraso`, rental.late_fee_kind === 'percent' ? t`${fee} del alquiler` : fee],
    [t`Tope del recargo`, rental.late_fee_cap === null ? t`Sin tope` : money(rental.late_fee_cap)],
    [t`Días de gracia`, rental.grace_days],
    [t`Adeudado a la fecha`, money(rental.due_now)],
    [t`Resto del contrato (aún no vencido)`, money(rental.to_run)],
    [t`Total pagado`, money(rental.paid_total)],
    [t`Días de atraso`, rental.days_in_arrears],
    [t`Próximo vencimiento`, rental.next_due_date === null ? '—' : date(rental.next_due_date)],
    [t`Oficial`, <bdi>{rental.officer_name}</bdi>],
  ];
  if (rental.overpaid > 0) entries.push([t`Saldo a favor`, money(rental.overpaid)]);
  if (rental.termination_date !== null) entries.push([t`Fecha de rescisión`, date(rental.termination_date)]);
  if (rental.termination_reason !== null && rental.termination_reason !== '') entries.push([t`Motivo de la rescisión`, <bdi>{rental.termination_reason}</bdi>]);
  const steps: [string, Step][] = [[t`Firmado por`, rental.signed], [t`Finalizado por`, rental.ended], [t`Rescindido por`, rental.terminated], [t`Liquidado por`, rental.settled]];
  for (const [label, value] of steps) {
    const text = step(value);
    if (text !== null) entries.push([label, <bdi>{text}</bdi>]);
  }
  return (
    <dl css={fieldsCss}>
      {entries.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
