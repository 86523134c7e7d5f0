// @vitest-environment node
/**
 * buildWorkbook: the bytes are read back with sheetjs-style (reading is allowed in tests only;
 * the app is write-only) and checked cell by cell.
 */
import XLSX from 'sheetjs-style';
import type { CellObject, WorkBook } from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { EmptyExportError, EXPORT_DEFAULTS, isLongNumber, toGrid } from '../../src/components/spreadsheet/cells.ts';
import { buildCsvText } from '../../src/components/spreadsheet/csv.ts';
import { buildWorkbook, safeSheetName } from '../../src/components/spreadsheet/workbook.ts';

interface Person {
  id: number;
  name: string;
  phone?: string | null;
  balance: number;
  active: boolean;
  address?: { city: string };
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ana Torres', phone: '+54 11 5555-0101', balance: 1500.5, active: true, address: { city: 'Córdoba' } },
  { id: 2, name: 'Carlos Ruiz', phone: null, balance: -20, active: false },
];

const FIELDS = {
  Número: 'id',
  Nombre: 'name',
  Teléfono: 'phone',
  Saldo: 'balance',
  Activo: (p: Person) => (p.active ? 'Sí' : 'No'),
  Ciudad: 'address.city',
};

const PAYLOADS = ['=1+2', "+cmd|' /C calc'!A0", '-2+3', '@SUM(1,1)', '\t=1', '\r=1'];

function readBack(bytes: Uint8Array): WorkBook {
  return XLSX.read(bytes, { type: 'array' });
}

function sheetOf(book: WorkBook) {
  const name = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error('no sheet');
  return { name, cell: (address: string) => sheet[address] as CellObject | undefined, sheet };
}

/** The raw text of one part of an xlsx (a zip), without parsing it as a workbook. */
function xlsxPart(bytes: Uint8Array, suffix: string): string {
  const zip = XLSX.CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const index = zip.FullPaths.findIndex((path) => path.endsWith(suffix));
  const entry = zip.FileIndex[index];
  if (!entry) throw new Error(`no ${suffix} in the xlsx`);
  return Buffer.from(entry.content as Uint8Array).toString('utf8');
}

describe('defaults (specification section 9)', () => {
  it('are type xls, file jsonData.xls, worksheet 表1, empty default value, CSV escaping on, long numbers off', () => {
    expect(EXPORT_DEFAULTS).toEqual({
      type: 'xls',
      name: 'jsonData.xls',
      worksheet: '表1',
      defaultValue: '',
      escapeCsv: true,
      stringifyLongNum: false,
    });
  });

  it('writes a real BIFF8 workbook (an OLE compound file, not HTML) named 表1 by default', () => {
    const bytes = buildWorkbook(PEOPLE, { fields: FIELDS });
    expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/<html|<table/i);
    const book = readBack(bytes);
    expect(book.SheetNames).toEqual(['表1']);
  });

  it('writes the header labels and typed cells, "" for missing values, nested keys and accessors', () => {
    const { cell } = sheetOf(readBack(buildWorkbook(PEOPLE, { fields: FIELDS })));
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((a) => cell(a)?.v)).toEqual(['Número', 'Nombre', 'Teléfono', 'Saldo', 'Activo', 'Ciudad']);
    expect(cell('A2')).toMatchObject({ t: 'n', v: 1 });
    expect(cell('B2')).toMatchObject({ t: 's', v: 'Ana Torres' });
    expect(cell('C2')).toMatchObject({ t: 's', v: '+54 11 5555-0101' });
    expect(cell('D2')).toMatchObject({ t: 'n', v: 1500.5 });
    expect(cell('E2')).toMatchObject({ t: 's', v: 'Sí' });
    expect(cell('F2')).toMatchObject({ t: 's', v: 'Córdoba' });
    expect(cell('C3')).toMatchObject({ t: 's', v: '' });
    expect(cell('D3')).toMatchObject({ t: 'n', v: -20 });
    expect(cell('F3')).toMatchObject({ t: 's', v: '' });
  });

  it('uses the given worksheet name and default value', () => {
    const { name, cell } = sheetOf(readBack(buildWorkbook(PEOPLE, { fields: FIELDS, worksheet: 'Usuarios', defaultValue: '—' })));
    expect(name).toBe('Usuarios');
    expect(cell('C3')?.v).toBe('—');
  });

  it('labels columns by the first row\'s keys when no fields are given', () => {
    const { cell } = sheetOf(readBack(buildWorkbook([{ a: 1, b: 'x' }])));
    expect([cell('A1')?.v, cell('B1')?.v, cell('A2')?.v, cell('B2')?.v]).toEqual(['a', 'b', 1, 'x']);
  });

  it('makes any worksheet name acceptable to spreadsheet programs', () => {
    expect(safeSheetName('a/b:c?d*e[f]g\\h')).toBe('a_b_c_d_e_f_g_h');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName('')).toBe('表1');
    expect(safeSheetName(undefined)).toBe('表1');
  });

  it('refuses an empty data set: no file', () => {
    expect(() => buildWorkbook([], { fields: FIELDS })).toThrow(EmptyExportError);
    expect(() => buildWorkbook([], { type: 'xlsx' })).toThrow(EmptyExportError);
    expect(() => buildCsvText([], {})).toThrow(EmptyExportError);
  });
});

