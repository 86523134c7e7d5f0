// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries are lint rules (eslint.config.js); these tests prove the rules
 * fire where they should and stay quiet where they should not, by linting snippets as if they
 * lived at the given paths.
 */
const eslint = new ESLint({ cwd: process.cwd() });
/** For tests/lint/fixtures/, which `npm run lint` ignores because it breaks the rules on purpose. */
const eslintWithoutIgnores = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? 'fatal');
}

async function ruleIdsOfFile(filePath: string): Promise<string[]> {
  const [result] = await eslintWithoutIgnores.lintFiles([filePath]);
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? 'fatal');
}

const MACHINE_FILE = 'machines/x/x.machine.ts';

describe('machines/', () => {
  it.each(['react', '@xstate/react', 'ofetch', 'sweetalert2', '../../src/anything'])(
    'may not import %s',
    async (source) => {
      const code = `import * as banned from '${source}';\nexport const used = banned;\n`;
      expect(await ruleIdsFor(MACHINE_FILE, code)).toEqual(['no-restricted-imports']);
    },
  );

  it('may import xstate and the API contract', async () => {
    const code = "import { setup } from 'xstate';\nimport type { MenuGroup } from '../contract.ts';\nexport const m: [typeof setup, MenuGroup[]] = [setup, []];\n";
    expect(await ruleIdsFor(MACHINE_FILE, code)).toEqual([]);
  });

  it.each([
    { name: 'localStorage', code: "export const token = localStorage.getItem('token');\n" },
    { name: 'window', code: 'export const width = window.innerWidth;\n' },
  ])('may not use the $name global', async ({ code }) => {
    expect(await ruleIdsFor(MACHINE_FILE, code)).toEqual(['no-restricted-globals']);
  });
});

describe('src/', () => {
  const ofetchImport = "import { ofetch } from 'ofetch';\nexport const client = ofetch.create({ baseURL: '/public/api' });\n";

  it('a component may not import the HTTP client library', async () => {
    expect(await ruleIdsFor('src/components/X.tsx', ofetchImport)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('the API client may import it', async () => {
    expect(await ruleIdsFor('src/api/client.ts', ofetchImport)).toEqual([]);
  });

  it('a page may not render raw HTML with dangerouslySetInnerHTML', async () => {
    const code = 'export function Page({ markup }: { markup: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: markup }} />;\n}\n';
    expect(await ruleIdsFor('src/pages/X.tsx', code)).toEqual(['no-restricted-syntax']);
  });

  it('a page may render text', async () => {
    const code = 'export function Page({ text }: { text: string }) {\n  return <div>{text}</div>;\n}\n';
    expect(await ruleIdsFor('src/pages/X.tsx', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('a cycle of imports fails the lint', async () => {
    expect(await ruleIdsOfFile('tests/lint/fixtures/cycle/a.ts')).toEqual(['import-x/no-cycle']);
    expect(await ruleIdsOfFile('tests/lint/fixtures/cycle/b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('a lazy import() closes a cycle too', async () => {
    expect(await ruleIdsOfFile('tests/lint/fixtures/lazyCycle/routes.ts')).toEqual(['import-x/no-cycle']);
  });

  it("the app's old cycle fails if a value import closes it (AppContext → createApp → router → pages → AppContext)", async () => {
    const code = "import { createApp } from './createApp.ts';\nexport const used = createApp;\n";
    expect(await ruleIdsFor('src/app/AppContext.tsx', code)).toContain('import-x/no-cycle');
  });

  it('a cycle closed only by a type import is none: types are erased at build', async () => {
    expect(await ruleIdsOfFile('tests/lint/fixtures/typeOnlyCycle/shape.ts')).toEqual([]);
    expect(await ruleIdsOfFile('tests/lint/fixtures/typeOnlyCycle/make.ts')).toEqual([]);
  });
});

describe('src/features/ zones', () => {
  const FEATURE_FILE = 'src/features/staff/X.tsx';
  const zone = ['import-x/no-restricted-paths'];

  it('a feature may not import another feature', async () => {
    const code = "import { ADMINISTRATOR_ROLE_ID } from '../messageTemplates/messageTemplatesLogic.ts';\nexport const id = ADMINISTRATOR_ROLE_ID;\n";
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual(zone);
  });

  it('a feature may import its own files, shared code and machines', async () => {
    const code = [
      "import { provideStaffList } from './staffLogic.ts';",
      "import { Button } from '../../components/ui.tsx';",
      "import { staffListMachine } from '../../../machines/staff/index.ts';",
      'export const used = [provideStaffList, Button, staffListMachine];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual([]);
  });

  it.each([
    { what: 'createApp', code: "import { createApp } from '../../app/createApp.ts';\nexport const used = createApp;\n" },
    { what: 'the route table', code: "import { buildRoutes } from '../../app/router.tsx';\nexport const used = buildRoutes;\n" },
    { what: 'a type of the provided logic', code: "import type { SessionRef } from '../../app/logic.ts';\nexport type Used = SessionRef;\n" },
  ])('a feature may not import app internals: $what', async ({ code }) => {
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual(zone);
  });

  it("a feature may import src/app's public surface", async () => {
    const code = [
      "import { useApp } from '../../app/AppContext.tsx';",
      "import type { AppDeps } from '../../app/deps.ts';",
      "import { ROUTE_TITLES } from '../../app/routes.ts';",
      "import type { Blocker, SessionRef } from '../../app/sofiaApp.ts';",
      "import { useLeaveBlocker } from '../../app/useLeaveBlocker.ts';",
      'export type Used = [AppDeps, Blocker, SessionRef];',
      'export const used = [useApp, ROUTE_TITLES, useLeaveBlocker];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual([]);
  });

  it.each([
    { what: 'ofetch', code: "import { ofetch } from 'ofetch';\nexport const used = ofetch;\n" },
    { what: 'the API client', code: "import { createApiClient } from '../../api/client.ts';\nexport const used = createApiClient;\n" },
    { what: 'the lazy API client', code: "import { lazyApiClient } from '../../api/lazyClient.ts';\nexport const used = lazyApiClient;\n" },
  ])('a feature may not import the HTTP client: $what', async ({ code }) => {
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it("a feature may name the client's types (a type makes no call)", async () => {
    const code = "import type { ApiClient } from '../../api/client.ts';\nexport type Used = ApiClient;\n";
    expect(await ruleIdsFor(FEATURE_FILE, code)).toEqual([]);
  });
});

describe('src/app is the only composition root', () => {
  const zone = ['import-x/no-restricted-paths'];

  it.each(['src/layouts/X.tsx', 'src/pages/X.tsx', 'src/components/X.tsx'])('%s may not import a feature', async (filePath) => {
    const code = "import { StaffPage } from '../features/staff/StaffPage.tsx';\nexport const used = StaffPage;\n";
    expect(await ruleIdsFor(filePath, code)).toEqual(zone);
  });

  it('a layout may not import the route table', async () => {
    const code = "import { preloadAppLayout } from '../app/router.tsx';\nexport const used = preloadAppLayout;\n";
    expect(await ruleIdsFor('src/layouts/X.tsx', code)).toEqual(zone);
  });

  it('the route table may load a feature', async () => {
    const code = "export const load = () => import('../features/staff/StaffPage.tsx');\n";
    expect(await ruleIdsFor('src/app/X.ts', code)).toEqual([]);
  });

  it("the public surface may not import the app's composition, not even a type", async () => {
    const code = "import type { SofiaApp } from './createApp.ts';\nexport type Used = SofiaApp;\n";
    expect(await ruleIdsFor('src/app/AppContext.tsx', code)).toEqual(zone);
  });
});
