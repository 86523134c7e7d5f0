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
  /** Named categories (loan states, buckets): every one is labelled, slanted when they do not fit side by side. */
  categories?: boolean;
  /** Counts: the y axis ticks whole numbers only. */
  integer?: boolean;
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

/** Roughly how wide a tick label is, in CSS pixels (12 px system font). */
const TICK_CHAR_PX = 7;

/** Every how many categories a label fits, for `width` CSS pixels of plot. */
export function labelStep(labels: readonly string[], width: number): number {
  const widest = Math.max(0, ...labels.map((label) => label.length)) * TICK_CHAR_PX + 12;
  return Math.max(1, Math.ceil((labels.length * widest) / Math.max(width, 1)));
}

/** The y axis' width for its tick labels (uPlot calls it with the labels it will draw). */
export const axisSize = (values: readonly string[] | null | undefined): number =>
  Math.max(40, Math.max(0, ...(values ?? []).map((value) => value.length)) * TICK_CHAR_PX + 18);

/** Whole-number steps for a count axis (uPlot picks the smallest that keeps ticks apart). */
const INTEGER_INCRS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000];

/**
 * Degrees the category labels slant when they do not fit side by side (0: they fit): each ends
 * at its tick and runs down towards the y axis' side (uPlot: positive is right-aligned, running
 * left; negative is left-aligned, running right), so none runs off the chart's far edge.
 */
export function categoryRotation(labels: readonly string[], width: number, rtl: boolean): number {
  if (labelStep(labels, width - 70) === 1) return 0;
  return rtl ? -35 : 35;
}

export function plotOptions(input: PlotInput): uPlot.Options {
  const rotation = input.categories === true ? categoryRotation(input.labels, input.width, input.rtl) : 0;
  const widestLabel = Math.max(0, ...input.labels.map((label) => label.length)) * TICK_CHAR_PX;
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
      // From zero (bars start there), with a tenth of headroom so the tallest bar is not cut.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: input.theme.text,
        grid: { show: false },
        ticks: { stroke: input.theme.grid },
        splits: () => input.labels.map((_, i) => i),
        // Days: one label every so many, as many as fit the plot's width now (u.width: the whole
        // chart in CSS pixels, after a resize too; the y axis takes ~70 of it). Categories: all of
        // them, slanted when they would not fit (a state left unnamed would be a bar nobody can read).
        values: (u, splits) => {
          const every = input.categories === true ? 1 : labelStep(input.labels, u.width - 70);
          return splits.map((i) => (i % every === 0 ? (input.labels[i] ?? '') : ''));
        },
        ...(rotation === 0 ? {} : { rotate: rotation, size: Math.ceil(widestLabel * Math.sin((Math.abs(rotation) * Math.PI) / 180)) + 24 }),
      },
      {
        stroke: input.theme.text,
        grid: { stroke: input.theme.grid, width: 1 },
        ticks: { stroke: input.theme.grid },
        // Wide enough for the longest tick (money with its currency), not a fixed guess.
        size: (_u, values) => axisSize(values),
        // The y axis stays on the reading side's start (left in LTR, right in RTL).
        side: input.rtl ? 1 : 3,
        values: (_u, splits) => splits.map((value) => input.formatValue(value)),
        ...(input.integer === true ? { incrs: INTEGER_INCRS } : {}),
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