describe('the long-number rule', () => {
  const values = [99_999_999_999, 100_000_000_000, 1234567890123456, 1e-14, -1e-14, 1e-13, 0, 42, -5e20];
  const rows = values.map((value) => ({ value }));

  it('is off by default: every number stays a number', () => {
    const { cell } = sheetOf(readBack(buildWorkbook(rows)));
    values.forEach((value, i) => expect(cell(`A${i + 2}`)).toMatchObject({ t: 'n', v: value }));
  });

  it('when on, writes numbers above 99999999999 and non-zero ones below 1e-13 in size as text', () => {
    const { cell } = sheetOf(readBack(buildWorkbook(rows, { stringifyLongNum: true })));
    const expected = [
      { t: 'n', v: 99_999_999_999 },
      { t: 's', v: '100000000000' },
      { t: 's', v: '1234567890123456' },
      { t: 's', v: '1e-14' },
      { t: 's', v: '-1e-14' },
      { t: 'n', v: 1e-13 },
      { t: 'n', v: 0 },
      { t: 'n', v: 42 },
      { t: 'n', v: -5e20 },
    ];
    expected.forEach((want, i) => expect(cell(`A${i + 2}`)).toMatchObject(want));
  });

  it('is the rule of the specification', () => {
    expect(isLongNumber(99_999_999_999)).toBe(false);
    expect(isLongNumber(99_999_999_999.5)).toBe(true);
    expect(isLongNumber(0)).toBe(false);
    expect(isLongNumber(9.99e-14)).toBe(true);
  });
});

describe('formula neutralisation', () => {
  const rows = PAYLOADS.map((text) => ({ text }));

  it.each(['xls', 'xlsx'] as const)('%s: every payload is a plain text cell with its exact text and no formula', (type) => {
    const { cell } = sheetOf(readBack(buildWorkbook(rows, { type })));
    PAYLOADS.forEach((text, i) => {
      const written = cell(`A${i + 2}`);
      expect(written?.t).toBe('s');
      expect(written?.v).toBe(text);
      expect(written?.f).toBeUndefined();
    });
  });

  it('xlsx: the sheet XML has no <f> element, and the text lives in the shared strings', () => {
    const bytes = buildWorkbook(rows, { type: 'xlsx' });
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const sheetXml = xlsxPart(bytes, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    expect(sheetXml).not.toMatch(/t="str"/);
    expect(sheetXml).toMatch(/t="s"/);
    expect(xlsxPart(bytes, 'xl/sharedStrings.xml')).toContain('=1+2');
  });

  it('csv: every payload gets a leading apostrophe and is quoted', () => {
    const text = buildCsvText(rows, { fields: { Texto: 'text' } });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['"Texto"', `"'=1+2"`, `"'+cmd|' /C calc'!A0"`, `"'-2+3"`]);
    expect(lines[4]).toBe(`"'@SUM(1,1)"`);
    expect(lines[5]).toBe(`"'\t=1"`);
    // The CR payload stays inside its quoted field.
    expect(text).toContain(`"'\r=1"`);
  });
});

describe('csv', () => {
  it('follows RFC 4180: CRLF, quotes doubled, a BOM for UTF-8, typed numbers unprefixed', () => {
    const text = buildCsvText(
      [{ a: 'dice "hola", adiós', b: -5, c: 'línea\nnueva', d: true, e: null }],
      { fields: { A: 'a', B: 'b', C: 'c', D: 'd', E: 'e' } },
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe('"A","B","C","D","E"\r\n"dice ""hola"", adiós","-5","línea\nnueva","TRUE",""\r\n');
  });

  it('quotes only what needs it when escaping is off', () => {
    const text = buildCsvText([{ a: 'x,y', b: 'plain', c: '=1' }], { escapeCsv: false });
    expect(text.slice(1)).toBe(`a,b,c\r\n"x,y",plain,'=1\r\n`);
  });

  it('is the bytes buildWorkbook gives for type csv', () => {
    const bytes = buildWorkbook(PEOPLE, { fields: FIELDS, type: 'csv' });
    expect(new TextDecoder().decode(bytes)).toBe(buildCsvText(PEOPLE, { fields: FIELDS }).replace(/^\uFEFF/, ''));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('toGrid', () => {
  it('types values: numbers, booleans, dates as ISO text, objects as JSON, missing as the default', () => {
    const grid = toGrid([{ n: 1, b: false, d: new Date('2026-01-02T03:04:05Z'), o: { k: 1 }, u: undefined, inf: Infinity }]);
    expect(grid.header).toEqual(['n', 'b', 'd', 'o', 'u', 'inf']);
    expect(grid.rows[0]).toEqual([
      { t: 'n', v: 1 },
      { t: 'b', v: false },
      { t: 's', v: '2026-01-02T03:04:05.000Z' },
      { t: 's', v: '{"k":1}' },
      { t: 's', v: '' },
      { t: 's', v: 'Infinity' },
    ]);
  });
});
