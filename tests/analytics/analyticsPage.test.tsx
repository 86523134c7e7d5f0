/**
 * 'Analítica' in the real app with faked effects: the figures and the lists they open, the charts
 * (uPlot recorded, jsdom has no canvas) with their accessible names, their table views and their
 * exports, a new business in zeros, the period's field errors, right-to-left and the theme.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analytics, AnalyticsQuery } from '../../machines/analytics/index.ts';
import { toGrid, type ExportOptions } from '../../src/components/spreadsheet/cells.ts';
import type * as Workbook from '../../src/components/spreadsheet/workbook.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ANALYTICS, BUSINESS_DATE, EMPTY_ANALYTICS } from './analytics.fixtures.ts';
import { livePlots, madePlots } from './uplotMock.ts';

vi.mock('uplot', async () => ({ default: (await import('./uplotMock.ts')).UPlotMock }));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const built = vi.hoisted(() => [] as { rows: readonly unknown[]; options: unknown }[]);
vi.mock('../../src/components/spreadsheet/workbook.ts', async (original) => {
  const real = await original<typeof Workbook>();
  return {
    ...real,
    buildWorkbook: (rows: readonly unknown[], options: unknown) => {
      built.push({ rows, options });
      return new Uint8Array([1]);
    },
  };
});

setupFeatureTests();

beforeEach(() => {
  madePlots.length = 0;
  built.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const location = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: BUSINESS_DATE });

function open(answer: Analytics = ANALYTICS, storage: Record<string, string> = {}) {
  return openApp('/analytics', { storage: { ...signedInStorage(), ...storage }, api: { getAnalytics: vi.fn(async () => answer), currentLocation: location } });
}

const figures = () => within(screen.getByRole('list', { name: 'Cifras del negocio' }));
const hrefOf = (name: string | RegExp) => figures().getByRole('link', { name }).getAttribute('href');
const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('the figures', () => {
  it('shows each figure in the location\'s currency, each linked to the list that explains it', async () => {
    const rendered = await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    expect(rendered.deps.api.getAnalytics).toHaveBeenCalledTimes(1);
    expect(rendered.deps.api.getAnalytics.mock.calls[0]?.[0]).toEqual({});
    await waitFor(() => expect(figures().getAllByText(/10\.?000,00/)[0]?.textContent).toMatch(/ARS|\$/));
    expect(hrefOf('Cartera vigente')).toBe('/prestamos?estado=active');
    // PAR30 = 1 250,00 / 10 000,00 = 12,5 %.
    expect(figures().getByText(/12,5\s?%/)).toBeTruthy();
    expect(hrefOf('Cartera en riesgo (PAR30)')).toBe('/prestamos?atrasoDesde=31');
    expect(hrefOf('Préstamos en mora')).toBe('/prestamos?atrasoDesde=1');
    expect(hrefOf('1 a 30 días')).toBe('/prestamos?atrasoDesde=1&atrasoHasta=30');
    expect(hrefOf('31 a 60 días')).toBe('/prestamos?atrasoDesde=31&atrasoHasta=60');
    expect(hrefOf('61 a 90 días')).toBe('/prestamos?atrasoDesde=61&atrasoHasta=90');
    expect(hrefOf('Más de 90 días')).toBe('/prestamos?atrasoDesde=91');
    // Collected today, then in the period: the posted payments of those days (reversed ones do not count).
    const today = `desde=${BUSINESS_DATE}&hasta=${BUSINESS_DATE}&estado=posted`;
    const month = `desde=2026-11-01&hasta=${BUSINESS_DATE}&estado=posted`;
    expect(figures().getAllByRole('link', { name: 'Préstamos' }).map((a) => a.getAttribute('href'))).toEqual([`/pagos_prestamos?${today}`, `/pagos_prestamos?${month}`]);
    expect(figures().getAllByRole('link', { name: 'Alquileres' }).map((a) => a.getAttribute('href'))).toEqual([`/pagos_alquiler?${today}`, `/pagos_alquiler?${month}`]);
    expect(figures().getAllByRole('link', { name: 'Deudas' })[1]?.getAttribute('href')).toBe(`/pagos_deudas?${month}`);
    expect(figures().getAllByRole('link', { name: 'Honorarios' })[1]?.getAttribute('href')).toBe(`/pagos_honorario?${month}`);
    expect(hrefOf('Desembolsado en el periodo')).toBe(`/movimientos?desde=2026-11-01&hasta=${BUSINESS_DATE}&tipo=disbursement`);
    expect(hrefOf('Efectivo en caja')).toBe('/caja?estado=open');
    expect(hrefOf('Entregas pendientes')).toBe('/entregas?estado=pending');
    // Collected today: 300 + 150 + 0 + 25; in the period: 4 200 + 1 500 + 300 + 100; two boxes 820 + 180.
    expect(figures().getByText(/^475,00/)).toBeTruthy();
    expect(figures().getByText(/^6\.?100,00/)).toBeTruthy();
    expect(figures().getByText(/^1\.?000,00/)).toBeTruthy();
    expect(figures().getByText('Caja Ana')).toBeTruthy();
    expect(figures().getByText('1 entrega por recibir')).toBeTruthy();
  });

  it('shows a new business in zeros, not a blank page', async () => {
    await open(EMPTY_ANALYTICS);
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    expect(figures().getByText(/0,0\s?%/)).toBeTruthy();
    expect(figures().getByText('0 préstamos activos')).toBeTruthy();
    expect(figures().getByText('No hay cajas abiertas.')).toBeTruthy();
    expect(screen.getAllByText('Nada que mostrar en este periodo: todos los valores son cero.')).toHaveLength(4);
    expect(livePlots()).toHaveLength(0);
    // The tables still hold every row, in zeros.
    fireEvent.click(panel('Préstamos en mora por tramo').getByRole('button', { name: 'Ver tabla' }));
    expect(panel('Préstamos en mora por tramo').getAllByRole('row')).toHaveLength(5);
  });
});

describe('the charts', () => {
  it('draws four charts, each canvas named by a summary of its numbers', async () => {
    await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    await waitFor(() => expect(livePlots()).toHaveLength(4));
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('aria-label')?.split('.')[0])).toEqual([
      'Cobros diarios de los últimos 30 días', 'Préstamos por estado', 'Préstamos en mora por tramo', 'Entradas y salidas de caja por día',
    ]);
    expect(screen.getByRole('img', { name: /^Préstamos por estado\. Préstamos: 13; Saldo de capital: 10\.?000,00/ })).toBeTruthy();
    // Left to right in Spanish; daily collections stacked (cumulative, tallest drawn first).
    const daily = livePlots()[0]!;
    expect(daily.options.scales?.x?.dir).toBe(1);
    expect(daily.data[1]?.at(-1)).toBe(300_00 + 150_00 + 0 + 25_00);
    expect(daily.data[4]?.at(-1)).toBe(300_00);
  });

  it('shows each chart as a table with the same numbers, and back', async () => {
    await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    const arrears = () => panel('Préstamos en mora por tramo');
    const toggle = arrears().getByRole('button', { name: 'Ver tabla' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const table = arrears().getByRole('table', { name: 'Préstamos en mora por tramo' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tramo', 'Préstamos', 'Saldo de capital']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([['1 a 30 días', '2'], ['31 a 60 días', '1'], ['61 a 90 días', '0'], ['Más de 90 días', '1']]);
    expect(rows[0]?.[2]).toMatch(/^900,00/);
    // Each bucket's row opens its loans.
    expect(within(table).getByRole('link', { name: '31 a 60 días' }).getAttribute('href')).toBe('/prestamos?atrasoDesde=31&atrasoHasta=60');
    expect(arrears().getByRole('button', { name: 'Ver gráfico' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(arrears().getByRole('button', { name: 'Ver gráfico' }));
    expect(arrears().queryByRole('table')).toBeNull();
    expect(arrears().getByRole('img')).toBeTruthy();
  });

  it('exports a chart\'s rows with the table\'s columns and numbers', async () => {
    await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    const flow = panel('Entradas y salidas de caja por día');
    fireEvent.click(flow.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(built).toHaveLength(1));
    const grid = toGrid(built[0]!.rows, built[0]!.options as ExportOptions<unknown>);
    // #30: days are date cells, amounts numbers of major units with the currency in the header.
    expect(grid.header).toEqual(['Fecha', 'Entradas (ARS)', 'Salidas (ARS)']);
    expect(grid.rows).toHaveLength(ANALYTICS.cashFlow.length);
    expect(grid.rows[0]?.[0]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(grid.rows[1]?.[1]).toMatchObject({ t: 'n', v: 100, z: '#,##0.00' });
    expect(grid.rows[0]?.[2]).toMatchObject({ t: 'n', v: 50, z: '#,##0.00' });
  });

  it('resizes each plot with its container, and lets go of it when the page goes', async () => {
    const observed: { callback: () => void; disconnected: boolean }[] = [];
    vi.stubGlobal('ResizeObserver', class {
      private readonly entry: { callback: () => void; disconnected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, disconnected: false };
        observed.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    });
    try {
      const rendered = await open();
      await waitFor(() => expect(livePlots()).toHaveLength(4));
      expect(observed).toHaveLength(4);
      act(() => observed.forEach((entry) => entry.callback()));
      expect(livePlots().every((plot) => plot.sizes.length === 1 && plot.sizes[0]?.height === 220)).toBe(true);
      rendered.unmount();
      expect(madePlots.every((plot) => plot.destroyed)).toBe(true);
      expect(observed.every((entry) => entry.disconnected)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('redraws on a theme change, and mirrors the x scale in Arabic', async () => {
    const rendered = await open(ANALYTICS, { i18n_locale: 'ae' });
    await waitFor(() => expect(livePlots()).toHaveLength(4));
    expect(livePlots().every((plot) => plot.options.scales?.x?.dir === -1)).toBe(true);
    const first = livePlots()[0];
    act(() => {
      rendered.app.theme.send({ type: 'theme.toggled' });
    });
    await waitFor(() => expect(first?.destroyed).toBe(true));
    expect(livePlots()).toHaveLength(4);
    expect(madePlots).toHaveLength(8);
  });
});

describe('the period', () => {
  it('refuses a period past the business date with an error on its field, and sends nothing', async () => {
    const rendered = await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    const to = screen.getByLabelText('Hasta');
    fireEvent.change(to, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('La fecha hasta no puede ser posterior a la fecha de hoy.');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(rendered.deps.api.getAnalytics).toHaveBeenCalledTimes(1);
  });

  it('asks for a preset\'s dates and marks it pressed', async () => {
    const rendered = await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    expect(screen.getByRole('button', { name: 'Este mes' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(rendered.deps.api.getAnalytics).toHaveBeenCalledTimes(2));
    expect(rendered.deps.api.getAnalytics.mock.calls[1]?.[0]).toEqual({ desde: BUSINESS_DATE, hasta: BUSINESS_DATE });
  });
});

describe('the lists behind the tables', () => {
  it('links each state\'s row to its loans and each day\'s cash to its movements; the daily collections (four lists) to none', async () => {
    await open();
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    fireEvent.click(panel('Préstamos por estado').getByRole('button', { name: 'Ver tabla' }));
    expect(panel('Préstamos por estado').getByRole('link', { name: 'Activo' }).getAttribute('href')).toBe('/prestamos?estado=active');
    fireEvent.click(panel('Entradas y salidas de caja por día').getByRole('button', { name: 'Ver tabla' }));
    const day = ANALYTICS.cashFlow[1]!.date;
    const links = panel('Entradas y salidas de caja por día').getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links[1]).toBe(`/movimientos?desde=${day}&hasta=${day}`);
    fireEvent.click(panel('Cobros diarios de los últimos 30 días').getByRole('button', { name: 'Ver tabla' }));
    expect(panel('Cobros diarios de los últimos 30 días').queryAllByRole('link')).toHaveLength(0);
  });
});

describe('the period in the address', () => {
  // The server answers the period it was asked (its default, this month, when none).
  const echoing = () => vi.fn(async (query: AnalyticsQuery) => ({ ...ANALYTICS, period: { from: query.desde ?? '2026-11-01', to: query.hasta ?? BUSINESS_DATE } }));
  const search = (rendered: { app: { router: { state: { location: { search: string } } } } }) => rendered.app.router.state.location.search;

  it('writes the answered period into the address in place, and a chosen one as a new entry that back undoes', async () => {
    const rendered = await openApp('/analytics', { storage: signedInStorage(), api: { getAnalytics: echoing(), currentLocation: location } });
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    await waitFor(() => expect(search(rendered)).toBe(`?desde=2026-11-01&hasta=${BUSINESS_DATE}`));
    fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(search(rendered)).toBe(`?desde=${BUSINESS_DATE}&hasta=${BUSINESS_DATE}`));
    expect(rendered.deps.api.getAnalytics).toHaveBeenCalledTimes(2);
    act(() => rendered.app.router.history.go(-1));
    await waitFor(() => expect(rendered.deps.api.getAnalytics).toHaveBeenCalledTimes(3));
    expect(rendered.deps.api.getAnalytics.mock.calls[2]?.[0]).toEqual({ desde: '2026-11-01', hasta: BUSINESS_DATE });
    expect(search(rendered)).toBe(`?desde=2026-11-01&hasta=${BUSINESS_DATE}`);
    // The server's default was written in place of the bare address: there is no entry before it.
    act(() => rendered.app.router.history.go(-1));
    expect(rendered.app.router.state.location.pathname + search(rendered)).toBe(`/analytics?desde=2026-11-01&hasta=${BUSINESS_DATE}`);
  });

  it('asks for the address\'s period at once when the app already knows the business date (back from a list)', async () => {
    const answer = echoing();
    const rendered = await openApp('/analytics', { storage: signedInStorage(), api: { getAnalytics: answer, currentLocation: location } });
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    act(() => rendered.app.router.history.push('/pagos_prestamos'));
    await screen.findByRole('heading', { level: 1, name: 'Pagos de préstamos' });
    const before = answer.mock.calls.length;
    act(() => rendered.app.router.history.push('/analytics?desde=2026-11-10&hasta=2026-11-20'));
    await screen.findByRole('list', { name: 'Cifras del negocio' });
    await waitFor(() => expect(screen.getByText(/^Del 10 nov 2026 al 20 nov 2026$/)).toBeTruthy());
    expect(answer.mock.calls.slice(before).map(([query]) => query)).toEqual([{ desde: '2026-11-10', hasta: '2026-11-20' }]);
  });

  it('opens a link\'s period, and shows a period the rule refuses as the field\'s error', async () => {
    const answer = echoing();
    const rendered = await openApp('/analytics?desde=2026-11-10&hasta=2026-11-20', { storage: signedInStorage(), api: { getAnalytics: answer, currentLocation: location } });
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    expect(answer.mock.calls[1]?.[0]).toEqual({ desde: '2026-11-10', hasta: '2026-11-20' });
    expect(search(rendered)).toBe('?desde=2026-11-10&hasta=2026-11-20');
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-11-10');

    const late = echoing();
    await openApp('/analytics?desde=2026-11-10&hasta=2026-12-20', { storage: signedInStorage(), api: { getAnalytics: late, currentLocation: location } });
    expect((await screen.findByRole('alert')).textContent).toBe('La fecha hasta no puede ser posterior a la fecha de hoy.');
    expect(late).toHaveBeenCalledTimes(1);
  });
});
