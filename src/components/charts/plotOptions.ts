/**
 * uPlot's options for the app's charts, built from plain inputs (no DOM, no React), so the
 * right-to-left and stacking rules are tested without a canvas. The x axis holds categories (one
 * per row: a day, a loan state, an arrears bucket) at 0, 1, 2…; labels come from `labels`.
 */
import type uPlot from 'uplot';

export type PlotKind = 'bars' | 'stackedBars' | 'lines';

export interface PlotSeries {
  label: string;
  values: number[];
  /** A colour the canvas can paint (resolved from the theme's tokens). */
  color: string;
}

export interface PlotTheme {
  text: string;
  grid: string;
}

export interface PlotInput {
  kind: PlotKind;
  labels: string[];
  series: PlotSeries[];
  /** Right-to-left: the x scale runs from the right (uPlot `dir: -1`). */
  rtl: boolean;
  width: number;
  height: number;
  theme: PlotTheme;
  /** The y axis' ticks (money in the location's currency, or a count). */
  formatValue(value: number): string;
  /** The bars' path builder (uPlot.paths.bars), handed in so this module needs no uPlot at run time. */
  bars?: uPlot.Series.PathBuilder;
}

/**
 * Stacked bars are drawn as cumulative sums, tallest first, so each later (shorter) bar paints over
 * the one behind it and every segment shows its own kind's height: no bands plugin needed.
 */
export function stackedValues(series: readonly { values: readonly number[] }[]): number[][] {
  const running: number[] = [];
  return series.map(({ values }) => values.map((value, i) => (running[i] = (running[i] ?? 0) + value)));
}

/** uPlot's aligned data: x = 0..n-1, then one array per drawn series (in draw order). */
export function plotData(input: Pick<PlotInput, 'kind' | 'labels' | 'series'>): uPlot.AlignedData {
  const x = input.labels.map((_, i) => i);
  const ys = input.kind === 'stackedBars' ? stackedValues(input.series).reverse() : input.series.map((s) => s.values);
  return [x, ...ys];
}

export function plotOptions(input: PlotInput): uPlot.Options {
  const drawn = input.kind === 'stackedBars' ? [...input.series].reverse() : input.series;
  const last = Math.max(input.labels.length - 1, 0);
  return {
    width: input.width,
    height: input.height,
    // Our own HTML legend beside the chart (it follows the page's direction and reads as text).
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Half a category of room at each end so the first and last bars are whole.
      x: { time: false, dir: input.rtl ? -1 : 1, range: () => [-0.5, last + 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max : 1] },
    },
    axes: [
      {
        stroke: input.theme.text,
        grid: { show: false },
        ticks: { stroke: input.theme.grid },
        // One label per category, thinned when they would not fit.
        splits: () => input.labels.map((_, i) => i),
        values: (_u, splits) => {
          const every = Math.max(1, Math.ceil((input.labels.length * 48) / Math.max(input.width, 1)));
          return splits.map((i) => (i % every === 0 ? (input.labels[i] ?? '') : ''));
        },
      },
      {
        stroke: input.theme.text,
        grid: { stroke: input.theme.grid, width: 1 },
        ticks: { stroke: input.theme.grid },
        size: 72,
        // The y axis stays on the reading side's start (left in LTR, right in RTL).
        side: input.rtl ? 1 : 3,
        values: (_u, splits) => splits.map((value) => input.formatValue(value)),
      },
    ],
    series: [
      {},
      ...drawn.map((s) => ({
        label: s.label,
        stroke: s.color,
        fill: input.kind === 'lines' ? undefined : s.color,
        width: input.kind === 'lines' ? 2 : 0,
        paths: input.kind === 'lines' ? undefined : input.bars,
        points: { show: input.kind === 'lines' },
      })),
    ],
  };
}
