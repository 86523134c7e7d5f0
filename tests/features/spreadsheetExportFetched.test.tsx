/** 'Exportar' given a function: the rows are fetched on click (a server-side list's every page). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpreadsheetExport } from '../../src/components/spreadsheet/SpreadsheetExport.tsx';
import { deferred } from '../support/renderApp.tsx';

let clicked: HTMLAnchorElement[];

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});
beforeEach(() => {
  clicked = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(cleanup);

const exportButton = () => screen.getByRole('button', { name: /^(Exportar|Exportando…)$/ }) as HTMLButtonElement;

describe('SpreadsheetExport with rows fetched on click', () => {
  it('fetches only on click, shows progress meanwhile, then downloads', async () => {
    const rows = deferred<{ a: number }[]>();
    const load = vi.fn(() => rows.promise);
    render(<I18nProvider i18n={i18n}><SpreadsheetExport data={load} /></I18nProvider>);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(exportButton());
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(exportButton().textContent).toBe('Exportando…'));
    expect(exportButton().disabled).toBe(true);
    rows.resolve([{ a: 1 }]);
    await waitFor(() => expect(clicked).toHaveLength(1));
  });

  it('nothing fetched: no file, the same note as for empty data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<I18nProvider i18n={i18n}><SpreadsheetExport data={async () => []} /></I18nProvider>);
    fireEvent.click(exportButton());
    expect(await screen.findByText('No hay datos para exportar: no se generó ningún archivo.')).toBeTruthy();
    expect(clicked).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('a failed fetch says the file could not be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<I18nProvider i18n={i18n}><SpreadsheetExport data={async () => Promise.reject({ kind: 'network' })} /></I18nProvider>);
    fireEvent.click(exportButton());
    expect(await screen.findByText('No se pudo generar el archivo. Intente nuevamente.')).toBeTruthy();
    expect(clicked).toHaveLength(0);
  });
});
