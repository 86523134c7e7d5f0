import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useId, useMemo, useState } from 'react';
import { isEmptyChart, PLOTTED_SERIES, type AnalyticsChartId, type ChartData } from '../../../machines/analytics/index.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import type { PlotKind } from '../../components/charts/plotOptions.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { isBusinessDate } from '../../../machines/money/isoDate.ts';
import type { MoneyFormat } from '../../i18n/format.ts';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { CHART_TITLES, CHART_X_LABELS, SERIES_LABELS } from './analyticsTexts.ts';

const headCss = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space.sm}; margin-block-end: ${space.md};`;
const titleCss = css`margin: 0; font-size: ${font.size.lg};`;
const actionsCss = css`display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${space.sm};`;
const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  th, td { padding: ${space.xs} ${space.sm}; text-align: start; white-space: nowrap; }
  td.amount, th.amount { text-align: end; font-variant-numeric: tabular-nums; }
`;

const KIND_OF: Record<AnalyticsChartId, PlotKind> = {
  dailyCollections: 'stackedBars',
  portfolioByState: 'bars',
  arrears: 'bars',
  cashFlow: 'lines',
};

export interface ChartPanelProps {
  id: AnalyticsChartId;
  data: ChartData;
  /** An x value in words (a day, a state's name, a bucket's name). */
  xText(x: string): string;
  /** The list behind one row of the table view (a state's loans, a day's movements), if there is one. */
  xHref?(x: string): string;
  money(minor: number): string;
  /** The location's currency and digits, for the export's amount cells (null until known). */
  format: MoneyFormat | null;
  count(value: number): string;
  rtl: boolean;
}

/**
 * One chart of 'Analítica' with its table view ('Ver tabla' / 'Ver gráfico', a toggle button) and
 * its export: the chart, the table and the file all come from the same `ChartData`.
 */
export function ChartPanel({ id, data, xText, xHref, money, format: moneyFormat, count, rtl }: ChartPanelProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  // Which face is shown is this panel's own interface state, not the business's.
  const [asTable, setAsTable] = useState(false);
  const title = i18n._(CHART_TITLES[id]);
  const format = (unit: 'money' | 'count', value: number) => (unit === 'money' ? money(value) : count(value));
  const labels = useMemo(() => data.x.map(xText), [data, xText]);
  const plotted = useMemo(
    () => data.series.filter((s) => PLOTTED_SERIES[id].includes(s.key)).map((s) => ({ label: i18n._(SERIES_LABELS[s.key] ?? { id: s.key }), values: s.values, unit: s.unit })),
    [data, id, i18n],
  );
  const plotUnit = plotted[0]?.unit ?? 'count';
  const summary = `${title}. ${data.series.map((s) => `${i18n._(SERIES_LABELS[s.key] ?? { id: s.key })}: ${format(s.unit, s.values.reduce((a, b) => a + b, 0))}`).join('; ')}`;
  const rows = data.x.map((x, i) => ({ x, i }));
  const exportFields = {
    // A day is a date cell, an amount a number with the currency in the header, a count a number.
    [i18n._(CHART_X_LABELS[id])]: (row: { x: string }) => (isBusinessDate(row.x) ? exportDate(row.x) : xText(row.x)),
    ...Object.fromEntries(
      data.series.map((s) => [
        i18n._(SERIES_LABELS[s.key] ?? { id: s.key }),
        (row: { i: number }) => (s.unit === 'money' ? exportAmount(s.values[row.i] ?? 0, moneyFormat) : (s.values[row.i] ?? 0)),
      ]),
    ),
  };

  return (
    <Card labelledBy={titleId}>
      <div css={headCss}>
        <h2 id={titleId} css={titleCss}>{title}</h2>
        <div css={actionsCss}>
          <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? t`Ver gráfico` : t`Ver tabla`}
          </Button>
          <SpreadsheetExport data={rows} fields={exportFields} name={`analitica_${id}.xls`} worksheet={title} />
        </div>
      </div>
      {asTable ? (
        <ScrollRegion label={title} bordered={false}>
          <table css={tableCss}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._(CHART_X_LABELS[id])}</th>
                {data.series.map((s) => <th key={s.key} scope="col" className="amount">{i18n._(SERIES_LABELS[s.key] ?? { id: s.key })}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ x, i }) => (
                <tr key={x}>
                  <th scope="row">{xHref === undefined ? xText(x) : <Link to={xHref(x)}>{xText(x)}</Link>}</th>
                  {data.series.map((s) => <td key={s.key} className="amount">{format(s.unit, s.values[i] ?? 0)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : isEmptyChart(data) ? (
        <p css={mutedCss}>{t`Nada que mostrar en este periodo: todos los valores son cero.`}</p>
      ) : (
        <Chart kind={KIND_OF[id]} labels={labels} series={plotted} summary={summary} rtl={rtl}
          categories={id === 'portfolioByState' || id === 'arrears'} integer={plotUnit === 'count'}
          formatValue={(value) => format(plotUnit, Math.round(value))} />
      )}
    </Card>
  );
}
