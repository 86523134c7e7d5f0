// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries are lint rules (eslint.config.js); these tests prove the rules
 * fire where they should and stay quiet where they should not, by linting snippets as if they
 * lived at the given paths.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
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
    expect(await ruleIdsFor('src/components/X.tsx', ofetchImport)).toEqual(['no-restricted-imports']);
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
