import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../machines/settings/index.ts';
import { directionOf } from '../../machines/settings/index.ts';
import { intlLocaleOf } from './locales.ts';

/** Fetches one language's catalog (its own chunk) and activates it with the Intl locale behind it. */
export async function loadCatalog(locale: Locale): Promise<void> {
  const { messages } = (await import(`../../locales/${locale}.po`)) as { messages: Messages };
  i18n.load(locale, messages);
  i18n.activate(locale, [intlLocaleOf(locale)]);
}

/** `<html lang dir>` always match the active language. */
export function applyDocumentLanguage(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = intlLocaleOf(locale);
  root.dir = directionOf(locale);
}
