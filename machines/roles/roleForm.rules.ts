/**
 * The pure rules of the role form: what the inputs hold, how a tick changes them, the verdict per
 * field (role.rules.ts, the server's own rules), and how the catalogue is grouped on screen.
 */
import { normalizedList, roleRefusalsOf, type RoleKnown, type RoleRefusal } from './role.rules.ts';
import type { MenuEntry, RoleCatalogue, RoleDetail, RoleInput } from './roles.schema.ts';

/** What the form holds: the name as typed, the start route, the chosen entries and codes. */
export type RoleFormValues = RoleInput;

/** Where a refusal shows: the name, the start route, or the lists (entries, permissions). */
export type RoleFormField = 'r_nombre' | 'r_inicio' | 'menu_entries' | 'permissions';
export const ROLE_FORM_FIELDS: readonly RoleFormField[] = ['r_nombre', 'r_inicio', 'menu_entries', 'permissions'];
export type RoleFormErrors = Partial<Record<RoleFormField, RoleRefusal>>;

export const EMPTY_ROLE_VALUES: RoleFormValues = { r_nombre: '', r_inicio: '', menu_entries: [], permissions: [] };

export const roleValuesOf = (role: RoleDetail): RoleFormValues => ({
  r_nombre: role.r_nombre,
  r_inicio: role.r_inicio,
  menu_entries: normalizedList(role.menu_entries),
  permissions: normalizedList(role.permissions),
});

export const knownOf = (catalogue: RoleCatalogue | null): RoleKnown => ({
  entries: catalogue?.entries.map((entry) => entry.sm_ruta) ?? [],
  permissions: catalogue?.permissions ?? [],
});

const toggled = (list: readonly string[], value: string) => normalizedList(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * Ticks or unticks a menu entry. Unticking the start route leaves none chosen (the rule then asks
 * for one); ticking the first entry of a role without a start route makes it the start route.
 */
export function toggleEntry(values: RoleFormValues, route: string): RoleFormValues {
  const menu_entries = toggled(values.menu_entries, route);
  let r_inicio = values.r_inicio;
  if (!menu_entries.includes(r_inicio)) r_inicio = '';
  if (r_inicio === '' && menu_entries.includes(route)) r_inicio = route;
  return { ...values, menu_entries, r_inicio };
}

export const togglePermission = (values: RoleFormValues, code: string): RoleFormValues => ({ ...values, permissions: toggled(values.permissions, code) });

/** The field each refusal is shown under (and the focus goes to). */
export const FIELD_OF: Readonly<Record<RoleRefusal, RoleFormField>> = {
  nameRequired: 'r_nombre',
  nameTaken: 'r_nombre',
  startRouteNotChosen: 'r_inicio',
  unknownMenuEntry: 'menu_entries',
  unknownPermission: 'permissions',
  selfLockout: 'permissions',
  lastManager: 'permissions',
};

/**
 * The rules' verdict per field (the first refusal of each), plus `nameTaken` while the name is the
 * one the server refused as another role's (only the server can tell; compared without case), plus
 * any other rule the server applied that the form did not see coming (`serverRefusal`, kept by the
 * machine until the values change: the catalogue or the caller's role changed meanwhile).
 */
export function roleFormErrors(
  values: RoleFormValues,
  known: RoleKnown,
  own: boolean,
  rejectedName: string | null,
  serverRefusal: RoleRefusal | null = null,
): RoleFormErrors {
  const refusals = roleRefusalsOf(values, known, own);
  const name = values.r_nombre.trim().toLowerCase();
  if (rejectedName !== null && name !== '' && name === rejectedName.toLowerCase()) refusals.unshift('nameTaken');
  if (serverRefusal !== null) refusals.push(serverRefusal);
  const errors: RoleFormErrors = {};
  for (const refusal of refusals) errors[FIELD_OF[refusal]] ??= refusal;
  return errors;
}

export const firstInvalidField = (errors: RoleFormErrors): RoleFormField | null => ROLE_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null;

/** The body to send: the name trimmed, the lists each value once. */
export const roleInputOf = (values: RoleFormValues): RoleInput => ({
  r_nombre: values.r_nombre.trim(),
  r_inicio: values.r_inicio,
  menu_entries: normalizedList(values.menu_entries),
  permissions: normalizedList(values.permissions),
});

export const sameRoleValues = (a: RoleFormValues, b: RoleFormValues): boolean =>
  JSON.stringify(roleInputOf(a)) === JSON.stringify(roleInputOf(b));

/** A menu group as the form shows it: its entries in the sidebar's order. */
export interface EntryGroup {
  id_menu: number;
  icon: string;
  title: string;
  entries: MenuEntry[];
}

export function entryGroupsOf(entries: readonly MenuEntry[]): EntryGroup[] {
  const groups: EntryGroup[] = [];
  for (const entry of entries) {
    let group = groups.find((g) => g.id_menu === entry.id_menu);
    if (!group) {
      group = { id_menu: entry.id_menu, icon: entry.m_icono, title: entry.m_descripcion, entries: [] };
      groups.push(group);
    }
    group.entries.push(entry);
  }
  return groups;
}

/** The codes grouped by their thing (`cash.view` → `cash`), in the catalogue's order. */
export function permissionGroupsOf(codes: readonly string[]): { thing: string; codes: string[] }[] {
  const groups: { thing: string; codes: string[] }[] = [];
  for (const code of codes) {
    const thing = code.split('.')[0] ?? code;
    const group = groups.find((g) => g.thing === thing);
    if (group) group.codes.push(code);
    else groups.push({ thing, codes: [code] });
  }
  return groups;
}
