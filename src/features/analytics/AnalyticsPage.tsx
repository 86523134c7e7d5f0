import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { ANALYTICS_CHARTS, CHART_DATA, connectAnalytics, type AnalyticsChartId, type AnalyticsFigures, type ArrearsBucket } from '../../../machines/analytics/index.ts';
import type { LoanStatus } from '../../../machines/loans/index.ts';
import { selectDirection, selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Card, mutedCss } from '../../components/ui.tsx';
import { preloadCharts } from '../../components/charts/Chart.tsx';
import { formatBusinessDate, type MoneyFormat } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';
import { provideAnalytics } from './analyticsLogic.ts';
import { BUCKET_LABELS } from './analyticsTexts.ts';
import { LOAN_STATUS_LABELS } from '../../lib/loanStatusLabels.ts';
import { ANALYTICS_LINKS } from './analyticsLinks.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { FigureCards } from './FigureCards.tsx';
import { PeriodForm } from './PeriodForm.tsx';
import { useInitialPeriod, usePeriodInUrl } from './usePeriodInUrl.ts';

const stackCss = css`display: grid; gap: ${space.lg}; min-width: 0;`;
const chartsCss = css`display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));`;

function Charts({ figures, money, format, rtl }: { figures: AnalyticsFigures; money(minor: number): string; format: MoneyFormat | null; rtl: boolean }) {
  const { i18n } = useLingui();
  const locale = useSelector(useApp().settings, selectLocale);
  const { analytics } = figures;
  const charts = useMemo(() => ANALYTICS_CHARTS.map((id) => [id, CHART_DATA[id](analytics)] as const), [analytics]);
  const day = useCallback((x: string) => formatBusinessDate(x, locale, 'short'), [locale]);
  const xTexts: Record<AnalyticsChartId, (x: string) => string> = useMemo(() => ({
    dailyCollections: day,
    cashFlow: day,
    portfolioByState: (x) => i18n._(LOAN_STATUS_LABELS[x as keyof typeof LOAN_STATUS_LABELS]),
    arrears: (x) => i18n._(BUCKET_LABELS[x as keyof typeof BUCKET_LABELS]),
  }), [day, i18n]);
  // The table views' rows that one list explains (the daily collections span four lists: none).
  const xHrefs: Partial<Record<AnalyticsChartId, (x: string) => string>> = {
    cashFlow: ANALYTICS_LINKS.movementsOn,
    portfolioByState: (x) => ANALYTICS_LINKS.byState(x as LoanStatus),
    arrears: (x) => ANALYTICS_LINKS.bucket(x as ArrearsBucket),
  };
  const count = (value: number) => i18n.number(value);
  return (
    <div css={chartsCss}>
      {charts.map(([id, data]) => <ChartPanel key={id} id={id} data={data} xText={xTexts[id]} xHref={xHrefs[id]} money={money} format={format} count={count} rtl={rtl} />)}
    </div>
  );
}

/**
 * 'Analítica' (/analytics, #19): the business at a glance for the business date and a period —
 * figures that each open the list behind them, and four charts, each with its table and export.
 * One request per period (GET /analitica); the figures stay on screen while a new period loads.
 */
export function AnalyticsPage() {
  const { t, i18n } = useLingui();
  const app = useApp();
  const rtl = useSelector(app.settings, selectDirection) === 'rtl';
  const locale = useSelector(app.settings, selectLocale);
  const { money, format } = useActiveLocation();
  const actor = useScreenActor((sofia) => provideAnalytics(sofia.deps), { input: useInitialPeriod() });
  const view = useView(actor, connectAnalytics);
  usePeriodInUrl(view);
  // The chart library downloads while the figures are asked for, not after they arrive.
  useEffect(preloadCharts, []);
  const percent = (permille: number) => i18n.number(permille / 1000, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.analytics)} />
      <LoadState state={view.load} retry={view.retry} loading={t`Cargando analítica…`} failed={t`No se pudo cargar la analítica`}
        advice={view.failure === 'forbidden' ? t`Su rol no permite ver la analítica.` : undefined}>
        {view.figures !== null && (
          <div css={stackCss} aria-busy={view.busy || undefined}>
            <Card labelledBy="analytics-period">
              <h2 id="analytics-period" className="visually-hidden">{t`Periodo`}</h2>
              <PeriodForm view={view} />
              <p css={mutedCss} role="status">
                {view.busy
                  ? t`Actualizando cifras…`
                  : t`Del ${formatBusinessDate(view.figures.analytics.period.from, locale)} al ${formatBusinessDate(view.figures.analytics.period.to, locale)}`}
              </p>
            </Card>
            <FigureCards figures={view.figures} money={money} percent={percent} />
            <Charts figures={view.figures} money={money} format={format} rtl={rtl} />
          </div>
        )}
      </LoadState>
    </>
  );
}
