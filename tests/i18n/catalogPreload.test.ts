import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/settings/index.ts';
import { catalogPreloadScript, LOCKED_KEY, SHOW_LOGIN_SHELL, THEME_KEY, TOKEN_KEY } from '../../scripts/catalogPreload.ts';
import { LOCK_KEY, SESSION_KEYS } from '../../src/storage/sessionStore.ts';
import { createPreferencesStore } from '../../src/storage/preferencesStore.ts';
import { createSafeStorage } from '../../src/storage/safeStorage.ts';

/**
 * The build's catalog preloader (scripts/catalogPreload.ts) runs before the entry: it must pick
 * the catalog the settings machine will ask for, from what the preferences store wrote.
 */
const CATALOGS = Object.fromEntries(LOCALES.map((locale) => [locale, `/assets/${locale}-hash.js`]));

function runPreloader(loginPath: string | null = null): string[] {
  // The script as the browser runs it: a classic script, in the page's global scope.
  new Function(catalogPreloadScript(CATALOGS, 'es', loginPath))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.documentElement.classList.remove(SHOW_LOGIN_SHELL);
  window.history.replaceState(null, '', '/');
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

/**
 * The prerendered login page (scripts/loginShell.ts) is Spanish, light, signed out, at '/'. The
 * preloader reveals it only there: anywhere else the app's first render differs, and showing it
 * would flash the wrong page.
 */
describe('the login shell gate', () => {
  const shown = () => document.documentElement.classList.contains(SHOW_LOGIN_SHELL);

  it('reads the keys the stores write', () => {
    expect(SESSION_KEYS).toContain(TOKEN_KEY);
    expect(LOCKED_KEY).toBe(LOCK_KEY);
    const prefs = createPreferencesStore(createSafeStorage(() => localStorage));
    prefs.writeTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('shows it at the login path with nothing stored, or Spanish and light stored', () => {
    runPreloader('/');
    expect(shown()).toBe(true);
    document.documentElement.classList.remove(SHOW_LOGIN_SHELL);
    localStorage.setItem('i18n_locale', 'es');
    localStorage.setItem(THEME_KEY, 'light');
    runPreloader('/');
    expect(shown()).toBe(true);
  });

  it.each([
    ['a stored session', () => localStorage.setItem(TOKEN_KEY, 'abc')],
    ['a locked session', () => localStorage.setItem(LOCKED_KEY, '1')],
    ['another language', () => localStorage.setItem('i18n_locale', 'ae')],
    ['the dark theme', () => localStorage.setItem(THEME_KEY, 'dark')],
    ['the system theme', () => localStorage.setItem(THEME_KEY, 'system')],
    ['another path', () => window.history.replaceState(null, '', '/usuarios')],
  ])('keeps it hidden with %s', (_, arrange) => {
    arrange();
    runPreloader('/');
    expect(shown()).toBe(false);
  });

  it('keeps it hidden when the build has no shell (no login path given)', () => {
    runPreloader(null);
    expect(shown()).toBe(false);
  });

  it('keeps it hidden when storage cannot be read, and still preloads Spanish', () => {
    const blocked = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new Error('blocked'); } });
    try {
      expect(runPreloader('/')).toEqual(['/assets/es-hash.js']);
      expect(shown()).toBe(false);
    } finally {
      if (blocked) Object.defineProperty(window, 'localStorage', blocked);
    }
  });
});
