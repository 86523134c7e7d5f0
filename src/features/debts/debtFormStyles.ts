import { css } from '@emotion/react';
import { color, font, radius, space } from '../../styles/tokens.ts';

/** A scrolling box, so the preview stays readable at phone width without widening the page. */
export const scrollCss = css`overflow-x: auto; border: 1px solid ${color.border}; border-radius: ${radius.md};`;
export const moneyTableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; padding: ${space.sm} ${space.md}; font-weight: 600; }
  th, td { padding: ${space.xs} ${space.md}; border-block-start: 1px solid ${color.border}; text-align: start; white-space: nowrap; }
  thead th { background: ${color.surfaceAlt}; }
  .num { text-align: end; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 700; }
`;
export const layoutCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.lg}; align-items: flex-start;
  & > section { flex: 1 1 340px; min-width: 0; }
`;
