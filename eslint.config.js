// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

/** Imports a statechart may never make: machines stay framework-free and effect-free. */
const machineBannedImports = {
  paths: [
    { name: 'react', message: 'machines/ is plain TypeScript: React belongs in src/.' },
    { name: 'react-dom', message: 'machines/ is plain TypeScript: React belongs in src/.' },
    { name: '@xstate/react', message: 'machines/ is plain TypeScript: hooks belong in src/.' },
    { name: 'ofetch', message: 'HTTP is an effect: declare an actor and provide it from src/.' },
    { name: 'sweetalert2', message: 'Alerts are effects: declare an action and provide it from src/.' },
    { name: 'react-router', message: 'Navigation is an effect: declare an action and provide it from src/.' },
    { name: 'react-router-dom', message: 'Navigation is an effect: declare an action and provide it from src/.' },
  ],
  patterns: [
    { group: ['**/src/**', '**/src'], message: 'machines/ may not import the app: src/ provides implementations.' },
    { group: ['**/server/**'], message: 'machines/ may not import the reference server.' },
  ],
};

/** Browser globals that are effects; a machine asks for them through an actor or action. */
const machineBannedGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'matchMedia', 'navigator', 'location'].map(
  (name) => ({ name, message: `"${name}" is an effect: declare it in setup() and provide it from src/.` }),
);

/**
 * The HTTP client (ofetch, src/api/client.ts and its lazy wrapper): views and features never call
 * HTTP; actor implementations do, through `deps.api`. Only value imports are banned: a type makes
 * no call.
 */
const noHttpClient = 'Views and features call no HTTP client: use deps.api from an actor implementation.';
const httpClientBan = {
  paths: [{ name: 'ofetch', message: noHttpClient, allowTypeImports: true }],
  patterns: [
    {
      group: ['ofetch/*', '**/api/client', '**/api/client.ts', '**/api/lazyClient', '**/api/lazyClient.ts'],
      message: noHttpClient,
      allowTypeImports: true,
    },
  ],
};

/**
 * What src/ outside src/app may import from src/app: the app's shape and the hooks that read it.
 * Everything else there (createApp, the route table, the router, browserDeps, the provided logic,
 * the roots) is the composition root's own: only src/app and src/main.tsx import it.
 */
const appPublicSurface = ['./AppContext.tsx', './sofiaApp.ts', './deps.ts', './routes.ts', './useLeaveBlocker.ts'];
/** The modules that build the app and its route table (which imports every page, layout and feature). */
const appComposition = ['createApp.ts', 'router.tsx', 'AppRoot.tsx', 'AppRoutes.tsx', 'CatalogFailureRoot.tsx', 'browserDeps.ts'];

/** Every folder in src/features is a feature: a new one is fenced without touching this file. */
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import zones in src/ (import-x/no-restricted-paths resolves each import to a file, so `../x` and `./y/../../x` are one path). */
const srcZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature: move what both need to src/components, src/lib or machines/.',
  })),
  {
    target: './src/!(app)/**',
    from: './src/app',
    except: appPublicSurface,
    message: `Only src/app composes the app: outside it, import only ${appPublicSurface.map((f) => f.slice(2)).join(', ')} from src/app.`,
  },
  {
    // The surface every page imports may not reach the route table, not even for a type: that is
    // how AppContext → createApp → router → pages → AppContext became an 18-file cycle.
    target: appPublicSurface.map((file) => `./src/app/${file.slice(2)}`),
    from: appComposition.map((file) => `./src/app/${file}`),
    message: "src/app's public surface may not import the modules that compose the app (types included): put the type in sofiaApp.ts.",
  },
  {
    target: './src/!(app|features)/**',
    from: './src/features',
    message: 'Only src/app (the route table) may import a feature.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**', 'node_modules/**', 'locales/*.ts', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**',
      // Code that breaks the rules on purpose; tests/lint/ lints it with ignores off.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // HTML sinks: only the sanitized Markdown preview may render HTML (security.md A7, E1).
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No HTML sinks: render text.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', machineBannedImports],
      'no-restricted-globals': ['error', ...machineBannedGlobals],
    },
  },
  {
    // Resolves relative imports to files, for the zones and the cycle rule below.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these the cycle rule reads no TypeScript module's imports, and so finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // A cycle fails the lint, a lazy `import()` included. Type-only imports do not count: they are
    // erased at build, so they cannot change what loads in which order (docs/decisions.md).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/lint/fixtures/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: srcZones }] },
  },
  {
    files: ['src/components/**', 'src/layouts/**', 'src/pages/**', 'src/features/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', httpClientBan],
    },
  },
  {
    // sheetjs-style bundles SheetJS 0.15.6, whose read path has CVEs: the app only writes (security.md F4).
    files: ['src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No HTML sinks: render text.' },
        { selector: "MemberExpression[property.name=/^(read|readFile)$/][object.name=/^(XLSX|xlsx|sheetjs)$/]", message: 'sheetjs-style is write-only here (read path CVEs).' },
        { selector: "Property[key.name='html'][value.type!='Literal']", message: 'sweetalert2 `html` is an HTML sink: use title/text.' },
      ],
    },
  },
);
