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

/** The preloader's source: `catalogs` maps each language to its chunk's URL; anything else stored means `fallback`. */
export function catalogPreloadScript(catalogs: Record<string, string>, fallback: string): string {
  return `(function () {
  var catalogs = ${JSON.stringify(catalogs)};
  var locale = null;
  try { locale = window.localStorage.getItem(${JSON.stringify(LOCALE_KEY)}); } catch (e) { /* storage blocked: the default */ }
  var href = Object.prototype.hasOwnProperty.call(catalogs, locale) ? catalogs[locale] : catalogs[${JSON.stringify(fallback)}];
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
      const ref = this.emitFile({ type: 'asset', name: 'catalog-preload.js', source: catalogPreloadScript(catalogs, fallback) });
      const tag = `<script async src="${base}${this.getFileName(ref)}"></script>`;
      // Before the entry and its modulepreloads: requested first, run as soon as it arrives.
      const entry = html.source.indexOf('<script type="module"');
      if (entry < 0) this.error('catalog-preload: no entry script in index.html');
      html.source = `${html.source.slice(0, entry)}${tag}\n    ${html.source.slice(entry)}`;
    },
  };
}
