/**
 * The four charts of 'Analítica' as data: one x value per row (a day or a category) and one or
 * more series of minor amounts or counts. The chart and its table view are drawn from the same
 * `ChartData`, so the table always shows the chart's numbers; the export writes its rows.
 */
import { ARREARS_BUCKETS, type Analytics } from './analytics.schema.ts';
import { RECEIVABLE_KINDS } from './analytics.rules.ts';

/** What a series' values are: money (minor units) or a number of loans. */
export type SeriesUnit = 'money' | 'count';

export interface ChartSeries<K extends string = string> {
  key: K;
  unit: SeriesUnit;
  values: number[];
}

export interface ChartData<X extends string = string, K extends string = string> {
  /** Days (`YYYY-MM-DD`) or category keys (a loan status, an arrears bucket), in order. */
  x: X[];
  series: ChartSeries<K>[];
}

export type AnalyticsChartId = 'dailyCollections' | 'portfolioByState' | 'arrears' | 'cashFlow';
export const ANALYTICS_CHARTS: readonly AnalyticsChartId[] = ['dailyCollections', 'portfolioByState', 'arrears', 'cashFlow'];

/** Money taken per day of the last 30 business days, one series per kind (stacked on screen). */
export const dailyCollectionsChart = (analytics: Analytics): ChartData =>
  ({
    x: analytics.dailyCollections.map((day) => day.date),
    series: RECEIVABLE_KINDS.map((kind) => ({ key: kind, unit: 'money', values: analytics.dailyCollections.map((day) => day[kind]) })),
  });

/** Loans and outstanding principal by lifecycle state (the bars show the number of loans). */
export const portfolioByStateChart = (analytics: Analytics): ChartData =>
  ({
    x: analytics.portfolioByState.map((row) => row.status),
    series: [
      { key: 'loans', unit: 'count', values: analytics.portfolioByState.map((row) => row.loans) },
      { key: 'outstanding', unit: 'money', values: analytics.portfolioByState.map((row) => row.outstanding) },
    ],
  });

/** Loans late by bucket, in ARREARS_BUCKETS order whatever order the answer had. */
export function arrearsChart(analytics: Analytics): ChartData {
  const rows = ARREARS_BUCKETS.map((bucket) => analytics.arrears.find((row) => row.bucket === bucket) ?? { bucket, loans: 0, outstanding: 0 });
  return {
    x: rows.map((row) => row.bucket),
    series: [
      { key: 'loans', unit: 'count', values: rows.map((row) => row.loans) },
      { key: 'outstanding', unit: 'money', values: rows.map((row) => row.outstanding) },
    ],
  };
}

/** Cash in and out per day of the period (two series). */
export const cashFlowChart = (analytics: Analytics): ChartData =>
  ({
    x: analytics.cashFlow.map((day) => day.date),
    series: [
      { key: 'in', unit: 'money', values: analytics.cashFlow.map((day) => day.in) },
      { key: 'out', unit: 'money', values: analytics.cashFlow.map((day) => day.out) },
    ],
  });

export const CHART_DATA: Readonly<Record<AnalyticsChartId, (analytics: Analytics) => ChartData>> = {
  dailyCollections: dailyCollectionsChart,
  portfolioByState: portfolioByStateChart,
  arrears: arrearsChart,
  cashFlow: cashFlowChart,
};

/** Which series a chart draws (the others are in its table and export only): counts for the loan charts. */
export const PLOTTED_SERIES: Readonly<Record<AnalyticsChartId, readonly string[]>> = {
  dailyCollections: RECEIVABLE_KINDS,
  portfolioByState: ['loans'],
  arrears: ['loans'],
  cashFlow: ['in', 'out'],
};

/** A chart with nothing to draw (every value 0): the page says so instead of an empty frame. */
export const isEmptyChart = (chart: ChartData): boolean => chart.series.every((series) => series.values.every((value) => value === 0));
