/**
 * First-start data, inserted only when there are no users: the roles and menus, and the first
 * users (the demo users in demo mode, the configured administrator in production: server/mode.ts).
 * Each area's own starting data comes from its folder (server/<area>/seed.ts). The e2e tests and the
 * README rely on the demo users' exact credentials, so they are not configurable.
 */
import type { Database } from './adapter.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { seedTemplatesIfEmpty } from '../messageTemplates/seed.ts';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  idRol: number;
  enabled: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', password: 'Admin#2026', name: 'Ana Torres', idRol: 1, enabled: true },
  { username: 'cajero', password: 'Cajero#2026', name: 'Carlos Ruiz', idRol: 2, enabled: true },
  { username: 'cobrador', password: 'Cobrador#2026', name: 'Lucía Gómez', idRol: 3, enabled: true },
  { username: 'inactivo', password: 'Inactivo#2026', name: 'Pedro Salas', idRol: 2, enabled: false },
];

const ROLES = [
  { id: 1, nombre: 'Administrador', inicio: 'usuarios' },
  { id: 2, nombre: 'Cajero', inicio: 'caja' },
  { id: 3, nombre: 'Cobrador', inicio: 'prestamos' },
] as const;

/** [m_descripcion, m_icono, sub-menus as [sm_descripcion, sm_ruta, sm_icono]] in display order. */
const MENUS: readonly (readonly [string, string, readonly (readonly [string, string, string])[]])[] = [
  ['Administración', 'admin', [['Usuarios', 'usuarios', 'users'], ['Roles', 'roles', 'roles']]],
  ['Caja', 'cash', [
    ['Caja', 'caja', 'cashbox'],
    ['Movimientos', 'movimientos', 'movements'],
    ['Entregas', 'entregas', 'deliveries'],
    ['Movimientos de entrega', 'movimientos_entrega', 'movements'],
  ]],
  ['Préstamos', 'loans', [['Préstamos', 'prestamos', 'loans'], ['Pagos de préstamos', 'pagos_prestamos', 'payments']]],
  ['Alquileres', 'rentals', [['Alquileres', 'alquileres', 'rentals'], ['Pagos de alquiler', 'pagos_alquiler', 'payments']]],
  ['Deudas', 'debts', [['Deudas', 'deudas', 'debts'], ['Pagos de deudas', 'pagos_deudas', 'payments']]],
  ['Honorarios', 'fees', [['Honorarios', 'honorarios', 'fees'], ['Pagos de honorarios', 'pagos_honorario', 'payments']]],
  ['Configuración', 'settings', [['Mensajes', 'conf_mensajes', 'messages'], ['Ubicación', 'conf_ubicacion', 'location']]],
  ['Analítica', 'analytics', [['Analítica', 'analytics', 'analytics']]],
  // Deliberately empty: the client shows only groups with children, and this exercises that rule.
  ['Reportes', 'reports', []],
];

/** Menu groups (by m_descripcion) each role is granted. */
const ROLE_MENUS: Readonly<Record<number, readonly string[]>> = {
  1: MENUS.map(([name]) => name),
  2: ['Caja', 'Préstamos', 'Alquileres'],
  3: ['Préstamos', 'Alquileres', 'Deudas', 'Honorarios'],
};

export async function isEmpty(db: Pick<Database, 'query'>): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Inserts the roles, menus and `users` (the demo users unless told otherwise) if the database has
 * no users; returns whether it did.
 */
export async function seedIfEmpty(db: Database, hasher: PasswordHasher, users: readonly DemoUser[] = DEMO_USERS): Promise<boolean> {
  await seedTemplatesIfEmpty(db);
  if (users.length === 0 || !(await isEmpty(db))) return false;
  // Hash outside the transaction: ~1 s of scrypt should not hold a database lock.
  const hashes = await Promise.all(users.map((u) => hasher.hash(u.password)));
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE users IN EXCLUSIVE MODE');
    if (!(await isEmpty(tx))) return false;
    for (const r of ROLES) {
      await tx.query('INSERT INTO roles (id_rol, r_nombre, r_inicio) VALUES ($1, $2, $3)', [r.id, r.nombre, r.inicio]);
    }
    let subId = 0;
    for (const [i, [desc, icon, subs]] of MENUS.entries()) {
      const idMenu = i + 1;
      await tx.query('INSERT INTO menus (id_menu, m_descripcion, m_icono, orden) VALUES ($1, $2, $3, $4)', [idMenu, desc, icon, idMenu]);
      for (const [j, [smDesc, ruta, smIcon]] of subs.entries()) {
        subId += 1;
        await tx.query(
          'INSERT INTO sub_menus (id_sub_menu, id_menu, sm_descripcion, sm_ruta, sm_icono, orden) VALUES ($1, $2, $3, $4, $5, $6)',
          [subId, idMenu, smDesc, ruta, smIcon, j + 1],
        );
      }
    }
    for (const [idRol, names] of Object.entries(ROLE_MENUS)) {
      for (const name of names) {
        const idMenu = MENUS.findIndex(([desc]) => desc === name) + 1;
        await tx.query('INSERT INTO role_menus (id_rol, id_menu) VALUES ($1, $2)', [Number(idRol), idMenu]);
      }
    }
    for (const [i, u] of users.entries()) {
      await tx.query('INSERT INTO users (username, password_hash, name, id_rol, enabled) VALUES ($1, $2, $3, $4, $5)', [
        u.username,
        hashes[i] ?? '',
        u.name,
        u.idRol,
        u.enabled,
      ]);
    }
    return true;
  });
}
