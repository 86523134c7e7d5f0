import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { RecordsListView } from '../../machines/records/index.ts';
import { space } from '../styles/tokens.ts';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { Pagination } from './Pagination.tsx';
import { inputCss, labelCss, mutedCss } from './ui.tsx';

const toolbarCss = css`display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: ${space.md};`;
const filtersCss = css`display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space.md}; flex: 1 1 260px;`;
const searchCss = css`flex: 1 1 260px; max-width: 420px;`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm};`;
const stackCss = css`display: grid; gap: ${space.md};`;

export interface RecordsListBodyProps<Row, K extends string> {
  /** The list's view model (`connectRecordsList`). */
  view: RecordsListView<Row, K>;
  /** The search box: its label and placeholder, already translated. */
  search: { label: string; placeholder: string };
  /** One select filter (e.g. status): its key in the query, label and options ('' = all). */
  filter?: { key: string; label: string; options: readonly { value: string; label: string }[] };
  /** What the screen offers beside the filters ('Exportar', 'Nuevo …'). */
  actions?: ReactNode;
  /** The count under the search, e.g. a `<Plural>` of `view.total` (a status message). */
  count: ReactNode;
  table: { caption: string; columns: DataColumn<Row, K>[]; rowKey: (row: Row) => string | number; emptyText: string };
  paginationLabel: string;
}

/**
 * The body every records screen shows once its list has rows to show: search, filter, actions,
 * the count, the table and its pages, all driven by the records-list view model. Texts are the
 * screen's; what a row looks like is its columns.
 */
export function RecordsListBody<Row, K extends string>({ view, search, filter, actions, count, table, paginationLabel }: RecordsListBodyProps<Row, K>) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div css={stackCss}>
      <div css={toolbarCss}>
        <div css={filtersCss}>
          <div css={searchCss}>
            <label css={labelCss} htmlFor={searchId}>{search.label}</label>
            <input
              id={searchId}
              type="search"
              css={inputCss}
              value={view.search}
              placeholder={search.placeholder}
              autoComplete="off"
              onChange={(event) => view.setSearch(event.target.value)}
            />
          </div>
          {filter && (
            <div>
              <label css={labelCss} htmlFor={filterId}>{filter.label}</label>
              <select id={filterId} css={inputCss} value={view.filters[filter.key] ?? ''} onChange={(event) => view.setFilter(filter.key, event.target.value)}>
                {filter.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </div>
          )}
        </div>
        {actions && <div css={actionsCss}>{actions}</div>}
      </div>
      <p role="status" css={mutedCss}>{count}</p>
      <DataTable
        caption={table.caption}
        columns={table.columns}
        rows={view.rows}
        rowKey={table.rowKey}
        sort={view.sort}
        onSort={view.sortBy}
        busy={view.busy}
        emptyText={table.emptyText}
      />
      <Pagination
        label={paginationLabel}
        page={view.page}
        pageCount={view.pageCount}
        canGoPrevious={view.canGoPrevious}
        canGoNext={view.canGoNext}
        onGoTo={view.goToPage}
      />
    </div>
  );
}
