// @vitest-environment node
/**
 * Text in any script survives the export. The app writes with sheetjs-style's core build, which
 * carries no code pages (workbook.ts): BIFF8 stores text as UTF-16LE and xlsx as UTF-8, so none
 * is needed. The test proves it twice: the UTF-16LE bytes of every text are in the .xls itself,
 * and the full build (code pages included, tests only) reads every text back exactly.
 */
import XLSX from 'sheetjs-style';
import type { CellObject } from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../src/components/spreadsheet/workbook.ts';

interface Client {
  name: string;
  city: string;
}

const FIELDS = { 姓名: 'name', 'المدينة': 'city', Примечание: () => 'Проверка: ёЁ, «кавычки»' };
const CLIENTS: Client[] = [
  { name: '张伟', city: '北京' },
  { name: 'محمد عبد الله', city: 'القاهرة' },
  { name: 'Иван Петров', city: 'Санкт-Петербург' },
  { name: 'Ana Pérez Núñez', city: 'Córdoba' },
];
const SHEET = 'Клиенты 客户';

const EXPECTED = [
  ['姓名', 'المدينة', 'Примечание'],
  ...CLIENTS.map((c) => [c.name, c.city, 'Проверка: ёЁ, «кавычки»']),
];

/**
 * Writes with no code page table reachable: the full build the reader uses sets a global
 * `cptable`, which the writer would otherwise pick up. Removed while writing, restored after.
 */
function writeWithoutCodePages(type: 'xls' | 'xlsx'): Uint8Array {
  const saved: unknown = Reflect.get(globalThis, 'cptable');
  Reflect.deleteProperty(globalThis, 'cptable');
  try {
    return buildWorkbook(CLIENTS, { fields: FIELDS, worksheet: SHEET, type });
  } finally {
    if (saved !== undefined) Reflect.set(globalThis, 'cptable', saved);
  }
}

function rowsOf(bytes: Uint8Array): { names: string[]; rows: unknown[][]; cells: CellObject[] } {
  const book = XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  const cells = Object.keys(sheet).filter((key) => !key.startsWith('!')).map((key) => sheet[key] as CellObject);
  return { names: book.SheetNames, rows: XLSX.utils.sheet_to_json(sheet, { header: 1 }), cells };
}

const utf16le = (text: string) => Buffer.from(text, 'utf16le');

describe('Chinese, Arabic, Russian and Spanish text', () => {
  it('xls (BIFF8): every text is stored as UTF-16LE in the file', () => {
    const bytes = Buffer.from(writeWithoutCodePages('xls'));
    for (const text of [SHEET, ...EXPECTED.flat()]) expect(bytes.includes(utf16le(text)), text).toBe(true);
  });

  it.each(['xls', 'xlsx'] as const)('%s: the sheet name and every cell read back exactly, as text', (type) => {
    const { names, rows, cells } = rowsOf(writeWithoutCodePages(type));
    expect(names).toEqual([SHEET]);
    expect(rows).toEqual(EXPECTED);
    expect(cells.every((cell) => cell.t === 's')).toBe(true);
  });
});
