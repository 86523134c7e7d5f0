import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/settings/index.ts';
import { catalogPreloadScript } from '../../scripts/catalogPreload.ts';
import { createPreferencesStore } from '../../src/storage/preferencesStore.ts';
import { createSafeStorage } from '../../src/storage/safeStorage.ts';

/**
 * The build's catalog preloader (scripts/catalogPreload.ts) runs before the entry: it must pick
 * the catalog the settings machine will ask for, from what the preferences store wrote.
 */
const CATALOGS = Object.fromEntries(LOCALES.map((locale) => [locale, `/assets/${locale}-hash.js`]));

function runPreloader(): string[] {
  // The script as the browser runs it: a classic script, in the page's global scope.
  new Function(catalogPreloadScript(CATALOGS, 'es'))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  localStorage.clear();
});

describe('the catalog preloader', () => {
  it('preloads the stored language\'s catalog, as written by the preferences store', () => {
    createPreferencesStore(createSafeStorage(() => localStorage)).writeLocale('ja');
    expect(runPreloader()).toEqual(['/assets/ja-hash.js']);
  });

  it('preloads the default language\'s (Spanish) when none is stored', () => {
    expect(runPreloader()).toEqual(['/assets/es-hash.js']);
  });

  it('ignores a stored value that is not a language (the settings machine falls back to Spanish too)', () => {
    localStorage.setItem('i18n_locale', 'toString');
    expect(runPreloader()).toEqual(['/assets/es-hash.js']);
  });

  it('preloads as a module, with the credentials mode of the entry\'s import()', () => {
    runPreloader();
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });
});
