/**
 * 'Entregas' end to end, against the production build and the real server: the collector declares
 * a delivery from what they collected, the cashier receives it short (disputed, the difference
 * shown before confirming), the administrator resolves it as the collector's debt. Until the Caja
 * screens can open sessions, the two cash sessions are opened here in the database (one box each),
 * as the server tests do; a user who already has an open session (a seed's) keeps it.
 */
import type { Browser, Page } from '@playwright/test';
import type { Database } from '../server/db/adapter.ts';
import { test, expect } from './support/fixtures.ts';
import { dismissAlert, submitLogin } from './support/app.ts';

async function openSessionWithCash(db: Database, username: string, income: number): Promise<void> {
  const user = (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  let session = (await db.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status = 'open'", [user]))[0]?.id;
  if (session === undefined) {
    const box = await db.query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id', [`e2e ${username} ${Date.now()}`]);
    session = (
      await db.query<{ id: number }>(
        "INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount) VALUES ($1, 'open', current_date, $2, now(), 0) RETURNING id",
        [box[0]!.id, user],
      )
    )[0]!.id;
  }
  if (income > 0) {
    await db.query(
      "INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date) VALUES ($1, 'in', $2, 'income', 'cobranza e2e', $3, current_date)",
      [session, income, user],
    );
  }
}

/** A page of its own, signed in as `user`, on /entregas. */
async function entregasAs(browser: Browser, appUrl: string, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl + '/');
  await submitLogin(page, user, password);
  // Signed in: the start route replaces the login page.
  await page.waitForURL((url) => url.pathname !== '/');
  await dismissAlert(page);
  await page.goto(appUrl + '/entregas');
  await expect(page.getByRole('heading', { level: 1, name: 'Entregas de efectivo' })).toBeVisible();
  return page;
}

const rowOf = (page: Page, id: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });

test('the collector declares, the cashier receives it short, the administrator resolves it', async ({ browser, appUrl, server }) => {
  await openSessionWithCash(server.db, 'cobrador', 1_000_00);
  await openSessionWithCash(server.db, 'cajero', 0);

  const collector = await entregasAs(browser, appUrl, 'cobrador', 'Cobrador#2026');
  await collector.getByRole('button', { name: 'Nueva entrega' }).click();
  const declare = collector.getByRole('dialog', { name: 'Nueva entrega' });
  await expect(declare.getByText(/^Efectivo que puede entregar: /)).toBeVisible();
  await declare.getByLabel('Monto').fill('500');
  await declare.getByLabel('Nota').fill('Ruta norte e2e');
  await declare.getByRole('button', { name: 'Declarar entrega' }).click();
  await expect(declare).toBeHidden();
  const first = collector.getByRole('rowheader').first();
  const id = (await first.textContent()) ?? '';
  await expect(rowOf(collector, id)).toContainText('Pendiente');

  const cashier = await entregasAs(browser, appUrl, 'cajero', 'Cajero#2026');
  await rowOf(cashier, id).getByRole('button', { name: /^Recibir la entrega N° / }).click();
  const receive = cashier.getByRole('dialog');
  await receive.getByLabel('Monto recibido').fill('450');
  await expect(receive.getByText(/^Diferencia: -50,00/)).toBeVisible();
  await receive.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(receive).toBeHidden();
  await expect(rowOf(cashier, id)).toContainText('En disputa');

  const admin = await entregasAs(browser, appUrl, 'admin', 'Admin#2026');
  await rowOf(admin, id).getByRole('button', { name: /^Resolver la entrega N° / }).click();
  const resolve = admin.getByRole('dialog');
  await resolve.getByLabel('Resolución').selectOption('collectorDebt');
  await resolve.getByLabel('Nota').fill('Lo repone el lunes');
  await resolve.getByRole('button', { name: 'Resolver' }).click();
  await expect(resolve).toBeHidden();
  await expect(rowOf(admin, id)).toContainText('Resuelta');
});
