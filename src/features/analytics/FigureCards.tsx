import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ARREARS_BUCKETS, type AnalyticsFigures, type Period } from '../../../machines/analytics/index.ts';
import { cardCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { ANALYTICS_LINKS } from './analyticsLinks.ts';
import { BUCKET_LABELS, KIND_LABELS } from './analyticsTexts.ts';

const gridCss = css`
  display: grid; gap: ${space.md}; margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;
// The card is a size container so its figure shrinks with it: '241.506,22 ARS' stays on one line
// in a narrow card (its space before the code does not break) instead of breaking inside the code.
const figureCss = css`${cardCss}; display: grid; align-content: start; gap: ${space.xs}; min-width: 0; container-type: inline-size;`;
const titleCss = css`font-size: ${font.size.sm}; font-weight: 600; color: ${color.text};`;
const valueCss = css`margin: 0; font-size: clamp(${font.size.lg}, 11cqi, ${font.size.xl}); font-weight: 700; overflow-wrap: anywhere;`;
const partsCss = css`
  margin: ${space.xs} 0 0; padding: 0; list-style: none; display: grid; gap: 2px; font-size: ${font.size.sm};
  li { display: flex; justify-content: space-between; gap: ${space.sm}; }
`;

/**
 * One figure: its title is the link to the list that explains it. A total of several lists (money
 * collected of every kind) has no one list: its parts are the links.
 */
function Figure({ title, href, value, children }: { title: string; href?: string; value: string; children?: ReactNode }) {
  return (
    <li css={figureCss}>
      {href === undefined ? <span css={titleCss}>{title}</span> : <Link css={titleCss} to={href}>{title}</Link>}
      <p css={valueCss}>{value}</p>
      {children}
    </li>
  );
}

export interface FigureCardsProps {
  figures: AnalyticsFigures;
  money(minor: number): string;
  percent(permille: number): string;
}

/** The figures of 'Analítica' (#19): each a card whose title opens the list behind it. */
export function FigureCards({ figures, money, percent }: FigureCardsProps) {
  const { t, i18n } = useLingui();
  const { analytics } = figures;
  const { period, businessDate } = analytics;
  const today = { from: businessDate, to: businessDate };
  const collected = (title: string, parts: AnalyticsFigures['collectedToday'], when: Period) => (
    <Figure title={title} value={money(parts.total)}>
      <ul css={partsCss}>
        {parts.parts.map(({ kind, amount }) => (
          <li key={kind}><Link to={ANALYTICS_LINKS.payments(kind, when)}>{i18n._(KIND_LABELS[kind])}</Link><span>{money(amount)}</span></li>
        ))}
      </ul>
    </Figure>
  );
  return (
    <ul css={gridCss} aria-label={t`Cifras del negocio`}>
      <Figure title={t`Cartera vigente`} href={ANALYTICS_LINKS.portfolio} value={money(analytics.portfolio.outstanding)}>
        <p css={[mutedCss, css`margin: 0;`]}><Plural value={analytics.portfolio.activeLoans} one="# préstamo activo" other="# préstamos activos" /></p>
      </Figure>
      <Figure title={t`Cartera en riesgo (PAR30)`} href={ANALYTICS_LINKS.par30} value={percent(figures.par30Permille)}>
        <p css={[mutedCss, css`margin: 0;`]}>{t`Más de 30 días de atraso: ${money(analytics.portfolio.atRisk30)}`}</p>
      </Figure>
      <Figure title={t`Préstamos en mora`} href={ANALYTICS_LINKS.late} value={String(analytics.arrears.reduce((sum, row) => sum + row.loans, 0))}>
        <ul css={partsCss}>
          {ARREARS_BUCKETS.map((bucket) => {
            const row = analytics.arrears.find((r) => r.bucket === bucket);
            return <li key={bucket}><Link to={ANALYTICS_LINKS.bucket(bucket)}>{i18n._(BUCKET_LABELS[bucket])}</Link><span>{row?.loans ?? 0}</span></li>;
          })}
        </ul>
      </Figure>
      {collected(t`Cobrado hoy`, figures.collectedToday, today)}
      {collected(t`Cobrado en el periodo`, figures.collectedPeriod, period)}
      <Figure title={t`Desembolsado en el periodo`} href={ANALYTICS_LINKS.disbursed(period)} value={money(analytics.disbursed.period)}>
        <p css={[mutedCss, css`margin: 0;`]}>
          {t`Hoy: ${money(analytics.disbursed.today)}`}{' · '}
          <Plural value={analytics.disbursed.periodLoans} one="# préstamo" other="# préstamos" />
        </p>
      </Figure>
      <Figure title={t`Recargos cobrados en el periodo`} value={money(analytics.chargesCollected.period)}>
        <p css={[mutedCss, css`margin: 0;`]}>{t`Recargos por mora pagados (incluidos en lo cobrado). Hoy: ${money(analytics.chargesCollected.today)}`}</p>
      </Figure>
      <Figure title={t`Recuperos en el periodo`} value={money(analytics.recovered.period)}>
        <p css={[mutedCss, css`margin: 0;`]}>{t`Pagos de préstamos castigados (incluidos en lo cobrado). Hoy: ${money(analytics.recovered.today)}`}</p>
      </Figure>
      <Figure title={t`Efectivo en caja`} href={ANALYTICS_LINKS.cash} value={money(figures.cashOnHandTotal)}>
        {analytics.cashOnHand.length === 0
          ? <p css={[mutedCss, css`margin: 0;`]}>{t`No hay cajas abiertas.`}</p>
          : (
            <ul css={partsCss}>
              {analytics.cashOnHand.map((box) => <li key={box.sessionId}><span>{box.userName}</span><span>{money(box.expected)}</span></li>)}
            </ul>
          )}
      </Figure>
      <Figure title={t`Entregas pendientes`} href={ANALYTICS_LINKS.deliveries} value={money(analytics.deliveriesPending.amount)}>
        <p css={[mutedCss, css`margin: 0;`]}><Plural value={analytics.deliveriesPending.count} one="# entrega por recibir" other="# entregas por recibir" /></p>
      </Figure>
    </ul>
  );
}
