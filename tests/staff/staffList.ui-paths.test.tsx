/**
 * The 'Usuarios' screen (/usuarios) through the UI, on the records-list machine: the shared list
 * suite (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve accounts searched
 * by user name, name and role (as the reference server does), the 'Estado' filter, the Spanish
 * texts. The signed-in administrator opens 'Usuarios' (the role's start page).
 */
import { staffListMachine } from '../../machines/staff/index.ts';
import { STAFF_LIST_RULES } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_USERS } from './staffList.fixtures.ts';

const ENABLED_OPTION: Record<string, string> = { '': 'Todos', true: 'Activos', false: 'Deshabilitados' };

defineRecordsListUiPaths({
  machine: staffListMachine,
  name: 'users list',
  route: '/usuarios',
  listCall: 'listStaff',
  request: 'GET /usuarios',
  rows: TWELVE_USERS,
  rules: STAFF_LIST_RULES,
  rowHeader: (user) => user.username,
  // Four of the twelve accounts have the role 'Cajero': one page.
  search: 'cajero',
  columns: { username: 'Usuario', name: 'Nombre', r_nombre: 'Rol', enabled: 'Estado' },
  sortBy: ['name', 'enabled'],
  filter: { label: 'Estado', key: 'enabled', value: 'true', option: (value) => ENABLED_OPTION[value] },
  texts: {
    heading: 'Usuarios',
    table: 'Cuentas del personal',
    searchBox: 'Buscar usuarios',
    pagination: 'Paginación de usuarios',
    loading: 'Cargando usuarios…',
    empty: 'No hay usuarios',
    emptyText: 'Todavía no hay cuentas del personal para mostrar.',
    noMatch: 'Ningún usuario coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 usuario encontrado.' : `${total} usuarios encontrados.`),
    loadError: 'No se pudo cargar la lista de usuarios',
    forbidden: 'Su rol no tiene permiso para ver las cuentas del personal.',
  },
});
