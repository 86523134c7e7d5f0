import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MenuChild, MenuGroup } from '../../machines/contract.ts';
import type { Locale } from '../../machines/settings/index.ts';
import { areaOfRoute } from '../../machines/areas.ts';
import { AREA_TITLES, GROUP_TITLES } from '../app/routes.ts';

/** The language the server writes its menu titles in (the specification's data is Spanish). */
export const SERVER_LANGUAGE: Locale = 'es';

/**
 * Spanish menu titles a server is known to send (the reference server's, and the app's own names
 * of its routes and groups), each with its message, so that every catalog translates them. A title
 * not listed here has no translation: see `menuLabel` for what is shown instead. Keys are the
 * server's exact text; a test checks each key is its message's Spanish source.
 */
export const KNOWN_SERVER_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  // Groups (m_descripcion)
  Administración: msg`Administración`,
  Caja: msg`Caja`,
  Préstamos: msg`Préstamos`,
  Alquileres: msg`Alquileres`,
  Deudas: msg`Deudas`,
  Honorarios: msg`Honorarios`,
  Configuración: msg`Configuración`,
  Analítica: msg`Analítica`,
  Reportes: msg`Reportes`,
  Clientes: msg`Clientes`,
  // Sub-menus (sm_descripcion)
  Usuarios: msg`Usuarios`,
  Roles: msg`Roles`,
  Movimientos: msg`Movimientos`,
  Entregas: msg`Entregas`,
  'Entregas de efectivo': msg`Entregas de efectivo`,
  'Movimientos de entrega': msg`Movimientos de entrega`,
  'Pagos de préstamos': msg`Pagos de préstamos`,
  'Pagos de alquiler': msg`Pagos de alquiler`,
  'Pagos de deudas': msg`Pagos de deudas`,
  'Pagos de honorarios': msg`Pagos de honorarios`,
  Mensajes: msg`Mensajes`,
  'Configuración de mensajes': msg`Configuración de mensajes`,
  Ubicación: msg`Ubicación`,
  'Configuración de ubicación': msg`Configuración de ubicación`,
  Importar: msg`Importar`,
};

/**
 * What the sidebar shows for a menu title the server sent (docs/decisions.md, "Menu labels"): the
 * administrator names the entries, so in the server's language their exact words; in any other
 * language the catalog's translation of those words, else the app's own title for that route or
 * group (`appTitle`), else the server's words as sent. A blank title counts as none.
 */
export function menuLabel(i18n: I18n, serverTitle: string, appTitle?: MessageDescriptor): string {
  const blank = serverTitle.trim() === '';
  if (blank) return appTitle ? i18n._(appTitle) : serverTitle;
  if (i18n.locale === SERVER_LANGUAGE) return serverTitle;
  // Trimmed and composed (NFC), so 'Ubicación' typed with a combining accent is still known.
  const key = serverTitle.trim().normalize('NFC');
  const known = Object.hasOwn(KNOWN_SERVER_TITLES, key) ? KNOWN_SERVER_TITLES[key] : undefined;
  if (known) return i18n._(known);
  return appTitle ? i18n._(appTitle) : serverTitle;
}

/** A group's label; the app's own title for it is found by its icon key. */
export const groupLabel = (i18n: I18n, group: MenuGroup): string =>
  menuLabel(i18n, group.title, Object.hasOwn(GROUP_TITLES, group.icon) ? GROUP_TITLES[group.icon] : undefined);

/** A sub-menu entry's label; the app's own title for it is the title of the area at its route (the area registry's). */
export function childLabel(i18n: I18n, child: MenuChild): string {
  const area = areaOfRoute(child.route);
  return menuLabel(i18n, child.title, area ? AREA_TITLES[area.slug] : undefined);
}
