/**
 * 'Movimientos' end to end, against the production build and the real server: the administrator
 * filters the ledger by box, reads the filter's totals, reverses a movement with a reason (posted
 * into the box's open session), and sees the pair linked both ways with the totals netting the
 * reversal; the cashier (no movement.reverse) reads the same ledger without any 'Revertir'.
 *
 * The server is this file's own (its database is needed to open a session and post movements the
 * way Caja will, through server/cash/ledger.ts), on a fresh data folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/start.ts';
import { postMovement } from '../server/cash/ledger.ts';
import { DIST_DIR, expect, test } from './support/fixtures.ts';
import { CAJERO, dismissAlert, login } from './support/app.ts';

let server: RunningServer;
let dataDir: string;
let incomeId = 0;
const BOX = 'Caja E2E';

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sofia-e2e-ledger-'));
  server = await startServer({ dataDir, distDir: DIST_DIR, port: 0, log: { info() {}, warn() {}, error: (e, f) => console.error(`[server] ${e}`, f) } });
  const { db } = server;
  const owner = (await db.query<{ id: number }>("INSERT INTO users (username, password_hash, name, id_rol) VALUES ('e2e-caja', 'x', 'Cajera E2E', 2) RETURNING id"))[0]!.id;
  const box = (await db.query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id', [BOX]))[0]!.id;
  // Opened with 1.000,00: giving the income back must not take the box below zero (it is refused then).
  const session = (
    await db.query<{ id: number }>(
      "INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount) VALUES ($1, 'open', '2026-11-20', $2, now(), 100000) RETURNING id",
      [box, owner],
    )
  )[0]!.id;
  const post = (direction: 'in' | 'out', amount: number, type: 'income' | 'expense', concept: string) =>
    postMovement(db, { sessionId: session, userId: owner, businessDate: '2026-11-20', direction, amount, type, concept });
  incomeId = await post('in', 1234_56, 'income', 'Venta e2e');
  await post('out', 200_00, 'expense', 'Compra e2e');
});

test.afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-floating-ui-focus-guard]').analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help}`)).toEqual([]);
}

const totals = (page: Page) => page.getByRole('group', { name: 'Totales del filtro' });
const ledger = (page: Page) => page.getByRole('table', { name: /^Movimientos de caja/ });

async function openLedgerOfBox(page: Page, count: string | RegExp) {
  await page.goto(server.url + '/movimientos');
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Caja' }).selectOption({ label: BOX });
  await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible();
}

test('the administrator filters the ledger, reads its totals, reverses a movement with a reason and sees the pair', async ({ page }) => {
  await login(page, server.url);
  await openLedgerOfBox(page, '2 movimientos encontrados.');
  await expect(totals(page)).toContainText(/Total entradas\s*1\.?234,56/);
  await expect(totals(page)).toContainText(/Total salidas\s*200,00/);
  await expect(totals(page)).toContainText(/Neto\s*1\.?034,56/);
  await expectNoAxeViolations(page, 'the ledger');

  await page.getByRole('button', { name: `Revertir el movimiento N° ${incomeId}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Revertir el movimiento N° ${incomeId}` });
  await expect(dialog).toContainText('Se registrará una salida de');
  await expect(dialog).toContainText(BOX);
  await dialog.getByRole('button', { name: 'Revertir' }).click();
  await expect(dialog.getByText('Escriba el motivo de la reversión.')).toBeVisible();
  await expectNoAxeViolations(page, 'the reversal dialog');
  await dialog.getByLabel('Motivo *').fill('Cargado dos veces');
  await dialog.getByRole('button', { name: 'Revertir' }).click();
  await expect(page.getByText('Movimiento revertido.')).toBeVisible();
  await dismissAlert(page);

  await expect(page.getByText('3 movimientos encontrados.')).toBeVisible();
  await expect(ledger(page)).toContainText(`Revierte N° ${incomeId}`);
  await expect(ledger(page)).toContainText(/Revertido por N° \d+/);
  await expect(totals(page)).toContainText(/Total salidas\s*1\.?434,56/);
  await expect(totals(page)).toContainText(/Neto\s*-?\s*200,00/);
  // Neither of the pair can be reversed again.
  await expect(page.getByRole('button', { name: `Revertir el movimiento N° ${incomeId}` })).toHaveCount(0);
});

test('the cashier reads the ledger but sees no Revertir', async ({ page }) => {
  await login(page, server.url, CAJERO);
  // Two, or three once the other test reversed one (same server when one worker runs both).
  await openLedgerOfBox(page, /^[23] movimientos encontrados\.$/);
  await expect(ledger(page).getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revertir/ })).toHaveCount(0);
});
