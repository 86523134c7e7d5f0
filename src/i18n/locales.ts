import type { Locale } from '../../machines/settings/index.ts';

/** Intl and Lingui plural rules need `ar` for Arabic; the app's own code for it is `ae`. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'ae' ? 'ar' : locale);

/** Each language in its own name, in the specification's order. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  zh: '中文',
  da: 'Dansk',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  el: 'Ελληνικά',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
  ae: 'العربية',
};
