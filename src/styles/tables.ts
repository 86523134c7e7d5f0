import { css } from '@emotion/react';

/**
 * Amount and count cells of any table (`class="num"` on the `th`/`td`): at the end of the line
 * (right in a left-to-right language, left in Arabic), in tabular figures so that digits and
 * decimal separators line up down the column, and never broken across lines ('12.000,00 ARS').
 */
export const numericCellsCss = css`
  th.num, td.num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
