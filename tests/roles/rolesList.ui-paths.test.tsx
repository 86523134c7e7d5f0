/**
 * The 'Roles' screen (/roles) through the UI, on the records-list machine: the shared list suite
 * (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve roles searched by
 * name, the 'Usuarios con el rol' filter, the Spanish texts (no text under 'No hay roles').
 */
import { rolesListMachine, type RoleRow, type RoleSortColumn } from '../../machines/roles/index.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_ROLES } from './roles.fixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /roles, in memory: search the name, sort, the users filter. */
const ROLE_RULES: InMemoryListOptions<RoleRow, RoleSortColumn> = {
  searchIn: (role) => role.r_nombre,
  columns: {
    r_nombre: (a, b) => collator.compare(a.r_nombre, b.r_nombre),
    r_inicio: (a, b) => collator.compare(a.r_inicio, b.r_inicio),
    user_count: (a, b) => a.user_count - b.user_count,
  },
  filters: { users: (role, value) => (value === 'used' ? role.user_count > 0 : role.user_count === 0) },
  id: (role) => role.id_rol,
};
const USERS_OPTION: Record<string, string> = { '': 'Todos', used: 'Con usuarios', unused: 'Sin usuarios' };

defineRecordsListUiPaths({
  machine: rolesListMachine,
  name: 'roles list',
  route: '/roles',
  listCall: 'listRoles',
  request: 'GET /roles',
  rows: TWELVE_ROLES,
  rules: ROLE_RULES,
  rowHeader: (role) => role.r_nombre,
  // 'Rol 1', 'Rol 10'…: one page.
  search: 'Rol 1',
  columns: { r_nombre: 'Nombre', r_inicio: 'Página de inicio', user_count: 'Usuarios' },
  sortBy: ['r_nombre', 'user_count'],
  filter: { label: 'Usuarios con el rol', key: 'users', value: 'used', option: (value) => USERS_OPTION[value] },
  texts: {
    heading: 'Roles',
    table: 'Roles del negocio',
    searchBox: 'Buscar roles',
    pagination: 'Paginación de roles',
    loading: 'Cargando roles…',
    empty: 'No hay roles',
    noMatch: 'Ningún rol coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 rol encontrado.' : `${total} roles encontrados.`),
    loadError: 'No se pudo cargar la lista de roles',
    forbidden: 'Su rol no permite ver los roles.',
  },
});
