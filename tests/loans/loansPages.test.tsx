/**
 * The Préstamos screens in the real app with faked effects: the preview's worked example, a
 * blocked customer, the application sent once per intent, the loan's actions per status,
 * permission and four eyes, the refusal texts of 'Desembolsar', and the customer's loans.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyRequest, LoanActionRequest, LoanDetail } from '../../machines/loans/loanScreens.ts';
import type { Permission } from '../../machines/permissions.ts';
import { ANA as ANA_CUSTOMER } from '../customers/customers.fixtures.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { FakeDepsOptions } from '../support/fakeDeps.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { ACTIVE_LOAN, APPROVED_LOAN, LOAN_ROW, SUBMITTED_LOAN } from './loanScreens.fixtures.ts';

setupFeatureTests();

const LOCATION = async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' });

async function openFeature(path: string, options: FakeDepsOptions = {}) {
  const rendered = await openApp(path, { storage: signedInStorage(), ...options, api: { currentLocation: LOCATION, ...options.api } });
  return Object.assign(rendered, { api: rendered.deps.api });
}

/** A signed-in user `id` whose role holds exactly these codes. */
const userWith = (id: number, codes: Permission[]) =>
  signedInStorage({ id: String(id), inicio: 'prestamos', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Cobrador', r_permisos: codes }) });

const customersAnswer = async () => ({
  items: [ANA_CUSTOMER, { ...ANA_CUSTOMER, id: 8, name: 'Bruno Díaz', document_number: '30999888', status: 'blocked' as const }],
  total: 2,
  page: 1,
  pageSize: 8,
});

async function pick(name: string) {
  fireEvent.change(await screen.findByLabelText('Buscar cliente'), { target: { value: 'a' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  fireEvent.click(await screen.findByRole('button', { name: `Elegir a ${name}` }));
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the list', () => {
  it("'Solo en mora' asks the server for arrears=1 and back; 'Nuevo préstamo' only with loan.create", async () => {
    const rows = [LOAN_ROW, { ...LOAN_ROW, id: 42, status: 'active' as const, days_in_arrears: 12 }];
    const rendered = await openFeature('/prestamos', {
      api: { listLoans: async (query) => { const items = query.filters.arrears === '1' ? rows.filter((row) => row.days_in_arrears > 0) : rows; return { items, total: items.length, page: 1, pageSize: query.pageSize }; } },
    });
    const table = await screen.findByRole('table', { name: /Préstamos del negocio/ });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Nuevo préstamo' }).getAttribute('href')).toBe('/prestamos/nuevo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo en mora' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    expect(rendered.api.listLoans.mock.calls.at(-1)?.[0].filters).toEqual({ arrears: '1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo en mora' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(rendered.api.listLoans.mock.calls.at(-1)?.[0].filters).toEqual({});
  });

  it('/prestamos?atrasoDesde=31 (Analítica’s PAR30 link) asks for those loans, says so, and the notice takes the filter away', async () => {
    const late = { ...LOAN_ROW, id: 42, status: 'active' as const, days_in_arrears: 45 };
    const rows = [LOAN_ROW, late];
    const rendered = await openFeature('/prestamos?atrasoDesde=31', {
      api: { listLoans: async (query) => { const items = query.filters.atrasoDesde === '31' ? [late] : rows; return { items, total: items.length, page: 1, pageSize: query.pageSize }; } },
    });
    expect(await screen.findByText('Más de 30 días de atraso')).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Préstamos del negocio/ });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    expect(rendered.api.listLoans.mock.calls.at(-1)?.[0].filters).toEqual({ atrasoDesde: '31' });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de atraso' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(rendered.api.listLoans.mock.calls.at(-1)?.[0].filters).toEqual({});
    expect(screen.queryByText('Más de 30 días de atraso')).toBeNull();
  });

  it('/prestamos?atrasoDesde=31&atrasoHasta=60 (a bucket’s link) sends both and names the range', async () => {
    const rendered = await openFeature('/prestamos?atrasoDesde=31&atrasoHasta=60', {
      api: { listLoans: async (query) => ({ items: [LOAN_ROW], total: 1, page: 1, pageSize: query.pageSize }) },
    });
    expect(await screen.findByText('De 31 a 60 días de atraso')).toBeTruthy();
    await waitFor(() => expect(rendered.api.listLoans.mock.calls.at(-1)?.[0].filters).toEqual({ atrasoDesde: '31', atrasoHasta: '60' }));
  });

  it('a role without loan.create gets no "Nuevo préstamo"', async () => {
    await openFeature('/prestamos', { storage: userWith(2, ['loan.view']), api: { listLoans: async (query) => ({ items: [LOAN_ROW], total: 1, page: 1, pageSize: query.pageSize }) } });
    await screen.findByRole('table', { name: /Préstamos del negocio/ });
    expect(screen.queryByRole('link', { name: 'Nuevo préstamo' })).toBeNull();
  });

  it('a role without loan.create that types /prestamos/nuevo is told so instead of getting a form the server would refuse', async () => {
    await openFeature('/prestamos/nuevo', { storage: userWith(2, ['loan.view']), api: { listCustomers: customersAnswer } });
    expect(await screen.findByText('Su rol no permite solicitar préstamos.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Monto/)).toBeNull();
  });
});

describe('Nuevo préstamo', () => {
  it("previews the worked example: 12 × 945,60, the last 945,55 with the rounding note, the totals", async () => {
    await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer } });
    await screen.findByLabelText(/^Monto/);
    expect(screen.queryByRole('table', { name: 'Vista previa del cronograma' })).toBeNull();
    fireEvent.change(field(/^Monto/), { target: { value: '10000' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    const table = await screen.findByRole('table', { name: 'Vista previa del cronograma' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[3]?.textContent).toMatch(/945,60/);
    expect(within(rows[11] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/23 nov 2027/) as unknown as string,
      expect.stringMatching(/927,01/) as unknown as string,
      expect.stringMatching(/18,54/) as unknown as string,
      expect.stringMatching(/945,55/) as unknown as string,
      expect.stringMatching(/^0,00/) as unknown as string,
    ]);
    // Amounts read end-aligned, the schedule's figures in a real table with its caption.
    expect(within(table).getAllByRole('columnheader')[4]?.className).toBe('num');
    expect(screen.getByText('Total de intereses').nextElementSibling?.textContent).toMatch(/^1\.?347,15/);
    expect(screen.getByText('Total a pagar').nextElementSibling?.textContent).toMatch(/11\.347,15/);
    expect(screen.getByText(/^La última cuota \(945,55.*\) difiere de las demás \(945,60.*\) por el redondeo/)).toBeTruthy();
    // #30: the conventions staff are told: rate per period, periods per year, nominal, TEA, CFT.
    const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(figure('Tasa por período')).toMatch(/^2\s?% · Mensual$/);
    expect(figure('Períodos por año')).toBe('12');
    expect(figure('Tasa nominal anual')).toMatch(/^24\s?%$/);
    expect(figure('Tasa efectiva anual (TEA)')).toMatch(/^26,82\s?%$/);
    expect(figure('Costo financiero total (CFT)')).toMatch(/^26,82\s?%$/);
    expect(screen.getByText(/^Una tasa anual es nominal: se divide entre los períodos del año/)).toBeTruthy();
    // An annual rate paid weekly: 36 % a year is 36/52 % a week, TEA 43,16 %.
    fireEvent.change(field(/^Periodo de la tasa/), { target: { value: 'year' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '36' } });
    fireEvent.change(field(/^Frecuencia/), { target: { value: 'weekly' } });
    expect(figure('Tasa por período')).toMatch(/^0,6923\s?% · Semanal$/);
    expect(figure('Períodos por año')).toBe('52');
    expect(figure('Tasa nominal anual')).toMatch(/^36\s?%$/);
    expect(figure('Tasa efectiva anual (TEA)')).toMatch(/^43,16\s?%$/);
    fireEvent.change(field(/^Periodo de la tasa/), { target: { value: 'month' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.change(field(/^Frecuencia/), { target: { value: 'monthly' } });
    // A change recomputes it at once: 6 monthly installments.
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '6' } });
    expect(within(screen.getByRole('table', { name: 'Vista previa del cronograma' })).getAllByRole('row')).toHaveLength(7);
    // Equal principal: the installment falls by design, so the note says why, and blames rounding
    // only for the last principal (10.000,00 / 7 = 1.428,57 six times, 1.428,58 last).
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '7' } });
    fireEvent.change(field(/^Método/), { target: { value: 'equalPrincipal' } });
    expect(screen.getByText(/^Con capital constante la cuota baja en cada período/).textContent).toMatch(
      /El capital de la última cuota \(1\.?428,58.*\) difiere del de las demás \(1\.?428,57.*\) por el redondeo/,
    );
    expect(screen.queryByText(/^La última cuota/)).toBeNull();
  });

  it('says why there is no preview when the terms would not keep their shape (the server would answer tooSmall / tooSteep)', async () => {
    await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer } });
    await screen.findByLabelText(/^Monto/);
    // 0,05 over 12 installments: less than a cent a row.
    fireEvent.change(field(/^Monto/), { target: { value: '0,05' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    expect(await screen.findByText(/^El monto es demasiado chico para tantas cuotas/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Vista previa del cronograma' })).toBeNull();
    // 12,4 % a month over 117 months compounds the installment's rounding far beyond a few cents.
    fireEvent.change(field(/^Monto/), { target: { value: '10000' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '12,4' } });
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '117' } });
    expect(await screen.findByText(/^La tasa es demasiado alta para tantas cuotas/)).toBeTruthy();
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.change(field(/^Número de cuotas/), { target: { value: '12' } });
    expect(await screen.findByRole('table', { name: 'Vista previa del cronograma' })).toBeTruthy();
  });

  it('asks for the location first when the business has none (no currency to type an amount in)', async () => {
    await openFeature('/prestamos/nuevo', { api: { currentLocation: async () => ({ location: null, business_date: '2026-11-23' }) } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Configure la ubicación del negocio (su moneda) antes de solicitar préstamos.');
    expect(screen.queryByLabelText(/^Monto/)).toBeNull();
  });

  it('in Arabic (right to left) the form and its preview are translated, typed numbers read left to right', async () => {
    await openFeature('/prestamos/nuevo', { storage: { ...signedInStorage(), i18n_locale: 'ae' }, realCatalogs: true });
    const amount = await screen.findByLabelText(/^المبلغ/);
    expect(document.documentElement.dir).toBe('rtl');
    // Typed amounts and rates read left to right whatever the page's direction.
    expect(amount.getAttribute('dir')).toBe('ltr');
    fireEvent.change(amount, { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText(/^سعر الفائدة/), { target: { value: '2' } });
    const table = await screen.findByRole('table', { name: 'معاينة جدول السداد' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toContain('القسط');
    expect(screen.getByText('إجمالي الفوائد')).toBeTruthy();
  });

  it('moves the default first due date with the frequency until staff pick one', async () => {
    await openFeature('/prestamos/nuevo');
    await screen.findByLabelText(/^Monto/);
    expect(field(/^Primer vencimiento/).value).toBe('2026-12-23');
    fireEvent.change(screen.getByLabelText('Frecuencia'), { target: { value: 'biweekly' } });
    expect(field(/^Primer vencimiento/).value).toBe('2026-12-07');
    fireEvent.change(field(/^Primer vencimiento/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Frecuencia'), { target: { value: 'weekly' } });
    expect(field(/^Primer vencimiento/).value).toBe('2026-12-01');
  });

  it("says the first due date in the app's language, whatever language the browser draws the date input in", async () => {
    await openFeature('/prestamos/nuevo');
    await screen.findByLabelText(/^Monto/);
    const due = field(/^Primer vencimiento/);
    const echo = document.getElementById(due.getAttribute('aria-describedby')?.split(' ').pop() ?? '');
    expect(echo?.textContent).toBe('= miércoles, 23 de diciembre de 2026');
    fireEvent.change(due, { target: { value: '' } });
    expect(echo?.textContent).toBe('');
  });

  it('says a blocked customer is blocked at once and never sends the application', async () => {
    const rendered = await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer } });
    await pick('Bruno Díaz');
    expect(screen.getByText(/· bloqueado$/)).toBeTruthy();
    expect(screen.getByText('Este cliente está bloqueado y no puede solicitar préstamos.')).toBeTruthy();
    fireEvent.change(field(/^Monto/), { target: { value: '10000' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(rendered.api.applyForLoan).not.toHaveBeenCalled();
    // The refused submit takes the focus to the customer, the first invalid field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar cliente' })));
  });

  it('sends one application per intent: a retry resends the same key, nothing typed is lost', async () => {
    const apply = vi.fn<(request: ApplyRequest) => Promise<LoanDetail>>().mockRejectedValueOnce({ kind: 'timeout' }).mockResolvedValueOnce(SUBMITTED_LOAN);
    const rendered = await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer, applyForLoan: apply, getLoan: async () => SUBMITTED_LOAN } });
    await pick('Ana Pérez');
    // Typed as a Spanish cashier types ten thousand: the dot groups the thousands (issue #29).
    fireEvent.change(field(/^Monto/), { target: { value: '10.000' } });
    expect(screen.getByText('= 10.000,00 ARS')).toBeTruthy();
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByRole('heading', { name: 'No se pudo guardar' });
    expect(field(/^Monto/).value).toBe('10.000');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rendered.path()).toBe('/prestamos/41'));
    expect(apply).toHaveBeenCalledTimes(2);
    const [first, second] = apply.mock.calls.map(([request]) => request);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first?.application).toEqual({ ...{ principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-23' }, customerId: 7, note: '' });
  });

  it("refuses an amount it would have to guess ('10.5' in Spanish) with how to write decimals, and takes '10.000,50'", async () => {
    const rendered = await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer } });
    await pick('Ana Pérez');
    fireEvent.change(field(/^Monto/), { target: { value: '10.5' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByText('Para los decimales use «,», por ejemplo 10.000,50.')).toBeTruthy();
    expect(field(/^Monto/).getAttribute('aria-invalid')).toBe('true');
    expect(rendered.api.applyForLoan).not.toHaveBeenCalled();
    fireEvent.change(field(/^Monto/), { target: { value: '10.000,50' } });
    expect(screen.queryByText('Para los decimales use «,», por ejemplo 10.000,50.')).toBeNull();
    const echo = screen.getByText('= 10.000,50 ARS');
    expect(field(/^Monto/).getAttribute('aria-describedby')).toContain(echo.id);
  });

  it('says each refusal of the server in its own words', async () => {
    const apply = vi.fn<(request: ApplyRequest) => Promise<LoanDetail>>().mockRejectedValue({ kind: 'status', status: 422, code: 'customerNotFound' });
    await openFeature('/prestamos/nuevo', { api: { listCustomers: customersAnswer, applyForLoan: apply } });
    await pick('Ana Pérez');
    fireEvent.change(field(/^Monto/), { target: { value: '10000' } });
    fireEvent.change(field(/^Tasa de interés/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('heading', { name: 'El cliente ya no existe' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe("a loan's page", () => {
  it('offers the administrator what the status allows, and the four-eyes rule hides Aprobar/Rechazar from the submitter', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => SUBMITTED_LOAN } });
    await screen.findByRole('heading', { name: 'Datos del préstamo' });
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desembolsar' })).toBeNull();
    expect(screen.queryByText('Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.')).toBeNull();
    // The terms as the reader writes them: the rate and its period, the method.
    expect(screen.getByText('Tasa de interés').nextElementSibling?.textContent).toMatch(/^2\s?% · Mensual$/);
    expect(screen.getByText('Método').nextElementSibling?.textContent).toBe('Cuota fija (francés)');
    // #30: the rate per period, periods per year, TEA and CFT of its schedule.
    expect(screen.getByText('Tasa por período').nextElementSibling?.textContent).toMatch(/^2\s?% · Mensual$/);
    expect(screen.getByText('Períodos por año').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Tasa efectiva anual (TEA)').nextElementSibling?.textContent).toMatch(/^26,82\s?%$/);
    expect(screen.getByText('Costo financiero total (CFT)').nextElementSibling?.textContent).toMatch(/^26,82\s?%$/);
  });

  it('the submitter (user 3) holding loan.approve sees why there is no Aprobar', async () => {
    await openFeature('/prestamos/41', { storage: userWith(3, ['loan.view', 'loan.create', 'loan.approve']), api: { getLoan: async () => SUBMITTED_LOAN } });
    await screen.findByRole('heading', { name: 'Datos del préstamo' });
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(screen.getByText('Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirar solicitud' })).toBeTruthy();
  });

  it('Aprobar restates the customer and the amount, and says another person must approve while four eyes are on', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => SUBMITTED_LOAN } });
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar' });
    expect(within(dialog).getByLabelText('Lo que confirma').tagName).toBe('DL');
    expect(within(dialog).getByText('Cliente').nextElementSibling?.textContent).toBe('Ana Pérez');
    expect(within(dialog).getByText('Monto').nextElementSibling?.textContent).toMatch(/10\.000,00/);
    expect(within(dialog).getByText(/^Otra persona debe aprobar/)).toBeTruthy();
    expect(within(dialog).queryByText(/permite aprobar solicitudes propias/)).toBeNull();
    expect(within(dialog).queryByText('Sale de la caja')).toBeNull();
  });

  it('with four eyes off the submitter (user 3) is offered Aprobar, told the location allows it, and approves their own application', async () => {
    const run = vi.fn<(request: LoanActionRequest) => Promise<LoanDetail>>().mockResolvedValue(APPROVED_LOAN);
    await openFeature('/prestamos/41', {
      storage: userWith(3, ['loan.view', 'loan.create', 'loan.approve']),
      api: { getLoan: async () => SUBMITTED_LOAN, runLoanAction: run, currentLocation: async () => ({ location: { ...CENTRAL, four_eyes: false }, business_date: '2026-11-23' }) },
    });
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.queryByText('Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.')).toBeNull();
    fireEvent.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Aprobar' });
    expect(within(dialog).getByText('Esta ubicación permite aprobar solicitudes propias (cuatro ojos desactivado).')).toBeTruthy();
    expect(within(dialog).getByText('Cliente').nextElementSibling?.textContent).toBe('Ana Pérez');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run.mock.calls.map(([request]) => [request.action, request.version])).toEqual([['approve', 1]]);
  });

  it('Desembolsar restates the amount, the customer and the box (and session) the cash goes out of, or that there is none open', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => APPROVED_LOAN } });
    fireEvent.click(await screen.findByRole('button', { name: 'Desembolsar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desembolsar' });
    expect(within(dialog).getByText('Cliente').nextElementSibling?.textContent).toBe('Ana Pérez');
    expect(within(dialog).getByText('Monto').nextElementSibling?.textContent).toMatch(/10\.000,00/);
    expect(within(dialog).getByText('Sale de la caja').nextElementSibling?.textContent).toBe('Caja mostrador (sesión N° 12)');
    // Four eyes concern deciding, not disbursing: not said here.
    expect(within(dialog).queryByText(/cuatro ojos/)).toBeNull();
  });

  it('Desembolsar without an open session says so before confirming', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => ({ ...APPROVED_LOAN, disbursement_session: null }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Desembolsar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desembolsar' });
    expect(within(dialog).getByText('Sale de la caja').nextElementSibling?.textContent).toBe('Usted no tiene una caja abierta: ábrala en Caja antes de desembolsar.');
  });

  it('a role without loan.disburse gets no Desembolsar on an approved loan', async () => {
    await openFeature('/prestamos/41', { storage: userWith(5, ['loan.view', 'loan.create']), api: { getLoan: async () => APPROVED_LOAN } });
    await screen.findByRole('heading', { name: 'Datos del préstamo' });
    expect(screen.queryByRole('button', { name: /^(Desembolsar|Deshacer aprobación)$/ })).toBeNull();
  });

  it.each([
    ['noOpenSession', 'Abra su caja antes de desembolsar.'],
    ['insufficientCash', 'Su caja no tiene efectivo suficiente para desembolsar este monto.'],
    ['firstDuePassed', 'El primer vencimiento de este préstamo ya pasó: desembolsarlo hoy lo dejaría atrasado desde el primer día. Deshaga la aprobación, retire la solicitud y cargue una nueva con otras fechas.'],
  ])('Desembolsar refused with %s says so, and confirming again is a new intent', async (code, text) => {
    const run = vi.fn<(request: LoanActionRequest) => Promise<LoanDetail>>().mockRejectedValueOnce({ kind: 'status', status: 409, code }).mockResolvedValueOnce(ACTIVE_LOAN);
    await openFeature('/prestamos/41', { api: { getLoan: async () => APPROVED_LOAN, runLoanAction: run } });
    fireEvent.click(await screen.findByRole('button', { name: 'Desembolsar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desembolsar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desembolsar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run.mock.calls.map(([request]) => [request.action, request.version])).toEqual([['disburse', 2], ['disburse', 2]]);
    expect(run.mock.calls[1]?.[0].idempotencyKey).not.toBe(run.mock.calls[0]?.[0].idempotencyKey);
    expect(screen.getByText('Activo')).toBeTruthy();
  });

  it('says the late-charge rule, lists the waivers, and Condonar recargos restates the charges and asks a reason', async () => {
    const [first, ...rest] = ACTIVE_LOAN.schedule;
    const charged: LoanDetail = {
      ...ACTIVE_LOAN,
      late_charge: { grace_days: 3, kind: 'percent', value: 250, every_days: 30, cap: 12_000 },
      schedule: [{ ...first!, charges: 5_000, total: first!.total + 5_000, outstanding: first!.outstanding + 5_000 }, ...rest],
      charge_waivers: [{ number: 2, business_date: '2026-11-20', amount: 1_500, reason: 'Acuerdo', user_name: 'Ana Admin' }],
    };
    const run = vi.fn<(request: LoanActionRequest) => Promise<LoanDetail>>().mockResolvedValue(ACTIVE_LOAN);
    await openFeature('/prestamos/41', { api: { getLoan: async () => charged, runLoanAction: run } });
    expect((await screen.findByText('Recargo por mora')).nextElementSibling?.textContent).toMatch(
      /^Se cobra 2,5\s% de la cuota vencida después de 3 días de gracia, cada 30 días, hasta 120,00\sARS por cuota\.$/,
    );
    expect(screen.getByRole('region', { name: 'Recargos condonados' }).textContent).toMatch(/Cuota 2: 15,00\sARS el .*, por Ana Admin\. Motivo: Acuerdo/);
    fireEvent.click(screen.getByRole('button', { name: 'Condonar recargos' }));
    const dialog = screen.getByRole('dialog', { name: 'Condonar recargos' });
    expect(within(dialog).getByText('Recargos a condonar').nextElementSibling?.textContent).toMatch(/50,00/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Condonar recargos' }));
    expect(await within(dialog).findByText('Escriba el motivo.')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Pagó en término por transferencia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Condonar recargos' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ action: 'waiveCharge', reason: 'Pagó en término por transferencia', choice: '' });
  });

  it("'Condonar recargos' waives every installment's or the one chosen in 'Cuota'", async () => {
    const [first, second, ...rest] = ACTIVE_LOAN.schedule;
    const withCharge = (row: typeof first, charges: number) => ({ ...row!, charges, total: row!.total + charges, outstanding: row!.outstanding + charges });
    const charged: LoanDetail = { ...ACTIVE_LOAN, late_charge: { grace_days: 3, kind: 'fixed', value: 5_000, every_days: 0, cap: null }, schedule: [withCharge(first, 5_000), withCharge(second, 2_500), ...rest] };
    const run = vi.fn<(request: LoanActionRequest) => Promise<LoanDetail>>().mockResolvedValue(ACTIVE_LOAN);
    await openFeature('/prestamos/41', { api: { getLoan: async () => charged, runLoanAction: run } });
    fireEvent.click(await screen.findByRole('button', { name: 'Condonar recargos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Condonar recargos' }));
    const installment = dialog.getByLabelText('Cuota') as HTMLSelectElement;
    expect([...installment.options].map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual(['Todas las cuotas (75,00 ARS)', `Cuota ${first!.number} (50,00 ARS)`, `Cuota ${second!.number} (25,00 ARS)`]);
    expect(dialog.getByText('Recargos a condonar').nextElementSibling?.textContent).toMatch(/75,00/);
    fireEvent.change(installment, { target: { value: String(second!.number) } });
    expect(dialog.getByText('Recargos a condonar').nextElementSibling?.textContent).toMatch(/25,00/);
    fireEvent.change(dialog.getByLabelText(/Motivo/), { target: { value: 'Acuerdo de pago' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Condonar recargos' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ action: 'waiveCharge', choice: String(second!.number) });
  });

  it("'Cancelación anticipada' says what closes the loan today, part by part, and what the customer saves", async () => {
    const payoff = { date: '2026-11-23', amount: 1_010_667, overdue: 0, principal_ahead: 1_000_000, interest_accrued: 10_667, scheduled: 1_134_715, savings: 124_048, schedule: ACTIVE_LOAN.schedule };
    await openFeature('/prestamos/41', { api: { getLoan: async () => ({ ...ACTIVE_LOAN, payoff }) } });
    const card = await screen.findByRole('region', { name: 'Cancelación anticipada' });
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect([value('Capital por vencer'), value('Interés del período en curso'), value('Total para cancelar hoy'), value('Ahorro frente al cronograma')].map((text) => text?.replace(/\s/g, ' '))).toEqual([
      '10.000,00 ARS',
      '106,67 ARS',
      '10.106,67 ARS',
      '1.240,48 ARS',
    ]);
    expect(screen.getByRole('button', { name: 'Liquidar' })).toBeTruthy();
  });

  it("'Cotizar a otra fecha' asks the quote at the date typed, and says a refused date in words", async () => {
    const payoff = { date: '2026-11-23', amount: 1_010_667, overdue: 0, principal_ahead: 1_000_000, interest_accrued: 10_667, scheduled: 1_134_715, savings: 124_048, schedule: ACTIVE_LOAN.schedule };
    const ahead = { ...payoff, date: '2027-01-10', amount: 1_030_150, overdue: 94_560, principal_ahead: 925_440, interest_accrued: 10_150 };
    const quotePayoff = vi.fn(async ({ date }: { id: number; date: string }) => {
      if (date === '2028-01-10') throw { kind: 'status', status: 422, code: 'quoteTooFar' };
      return ahead;
    });
    await openFeature('/prestamos/41', { api: { getLoan: async () => ({ ...ACTIVE_LOAN, payoff }), quotePayoff } });
    const card = within(await screen.findByRole('region', { name: 'Cancelación anticipada' }));
    fireEvent.click(card.getByRole('button', { name: 'Cotizar' }));
    expect(card.getByText('Elija la fecha de la cotización.')).toBeTruthy();
    expect(quotePayoff).not.toHaveBeenCalled();
    fireEvent.change(card.getByLabelText('Cotizar a otra fecha'), { target: { value: '2027-01-10' } });
    fireEvent.click(card.getByRole('button', { name: 'Cotizar' }));
    const quoted = within(await card.findByRole('region', { name: /^Cotización al / }));
    expect(quotePayoff).toHaveBeenCalledWith({ id: 41, date: '2027-01-10' }, expect.anything());
    expect(quoted.getByText('Total para cancelar ese día').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('10.301,50 ARS');
    expect(quoted.getByText(/^Supone que no se paga nada antes de esa fecha/)).toBeTruthy();
    fireEvent.change(card.getByLabelText('Cotizar a otra fecha'), { target: { value: '2028-01-10' } });
    expect(card.queryByRole('region', { name: /^Cotización al / })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Cotizar' }));
    expect((await card.findByRole('alert')).textContent).toBe('Elija una fecha dentro del próximo año.');
  });

  it("'Versiones del cronograma' lists each version (who, when, how, in effect or reversed) and opens its rows", async () => {
    const row = (number: number, due_date: string, principal: number, interest: number, prepayment = false) => ({ number, due_date, principal, interest, total: principal + interest, prepayment });
    const agreed = { version: 1, in_effect: false, mode: null, payment_id: null, value_date: null, created_at: null, created_by: null, reversed: false, rows: [row(1, '2026-12-24', 80_000, 20_000)] };
    const prepaid = {
      version: 2,
      in_effect: true,
      mode: 'lowerInstallment' as const,
      payment_id: 41,
      value_date: '2027-01-10',
      created_at: '2027-01-10T15:00:00.000Z',
      created_by: 'Carlos Ruiz',
      reversed: false,
      rows: [row(1, '2026-12-24', 74_560, 20_000), row(2, '2027-01-10', 289_850, 10_150, true), row(3, '2027-01-24', 52_231, 5_741)],
    };
    await openFeature('/prestamos/41', { api: { getLoan: async () => ({ ...ACTIVE_LOAN, schedule_versions: [agreed, { ...prepaid, in_effect: false, reversed: true, version: 3 }, prepaid] }) } });
    const section = await screen.findByRole('region', { name: 'Versiones del cronograma' });
    // 'Cronograma' (the version in effect) names its prepayment row.
    const current = within(screen.getByRole('region', { name: 'Cronograma' })).getAllByRole('table')[0]!;
    expect([...current.querySelectorAll('tbody tr')].map((tr) => tr.children[0]?.textContent).slice(0, 3)).toEqual(['1', '2 (prepago)', '3']);
    const summaries = [...section.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(summaries[0]).toBe('Versión 1: cronograma acordado (reemplazada)');
    expect(summaries[1]).toMatch(/^Versión 3: Cuota menor, prepago del .+ \(pago N° 41\), registrado por Carlos Ruiz el .+ \(prepago revertido\)$/);
    expect(summaries[2]).toMatch(/\(vigente\)$/);
    fireEvent.click(section.querySelectorAll('summary')[2]!);
    const table = within(section).getByRole('table', { name: 'Versión 2 del cronograma' });
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.children[0]?.textContent)).toEqual(['1', '2 (prepago)', '3']);
    expect(table.querySelectorAll('tbody tr')[1]?.textContent?.replace(/\s/g, ' ')).toContain('2.898,50 ARS');
  });

  it('a loan with one schedule shows no versions', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => ACTIVE_LOAN } });
    await screen.findByRole('region', { name: 'Cronograma' });
    expect(screen.queryByRole('region', { name: 'Versiones del cronograma' })).toBeNull();
  });

  it('a loan without a rule says so, and offers no Condonar recargos', async () => {
    await openFeature('/prestamos/41', { api: { getLoan: async () => ACTIVE_LOAN } });
    expect((await screen.findByText('Recargo por mora')).nextElementSibling?.textContent).toBe('Sin recargo por mora.');
    expect(screen.queryByRole('button', { name: 'Condonar recargos' })).toBeNull();
  });

  it("reads 'Historial' again once an action went through, so the new step is listed", async () => {
    const recordHistory = vi.fn(async () => []);
    await openFeature('/prestamos/41', { api: { getLoan: async () => APPROVED_LOAN, runLoanAction: async () => ACTIVE_LOAN, recordHistory } });
    fireEvent.click(await screen.findByRole('button', { name: 'Desembolsar' }));
    await waitFor(() => expect(recordHistory).toHaveBeenCalledTimes(1));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Desembolsar' })).getByRole('button', { name: 'Desembolsar' }));
    await waitFor(() => expect(recordHistory).toHaveBeenCalledTimes(2));
  });

  it("'Historial' says the loan's changes in the page's words: amounts as money, codes by name, bookkeeping hidden", async () => {
    const recordHistory = async () => [
      {
        id: 3, at: '2026-11-24T11:00:00Z', user_name: 'Ana Torres', action: 'approve' as const,
        before: { status: 'submitted' },
        after: { status: 'approved', four_eyes: false },
      },
      {
        id: 2, at: '2026-11-24T10:00:00Z', user_name: 'Carlos Ruiz', action: 'record' as const,
        before: { status: 'active', balance: 553_791, version: 3 },
        after: { status: 'closed', balance: 0, version: 4, payment_id: 17, amount: 553_791, method: 'cash' },
      },
      { id: 1, at: '2026-11-23T10:00:00Z', user_name: 'Lucía Gómez', action: 'apply' as const, before: null, after: { status: 'submitted', method: 'french', rate_millionths: 30_000, officer_id: 3, first_due_date: '2026-12-24' } },
    ];
    await openFeature('/prestamos/41', { api: { getLoan: async () => ACTIVE_LOAN, recordHistory } });
    const history = await screen.findByRole('region', { name: 'Historial' });
    // The history loads after the loan (its own call): slower than one second on a busy machine.
    await within(history).findByText(/^Saldo: /, undefined, { timeout: 10_000 });
    const text = (history.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toMatch(/Saldo: 5.537,91 ARS → 0,00 ARS/);
    expect(text).toMatch(/Estado: Activo → Cancelado/);
    expect(text).toMatch(/Monto del pago: — → 5.537,91 ARS/);
    expect(text).toMatch(/Método: — → Efectivo/);
    expect(text).toMatch(/Método: — → Cuota fija \(francés\)/);
    expect(text).toMatch(/Tasa de interés: — → 3 %/);
    expect(text).toMatch(/Primer vencimiento: — → 24 dic 2026/);
    // An approval while four eyes were off says so in words.
    expect(text).toMatch(/Aprobación por otra persona \(cuatro ojos\): — → Desactivada/);
    expect(text).not.toMatch(/version|officer_id|553791|false/);
  });

  it('shows the schedule with every installment status label', async () => {
    const statuses = ['upcoming', 'due', 'overdue', 'partial', 'paidEarly', 'paidOnTime', 'paidLate'] as const;
    const loan: LoanDetail = { ...ACTIVE_LOAN, rate_millionths: 25_000, rate_period: 'year', schedule: ACTIVE_LOAN.schedule.slice(0, 7).map((row, index) => ({ ...row, status: statuses[index] ?? 'upcoming' })) };
    await openFeature('/prestamos/41', { api: { getLoan: async () => loan } });
    const table = await screen.findByRole('table', { name: 'Cronograma' });
    const labels = within(table).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent);
    expect(labels).toEqual(['Por vencer', 'Vence hoy', 'Vencida', 'Pago parcial', 'Pagada antes', 'Pagada a tiempo', 'Pagada con atraso']);
    expect(screen.getByText('Tasa de interés').nextElementSibling?.textContent).toMatch(/^2,5\s?% · Anual$/);
  });
});

describe("the customer's page", () => {
  it('lists their loans, each a link to its page, asking for that customer only', async () => {
    const rendered = await openFeature('/clientes/7', { api: { getCustomer: async () => ANA_CUSTOMER, listLoans: async (query) => ({ items: [LOAN_ROW], total: 1, page: 1, pageSize: query.pageSize }) } });
    const link = await screen.findByRole('link', { name: 'Préstamo N° 41' });
    expect(link.getAttribute('href')).toBe('/prestamos/41');
    expect(rendered.api.listLoans.mock.calls[0]?.[0].filters).toEqual({ customer: '7' });
  });
});
