import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ariaSortOf, type AriaSort } from '../../machines/records/recordsList.connect.ts';
import type { ListSort } from '../../machines/records/listQuery.ts';
import { numericCellsCss } from '../styles/tables.ts';
import { color, font, radius, space } from '../styles/tokens.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.md};
  caption { text-align: start; padding: ${space.md}; font-weight: 600; }
  th, td { padding: ${space.sm} ${space.md}; text-align: start; border-block-start: 1px solid ${color.border}; vertical-align: middle; }
  thead th { background: ${color.surfaceAlt}; font-size: ${font.size.sm}; }
  tbody tr:hover { background: ${color.surfaceAlt}; }
  &[aria-busy='true'] tbody { opacity: 0.6; }
  ${numericCellsCss};
`;
const sortButtonCss = css`
  display: inline-flex; align-items: center; gap: ${space.xs}; padding: ${space.xs}; margin: calc(-1 * ${space.xs});
  border: 0; background: none; color: inherit; font: inherit; font-weight: 700; cursor: pointer; border-radius: ${radius.sm};
`;

const ARROWS: Record<AriaSort, string> = { ascending: '▲', descending: '▼', none: '↕' };

interface ColumnBase<Row> {
  /** The header's text. */
  header: string;
  /** The cell's content for one row. */
  render(row: Row): ReactNode;
  /** The cell names its row (`<th scope="row">`): the first column, usually. */
  rowHeader?: boolean;
  /** An amount or a count: header and cells at the end of the line, in tabular figures. */
  numeric?: boolean;
}

/** A column described by data: a sortable one's key is a sort column the list accepts. */
export type DataColumn<Row, K extends string> = ColumnBase<Row> & ({ key: K; sortable: true } | { key: string; sortable?: false });

export interface DataTableProps<Row, K extends string> {
  /** The table's accessible name, shown above it. */
  caption: string;
  columns: readonly DataColumn<Row, K>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The current sort (headers of sortable columns say theirs with `aria-sort`). */
  sort: ListSort<K>;
  onSort(column: K): void;
  /** Newer rows are on their way: the table says so (`aria-busy`) and dims its body. */
  busy?: boolean;
  /** The body's single row when there are no rows. */
  emptyText: string;
}

/**
 * A captioned `<table>`: column headers `<th scope="col">`, a sortable one holds a button and says
 * its direction with `aria-sort`; the caption tells screen readers the order. Presentation only:
 * what the rows are, and what sorting means, is the caller's (the records-list machine's).
 */
export function DataTable<Row, K extends string>({ caption, columns, rows, rowKey, sort, onSort, busy = false, emptyText }: DataTableProps<Row, K>) {
  const { t } = useLingui();
  const sortedBy = sort.column === null ? undefined : columns.find((column) => column.sortable && column.key === sort.column);
  const sortNote = sortedBy
    ? sort.direction === 'ascending'
      ? t`Ordenada por ${sortedBy.header}, ascendente.`
      : t`Ordenada por ${sortedBy.header}, descendente.`
    : t`Pulse un encabezado para ordenar.`;
  const anySortable = columns.some((column) => column.sortable);

  return (
    <ScrollRegion label={caption}>
      <table css={tableCss} aria-busy={busy}>
        <caption>
          {caption} {anySortable && <span className="visually-hidden">{sortNote}</span>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const numClass = column.numeric === true ? 'num' : undefined;
              if (!column.sortable) return <th key={column.key} scope="col" className={numClass}>{column.header}</th>;
              const direction = ariaSortOf(sort, column.key);
              return (
                <th key={column.key} scope="col" aria-sort={direction} className={numClass}>
                  <button type="button" css={sortButtonCss} onClick={() => onSort(column.key)}>
                    {column.header}
                    <span aria-hidden="true">{ARROWS[direction]}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.numeric === true ? 'num' : undefined}>{column.render(row)}</th>
                  ) : (
                    <td key={column.key} className={column.numeric === true ? 'num' : undefined}>{column.render(row)}</td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
