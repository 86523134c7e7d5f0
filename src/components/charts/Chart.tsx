import { css, Global } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { selectIsDark } from '../../../machines/theme/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { loadOnce } from '../../lib/loadOnce.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { CHART_PALETTES, cssToken, SERIES_COLORS } from './chartTokens.ts';
import { plotData, plotOptions, type PlotKind } from './plotOptions.ts';

const cssVars = (vars: Record<string, string>) => Object.entries(vars).map(([k, v]) => `${k}: ${v};`).join(' ');
const paletteCss = css`
  :root { ${cssVars(CHART_PALETTES.light)} }
  body.dark { ${cssVars(CHART_PALETTES.dark)} }
`;
const frameCss = css`width: 100%; min-width: 0; overflow: hidden;`;
const legendCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.xs} ${space.md}; margin: ${space.sm} 0 0; padding: 0; list-style: none;
  font-size: ${font.size.sm}; color: ${color.text};
  li { display: inline-flex; align-items: center; gap: ${space.xs}; }
`;
const swatchCss = css`display: inline-block; width: 12px; height: 12px; border-radius: 2px;`;

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartProps {
  kind: PlotKind;
  /** The x axis' categories, already in words (a day, a state). */
  labels: string[];
  series: ChartSeries[];
  /** The canvas' accessible name: what the chart shows and its main numbers. */
  summary: string;
  /** The y axis' ticks. */
  formatValue(value: number): string;
  rtl: boolean;
  /** Named categories (not days): every label shown, slanted if need be. */
  categories?: boolean;
  /** Counts: whole-number ticks. */
  integer?: boolean;
  height?: number;
}

/**
 * uPlot, imported once for every chart of the page (see the effect below). A chunk that failed to
 * arrive is asked for again by the next chart; meanwhile the chart's table view shows the numbers.
 */
const loadUPlot = loadOnce(() => import('uplot').then((module) => module.default));

/**
 * Starts fetching uPlot now, so a page's charts do not wait for their data and then for the
 * library (#39): the page calls it as it mounts, while its request is in flight. A failure is the
 * first chart's to retry.
 */
export const preloadCharts = (): void => {
  loadUPlot().catch(() => undefined);
};

/**
 * One uPlot chart: created when shown, destroyed when gone, rebuilt when its data, the direction
 * or the theme change (a canvas holds painted colours, so a theme change is a redraw), resized
 * with its container. The canvas is an image named by `summary`; the legend is HTML beside it.
 * Every chart of the app has a table view with the same numbers (its screen's): a canvas alone
 * is never the only way to read them.
 */
export function Chart({ kind, labels, series, summary, formatValue, rtl, categories = false, integer = false, height = 220 }: ChartProps) {
  const app = useApp();
  const dark = useSelector(app.theme, selectIsDark);
  const frame = useRef<HTMLDivElement>(null);
  // The latest formatter without rebuilding the plot when only its identity changed.
  const format = useRef(formatValue);
  useLayoutEffect(() => {
    format.current = formatValue;
  });

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    // uPlot is imported when a chart is drawn, not when the page's module is: its module code
    // reads the device's pixel ratio (matchMedia), which a test that loads every page (or a
    // browser without it) does not have, and the page's figures need not wait for it.
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void loadUPlot().then((UPlot) => {
      if (gone) return;
      const colored = series.map((s, i) => ({ ...s, color: cssToken(element, SERIES_COLORS[i % SERIES_COLORS.length] ?? '--sofia-chart-1', '#3346c7') }));
      const input = {
        kind,
        labels,
        categories,
        integer,
        series: colored,
        rtl,
        width: Math.max(element.clientWidth, 200),
        height,
        theme: { text: cssToken(element, '--sofia-muted', '#4f5873'), grid: cssToken(element, '--sofia-border', '#d5dae6') },
        formatValue: (value: number) => format.current(value),
        bars: UPlot.paths.bars?.({ size: [0.7, 64], align: 0 }),
      };
      const drawn = new UPlot(plotOptions(input), plotData(input), element);
      plot = drawn;
      observer = typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => drawn.setSize({ width: Math.max(element.clientWidth, 200), height }));
      observer?.observe(element);
    }, () => undefined);
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [kind, labels, series, rtl, categories, integer, height, dark]);

  return (
    <figure css={css`margin: 0;`}>
      <Global styles={paletteCss} />
      <div ref={frame} css={frameCss} role="img" aria-label={summary} />
      <ul css={legendCss} aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.label}>
            <span css={swatchCss} style={{ background: `var(${SERIES_COLORS[i % SERIES_COLORS.length]})` }} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
