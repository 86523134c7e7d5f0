// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'locales/*.ts', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
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
    files: ['src/components/**', 'src/layouts/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ofetch', message: 'Views call no HTTP client: the API client is used by actor implementations only.' }] },
      ],
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
