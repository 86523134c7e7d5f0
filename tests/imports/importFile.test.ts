// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkedRows, ImportReadError, readFailureOf, spreadsheetTypeOf } from '../../machines/imports/importFile.ts';
import { IMPORT_LIMITS } from '../../machines/imports/imports.schema.ts';

const failureOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return readFailureOf(error);
  }
};

describe('spreadsheetTypeOf', () => {
  it('knows CSV and XLSX by the extension, else by the type', () => {
    expect(spreadsheetTypeOf({ name: 'clientes.CSV' })).toBe('csv');
    expect(spreadsheetTypeOf({ name: 'prestamos.xlsx', type: '' })).toBe('xlsx');
    expect(spreadsheetTypeOf({ name: 'datos', type: 'text/csv' })).toBe('csv');
    expect(spreadsheetTypeOf({ name: 'datos', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('xlsx');
    expect(spreadsheetTypeOf({ name: 'viejo.xls', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(spreadsheetTypeOf({ name: 'foto.jpg', type: 'image/jpeg' })).toBeNull();
  });
});

describe('readFailureOf', () => {
  it('is the reader\'s code, or unreadable', () => {
    expect(readFailureOf(new ImportReadError('tooManyRows'))).toBe('tooManyRows');
    expect(readFailureOf({ code: 'empty' })).toBe('empty');
    expect(readFailureOf(new Error('bad zip'))).toBe('unreadable');
    expect(readFailureOf({ code: 'other' })).toBe('unreadable');
  });
});

describe('checkedRows', () => {
  it('drops the columns empty in every row at the end', () => {
    expect(checkedRows([['a', 'b', '', ''], ['1', '', '', ''], ['', '2', '', '']])).toEqual([['a', 'b'], ['1', ''], ['', '2']]);
  });

  it('refuses a file with no rows, or nothing in them', () => {
    expect(failureOf(() => checkedRows([]))).toBe('empty');
    expect(failureOf(() => checkedRows([['', ''], ['']]))).toBe('empty');
  });

  it('takes the header and IMPORT_LIMITS.rows data rows, not one more', () => {
    const rows = (n: number) => [['a'], ...Array.from({ length: n }, () => ['x'])];
    expect(checkedRows(rows(IMPORT_LIMITS.rows))).toHaveLength(IMPORT_LIMITS.rows + 1);
    expect(failureOf(() => checkedRows(rows(IMPORT_LIMITS.rows + 1)))).toBe('tooManyRows');
  });

  it('refuses too many columns and a cell too long', () => {
    const wide = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `c${i}`);
    expect(failureOf(() => checkedRows([wide]))).toBe('tooManyColumns');
    expect(checkedRows([wide.slice(0, IMPORT_LIMITS.columns)])[0]).toHaveLength(IMPORT_LIMITS.columns);
    expect(failureOf(() => checkedRows([['a'], ['x'.repeat(IMPORT_LIMITS.cell + 1)]]))).toBe('cellTooLong');
    expect(checkedRows([['a'], ['x'.repeat(IMPORT_LIMITS.cell)]])).toHaveLength(2);
  });
});
