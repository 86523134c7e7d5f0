/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from 'vite-plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { DEFAULT_LOCALE } from './machines/settings/index.ts';
import { catalogPreload } from './scripts/catalogPreload.ts';
import { loginShell } from './scripts/loginShell.ts';

// The Markdown preview imports rehype-raw (and with it parse5) for an option the app never sets
// (skipHtml={false}: HTML inside Markdown). Its import resolves to a stub that fails loudly, so the
// HTML parser is not shipped; see src/components/markdown/noRawHtml.ts and docs/decisions.md.
const markdownWithoutRawHtml: Plugin = {
  name: 'markdown-without-raw-html',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'rehype-raw' && importer && /[\\/]@uiw[\\/]react-markdown-preview[\\/]esm[\\/]preview\.js$/.test(importer)) {
      return fileURLToPath(new URL('./src/components/markdown/noRawHtml.ts', import.meta.url));
    }
    return undefined;
  },
};

// Lingui macros -> runtime calls. Babel only parses (no preset); oxc strips types and JSX after.
// Separate instances because vite-plugin-babel cannot use `overrides[].test` (no filename is passed).
const linguiMacro = (include: RegExp, parserPlugins: ('typescript' | 'jsx')[], options: { exclude?: RegExp; keepMessages?: boolean } = {}) =>
  babel({
    include,
    exclude: options.exclude,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: parserPlugins },
      plugins: [['@lingui/babel-plugin-lingui-macro', options.keepMessages ? { stripMessageField: false } : {}]],
    },
  });

// The crash page's texts for when no catalog can be loaded keep their Spanish source in production.
const FALLBACK_TEXTS = /\/src\/i18n\/fallback\.ts$/;

const apiTarget = process.env.SOFIA_API_ORIGIN ?? 'http://127.0.0.1:8080';

// react-router 7 resolves its development build for every condition (remix-run/react-router#14102,
// open): dev warnings and checks ship to production. A production build takes its production files.
// Its exports map hides dist/production, so the alias names the file itself.
const routerFile = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: routerFile('index.mjs') },
        { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
      ]
    : [];

export default defineConfig(({ mode }) => ({
  resolve: { alias: reactRouterProduction(mode) },
  plugins: [
    markdownWithoutRawHtml,
    linguiMacro(/\/(src|tests)\/.*\.tsx$/, ['typescript', 'jsx']),
    linguiMacro(/\/(src|tests)\/.*\.ts$/, ['typescript'], { exclude: FALLBACK_TEXTS }),
    linguiMacro(FALLBACK_TEXTS, ['typescript'], { keepMessages: true }),
    react(),
    lingui(),
    // The active language's catalog is fetched beside the entry script, not after it.
    catalogPreload(DEFAULT_LOCALE),
    // The login page painted from the HTML, before the scripts have run.
    loginShell(),
  ],
  // The dev server's dependency pre-bundling resolves on its own: the same stub there.
  optimizeDeps: { rolldownOptions: { plugins: [markdownWithoutRawHtml] } },
  server: {
    // In development the reference API runs as its own process; Vite forwards /public to it.
    proxy: { '/public': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // Inlined assets would need `data:` in the CSP; keep every asset a file.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
