/**
 * Reading the chosen file: a CSV through csv.ts, an XLSX through read-excel-file (a file written by
 * the app's own XLSX writer, with a number and text cells), refusals as ImportReadError codes.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { IMPORT_TEMPLATES, readFailureOf, TEMPLATE_EXAMPLES } from '../../machines/imports/index.ts';
import XLSX from 'sheetjs-style/dist/xlsx.core.min.js';
import { buildWorkbook } from '../../src/components/spreadsheet/workbook.ts';
import { importTemplate } from '../../src/features/imports/importTemplate.ts';
import { readSpreadsheet } from '../../src/features/imports/readSpreadsheet.ts';

const read = (file: File, numberLocale = 'es') => readSpreadsheet({ file, kind: 'loans', numberLocale });
const failureOf = (file: File) => read(file).then(() => null, readFailureOf);

describe('readSpreadsheet', () => {
  it('reads a CSV saved with a BOM and semicolons', async () => {
    const file = new File(['\uFEFFreferencia;monto\r\nP-1;"10.000,50"\r\n'], 'prestamos.csv', { type: 'text/csv' });
    expect(await read(file)).toEqual({ fileName: 'prestamos.csv', rows: [['referencia', 'monto'], ['P-1', '10.000,50']] });
  });

  it('reads an XLSX\'s numbers in the language\'s decimal sign', async () => {
    const bytes = buildWorkbook([{ referencia: 'P-1', monto: 10000.5 }], { type: 'xlsx' });
    const file = new File([bytes as Uint8Array<ArrayBuffer>], 'prestamos.xlsx');
    expect((await read(file, 'es')).rows).toEqual([['referencia', 'monto'], ['P-1', '10000,5']]);
    expect((await read(file, 'en')).rows).toEqual([['referencia', 'monto'], ['P-1', '10000.5']]);
  });

  it('reads an XLSX\'s date cells (Excel\'s built-in date format) as dd/mm/aaaa', async () => {
    // 46037 is 15 January 2026 as Excel counts days; 'm/d/yy' is built-in format 14, what Excel gives a typed date.
    const sheet = { A1: { t: 's', v: 'fecha_desembolso' }, A2: { t: 'n', v: 46037, z: 'm/d/yy' }, '!ref': 'A1:A2' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const bytes = new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
    expect((await read(new File([bytes], 'fechas.xlsx'))).rows).toEqual([['fecha_desembolso'], ['2026-01-15']]);
  });

  it('refuses what is no CSV nor XLSX, a damaged XLSX and an empty file', async () => {
    expect(await failureOf(new File(['x'], 'notas.txt', { type: 'text/plain' }))).toBe('notSpreadsheet');
    expect(await failureOf(new File(['not a zip'], 'roto.xlsx'))).toBe('unreadable');
    expect(await failureOf(new File(['\n\n'], 'vacio.csv'))).toBe('empty');
  });

  it('reads a CSV saved by a Spanish Excel as plain CSV (Windows-1252), not as broken UTF-8', async () => {
    // 'Muñoz;Peña' in Windows-1252: ñ is the single byte 0xF1.
    const bytes = new Uint8Array([...'nombre\r\nMu'].map((c) => c.charCodeAt(0)).concat([0xf1], [...'oz'].map((c) => c.charCodeAt(0))));
    expect((await read(new File([bytes], 'clientes.csv'))).rows).toEqual([['nombre'], ['Muñoz']]);
    expect((await read(new File(['nombre\nMuñoz'], 'utf8.csv'))).rows).toEqual([['nombre'], ['Muñoz']]);
  });

  it('refuses a file past the size limit before reading it', async () => {
    let read_ = false;
    const huge = { name: 'enorme.csv', size: 17 * 1024 * 1024, text: async () => ((read_ = true), ''), arrayBuffer: async () => ((read_ = true), new ArrayBuffer(0)) };
    expect(await readSpreadsheet({ file: huge, kind: 'customers', numberLocale: 'es' }).then(() => null, readFailureOf)).toBe('tooLarge');
    expect(read_).toBe(false);
  });
});

describe('the downloadable template', () => {
  it('reads back as its columns and the example row; its help is on a sheet of its own', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    for (const kind of ['customers', 'loans'] as const) {
      const template = importTemplate(i18n, kind);
      const bytes = buildWorkbook(template.data, { type: 'xlsx', fields: template.fields, sheets: template.sheets });
      const { rows } = await read(new File([bytes as Uint8Array<ArrayBuffer>], template.name));
      const names = IMPORT_TEMPLATES[kind].map((column) => column.name);
      expect(rows[0]).toEqual(names);
      // The reader drops the example's empty trailing cells (a column empty all the way down).
      const example = names.map((name) => TEMPLATE_EXAMPLES[kind][name] ?? '');
      expect(rows[1]).toEqual(example.slice(0, rows[1]!.length));
      expect(example.slice(rows[1]!.length).every((cell) => cell === '')).toBe(true);
      expect(rows).toHaveLength(2);
      // 'Ayuda', the file's second sheet: a row per column, each saying what it holds.
      const { readSheet } = await import('read-excel-file/browser');
      const written = await readSheet(bytes.buffer as ArrayBuffer, 'Ayuda');
      expect(written.map((row) => row[0])).toEqual(['Columna', ...names]);
      const [help] = template.sheets;
      expect(help!.rows.slice(1).map((row) => row[0])).toEqual(names);
      expect(help!.rows.slice(1).every((row) => (row[1] ?? '') !== '')).toBe(true);
    }
  });
});
