import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Spanish is the source language; a message missing in any catalog falls back to English.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
