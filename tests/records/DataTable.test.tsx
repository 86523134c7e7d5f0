import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListSort } from '../../machines/records/listQuery.ts';
import { DataTable, type DataColumn } from '../../src/components/DataTable.tsx';
import { Pagination } from '../../src/components/Pagination.tsx';

const withI18n = (element: ReactElement) => <I18nProvider i18n={i18n}>{element}</I18nProvider>;

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});
afterEach(cleanup);

interface Fruit {
  id: number;
  name: string;
  kilos: number;
  note: string;
}
type Column = 'name' | 'kilos';
const FRUITS: Fruit[] = [
  { id: 1, name: 'Manzana', kilos: 3, note: 'roja' },
  { id: 2, name: 'Pera', kilos: 1, note: '' },
];
const COLUMNS: DataColumn<Fruit, Column>[] = [
  { key: 'name', header: 'Fruta', sortable: true, rowHeader: true, render: (f) => f.name },
  { key: 'kilos', header: 'Kilos', sortable: true, numeric: true, render: (f) => f.kilos },
  { key: 'note', header: 'Nota', render: (f) => <em>{f.note}</em> },
];
const unsorted: ListSort<Column> = { column: null, direction: 'ascending' };

function table(props: { rows?: Fruit[]; sort?: ListSort<Column>; busy?: boolean; onSort?: (column: Column) => void } = {}) {
  const onSort = props.onSort ?? vi.fn();
  render(
    withI18n(
      <DataTable
        caption="Frutas"
        columns={COLUMNS}
        rows={props.rows ?? FRUITS}
        rowKey={(f) => f.id}
        sort={props.sort ?? unsorted}
        onSort={onSort}
        busy={props.busy}
        emptyText="Nada por aquí."
      />,
    ),
  );
  return { onSort, table: screen.getByRole('table', { name: /^Frutas/ }) };
}

describe('DataTable', () => {
  it('is a captioned table: column headers, one row header per row, cells rendered by the columns', () => {
    const { table: t } = table();
    expect(within(t).getAllByRole('columnheader').map((th) => [th.textContent?.replace(/[▲▼↕]/g, ''), th.getAttribute('scope')])).toEqual([
      ['Fruta', 'col'],
      ['Kilos', 'col'],
      ['Nota', 'col'],
    ]);
    expect(within(t).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Manzana', 'Pera']);
    expect(within(t).getAllByRole('row')[1]?.querySelector('em')?.textContent).toBe('roja');
    expect(t.querySelector('caption')?.textContent).toContain('Pulse un encabezado para ordenar.');
  });

  it('sortable headers are buttons (keyboard-operable) inside a th with aria-sort; others are plain text', () => {
    const { table: t, onSort } = table({ sort: { column: 'kilos', direction: 'descending' } });
    const headers = within(t).getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    expect(within(headers[2] as HTMLElement).queryByRole('button')).toBeNull();
    const button = within(headers[0] as HTMLElement).getByRole('button', { name: /^Fruta/ }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    // A native button: Enter and Space activate it as a click.
    fireEvent.click(button);
    expect(onSort).toHaveBeenCalledWith('name');
    expect(t.querySelector('caption')?.textContent).toContain('Ordenada por Kilos, descendente.');
  });

  it('says the ascending order in the caption', () => {
    const { table: t } = table({ sort: { column: 'name', direction: 'ascending' } });
    expect(t.querySelector('caption')?.textContent).toContain('Ordenada por Fruta, ascendente.');
    expect(within(t).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('no rows: one row with the empty text across every column', () => {
    const { table: t } = table({ rows: [] });
    const cell = within(t).getByText('Nada por aquí.');
    expect(cell.tagName).toBe('TD');
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('a numeric column (an amount, a count): header and cells carry `num`, the others do not', () => {
    const { table: t } = table();
    const classes = (cells: HTMLElement[]) => cells.map((cell) => cell.className);
    expect(classes(within(t).getAllByRole('columnheader'))).toEqual(['', 'num', '']);
    expect(classes(within(t).getAllByRole('cell'))).toEqual(['num', '', 'num', '']);
  });

  it('scrolls in its own box: while the table is wider, a group named by the caption that takes the focus; otherwise a plain box', () => {
    const sizes = { scrollWidth: 900, clientWidth: 320 };
    const restore = (['scrollWidth', 'clientWidth'] as const).map((property) => {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
      Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => sizes[property] });
      return () => original && Object.defineProperty(HTMLElement.prototype, property, original);
    });
    try {
      const { table: t } = table();
      const box = screen.getByRole('group', { name: 'Frutas' });
      expect(box.contains(t)).toBe(true);
      expect(box.getAttribute('tabindex')).toBe('0');
      cleanup();
      sizes.scrollWidth = 320;
      const { table: fits } = table();
      expect(screen.queryByRole('group')).toBeNull();
      expect(fits.parentElement?.hasAttribute('tabindex')).toBe(false);
      expect(fits.parentElement?.hasAttribute('aria-label')).toBe(false);
    } finally {
      restore.forEach((undo) => undo());
    }
  });

  it('busy: aria-busy on the table while newer rows are on their way', () => {
    expect(table({ busy: true }).table.getAttribute('aria-busy')).toBe('true');
    cleanup();
    expect(table().table.getAttribute('aria-busy')).toBe('false');
  });
});

describe('Pagination', () => {
  function pagination(page: number, pageCount: number) {
    const onGoTo = vi.fn();
    render(
      withI18n(<Pagination label="Páginas de frutas" page={page} pageCount={pageCount} canGoPrevious={page > 1} canGoNext={page < pageCount} onGoTo={onGoTo} />),
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de frutas' });
    const button = (name: string) => within(nav).getByRole('button', { name }) as HTMLButtonElement;
    return { nav, onGoTo, previous: button('Página anterior'), next: button('Página siguiente') };
  }

  it('says where the person is and goes one page either way', () => {
    const { nav, onGoTo, previous, next } = pagination(2, 3);
    expect(within(nav).getByText('Página 2 de 3').getAttribute('aria-current')).toBe('page');
    fireEvent.click(previous);
    fireEvent.click(next);
    expect(onGoTo.mock.calls).toEqual([[1], [3]]);
  });

  it('disables the buttons that lead nowhere', () => {
    const first = pagination(1, 1);
    expect([first.previous.disabled, first.next.disabled]).toEqual([true, true]);
  });
});
