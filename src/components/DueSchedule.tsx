import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DueRow } from '../../machines/receivables/due.schema.ts';
import { numericCellsCss } from '../styles/tables.ts';
import { color, font, space } from '../styles/tokens.ts';
import { DUE_STATUS_LABELS } from './dueStatusTexts.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** A table of amounts: figures aligned at the end in tabular digits, totals in bold. */
export const moneyTableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; padding: ${space.sm} ${space.md}; font-weight: 600; }
  th, td { padding: ${space.xs} ${space.md}; border-block-start: 1px solid ${color.border}; text-align: start; white-space: nowrap; }
  thead th { background: ${color.surfaceAlt}; }
  ${numericCellsCss};
  tfoot th, tfoot td { font-weight: 700; }
`;

export interface DueColumn<Row> {
  header: string;
  /** An amount or a count: aligned at the end. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/**
 * The schedule of any receivable as its page shows it (a loan's 'Cronograma', a rental's
 * 'Períodos'): one row per due, the area's own columns (the first names the row), then the due's
 * derived status in the shared words.
 */
export function DueSchedule<Row extends DueRow>({ caption, rows, columns }: { caption: string; rows: readonly Row[]; columns: readonly [DueColumn<Row>, ...DueColumn<Row>[]] }) {
  const { t, i18n } = useLingui();
  const [head, ...rest] = columns;
  const numClass = (column: DueColumn<Row>) => (column.numeric === true ? 'num' : undefined);
  return (
    <ScrollRegion label={caption}>
      <table css={moneyTableCss}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numClass(column)}>{column.header}</th>
            ))}
            <th scope="col">{t`Estado`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <th scope="row" className={numClass(head)}>{head.cell(row)}</th>
              {rest.map((column) => (
                <td key={column.header} className={numClass(column)}>{column.cell(row)}</td>
              ))}
              <td>{i18n._(DUE_STATUS_LABELS[row.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
