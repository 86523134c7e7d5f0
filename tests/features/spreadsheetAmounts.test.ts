// @vitest-environment node
/**
 * #30 'Exports cannot be added up': amounts and days are number cells with a number format, the
 * currency in the header, and the list's totals in rows under the data. The bytes are read back
 * with sheetjs-style (reading is allowed in tests only; the app is write-only).
 */
import fc from 'fast-check';
import XLSX from 'sheetjs-style';
import type { CellObject, WorkBook } from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { amountFormat, exportAmount, exportDate, majorUnits, toGrid, type ExportOptions } from '../../src/components/spreadsheet/cells.ts';
import { buildCsvText } from '../../src/components/spreadsheet/csv.ts';
import { buildWorkbook } from '../../src/components/spreadsheet/workbook.ts';
import { fromMinor } from '../../machines/money/minor.ts';

interface Payment {
  id: number;
  day: string;
  amount: number;
  status: 'posted' | 'reversed';
}

const ARS = { currency: 'ARS', digits: 2 };
const PAYMENTS: Payment[] = [
  { id: 1, day: '2026-06-15', amount: 349_672, status: 'posted' },
  { id: 2, day: '2026-06-16', amount: 100_000_000_000, status: 'reversed' },
  { id: 3, day: '2026-12-31', amount: 5, status: 'posted' },
];

const OPTIONS: ExportOptions<Payment> = {
  fields: {
    'N°': 'id',
    Fecha: (p) => exportDate(p.day),
    Monto: (p) => exportAmount(p.amount, ARS),
    Estado: 'status',
  },
  totals: [
    { label: 'Total', sums: { Monto: true } },
    { label: 'Total revertido', sums: { Monto: (p) => (p.status === 'reversed' ? exportAmount(p.amount, ARS) : null) } },
  ],
};

/** The day a date cell read back holds: sheetjs reads a day serial as local midnight, in any time zone. */
const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function sheetOf(book: WorkBook) {
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return (address: string) => sheet[address] as CellObject | undefined;
}

describe.each(['xls', 'xlsx'] as const)('%s: amounts and days a spreadsheet can add up', (type) => {
  const bytes = buildWorkbook(PAYMENTS, { ...OPTIONS, type });

  it('writes an amount as a number of major units with a number format, the currency in the header', () => {
    const cell = sheetOf(XLSX.read(bytes, { type: 'array', cellNF: true }));
    expect(cell('C1')).toMatchObject({ t: 's', v: 'Monto (ARS)' });
    expect(cell('C2')).toMatchObject({ t: 'n', v: 3496.72, z: '#,##0.00', w: '3,496.72' });
    expect(cell('C3')).toMatchObject({ t: 'n', v: 1_000_000_000, z: '#,##0.00' });
    expect(cell('C4')).toMatchObject({ t: 'n', v: 0.05 });
  });

  it('writes a day as a date cell with a date format', () => {
    const cell = sheetOf(XLSX.read(bytes, { type: 'array', cellNF: true }));
    expect(cell('B2')).toMatchObject({ t: 'n', v: 46188, z: 'yyyy-mm-dd', w: '2026-06-15' });
    const dated = sheetOf(XLSX.read(bytes, { type: 'array', cellDates: true }));
    expect(dated('B2')?.t).toBe('d');
    expect(localDay(dated('B2')?.v as Date)).toBe('2026-06-15');
    expect(localDay(dated('B4')?.v as Date)).toBe('2026-12-31');
  });

  it('adds the totals rows, summed exactly: all payments and the reversed ones', () => {
    const cell = sheetOf(XLSX.read(bytes, { type: 'array', cellNF: true }));
    expect(cell('A5')).toMatchObject({ t: 's', v: 'Total' });
    expect(cell('C5')).toMatchObject({ t: 'n', v: 1_000_003_496.77, z: '#,##0.00' });
    expect(cell('A6')).toMatchObject({ t: 's', v: 'Total revertido' });
    expect(cell('C6')).toMatchObject({ t: 'n', v: 1_000_000_000 });
    expect(cell('B5')?.v ?? '').toBe('');
  });
});

