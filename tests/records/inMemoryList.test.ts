// @vitest-environment node
/**
 * The fake list endpoint answers as the contract says the server does (the rules the browser
 * applied itself before the query moved to the server, kept here for the fakes every area uses).
 */
import { describe, expect, it } from 'vitest';
import { emptyQuery, type ListQuery } from '../../machines/records/listQuery.ts';
import type { StaffSortColumn, StaffUser } from '../../machines/staff/index.ts';
import { pageOf, STAFF_LIST_RULES } from './inMemoryList.ts';

const user = (id: number, username: string, name: string, r_nombre: string, enabled = true): StaffUser => ({ id, username, name, id_rol: 1, r_nombre, enabled, perfil: null, version: 1 });
const STAFF = [
  user(1, 'admin', 'Ana Torres', 'Administrador'),
  user(2, 'cajero', 'Carlos Ruiz', 'Cajero'),
  user(3, 'cobrador', 'Lucía Gómez', 'Cobrador'),
  user(4, 'inactivo', 'Pedro Salas', 'Cajero', false),
];
const ask = (query: Partial<ListQuery<StaffSortColumn>>, rows = STAFF) => pageOf(rows, { ...emptyQuery<StaffSortColumn>(10), ...query }, STAFF_LIST_RULES);
const ids = (query: Partial<ListQuery<StaffSortColumn>>, rows = STAFF) => ask(query, rows).items.map((u) => u.id);

describe('inMemoryList (staff rules)', () => {
  it('every word typed must match user name, name or role, ignoring accents and case', () => {
    expect(ids({ q: '' })).toEqual([1, 2, 3, 4]);
    expect(ids({ q: '   ' })).toEqual([1, 2, 3, 4]);
    expect(ids({ q: 'cajero' })).toEqual([2, 4]);
    expect(ids({ q: 'lucia' })).toEqual([3]);
    expect(ids({ q: 'GOMEZ cobr' })).toEqual([3]);
    expect(ids({ q: 'salas administrador' })).toEqual([]);
  });

  it('sorts by a column either way, ties and no column in id order; "Habilitado" ascending lists enabled first', () => {
    const sorted = (column: StaffSortColumn, direction: 'ascending' | 'descending') => ids({ sort: { column, direction } });
    expect(sorted('name', 'descending')).toEqual([4, 3, 2, 1]);
    expect(sorted('r_nombre', 'ascending')).toEqual([1, 2, 4, 3]);
    expect(sorted('enabled', 'ascending')).toEqual([1, 2, 3, 4]);
    expect(sorted('enabled', 'descending')).toEqual([4, 1, 2, 3]);
    expect(ids({}, [...STAFF].reverse())).toEqual([1, 2, 3, 4]);
  });

  it('compares like a person reads: accents and numbers', () => {
    const rows = [user(1, 'u10', 'Óscar', 'x'), user(2, 'u9', 'Oliva', 'x'), user(3, 'u1', 'Zoe', 'x')];
    expect(ask({ sort: { column: 'name', direction: 'ascending' } }, rows).items.map((u) => u.name)).toEqual(['Oliva', 'Óscar', 'Zoe']);
    expect(ask({ sort: { column: 'username', direction: 'ascending' } }, rows).items.map((u) => u.username)).toEqual(['u1', 'u9', 'u10']);
  });

  it('filters by enabled, ignores unknown filters, pages and clamps to the last page', () => {
    expect(ids({ filters: { enabled: 'false' } })).toEqual([4]);
    expect(ids({ filters: { colour: 'red' } })).toEqual([1, 2, 3, 4]);
    const many = Array.from({ length: 23 }, (_, i) => user(i + 1, `u${i + 1}`, `N${i + 1}`, 'Cajero'));
    expect(ask({ page: 3 }, many)).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(ask({ page: 3 }, many).items).toHaveLength(3);
    expect(ask({ page: 9 }, many).page).toBe(3);
    expect(ask({ q: 'zzz', page: 4 })).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
