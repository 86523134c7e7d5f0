import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { intlLocaleOf } from './locales.ts';

/**
 * The crash page's texts, kept with their Spanish source in the first download (vite.config.ts
 * keeps `message` for this file only) for the one case no catalog can be loaded at all: the
 * network went away after the page itself arrived. The crash page can then still say so.
 */
export const FALLBACK_MESSAGES = [
  msg`Algo salió mal`,
  msg`Esta pantalla no se pudo mostrar. Sus datos no se han perdido: vuelva a intentarlo.`,
  msg`Recargar la página`,
  msg`Ir al inicio`,
];

/**
 * After start-up has tried the stored language and Spanish: when neither could be activated,
 * activates Spanish with the crash page's texts only and answers true (show the crash page).
 */
export function activateFallbackIfNoCatalog(i18n: I18n): boolean {
  if (i18n.locale) return false;
  i18n.load('es', Object.fromEntries(FALLBACK_MESSAGES.map(({ id, message }) => [id, message ?? id])));
  i18n.activate('es', [intlLocaleOf('es')]);
  return true;
}
