import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { StaffSortColumn, StaffUser } from '../../machines/staff/index.ts';
import { pageOf, STAFF_LIST_RULES } from '../records/inMemoryList.ts';

const ROLES = ['Administrador', 'Cajero', 'Cobrador'] as const;

/** Twelve accounts: two pages of ten, three roles, one disabled in every five. */
export const TWELVE_USERS: StaffUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  username: `usuario${String(i + 1).padStart(2, '0')}`,
  name: `Persona ${String.fromCharCode(76 - i)}`,
  id_rol: (i % 3) + 1,
  r_nombre: ROLES[i % 3] ?? 'Cajero',
  enabled: i % 5 !== 4,
  perfil: i === 0 ? 'a1.jpg' : null,
  version: 1,
}));

/** The page GET /usuarios answers for `query` over the twelve accounts (as the server would). */
export const twelveUsersPage = (query: ListQuery<StaffSortColumn>): ListPage<StaffUser> => pageOf(TWELVE_USERS, query, STAFF_LIST_RULES);
