/**
 * The two screens whose code loads on demand, in the production build: 'Exportar' (the SheetJS
 * core build, no code pages) and the template editor (the Markdown editor without Prism and
 * without an HTML parser). See docs/decisions.md, 'Lighter lazy chunks'.
 */
import { readFile } from 'node:fs/promises';
import XLSX from 'sheetjs-style';
import { parseListQuery } from '../machines/records/listQuery.ts';
import { STAFF_SORT_COLUMNS, type StaffUser } from '../machines/staff/index.ts';
import { pageOf, STAFF_LIST_RULES } from '../tests/records/inMemoryList.ts';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, groupButton, login, sidebarLink, translate } from './support/app.ts';

test('"Exportar" on Usuarios downloads a real .xls (BIFF8) that reads back, in Spanish, Russian, Chinese and Arabic', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  for (const locale of ['es', 'ru', 'zh', 'ae']) {
    const tr = (message: string) => translate(locale, message);
    await page.locator('header select').selectOption(locale);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: tr('Exportar'), exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('usuarios.xls');
    const bytes = await readFile(await download.path());
    // An OLE compound file (BIFF8), not HTML or CSV under an .xls name.
    expect([...bytes.subarray(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

    const book = XLSX.read(bytes, { type: 'buffer' });
    expect(book.SheetNames, locale).toEqual([tr('Usuarios')]);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0], locale).toEqual([tr('Usuario'), tr('Nombre'), tr('Rol'), tr('Estado')]);
    expect(rows.find((row) => row[0] === ADMIN.user)?.[3], locale).toBe(tr('Activo'));
  }
});

test('"Exportar" on Usuarios exports every page the query matches, not just the one on screen', async ({ page, appUrl }) => {
  // 230 accounts, half of them cashiers: GET /usuarios answered in the browser by the list
  // contract (what server/ does in SQL), so the export has to walk several pages of 100.
  const accounts: StaffUser[] = Array.from({ length: 230 }, (_, i) => ({
    id: i + 1,
    username: `persona${String(i + 1).padStart(3, '0')}`,
    name: `Persona ${i + 1}`,
    id_rol: i % 2 ? 2 : 3,
    r_nombre: i % 2 ? 'Cajero' : 'Cobrador',
    enabled: i % 7 !== 0,
    perfil: null,
    version: 1,
  }));
  const asked: { q: string; page: number; pageSize: number }[] = [];
  await page.route(/\/public\/api\/usuarios(\?|$)/, async (route) => {
    const params = Object.fromEntries(new URL(route.request().url()).searchParams);
    const query = parseListQuery(params, { sort: STAFF_SORT_COLUMNS, filters: ['enabled'] });
    asked.push({ q: query.q, page: query.page, pageSize: query.pageSize });
    await route.fulfill({ json: pageOf(accounts, query, STAFF_LIST_RULES) });
  });
  await login(page, appUrl, ADMIN);
  await expect(page.getByText('Página 1 de 23')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).pressSequentially('cajero', { delay: 60 });
  await expect(page.getByText('Página 1 de 12')).toBeVisible();
  await expect(page.getByText('115 usuarios encontrados.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const book = XLSX.read(await readFile(await (await downloading).path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? '']!, { header: 1 });
  expect(rows.slice(1).map((row) => row[0])).toEqual(accounts.filter((a) => a.r_nombre === 'Cajero').map((a) => a.username));
  expect(asked.filter((a) => a.pageSize === 100)).toEqual([
    { q: 'cajero', page: 1, pageSize: 100 },
    { q: 'cajero', page: 2, pageSize: 100 },
  ]);
  // Typing 'cajero' sent one search, not one per key (two at most, on a machine so loaded that a
  // pause between two keys outlasted the 300 ms debounce).
  const searches = asked.filter((a) => a.pageSize === 10).map((a) => a.q);
  expect(searches[0]).toBe('');
  expect(searches.at(-1)).toBe('cajero');
  expect(searches.length, searches.join(' | ')).toBeLessThanOrEqual(3);
  expect(searches.every((q) => 'cajero'.startsWith(q))).toBe(true);
});

test('the template editor: typing shows the Markdown in the live preview; HTML in it makes no element', async ({ page, appUrl }) => {
  await login(page, appUrl, ADMIN);
  await groupButton(page, 'Configuración').click();
  await sidebarLink(page, 'Mensajes').click(); // the server's title for conf_mensajes
  await page.getByRole('button', { name: /^Recordatorio de pago/ }).click();
  const editor = page.getByLabel('Texto de la plantilla (Markdown)');
  await editor.fill('## Aviso nuevo\n\nEstimado/a **{{cliente}}**, <b>vence</b> hoy.\n\n- uno\n- dos');
  const preview = page.locator('.w-md-editor-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Aviso nuevo' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('{{cliente}}');
  await expect(preview.locator('li')).toHaveText(['uno', 'dos']);
  await expect(preview.locator('p').first()).toHaveText('Estimado/a {{cliente}}, vence hoy.');
  await expect(preview.locator('b')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'caracteres' })).toHaveText(/^\d+ \/ 10000 caracteres$/);
});
