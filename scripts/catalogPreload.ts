/**
 * Fetches the active language's catalog in parallel with the entry script, not after it.
 *
 * The catalog is a lazy chunk per language (only the active one is downloaded), so the entry
 * would ask for it only once it has downloaded and run: one more round trip before the first
 * paint. The build emits a tiny same-origin script (the CSP is `script-src 'self'`: nothing
 * inline), loaded `async` before the entry, that reads the stored language as the preferences
 * store does and adds a `<link rel="modulepreload">` for that language's chunk. The entry's
 * `import()` of the catalog then finds the module already fetched or in flight.
 */
import type { Plugin } from 'vite';

/** The language key of src/storage/preferencesStore.ts (tests/i18n/catalogPreload.test.ts keeps them equal). */
export const LOCALE_KEY = 'i18n_locale';
/** The theme key of src/storage/preferencesStore.ts. */
export const THEME_KEY = 'theme';
/** The session's token and lock keys (src/storage/sessionStore.ts). */
export const TOKEN_KEY = 'token';
export const LOCKED_KEY = 'bloqueado';

/** The class on <html> that shows the prerendered login page (scripts/loginShell.ts). */
export const SHOW_LOGIN_SHELL = 'sofia-login-shell';

/**
 * The preloader's source: `catalogs` maps each language to its chunk's URL; anything else stored
 * means `fallback`. With `loginPath`, it also reveals the prerendered login page there when the
 * app's first render would be exactly that page.
 */
export function catalogPreloadScript(catalogs: Record<string, string>, fallback: string, loginPath: string | null = null): string {
  return `(function () {
  var catalogs = ${JSON.stringify(catalogs)};
  var loginPath = ${JSON.stringify(loginPath)};
  var locale = null;
  try { locale = window.localStorage.getItem(${JSON.stringify(LOCALE_KEY)}); } catch (e) { /* storage blocked: the default */ }
  var known = Object.prototype.hasOwnProperty.call(catalogs, locale);
  // The prerendered login page (Spanish, light) is shown only where the app's first render is
  // exactly it: the login path, no stored session, Spanish, the light theme. Anywhere else it stays
  // hidden and the app paints as before: never a flash of the wrong page.
  try {
    var store = window.localStorage;
    var theme = store.getItem(${JSON.stringify(THEME_KEY)});
    if (loginPath !== null && window.location.pathname === loginPath && store.getItem(${JSON.stringify(TOKEN_KEY)}) === null &&
        store.getItem(${JSON.stringify(LOCKED_KEY)}) === null && (known ? locale : ${JSON.stringify(fallback)}) === ${JSON.stringify(fallback)} &&
        (theme === null || theme === 'light')) {
      document.documentElement.classList.add(${JSON.stringify(SHOW_LOGIN_SHELL)});
    }
  } catch (e) { /* storage blocked: the app decides, no shell */ }
  var href = known ? catalogs[locale] : catalogs[${JSON.stringify(fallback)}];
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
})();
`;
}

const CATALOG_MODULE = /[\\/]locales[\\/]([a-z]{2})\.po$/;

/** Build only: emits `assets/catalog-preload-[hash].js` and loads it first in index.html. */
export function catalogPreload(fallback: string): Plugin {
  let base = '/';
  return {
    name: 'sofia-catalog-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
      const catalogs: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        const locale = file.type === 'chunk' && file.facadeModuleId ? CATALOG_MODULE.exec(file.facadeModuleId)?.[1] : undefined;
        if (locale && file.type === 'chunk') catalogs[locale] = base + file.fileName;
      }
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') this.error('catalog-preload: no index.html in the bundle');
      if (!catalogs[fallback]) this.error(`catalog-preload: no catalog chunk for the default language "${fallback}"`);
      const ref = this.emitFile({ type: 'asset', name: 'catalog-preload.js', source: catalogPreloadScript(catalogs, fallback, base) });
      const tag = `<script async src="${base}${this.getFileName(ref)}"></script>`;
      // Before the entry and its modulepreloads: requested first, run as soon as it arrives.
      const entry = html.source.indexOf('<script type="module"');
      if (entry < 0) this.error('catalog-preload: no entry script in index.html');
      html.source = `${html.source.slice(0, entry)}${tag}\n    ${html.source.slice(entry)}`;
    },
  };
}
