import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpreadsheetExport } from '../../src/components/spreadsheet/SpreadsheetExport.tsx';

const withI18n = (element: ReactElement) => <I18nProvider i18n={i18n}>{element}</I18nProvider>;

let blobs: Blob[];
let clicked: HTMLAnchorElement[];

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});

beforeEach(() => {
  blobs = [];
  clicked = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test-${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

afterEach(cleanup);

describe('SpreadsheetExport', () => {
  it('downloads jsonData.xls (BIFF8) by default through a temporary link that is removed afterwards', async () => {
    render(withI18n(<SpreadsheetExport data={[{ a: 1 }]} />));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('jsonData.xls');
    expect(clicked[0]?.href).toBe('blob:test-1');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('application/vnd.ms-excel');
    const head = new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 4);
    expect([...head]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
  });

  it('uses the name, type and button text it is given', async () => {
    render(withI18n(<SpreadsheetExport data={[{ a: '=1+2' }]} type="csv" name="datos.csv">Descargar CSV</SpreadsheetExport>));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('datos.csv');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"a"\r\n"\'=1+2"\r\n');
  });

  it('with no data: warns in the console, makes no file and tells the user why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(withI18n(<SpreadsheetExport data={[]} />));
    const button = screen.getByRole('button', { name: 'Exportar' });
    fireEvent.click(button);
    const note = await screen.findByText('No hay datos para exportar: no se generó ningún archivo.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(note.closest('[role="status"]')?.id);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});