describe('CSV', () => {
  it('writes the exact decimal and the ISO day (CSV has no formats), and the totals', () => {
    const lines = buildCsvText(PAYMENTS, { ...OPTIONS, type: 'csv', escapeCsv: false }).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('N°,Fecha,Monto (ARS),Estado');
    expect(lines[1]).toBe('1,2026-06-15,3496.72,posted');
    expect(lines[3]).toBe('3,2026-12-31,0.05,posted');
    expect(lines[4]).toBe('Total,,1000003496.77,');
    expect(lines[5]).toBe('Total revertido,,1000000000.00,');
  });
});

describe('the grid', () => {
  it('names no currency over a column of several (each row has its currency in a column of its own)', () => {
    const rows = [
      { currency: 'ARS', tolerance: 100 },
      { currency: 'JPY', tolerance: 100 },
    ];
    const grid = toGrid(rows, { fields: { Moneda: 'currency', Tolerancia: (r) => exportAmount(r.tolerance, { currency: r.currency, digits: r.currency === 'JPY' ? 0 : 2 }) } });
    expect(grid.header).toEqual(['Moneda', 'Tolerancia']);
    expect(grid.rows.map((row) => row[1])).toMatchObject([{ t: 'n', v: 1, z: '#,##0.00' }, { t: 'n', v: 100, z: '#,##0' }]);
  });

  it('leaves a cell empty without an amount or a day, or before the currency is known', () => {
    const grid = toGrid([{ a: null }], { fields: { A: () => exportAmount(null, ARS), B: () => exportAmount(5, null), C: () => exportDate(null) }, defaultValue: '—' });
    expect(grid.rows[0]).toEqual([{ t: 's', v: '—' }, { t: 's', v: '—' }, { t: 's', v: '—' }]);
  });

  it('keeps a sum past 2^53 − 1 exact, as text (only absurd data gets there)', () => {
    const rows = [{ minor: Number.MAX_SAFE_INTEGER }, { minor: Number.MAX_SAFE_INTEGER }];
    const grid = toGrid(rows, { fields: { Monto: (r) => exportAmount(r.minor, ARS) }, totals: [{ label: 'Total', sums: { Monto: true } }] });
    expect(grid.rows[2]).toEqual([{ t: 's', v: '180143985094819.82' }]);
  });

  it('does not add amounts of different currencies', () => {
    const rows = [{ c: 'ARS' }, { c: 'USD' }];
    const grid = toGrid(rows, { fields: { N: 'c', Monto: (r) => exportAmount(100, { currency: r.c, digits: 2 }) }, totals: [{ label: 'Total', sums: { Monto: true } }] });
    expect(grid.rows[2]).toEqual([{ t: 's', v: 'Total' }, { t: 's', v: '' }]);
  });

  it('formats amounts by their digits', () => {
    expect([0, 2, 3, 4].map(amountFormat)).toEqual(['#,##0', '#,##0.00', '#,##0.000', '#,##0.0000']);
  });
});

describe('minor units → a number of major units (a double)', () => {
  it('is exact for every amount up to the 10^12 bound: the nearest double, which reads back as the decimal', () => {
    const bound = 1_000_000_000_000;
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -bound, max: bound }), fc.constantFrom(bound, -bound, bound - 1, 1, -1, 0)), fc.integer({ min: 0, max: 4 }), (minor, digits) => {
        const value = majorUnits(minor, digits);
        const decimal = fromMinor(minor, digits);
        // The double is the one the exact decimal parses to (correctly rounded both ways)...
        expect(value).toBe(Number(decimal));
        // ...it scales back to the same minor units...
        expect(Math.round(value * 10 ** digits)).toBe(minor);
        // ...and its shortest text is the decimal itself (≤ 15 significant digits: a double of its own).
        expect(value.toFixed(digits)).toBe(decimal);
        expect(String(value)).toBe(digits > 0 ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal);
      }),
      { numRuns: 5_000 },
    );
  });

  it('is 10,000,000,000.00 for the largest amount, 0.01 for one centavo', () => {
    expect(majorUnits(1_000_000_000_000, 2)).toBe(10_000_000_000);
    expect(majorUnits(999_999_999_999, 2)).toBe(9_999_999_999.99);
    expect(String(majorUnits(999_999_999_999, 2))).toBe('9999999999.99');
    expect(majorUnits(1, 2)).toBe(0.01);
  });
});
