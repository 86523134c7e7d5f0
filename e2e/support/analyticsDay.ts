/**
 * What 'Analítica' (#19) must say about one business day, and the check of it: through the API
 * (`GET /public/api/analitica`, validated against the contract, machines/analytics/analytics.schema.ts)
 * and on the page (`/analytics`). Used by e2e/analyticsDay.spec.ts, whose journey computes the
 * expected figures from the amounts it typed.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import { AnalyticsSchema, type Analytics, type CollectedByKind } from '../../machines/analytics/analytics.schema.ts';
import { fromMinor } from '../../machines/money/minor.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import { expect } from './fixtures.ts';

/** The figures of one business day that the day's journey decides exactly (minor units). */
export interface DayFigures {
  businessDate: BusinessDate;
  /** Non-reversed payments taken that day, by kind. */
  collected: CollectedByKind;
  /** Principal disbursed that day, and how many loans. */
  disbursed: { amount: number; loans: number };
  /** Every open session at the end of the day: who holds it and its expected cash. */
  cashOnHand: { userName: string; expected: number }[];
  /** Whose sessions must no longer be on hand (closed during the day). */
  notOnHand: string[];
  deliveriesPending: { count: number; amount: number };
  /** Σ in and Σ out of the day's cash movements. */
  cashFlow: { in: number; out: number };
}

