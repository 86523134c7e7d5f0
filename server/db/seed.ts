/**
 * First-start data, inserted only when there are no users: the roles and menus, and the first
 * users (the demo users in demo mode, the configured administrator in production: server/mode.ts);
 * the roles' permission codes, inserted when no role has any (also on a database from before 003);
 * in demo mode, the demo customers when there are none. Each area's own starting data comes from
 * its folder (server/<area>/seed.ts). The e2e tests and the
 * README rely on the demo users' exact credentials, so they are not configurable.
 */
import type { Database } from './adapter.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { seedTemplatesIfEmpty } from '../messageTemplates/seed.ts';
import { seedDemoCustomersIfEmpty } from '../customers/seed.ts';
import { seedDemoLocationIfEmpty } from '../locations/seed.ts';
import { seedDemoCashboxIfEmpty } from '../cashbox/seed.ts';
import { seedDemoDeliveryIfEmpty } from '../deliveries/seed.ts';
import { seedDemoLoansIfEmpty } from '../loans/seed.ts';
import { seedDemoRentalsIfEmpty } from '../rentals/seed.ts';
import { seedDemoDebtsIfEmpty } from '../debts/seed.ts';
import { systemClock, type Clock } from '../clock.ts';
import { AREAS } from '../../machines/areas.ts';
import { PERMISSIONS, type Permission } from '../../machines/permissions.ts';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  idRol: number;
  enabled: boolean;
}

