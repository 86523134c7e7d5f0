/**
 * The two screens whose code loads on demand, in the production build: 'Exportar' (the SheetJS
 * core build, no code pages) and the template editor (the Markdown editor without Prism and
 * without an HTML parser). See docs/decisions.md, 'Lighter lazy chunks'.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import XLSX from 'sheetjs-style';
import { test, expect } from './support/fixtures.ts';
import { ADMIN, groupButton, login, sidebarLink } from './support/app.ts';

/** A message's translation in a catalog (the Spanish source when the catalog leaves it empty). */
function translate(locale: string, message: string): string {
  const po = readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8');
  const quoted = JSON.stringify(message);
  const entry = po.split('\n\n').find((block) => block.split('\n').includes(`msgid ${quoted}`));
  const translated = entry?.match(/^msgstr (".*")$/m)?.[1];
  if (translated === undefined) throw new Error(`no entry for ${quoted} in locales/${locale}.po`);
  return (JSON.parse(translated) as string) || message;
}

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
    expect(rows[0], locale).toEqual([tr('Usuario'), tr('Nombre'), tr('Rol'), tr('Habilitado')]);
    expect(rows.find((row) => row[0] === ADMIN.user)?.[3], locale).toBe(tr('Sí'));
  }
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