/** A money amount as the app shows it in Spanish for the demo location (ARS, 2 digits): '62.899,50 ARS'. */
const ARS = new Intl.NumberFormat('es', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const ars = (minor: number): string => ARS.format(fromMinor(minor, 2) as Intl.StringNumericLiteral);

/**
 * The amount's digits as a pattern that no longer amount contains ('2.500,00' is not found inside
 * '12.500,00'); the space before the currency code may be a no-break space.
 */
export function amountPattern(minor: number): RegExp {
  const [digits] = ars(minor).split(/\s/);
  return new RegExp(`(?<![\\d.,])${(digits ?? '').replace(/[.]/g, '\\.')}(?![\\d])`);
}

/**
 * The cell of a table row that shows `minor` (a row's text runs its cells together: '2612.500,00'
 * is a date and an amount, so an amount is looked for cell by cell).
 */
export const cellWith = (row: Locator, minor: number): Locator => row.getByRole('cell').filter({ hasText: amountPattern(minor) }).first();

/** The signed-in user's token, as the app stores it (the specification's `token` key). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token === null) throw new Error('no token in localStorage: sign in first');
  return token;
}

/**
 * `GET /public/api/analitica` for `desde`..`hasta` with the signed-in user's token: the answer,
 * checked against the contract, or null when the server has no such route (404).
 */
export async function readAnalytics(request: APIRequestContext, appUrl: string, token: string, period: { from: BusinessDate; to: BusinessDate }): Promise<Analytics | null> {
  const response = await request.get(`${appUrl}/public/api/analitica?desde=${period.from}&hasta=${period.to}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status() === 404) return null;
  expect(response.status(), `GET /analitica answered ${response.status()}: ${await response.text()}`).toBe(200);
  const parsed = v.safeParse(AnalyticsSchema, await response.json());
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n');
    throw new Error(`GET /analitica does not match machines/analytics/analytics.schema.ts:\n${issues}`);
  }
  return parsed.output;
}

const ANALYTICS_MISSING = 'analytics endpoint missing: GET /public/api/analitica answered 404 (server/analytics is not in this build yet)';

/**
 * The owner's analytics show exactly the day's figures:
 * (a) through the API, with the signed-in administrator's token, every figure the journey decides,
 *     compared field by field with the contract's answer for the period `day`..`day` (so "the
 *     period" is that day too, whatever else the month holds);
 * (b) on the page `/analytics`, the figures a person reads.
 */
export async function expectDayInAnalytics(page: Page, appUrl: string, expected: DayFigures): Promise<void> {
  const day = expected.businessDate;
  const answer = await readAnalytics(page.request, appUrl, await storedToken(page), { from: day, to: day });
  if (answer === null) throw new Error(ANALYTICS_MISSING);

  // (a) The API.
  expect(answer.businessDate, 'the business date').toBe(day);
  expect(answer.period, 'the period asked for').toEqual({ from: day, to: day });
  expect(answer.collected.today, 'collected today, by kind').toEqual(expected.collected);
  expect(answer.collected.period, 'collected in the period (that day only)').toEqual(expected.collected);
  expect(answer.disbursed, 'disbursed today and in the period').toEqual({ today: expected.disbursed.amount, period: expected.disbursed.amount, periodLoans: expected.disbursed.loans });
  const onHand = answer.cashOnHand.map(({ userName, expected: amount }) => ({ userName, expected: amount }));
  expect(onHand, 'cash on hand, per open session').toEqual(expect.arrayContaining(expected.cashOnHand));
  expect(onHand, 'cash on hand: only the sessions still open').toHaveLength(expected.cashOnHand.length);
  for (const name of expected.notOnHand) expect(onHand.map((row) => row.userName), `${name}'s closed session is no longer on hand`).not.toContain(name);
  expect(answer.deliveriesPending, 'deliveries pending').toEqual(expected.deliveriesPending);
  expect(answer.dailyCollections.at(-1), 'the day\'s row of daily collections (the last of the 30)').toEqual({ date: day, ...expected.collected });
  expect(answer.cashFlow, 'cash in and out of the period (that day only)').toEqual([{ date: day, ...expected.cashFlow }]);

  // (b) The page. The period is set to the day ('Hoy'), so the period's figures are the day's too,
  // and the page's address keeps it.
  await page.goto(appUrl + '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
  await page.getByRole('button', { name: 'Hoy', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?desde=${day}&hasta=${day}$`));
  const figures = page.getByRole('list', { name: 'Cifras del negocio' });
  const card = (title: string) => figures.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  const { loan, rental, debt, fee } = expected.collected;
  for (const title of ['Cobrado hoy', 'Cobrado en el periodo']) {
    await expect(card(title)).toContainText(amountPattern(loan + rental + debt + fee));
    await expect(card(title).getByRole('listitem').filter({ hasText: 'Préstamos' })).toContainText(amountPattern(loan));
    await expect(card(title).getByRole('listitem').filter({ hasText: 'Alquileres' })).toContainText(amountPattern(rental));
  }
  await expect(card('Desembolsado en el periodo')).toContainText(amountPattern(expected.disbursed.amount));
  const cash = card('Efectivo en caja');
  for (const row of expected.cashOnHand) await expect(cash.getByRole('listitem').filter({ hasText: row.userName })).toContainText(amountPattern(row.expected));
  for (const name of expected.notOnHand) await expect(cash).not.toContainText(name);
  await expect(card('Entregas pendientes')).toContainText(amountPattern(expected.deliveriesPending.amount));
  await expect(card('Entregas pendientes')).toContainText(new RegExp(`(?<!\\d)${expected.deliveriesPending.count} entregas? por recibir`));
  // The charts' table views: the day is the last row of the daily collections, the only row of the cash flow.
  const tableOf = async (title: string) => {
    await page.getByRole('region', { name: title }).getByRole('button', { name: 'Ver tabla' }).click();
    return page.getByRole('table', { name: title });
  };
  const lastDay = (await tableOf('Cobros diarios de los últimos 30 días')).getByRole('row').last();
  await expect(cellWith(lastDay, loan)).toBeVisible();
  await expect(cellWith(lastDay, rental)).toBeVisible();
  const flow = (await tableOf('Entradas y salidas de caja por día')).getByRole('row');
  await expect(flow).toHaveCount(2);
  await expect(cellWith(flow.last(), expected.cashFlow.in)).toBeVisible();
  await expect(cellWith(flow.last(), expected.cashFlow.out)).toBeVisible();

  // (c) Each figure opens the list that explains it, filtered the way it was counted: the day's
  // posted rent payments add up to the rent collected, the day's disbursements to the amount disbursed.
  await card('Cobrado hoy').getByRole('link', { name: 'Alquileres' }).click();
  await expect(page).toHaveURL(new RegExp(`/pagos_alquiler\\?desde=${day}&hasta=${day}&estado=posted$`));
  await expect(page.getByRole('group', { name: 'Totales del filtro' })).toContainText(amountPattern(rental));
  await expect(page.getByLabel('Estado')).toHaveValue('posted');
  await page.goBack();
  await card('Desembolsado en el periodo').getByRole('link', { name: 'Desembolsado en el periodo' }).click();
  await expect(page).toHaveURL(new RegExp(`/movimientos\\?desde=${day}&hasta=${day}&tipo=disbursement$`));
  await expect(page.getByLabel('Tipo')).toHaveValue('disbursement');
  const disbursements = page.getByRole('table', { name: 'Movimientos de caja' }).getByRole('row');
  await expect(disbursements).toHaveCount(1 + expected.disbursed.loans);
  await expect(cellWith(disbursements.last(), expected.disbursed.amount)).toBeVisible();
}
