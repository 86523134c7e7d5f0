/**
 * #30 'Exports cannot be added up', through the real screens: 'Exportar' on a list writes amounts
 * as numbers of major units with a number format and the currency in the header, days as date
 * cells, and the totals the list shows as rows under the data. One list of each kind: without
 * totals (Préstamos), with a column's totals (Deudas), with totals of some rows (Pagos de
 * préstamos: cobrado / revertido). The file is read back with sheetjs-style.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import XLSX from 'sheetjs-style';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DebtKind } from '../../machines/debts/index.ts';
import type { LoanListRow } from '../../machines/loans/loanScreens.ts';
import { debtPageOf, TWELVE_DEBTS } from '../debts/debtsList.fixtures.ts';
import { LOAN_ROW } from '../loans/loanScreens.fixtures.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { PAYMENT, REVERSED_PAYMENT } from '../payments/loanPayments.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { setupFeatureTests } from './featureKit.tsx';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });

afterEach(() => vi.restoreAllMocks());

/** The day a date cell read back holds: sheetjs reads a day serial as local midnight, in any time zone. */
const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;


/** Opens `path`, clicks 'Exportar' and reads the file back (with the number formats and as dates). */
async function exported(path: string, api: FakeDepsOptions['api']) {
  const created: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:x')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await openApp(path, { storage: signedInStorage(), api: { currentLocation: LOCATION, ...api } });
  await screen.findByRole('table');
  fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
  await waitFor(() => expect(created).toHaveLength(1));
  const bytes = new Uint8Array(await created[0]!.arrayBuffer());
  const sheetOf = (options: XLSX.ParsingOptions): WorkSheet => {
    const book = XLSX.read(bytes, { type: 'array', ...options });
    return book.Sheets[book.SheetNames[0]!]!;
  };
  const formatted = sheetOf({ cellNF: true });
  const dated = sheetOf({ cellDates: true });
  const header = XLSX.utils.sheet_to_json<string[]>(formatted, { header: 1 })[0] ?? [];
  const column = (label: string) => XLSX.utils.encode_col(header.indexOf(label));
  return {
    header,
    rows: XLSX.utils.decode_range(formatted['!ref']!).e.r,
    cell: (label: string, row: number) => formatted[`${column(label)}${row}`] as CellObject | undefined,
    dateAt: (label: string, row: number) => dated[`${column(label)}${row}`] as CellObject | undefined,
  };
}

describe('Préstamos (no totals)', () => {
  it('writes Monto, Cuota and Saldo as numbers in ARS and the next due date as a date', async () => {
    const rows: LoanListRow[] = [{ ...LOAN_ROW, status: 'active', balance: 1_134_715, next_due_date: '2026-12-15' }, LOAN_ROW];
    const file = await exported('/prestamos', { listLoans: async (query) => ({ items: rows, total: rows.length, page: 1, pageSize: query.pageSize }) });
    expect(file.header).toEqual(['N°', 'Cliente', 'Monto (ARS)', 'Cuota (ARS)', 'Saldo (ARS)', 'Próximo vencimiento', 'Días de atraso', 'Estado']);
    expect(file.cell('Monto (ARS)', 2)).toMatchObject({ t: 'n', v: 10_000, z: '#,##0.00' });
    expect(file.cell('Cuota (ARS)', 2)).toMatchObject({ t: 'n', v: 945.6, z: '#,##0.00' });
    expect(file.cell('Saldo (ARS)', 2)).toMatchObject({ t: 'n', v: 11_347.15 });
    expect(file.cell('Próximo vencimiento', 2)).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: '2026-12-15' });
    expect(file.dateAt('Próximo vencimiento', 2)?.t).toBe('d');
    expect(localDay(file.dateAt('Próximo vencimiento', 2)?.v as Date)).toBe('2026-12-15');
    // No date yet: an empty cell, not a text; and no totals row (the list shows none).
    expect(file.cell('Próximo vencimiento', 3)?.v ?? '').toBe('');
    expect(file.rows).toBe(2);
  });
});

describe('Deudas (the list\'s totals)', () => {
  it("adds a 'Total' row with the list's 'Importe total' and 'Saldo total'", async () => {
    const answer = async (_kind: DebtKind, query: Parameters<typeof debtPageOf>[1]) => debtPageOf(TWELVE_DEBTS, query);
    const file = await exported('/deudas', { listDebts: answer });
    expect(file.header).toContain('Importe (ARS)');
    expect(file.header).toContain('Saldo (ARS)');
    expect(file.rows).toBe(TWELVE_DEBTS.length + 1);
    const last = TWELVE_DEBTS.length + 2;
    const amount = TWELVE_DEBTS.reduce((sum, debt) => sum + debt.amount, 0) / 100;
    const balance = TWELVE_DEBTS.reduce((sum, debt) => sum + debt.balance, 0) / 100;
    expect(file.cell(file.header[0]!, last)).toMatchObject({ t: 's', v: 'Total' });
    expect(file.cell('Importe (ARS)', last)).toMatchObject({ t: 'n', v: amount, z: '#,##0.00' });
    expect(file.cell('Saldo (ARS)', last)).toMatchObject({ t: 'n', v: balance, z: '#,##0.00' });
    expect(file.cell('Importe (ARS)', 2)).toMatchObject({ t: 'n', v: 1_000 });
  });
});

describe('Pagos de préstamos (totals of some rows)', () => {
  it("adds 'Total cobrado' (posted) and 'Total revertido' (reversed) under 'Monto'", async () => {
    const items = [PAYMENT, { ...REVERSED_PAYMENT, id: 42, amount: 12_345 }, { ...PAYMENT, id: 43, amount: 5 }];
    const file = await exported('/pagos_prestamos', {
      listPayments: async (_kind, query) => ({ items, total: items.length, page: 1, pageSize: query.pageSize, totals: { posted: 30_005, reversed: 12_345 }, users: [] }),
    });
    expect(file.header).toContain('Monto (ARS)');
    expect(file.cell('Fecha', 2)).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: '2026-11-24' });
    expect(file.cell('Monto (ARS)', 2)).toMatchObject({ t: 'n', v: 300, z: '#,##0.00' });
    expect(file.cell(file.header[0]!, 5)).toMatchObject({ t: 's', v: 'Total cobrado' });
    expect(file.cell('Monto (ARS)', 5)).toMatchObject({ t: 'n', v: 300.05 });
    expect(file.cell(file.header[0]!, 6)).toMatchObject({ t: 's', v: 'Total revertido' });
    expect(file.cell('Monto (ARS)', 6)).toMatchObject({ t: 'n', v: 123.45 });
  });
});
