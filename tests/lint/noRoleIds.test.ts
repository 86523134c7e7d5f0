// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a role may do is its permission codes (machines/permissions.ts, `can`), never its id: ids
 * differ between installations and #12 makes roles editable. This finds a role id compared or
 * switched on, and a constant naming one, in the app and the machines.
 */
const ROLE_ID = String.raw`(?:id_rol|idRol|roleId|role_id|ROLE_ID)\b`;
const COMPARE = String.raw`(?:[!=]==?|[<>]=?)`;
const ROLE_ID_USE = new RegExp(
  [
    String.raw`${ROLE_ID}\s*${COMPARE}`,
    String.raw`${COMPARE}\s*[\w?.!\[\]'"]*${ROLE_ID}`,
    String.raw`switch\s*\([^)]*${ROLE_ID}`,
    String.raw`\b\w*ROLE_ID\w*\s*=`,
    String.raw`\.includes\([^)]*${ROLE_ID}`,
  ].join('|'),
);

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Two records' role ids compared with each other ask whether it is the same role (an account keeps
 * its role: machines/grants.ts), not what a particular id may do: that comparison is left out.
 */
const SAME_ROLE = new RegExp(String.raw`[a-z]\w*\??\.(?:id_rol|idRol)\s*[!=]==?\s*[a-z]\w*\??\.(?:id_rol|idRol)\b`, 'g');

/** `file:line: text` of every line that uses a role id to decide. */
const roleIdUses = (file: string, text: string): string[] =>
  text.split('\n').flatMap((line, i) => (ROLE_ID_USE.test(line.replace(SAME_ROLE, '')) ? [`${file}:${i + 1}: ${line.trim()}`] : []));

describe('no role id decides anything in src/ or machines/', () => {
  it('finds the forms a role-id check takes', () => {
    for (const line of [
      'input: { canEdit: user?.id_rol === ADMINISTRATOR_ROLE_ID }',
      'export const ADMINISTRATOR_ROLE_ID = 1;',
      'if (1 !== session.user.id_rol) return;',
      'if (c.var.session.idRol !== ADMIN_ROLE_ID) return 403;',
      'switch (role.id_rol) {',
      'const admin = [1, 2].includes(user.id_rol);',
    ]) expect(roleIdUses('x.ts', line), line).toHaveLength(1);
  });

  it('lets the id travel where the contract needs it (the menu request, the stored session)', () => {
    for (const line of [
      "return asMenuResponse(await client.request('/cargarMenus', { query: { id_rol: roleId }, signal }));",
      'return { roleId: context.user.id_rol };',
      'user: { id, name, perfil: perfil ? perfil : null, id_rol: idRol },',
      '!Number.isInteger(rol.id_rol) || !isString(rol.r_nombre)) {',
    ]) expect(roleIdUses('x.ts', line), line).toEqual([]);
  });

  it('lets two records be asked whether they have the same role, but not a record and a constant', () => {
    for (const line of ['if (account !== null && option.id_rol === account.id_rol) return null;', 'const changesRole = role !== null && (target === null || role.idRol !== target.idRol);']) {
      expect(roleIdUses('x.ts', line), line).toEqual([]);
    }
    for (const line of ['if (user.id_rol === ADMINISTRATOR_ROLE_ID) return;', 'if (a.id_rol === b.id_rol || user.idRol === 1) return;']) {
      expect(roleIdUses('x.ts', line), line).toHaveLength(1);
    }
  });

  it('has none', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('machines')];
    expect(files.length).toBeGreaterThan(50);
    const uses = files.flatMap((file) => roleIdUses(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')));
    expect(uses).toEqual([]);
  });
});
