/** The location screens in the real app with faked effects: list with the business date, read-only view, create, edit (409), the active location feeding money display. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Location, LocationInput } from '../../machines/locations/index.ts';
import type { Permission } from '../../machines/permissions.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL, CENTRAL_CHANGED, TWELVE_LOCATIONS } from './locations.fixtures.ts';

setupFeatureTests();

async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options });
  return Object.assign(rendered, { api: rendered.deps.api });
}

const roleWith = (codes: Permission[]) =>
  signedInStorage({ inicio: 'conf_ubicacion', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Supervisor', r_permisos: codes }) });

const listOf = (locations: Location[]) => async (query: { pageSize: number; filters: Readonly<Record<string, string>> }) => {
  const items = locations.filter((l) => !query.filters.country || l.country === query.filters.country);
  return { items: items.slice(0, query.pageSize), total: items.length, page: 1, pageSize: query.pageSize };
};
const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const current = { location: CENTRAL, business_date: '2026-11-23' };

describe('the list', () => {
  it('shows the locations, the business date at the active location, and "Nueva ubicación" to who may edit', async () => {
    const rendered = await openFeature('/conf_ubicacion', { api: { listLocations: listOf(TWELVE_LOCATIONS), currentLocation: async () => current } });
    const table = await screen.findByRole('table', { name: /Ubicaciones del negocio/ });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(within(table).getByRole('link', { name: 'Sucursal 01' }).getAttribute('href')).toBe('/conf_ubicacion/1');
    expect(await screen.findByText('Fecha de negocio: 23 nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nueva ubicación' }).getAttribute('href')).toBe('/conf_ubicacion/nueva');
    fireEvent.change(screen.getByRole('combobox', { name: 'País' }), { target: { value: 'UY' } });
    await waitFor(() => expect(rendered.api.listLocations.mock.calls.at(-1)?.[0].filters).toEqual({ country: 'UY' }));
    expect(rendered.api.currentLocation).toHaveBeenCalledTimes(1);
  });
});

describe('a location', () => {
  it('is read-only without location.edit: no save, no new location', async () => {
    await openFeature('/conf_ubicacion/4', { storage: roleWith(['location.view']), api: { getLocation: async () => CENTRAL } });
    await screen.findByText('Solo lectura: su rol no permite cambiar la ubicación.');
    expect(field(/^Moneda/).readOnly).toBe(true);
    expect(field(/^Pie del recibo/).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('shows the tolerance as money in its currency, keeps the digits read-only, saves with the version and reloads the active location', async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      api: { getLocation: async () => CENTRAL, currentLocation: async () => current, updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    expect(field(/^Tolerancia del arqueo de caja/).value).toBe('500,00');
    // es-AR formats ARS with its own sign: the exact text is Intl's, so compare with it.
    const expected = new Intl.NumberFormat('es', { style: 'currency', currency: 'ARS' }).format(500);
    expect(screen.getByText(expected.replace(/\s/g, ' '))).toBeTruthy();
    expect(field(/^Decimales de la moneda/).readOnly).toBe(true);
    fireEvent.change(field(/^Pie del recibo/), { target: { value: 'Vuelva pronto' } });
    fireEvent.change(field(/^Tolerancia del arqueo de caja/), { target: { value: '750,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({ id: 4, update: { version: 2, receipt_footer: 'Vuelva pronto', cash_tolerance: 75_050 } });
    await waitFor(() => expect(rendered.api.currentLocation).toHaveBeenCalledTimes(2));
  });

  it("'Recargo por mora': a percent typed '2,5' is sent as 250 bp, the summary says the rule, a percent above 100 is refused on its field", async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      api: { getLocation: async () => CENTRAL, currentLocation: async () => current, updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    const group = screen.getByRole('group', { name: 'Recargo por mora' });
    expect(within(group).getByText('Sin recargo por mora.')).toBeTruthy();
    fireEvent.change(within(group).getByLabelText(/^Tipo de recargo/), { target: { value: 'percent' } });
    fireEvent.change(within(group).getByLabelText(/^Recargo( \*)?$/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group).findByText('El porcentaje puede ser de 0 a 100.')).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getByLabelText(/^Recargo( \*)?$/));
    expect(rendered.api.updateLocation).not.toHaveBeenCalled();
    fireEvent.change(within(group).getByLabelText(/^Recargo( \*)?$/), { target: { value: '2,5' } });
    fireEvent.change(within(group).getByLabelText(/^Repetir cada/), { target: { value: '30' } });
    fireEvent.change(within(group).getByLabelText(/^Tope por cuota/), { target: { value: '1.000,50' } });
    const summary = within(group).getByText(/^Se cobra /).textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(summary).toBe('Se cobra 2,5 % de la cuota vencida después de 3 días de gracia, cada 30 días, hasta 1.000,50 ARS por cuota.');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({
      id: 4,
      update: { version: 2, late_charge_kind: 'percent', late_charge_value: 250, late_charge_every_days: 30, late_charge_cap: 100_050 },
    });
  });

  it("'Pagos': the payoff's interest and the value date's days are shown as stored, refused out of range on their field, and saved", async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      api: { getLocation: async () => CENTRAL, currentLocation: async () => current, updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    const group = screen.getByRole('group', { name: 'Pagos' });
    const payoff = within(group).getByRole('group', { name: 'Interés en una cancelación anticipada' });
    const days = within(group).getByLabelText(/^Días hacia atrás para la fecha valor/) as HTMLInputElement;
    const radios = within(payoff).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.labels?.[0]?.textContent, radio.checked])).toEqual([
      ['Por los días transcurridos del período', true],
      ['La cuota de interés completa del período', false],
    ]);
    expect(days.value).toBe('7');
    expect(within(group).getByText('Un pago puede registrarse con una fecha valor de hasta estos días atrás; el efectivo entra en la caja de hoy.')).toBeTruthy();
    fireEvent.click(within(payoff).getByLabelText('La cuota de interés completa del período'));
    fireEvent.change(days, { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group).findByText('Escriba un número entero de 0 a 31.')).toBeTruthy();
    expect(document.activeElement).toBe(days);
    expect(rendered.api.updateLocation).not.toHaveBeenCalled();
    fireEvent.change(days, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({ id: 4, update: { version: 2, payoff_interest: 'wholeInstallment', backdate_days: 3 } });
  });

  it("after a 409 says the payoff's interest in words", async () => {
    let loads = 0;
    await openFeature('/conf_ubicacion/4', {
      api: {
        getLocation: async () => ((loads += 1) === 1 ? CENTRAL : { ...CENTRAL, payoff_interest: 'wholeInstallment', backdate_days: 10, version: 3 }),
        updateLocation: async () => Promise.reject({ kind: 'status', status: 409 }),
      },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    fireEvent.change(field(/^Pie del recibo/), { target: { value: 'Mío' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    const table = await screen.findByRole('table', { name: 'Lo que usted escribió y lo guardado ahora' });
    const row = within(table).getByRole('rowheader', { name: 'Interés en una cancelación anticipada' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Por los días transcurridos del período', 'La cuota de interés completa del período']);
    const daysRow = within(table).getByRole('rowheader', { name: 'Días hacia atrás para la fecha valor' }).closest('tr') as HTMLElement;
    expect(within(daysRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['7', '10']);
  });

  it("'Métodos de pago aceptados': cash checked and fixed, the others toggled and saved in the catalogue's order", async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      api: { getLocation: async () => CENTRAL, currentLocation: async () => current, updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    const methods = within(screen.getByRole('group', { name: 'Pagos' })).getByRole('group', { name: 'Métodos de pago aceptados' });
    const boxes = within(methods).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.parentElement?.textContent, box.checked, box.disabled])).toEqual([
      ['Efectivo', true, true],
      ['Transferencia', true, false],
      ['Billetera digital', false, false],
      ['Tarjeta', false, false],
    ]);
    fireEvent.click(within(methods).getByLabelText('Tarjeta'));
    fireEvent.click(within(methods).getByLabelText('Transferencia'));
    fireEvent.click(within(methods).getByLabelText('Billetera digital'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({ id: 4, update: { payment_methods: ['cash', 'wallet', 'card'] } });
  });

  it("'Aprobación por otra persona (cuatro ojos)': on by default, the administrator turns it off and the save sends it", async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      api: { getLocation: async () => CENTRAL, currentLocation: async () => current, updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    const fourEyes = screen.getByRole('checkbox', { name: 'Aprobación por otra persona (cuatro ojos)' }) as HTMLInputElement;
    expect([fourEyes.checked, fourEyes.disabled]).toEqual([true, false]);
    expect(screen.getByText(/^Activada: quien presenta una solicitud de préstamo/)).toBeTruthy();
    fireEvent.click(fourEyes);
    expect(fourEyes.checked).toBe(false);
    expect(screen.getByText(/^Desactivada: quien presenta una solicitud de préstamo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({ id: 4, update: { version: 2, four_eyes: false } });
  });

  it('four eyes cannot be changed without location.fourEyes: the box is shown, disabled, and the rest saves with it as stored', async () => {
    const rendered = await openFeature('/conf_ubicacion/4', {
      storage: roleWith(['location.view', 'location.edit']),
      api: { getLocation: async () => ({ ...CENTRAL, four_eyes: false }), updateLocation: async ({ update }) => ({ ...CENTRAL, ...update, version: 3 }) },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    const fourEyes = screen.getByRole('checkbox', { name: 'Aprobación por otra persona (cuatro ojos)' }) as HTMLInputElement;
    expect([fourEyes.checked, fourEyes.disabled]).toEqual([false, true]);
    expect(screen.getByText(/Solo un administrador puede cambiarla\.$/)).toBeTruthy();
    fireEvent.change(field(/^Pie del recibo/), { target: { value: 'Vuelva pronto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ubicación guardada.');
    expect(rendered.api.updateLocation.mock.calls[0]?.[0]).toMatchObject({ update: { receipt_footer: 'Vuelva pronto', four_eyes: false } });
  });

  it('after a 409 compares what was typed with what is stored', async () => {
    let loads = 0;
    await openFeature('/conf_ubicacion/4', {
      api: {
        getLocation: async () => ((loads += 1) === 1 ? CENTRAL : CENTRAL_CHANGED),
        updateLocation: async () => Promise.reject({ kind: 'status', status: 409 }),
      },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    fireEvent.change(field(/^Pie del recibo/), { target: { value: 'Mío' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    const table = await screen.findByRole('table', { name: 'Lo que usted escribió y lo guardado ahora' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Moneda', 'Pie del recibo']);
  });

  it('after a 409 says four eyes in words, not as true or false', async () => {
    let loads = 0;
    await openFeature('/conf_ubicacion/4', {
      api: {
        getLocation: async () => ((loads += 1) === 1 ? CENTRAL : { ...CENTRAL, four_eyes: false, version: 3 }),
        updateLocation: async () => Promise.reject({ kind: 'status', status: 409 }),
      },
    });
    await screen.findByDisplayValue('Gracias por su pago.');
    fireEvent.change(field(/^Pie del recibo/), { target: { value: 'Mío' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    const table = await screen.findByRole('table', { name: 'Lo que usted escribió y lo guardado ahora' });
    const row = within(table).getByRole('rowheader', { name: 'Aprobación por otra persona (cuatro ojos)' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Activada', 'Desactivada']);
  });
});

describe('Nueva ubicación', () => {
  it('refuses unknown codes with their messages, then creates with an idempotency key and digits that follow the currency', async () => {
    const created: { input: LocationInput; idempotencyKey: string }[] = [];
    const rendered = await openFeature('/conf_ubicacion/nueva', {
      api: { createLocation: async (request) => (created.push(request), { ...CENTRAL, ...request.input, id: 9, version: 1 }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Nueva ubicación' });
    fireEvent.change(field(/^Nombre/), { target: { value: 'Sucursal Montevideo' } });
    fireEvent.change(field(/^País/), { target: { value: 'QQ' } });
    fireEvent.change(field(/^Moneda/), { target: { value: 'XYZ' } });
    fireEvent.change(field(/^Zona horaria/), { target: { value: 'Marte/Olimpo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija una moneda de la lista (código ISO 4217, p. ej. ARS).')).toBeTruthy();
    expect(screen.getByText('Elija un país de la lista (código ISO de dos letras, p. ej. AR).')).toBeTruthy();
    expect(screen.getByText('Elija una zona horaria de la lista (p. ej. America/Argentina/Cordoba).')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^País/));
    fireEvent.change(field(/^País/), { target: { value: 'uy' } });
    fireEvent.change(field(/^Moneda/), { target: { value: 'CLP' } });
    expect(field(/^Decimales de la moneda/).value).toBe('0');
    fireEvent.change(field(/^Moneda/), { target: { value: 'UYU' } });
    expect(field(/^Decimales de la moneda/).value).toBe('2');
    fireEvent.change(field(/^Zona horaria/), { target: { value: 'America/Montevideo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(rendered.path()).toBe('/conf_ubicacion'));
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBeTruthy();
    expect(created[0]?.input).toMatchObject({ country: 'UY', currency: 'UYU', minor_digits: 2, time_zone: 'America/Montevideo' });
  });
});