/** [m_descripcion, m_icono, sub-menus as [sm_descripcion, sm_ruta, sm_icono]] in display order. */
const MENUS: readonly (readonly [string, string, readonly (readonly [string, string, string])[]])[] = [
  ['Administración', 'admin', [['Usuarios', 'usuarios', 'users'], ['Roles', 'roles', 'roles'], ['Importar', 'importar', 'import']]],
  // A database from before it gets the group from migration 006, in the same place.
  ['Clientes', 'customers', [['Clientes', 'clientes', 'customers']]],
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

/**
 * The three roles of the reference data, with the menu groups (by m_descripcion) and the
 * permission codes each is granted. Data only: no code compares a role id; routes ask for a code.
 */
interface SeedRole {
  id: number;
  nombre: string;
  inicio: string;
  menus: readonly string[];
  /** Single entries (`sm_ruta`) the role sees beyond its whole groups. */
  entries?: readonly string[];
  permissions: readonly Permission[];
}

const ADMINISTRATOR: SeedRole = {
  id: 1,
  nombre: 'Administrador',
  inicio: 'usuarios',
  menus: MENUS.map(([name]) => name),
  permissions: PERMISSIONS,
};
/**
 * What a demo role may do follows the menus it is given: the view code of every area under those
 * menu groups (machines/areas.ts), and reading the message templates (staff send them).
 */
function viewCodesOf(menus: readonly string[]): Permission[] {
  const groups = new Set<string>(MENUS.filter(([name]) => menus.includes(name)).map(([, icon]) => icon));
  return ['template.view', ...AREAS.filter((entry) => groups.has(entry.menuGroup)).map((entry) => entry.permission)];
}

/** The view codes of `menus` and the `actions` a role may also take, each once. */
const grantsOf = (menus: readonly string[], actions: readonly Permission[]): Permission[] => [...new Set([...viewCodesOf(menus), ...actions])];

// Cashiers register and correct customers at the counter; collectors look them up on their rounds
// (the same grants migration 006 gives a database from before it).
// Cashiers run the office's cash box and receive the collectors' deliveries; collectors hold the
// field's cash in a session of their own (Caja) and hand it to the office (Entregas), without the
// whole ledger (the same grants migration 010 gives a database from before it).
// Collectors apply for loans for their customers and collect from their own portfolio; cashiers
// disburse any approved loan and take payments at the counter; approval, write-off and reversal
// stay with the administrator (the same grants migration 017 gives a database from before it).
// Rentals, debts and fees (018) follow the same split: cashiers see every contract and take rent,
// debt and fee payments at the counter, sign rentals and charge fees; collectors take payments on
// their own rounds; ending, settling, cancelling and reversing stay with the administrator.
const CASHIER_MENUS = ['Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios'];
const CASHIER: SeedRole = {
  id: 2,
  nombre: 'Cajero',
  inicio: 'caja',
  menus: CASHIER_MENUS,
  permissions: grantsOf(CASHIER_MENUS, [
    'customer.view', 'customer.create', 'customer.edit', 'cash.open', 'cash.close', 'cash.record', 'delivery.receive',
    'loan.viewAll', 'loan.disburse', 'loanPayment.create',
    'rental.viewAll', 'rental.create', 'rentPayment.create', 'debt.viewAll', 'debtPayment.create', 'fee.viewAll', 'fee.create', 'feePayment.create',
  ]),
};
const COLLECTOR_MENUS = ['Clientes', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios'];
const COLLECTOR: SeedRole = {
  id: 3,
  nombre: 'Cobrador',
  inicio: 'prestamos',
  menus: COLLECTOR_MENUS,
  entries: ['caja', 'entregas'],
  permissions: grantsOf(COLLECTOR_MENUS, [
    'customer.view', 'cash.view', 'delivery.view', 'cash.open', 'cash.close', 'cash.record', 'delivery.create',
    'loan.create', 'loanPayment.create', 'rentPayment.create', 'debtPayment.create', 'feePayment.create',
  ]),
};

/** The role production's first administrator is given (server/start.ts). */
export const ADMINISTRATOR_ROLE_ID = ADMINISTRATOR.id;

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', password: 'Admin#2026', name: 'Ana Torres', idRol: ADMINISTRATOR.id, enabled: true },
  { username: 'cajero', password: 'Cajero#2026', name: 'Carlos Ruiz', idRol: CASHIER.id, enabled: true },
  { username: 'cobrador', password: 'Cobrador#2026', name: 'Lucía Gómez', idRol: COLLECTOR.id, enabled: true },
  { username: 'inactivo', password: 'Inactivo#2026', name: 'Pedro Salas', idRol: CASHIER.id, enabled: false },
];

const ROLES: readonly SeedRole[] = [ADMINISTRATOR, CASHIER, COLLECTOR];

export async function isEmpty(db: Pick<Database, 'query'>): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Inserts the roles, menus and `users` (the demo users unless told otherwise) if the database has
 * no users, and returns whether it did; grants the roles their permission codes if no role has any.
 */
export async function seedIfEmpty(db: Database, hasher: PasswordHasher, users: readonly DemoUser[] = DEMO_USERS, clock: Clock = systemClock): Promise<boolean> {
  await seedTemplatesIfEmpty(db);
  const inserted = await seedUsersIfEmpty(db, hasher, users);
  // After the roles exist: on a new database, and on one created before migration 003.
  await seedGrantsIfEmpty(db);
  // Demo mode only (production passes its administrator, or no one): the demo business's customers.
  if (users === DEMO_USERS) await seedDemoCustomersIfEmpty(db);
  if (users === DEMO_USERS) await seedDemoLocationIfEmpty(db);
  // After the location: its boxes, a past session and the cashier's and collector's open ones.
  if (users === DEMO_USERS) await seedDemoCashboxIfEmpty(db, clock);
  // After the cash seed (the collector's open session): a pending delivery, or nothing without one.
  if (users === DEMO_USERS) await seedDemoDeliveryIfEmpty(db);
  // After the customers and the cash: loans in every state, dated from the business clock's date.
  if (users === DEMO_USERS) await seedDemoLoansIfEmpty(db, clock);
  // After the customers: rental contracts in every state, dated from the business date's month.
  if (users === DEMO_USERS) await seedDemoRentalsIfEmpty(db, clock);
  // After the customers: debts and fees in several states, and a collector's debt.
  if (users === DEMO_USERS) await seedDemoDebtsIfEmpty(db, clock);
  return inserted;
}

async function seedUsersIfEmpty(db: Database, hasher: PasswordHasher, users: readonly DemoUser[]): Promise<boolean> {
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
    // A role sees single entries (role_sub_menus, migration 007): every entry of its seeded groups.
    for (const role of ROLES) {
      for (const name of role.menus) {
        const idMenu = MENUS.findIndex(([desc]) => desc === name) + 1;
        await tx.query('INSERT INTO role_sub_menus (id_rol, id_sub_menu) SELECT $1::int, id_sub_menu FROM sub_menus WHERE id_menu = $2', [role.id, idMenu]);
      }
      for (const route of role.entries ?? []) {
        await tx.query('INSERT INTO role_sub_menus (id_rol, id_sub_menu) SELECT $1::int, id_sub_menu FROM sub_menus WHERE sm_ruta = $2', [role.id, route]);
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

/**
 * Grants each seeded role its permission codes when `role_permissions` is empty: on a new
 * database, and on one created before migration 003 (which has the roles but no grants). A role
 * the database does not have gets nothing. Returns how many grants it inserted.
 *
 * Grants are seeded once, not kept in step with this file: an area that adds a code grants it in
 * its own migration (or seed), so an operator's later changes to the grants are never undone.
 */
export async function seedGrantsIfEmpty(db: Database): Promise<number> {
  const count = async (q: Pick<Database, 'query'>) =>
    (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM role_permissions'))[0]?.n ?? 0;
  if ((await count(db)) > 0) return 0;
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE role_permissions IN EXCLUSIVE MODE');
    if ((await count(tx)) > 0) return 0;
    let granted = 0;
    for (const role of ROLES) {
      for (const code of role.permissions) {
        const rows = await tx.query(
          'INSERT INTO role_permissions (id_rol, code) SELECT id_rol, $2 FROM roles WHERE id_rol = $1 RETURNING id_rol',
          [role.id, code],
        );
        granted += rows.length;
      }
    }
    return granted;
  });
}
