import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PayoffQuoteFailure, PayoffQuoteRow } from '../../../machines/loans/loanScreens.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { describedWithEcho, DateEcho } from '../../components/DateEcho.tsx';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { providePayoffQuote } from './loansLogic.ts';

const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;
// The amounts keep their width (never 'AR S' at 360 px); the labels wrap.
const fieldsCss = css`display: grid; grid-template-columns: minmax(0, 1fr) max-content; gap: ${space.sm} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; text-align: end; white-space: nowrap; }`;
const formCss = css`display: flex; flex-wrap: wrap; align-items: end; gap: ${space.sm}; margin: ${space.lg} 0 0; > div { min-width: 12rem; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const quotedCss = css`margin: ${space.md} 0 0; h3 { margin: 0 0 ${space.sm}; font-size: ${font.size.md}; }`;

/** What a quote says, part by part ('Total para cancelar' named for its date by the caller). */
function QuoteFigures({ quote, money, totalLabel }: { quote: PayoffQuoteRow; money: (minor: Minor) => string; totalLabel: string }) {
  const { t } = useLingui();
  return (
    <dl css={fieldsCss}>
      <dt>{t`Cuotas vencidas impagas`}</dt>
      <dd>{money(quote.overdue)}</dd>
      <dt>{t`Capital por vencer`}</dt>
      <dd>{money(quote.principal_ahead)}</dd>
      <dt>{t`Interés del período en curso`}</dt>
      <dd>{money(quote.interest_accrued)}</dd>
      <dt>{totalLabel}</dt>
      <dd><strong>{money(quote.amount)}</strong></dd>
      <dt>{t`Ahorro frente al cronograma`}</dt>
      <dd>{money(quote.savings)}</dd>
    </dl>
  );
}

/**
 * 'Cancelación anticipada': what closes the loan today, part by part, and what the customer saves
 * ('Liquidar' is in 'Pagos'); 'Cotizar a otra fecha' asks the quote at a date (`payoffQuote`).
 */
export function PayoffCard({ loanId, quote, money }: { loanId: number; quote: PayoffQuoteRow; money: (minor: Minor) => string }) {
  const { t } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const dateText = (date: string) => formatBusinessDate(date, locale);
  const actor = useScreenActor((app) => providePayoffQuote(app.deps), { input: { id: loanId } });
  const snapshot = useSelector(actor, (s) => s);
  const dateId = useId();
  const { date, failure, showErrors } = snapshot.context;
  const asked = snapshot.context.quote;
  const missing = showErrors && date === '';
  const failureText: Record<PayoffQuoteFailure, string> = {
    quoteTooOld: t`La fecha está más atrás de lo que permite la fecha valor de esta ubicación.`,
    quoteBeforeStart: t`La fecha es anterior al desembolso.`,
    quoteTooFar: t`Elija una fecha dentro del próximo año.`,
    notActive: t`El préstamo ya no está activo: actualice la página.`,
    notFound: t`Este préstamo no está disponible para su usuario.`,
    unavailable: t`No se pudo obtener la cotización.`,
  };
  const errorId = `${dateId}-error`;
  return (
    <Card labelledBy="loan-payoff">
      <h2 id="loan-payoff" css={titleCss}>{t`Cancelación anticipada`}</h2>
      <QuoteFigures quote={quote} money={money} totalLabel={t`Total para cancelar hoy`} />
      <form
        css={formCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: snapshot.matches('failed') && failure === 'unavailable' ? 'quote.retried' : 'quote.requested' });
        }}
      >
        <div>
          <label css={labelCss} htmlFor={dateId}>{t`Cotizar a otra fecha`}</label>
          <input
            id={dateId}
            type="date"
            css={inputCss}
            value={date}
            aria-invalid={missing || failure !== null ? true : undefined}
            aria-describedby={describedWithEcho(missing || failure !== null ? errorId : undefined, `${dateId}-day`)}
            onChange={(event) => actor.send({ type: 'date.changed', date: event.target.value })}
          />
          <DateEcho id={`${dateId}-day`} value={date} />
        </div>
        <Button type="submit" variant="secondary" disabled={snapshot.hasTag('busy')} aria-busy={snapshot.hasTag('busy')}>
          {snapshot.matches('failed') && failure === 'unavailable' ? t`Reintentar` : t`Cotizar`}
        </Button>
      </form>
      {missing && <p id={errorId} css={errorCss}>{t`Elija la fecha de la cotización.`}</p>}
      {failure !== null && <p id={errorId} role="alert" css={errorCss}>{failureText[failure]}</p>}
      {snapshot.matches('quoting') && <p role="status" css={mutedCss}>{t`Cotizando…`}</p>}
      {asked !== null && (
        <section css={quotedCss} aria-live="polite" aria-labelledby={`${dateId}-quoted`}>
          <h3 id={`${dateId}-quoted`}>{t`Cotización al ${dateText(asked.date)}`}</h3>
          <QuoteFigures quote={asked} money={money} totalLabel={t`Total para cancelar ese día`} />
          {asked.date > quote.date && <p css={mutedCss}>{t`Supone que no se paga nada antes de esa fecha: incluye las cuotas y los recargos que venzan hasta entonces.`}</p>}
        </section>
      )}
    </Card>
  );
}
