// @vitest-environment node
/**
 * The sidebar's labels for the menu the server sends (docs/decisions.md, "Menu labels"): the
 * server's own words in Spanish; elsewhere their translation when the catalog has one, else the
 * app's title for the route or group, else the server's words. Real catalogs.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../machines/contract.ts';
import { buildMenu } from '../../machines/session/index.ts';
import { loadCatalog } from '../../src/i18n/catalog.ts';
import { childLabel, groupLabel, KNOWN_SERVER_TITLES, menuLabel } from '../../src/layouts/menuLabels.ts';
import { readPo } from '../i18n/poCatalog.ts';
import { getJson, serverWithSignedInStaff } from '../server/helpers.ts';

const cashbox = (title: string) => ({ title, route: 'caja', icon: 'cashbox' });

describe('in Spanish, the language the server writes in', () => {
  it('shows the server\'s words, not the app\'s title for the route or group', async () => {
    await loadCatalog('es');
    expect(childLabel(i18n, cashbox('Caja chica'))).toBe('Caja chica');
    expect(childLabel(i18n, { title: 'Entregas', route: 'entregas', icon: 'deliveries' })).toBe('Entregas');
    expect(childLabel(i18n, { title: 'Mensajes', route: 'conf_mensajes', icon: 'messages' })).toBe('Mensajes');
    expect(groupLabel(i18n, { title: 'Tesorería', icon: 'cash', children: [] })).toBe('Tesorería');
    expect(childLabel(i18n, { title: 'Cobranzas', route: 'cobranzas', icon: 'x' })).toBe('Cobranzas');
  });

  it('falls back to the app\'s title when the server sent a blank one', async () => {
    await loadCatalog('es');
    expect(childLabel(i18n, cashbox('  '))).toBe('Caja');
    expect(groupLabel(i18n, { title: '', icon: 'cash', children: [] })).toBe('Caja');
  });
});

describe.each(['en', 'ae'] as const)('in %s', (locale) => {
  const po = readPo(locale);
  const tr = (spanish: string) => po.get(spanish) as string;

  it('translates a server title the catalog knows: its own words, not the route\'s title', async () => {
    await loadCatalog(locale);
    // 'Entregas' (the server's) and 'Entregas de efectivo' (the app's route title) differ.
    expect(childLabel(i18n, { title: 'Entregas', route: 'entregas', icon: 'deliveries' })).toBe(tr('Entregas'));
    expect(tr('Entregas')).not.toBe(tr('Entregas de efectivo'));
    expect(childLabel(i18n, { title: 'Mensajes', route: 'conf_mensajes', icon: 'messages' })).toBe(tr('Mensajes'));
    expect(groupLabel(i18n, { title: 'Administración', icon: 'admin', children: [] })).toBe(tr('Administración'));
    // Trimmed and composed: a decomposed accent is the same title.
    expect(menuLabel(i18n, ' Ubicacio\u0301n ')).toBe(tr('Ubicación'));
  });

  it('shows the app\'s title for the route or group when the catalog does not know the server\'s', async () => {
    await loadCatalog(locale);
    expect(childLabel(i18n, cashbox('Caja chica'))).toBe(tr('Caja'));
    expect(groupLabel(i18n, { title: 'Tesorería', icon: 'cash', children: [] })).toBe(tr('Caja'));
  });

  it('shows the server\'s words when neither the catalog nor the app knows them', async () => {
    await loadCatalog(locale);
    expect(childLabel(i18n, { title: 'Cobranzas', route: 'cobranzas', icon: 'x' })).toBe('Cobranzas');
    expect(groupLabel(i18n, { title: 'Extras', icon: 'constructor', children: [] })).toBe('Extras');
  });
});

describe('the known titles', () => {
  it('are each their message\'s Spanish source, so the lookup finds what the catalogs translate', () => {
    for (const [spanish, message] of Object.entries(KNOWN_SERVER_TITLES)) expect(message.message, spanish).toBe(spanish);
  });

  describe('cover every title the reference server sends', () => {
    const env = serverWithSignedInStaff();
    it('so that its whole menu is translated in every language', async () => {
      const res = await getJson<MenuResponse>(env.server.api('/cargarMenus?id_rol=1'), env.tokens.admin);
      const titles = [...res.body.menu.map((m) => m.m_descripcion), ...res.body.sub_menu.map((s) => s.sm_descripcion)];
      expect(titles.length).toBeGreaterThan(20);
      expect(titles.filter((title) => !Object.hasOwn(KNOWN_SERVER_TITLES, title))).toEqual([]);
      // And through the menu the app builds from it, in English every label is the catalog's.
      await loadCatalog('en');
      const po = readPo('en');
      for (const group of buildMenu(res.body)) {
        expect(groupLabel(i18n, group)).toBe(po.get(group.title));
        for (const child of group.children) expect(childLabel(i18n, child)).toBe(po.get(child.title));
      }
    });
  });
});
