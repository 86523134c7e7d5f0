/**
 * The table of who may do what (docs/roles.md), made from the roles as a new database has them, so
 * the document is checked against the seed and cannot drift (roles.server.test.ts). Not a test file.
 */
import { PERMISSIONS } from '../../machines/permissions.ts';

export interface TableRole {
  r_nombre: string;
  r_inicio: string;
  menu_entries: readonly string[];
  permissions: readonly string[];
}

export const TABLE_START = '<!-- role table: checked by tests/roles/roles.server.test.ts -->';
export const TABLE_END = '<!-- end of role table -->';

const mark = (held: boolean) => (held ? '✓' : '');

/** Markdown: the start routes, then one row per menu entry, then one row per permission code. */
export function roleTable(roles: readonly TableRole[], entries: readonly string[]): string {
  const header = `| | ${roles.map((r) => r.r_nombre).join(' | ')} |`;
  const rule = `|---|${roles.map(() => ':-:').join('|')}|`;
  const start = `| start route (\`r_inicio\`) | ${roles.map((r) => `\`${r.r_inicio}\``).join(' | ')} |`;
  const entryRows = entries.map((e) => `| menu: \`/${e}\` | ${roles.map((r) => mark(r.menu_entries.includes(e))).join(' | ')} |`);
  const codeRows = PERMISSIONS.map((code) => `| \`${code}\` | ${roles.map((r) => mark(r.permissions.includes(code))).join(' | ')} |`);
  return [TABLE_START, header, rule, start, ...entryRows, ...codeRows, TABLE_END].join('\n');
}
