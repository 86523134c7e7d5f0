/**
 * The charts' colours as CSS custom properties, light and dark like the theme's own tokens
 * (src/styles/tokens.ts), but declared by the chart component (a <Global> style in the analytics
 * chunk) so that the login page's styles do not carry them. Each series colour is at least 3:1
 * against the card's surface in its theme (WCAG 1.4.11, graphics).
 */
export const CHART_PALETTES = {
  light: { '--sofia-chart-1': '#3346c7', '--sofia-chart-2': '#0f7b6c', '--sofia-chart-3': '#b35900', '--sofia-chart-4': '#8a3ffc' },
  dark: { '--sofia-chart-1': '#8c9bff', '--sofia-chart-2': '#3ccfb4', '--sofia-chart-3': '#ffa552', '--sofia-chart-4': '#c79bff' },
} as const;

/** The series colours in order, as CSS variables (what the legend's swatches use). */
export const SERIES_COLORS = ['--sofia-chart-1', '--sofia-chart-2', '--sofia-chart-3', '--sofia-chart-4'] as const;
export type SeriesColor = (typeof SERIES_COLORS)[number];

/** A custom property's value where `element` is (the canvas needs colours, not `var(…)`). */
export function cssToken(element: Element, name: string, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}
