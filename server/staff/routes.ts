/**
 * 'Usuarios' (machines/staff/staff.schema.ts is the contract; the header there lists every route):
 * the list needs `staff.view`, every write and the role picker `staff.manage`. The role comes from
 * the token, never from the request (security.md A6).
 *
 * - The list: q searches every word in the user name, the name or the role name (case- and
 *   accent-insensitive); sort `STAFF_SORT_COLUMNS`, ties by id; `enabled=true|false` filters.
 * - Passwords are hashed before any transaction opens (scrypt takes a while, a lock should not);
 *   a generated one is added to the answer on its way out, after the idempotency record stored
 *   the answer without it (server/staff/newPassword.ts): no clear password is ever stored or logged.
 * - Every write and its audit entry share one transaction; the audit holds the account's columns
 *   (never a password or its hash).
 * - Disabling an account, or resetting its password, revokes its open tokens in the same
 *   transaction (and server/auth/tokens.ts refuses any token of a disabled account).
 * - A created account, and one whose password was reset, must change its password at its next
 *   sign-in (`must_change_password`, migration 024; server/auth/bearer.ts refuses every other call).
 * - The rules (machines/staff/staffAccount.rules.ts): nobody disables themself, and no change
 *   leaves no enabled account holding `staff.manage` (422 with the code).
 * - Nobody grants more than they hold (machines/grants.ts, read in the write's transaction by
 *   ./grants.ts): 403 `ownRole` (one's own role), `roleBeyondGrant` (a role holding a permission
 *   the caller's role lacks), `accountBeyondGrant` (editing, disabling, enabling or resetting the
 *   password of an account whose role holds one). Checked before anything else about the change.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  PasswordResetSchema,
  STAFF_SORT_COLUMNS,
  StaffCreateSchema,
  StaffUpdateSchema,
  type PasswordReset,
  type StaffCreate,
  type StaffCreated,
  type StaffErrorCode,
  type StaffUser,
} from '../../machines/staff/staff.schema.ts';
import { refusalOf } from '../../machines/staff/staffAccount.rules.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { Queryable } from '../db/adapter.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit, type AuditAction } from '../audit/log.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { findStaff, insertStaff, listStaff, lockManagers, roleOptions, roleStanding, setEnabled, setPasswordHash, updateStaff } from './repository.ts';
import { newPassword } from './newPassword.ts';
import { accountGrantRefusalOf } from './grants.ts';

export const STAFF_ENTITY = 'staff';

/** Every field at its limit, each character a 6-byte `\uXXXX` escape, plus the keys: 4 KB is ample. */
const MAX_BODY_BYTES = 4 * 1024;
const PASSWORD = '"password": {"mode": "generated"} | {"mode": "set", "password": string of 10–128 characters}';
const EXPECTED_CREATE = `Expected JSON {"username": 3–32 of A-Z a-z 0-9 . _ -, "name": string, "id_rol": number, ${PASSWORD}}`;
const EXPECTED_UPDATE = 'Expected JSON {"name": string, "id_rol": number, "version": number}';
const EXPECTED_RESET = `Expected JSON {${PASSWORD}}`;

const MESSAGES: Readonly<Record<StaffErrorCode, string>> = {
  usernameTaken: 'Another account already has this user name',
  staleVersion: 'The account was changed by someone else: reload it and apply your changes again',
  lastManager: 'At least one enabled account must keep the permission to manage accounts',
  selfDisable: 'You cannot disable your own account',
  unknownRole: 'The role does not exist',
  ownRole: 'You cannot change the role of your own account',
  roleBeyondGrant: 'This role holds permissions your role does not: you cannot give it',
  accountBeyondGrant: 'This account’s role holds permissions your role does not: you cannot change the account',
};
const STATUS: Readonly<Record<StaffErrorCode, 400 | 403 | 409 | 422>> = {
  usernameTaken: 422,
  staleVersion: 409,
  lastManager: 422,
  selfDisable: 422,
  unknownRole: 400,
  ownRole: 403,
  roleBeyondGrant: 403,
  accountBeyondGrant: 403,
};

/** A refusal: `{message, code}` (the contract's error body plus the code). */
const refuse = (c: Context, code: StaffErrorCode) => c.json({ message: MESSAGES[code], code }, STATUS[code]);

/** A refused write: thrown inside the transaction to roll it back, answered outside. */
class Refused extends Error {
  constructor(readonly code: StaffErrorCode | 'notFound') {
    super(code);
  }
}

/** Runs a write in one transaction; a `Refused` inside rolls it back and becomes its answer. */
async function refusable(c: Context, db: AppDeps['db'], write: (tx: Queryable) => Promise<StaffUser>) {
  try {
    return c.json(await db.transaction(write), 200);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return error.code === 'notFound' ? notFound(c) : refuse(c, error.code);
  }
}

const audit = (tx: Queryable, userId: number, action: AuditAction, before: StaffUser | null, after: StaffUser) =>
  appendAudit(tx, { userId, entity: STAFF_ENTITY, entityId: after.id, action, before, after });

/**
 * The account as it is now, locked for the change, after every enabled manager's row (so the
 * rules count managers nobody else is changing at the same time: repository.ts).
 */
async function lockedAccount(tx: Queryable, id: number) {
  const managers = await lockManagers(tx);
  const before = await findStaff(tx, id, true);
  if (before === null) throw new Refused('notFound');
  return { before, otherEnabledManagers: managers.filter((managerId) => managerId !== id).length, wasManager: managers.includes(id) };
}

const found = (user: StaffUser | null): StaffUser => {
  if (user === null) throw new Refused('notFound');
  return user;
};

export function staffRoutes(deps: AppDeps) {
  const { db } = deps;
  const manage = [requireSession(db), requirePermission('staff.manage')] as const;

  /** Disable or enable: the same state again is no change (no version, no audit entry). */
  const setEnabledRoute = (enabled: boolean) => async (c: Context<AppEnv & { Variables: { ids: { id: number } } }>) => {
    const actorId = c.var.session.userId;
    const { id } = c.var.ids;
    return refusable(c, db, async (tx) => {
      const { before, otherEnabledManagers, wasManager } = await lockedAccount(tx, id);
      const beyond = await accountGrantRefusalOf(tx, { actor: c.var.session, target: before, idRol: null });
      if (beyond !== null) throw new Refused(beyond);
      if (before.enabled === enabled) return before;
      const manages = wasManager || ((await roleStanding(tx, before.id_rol))?.manages ?? false);
      const refusal = refusalOf({
        actorId,
        targetId: id,
        before: { enabled: before.enabled, manages },
        after: { enabled, manages },
        otherEnabledManagers,
      });
      if (refusal !== null) throw new Refused(refusal);
      const after = found(await setEnabled(tx, id, enabled));
      if (!enabled) await revokeUserTokens(tx, id);
      await audit(tx, actorId, enabled ? 'enable' : 'disable', before, after);
      return after;
    });
  };

  return new Hono<AppEnv>()
    .route('/', recordHistoryRoutes(deps, { area: 'usuarios', entity: STAFF_ENTITY, view: 'staff.view', exists: async (q, id) => (await findStaff(q, id)) !== null }))
    .get('/usuarios', requireSession(db), requirePermission('staff.view'), async (c) => {
      const query = readListQuery(c, { sort: STAFF_SORT_COLUMNS, filters: ['enabled'] });
      return c.json(await listStaff(db, query), 200);
    })
    .get('/usuarios/roles', ...manage, async (c) => c.json(await roleOptions(db), 200))
    .get('/usuarios/:id', requireSession(db), requirePermission('staff.view'), idParam('id'), async (c) => {
      const user = await findStaff(db, c.var.ids.id);
      return user === null ? notFound(c) : c.json(user, 200);
    })
    .post(
      '/usuarios',
      ...manage,
      jsonBody(StaffCreateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_CREATE }),
      newPassword<StaffCreate>(deps, (input) => input.password),
      idempotent(db),
      async (c) => {
        const { tx, input, session, passwordHash } = c.var;
        if ((await roleStanding(tx, input.id_rol)) === null) return refuse(c, 'unknownRole');
        const beyond = await accountGrantRefusalOf(tx, { actor: session, target: null, idRol: input.id_rol });
        if (beyond !== null) return refuse(c, beyond);
        const user = await insertStaff(tx, { username: input.username, name: input.name, idRol: input.id_rol, passwordHash });
        if (user === null) return refuse(c, 'usernameTaken');
        await audit(tx, session.userId, 'create', null, user);
        // The generated password is added on the way out (newPassword), never stored here.
        const body: StaffCreated = { user, password: null };
        return c.json(body, 201);
      },
    )
    .put('/usuarios/:id', ...manage, idParam('id'), jsonBody(StaffUpdateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_UPDATE }), async (c) => {
      const { name, id_rol: idRol, version } = c.var.input;
      const actorId = c.var.session.userId;
      const { id } = c.var.ids;
      return refusable(c, db, async (tx) => {
        const { before, otherEnabledManagers, wasManager } = await lockedAccount(tx, id);
        const role = await roleStanding(tx, idRol);
        if (role === null) throw new Refused('unknownRole');
        const beyond = await accountGrantRefusalOf(tx, { actor: c.var.session, target: before, idRol });
        if (beyond !== null) throw new Refused(beyond);
        if (before.version !== version) throw new Refused('staleVersion');
        const refusal = refusalOf({
          actorId,
          targetId: id,
          before: { enabled: before.enabled, manages: wasManager || ((await roleStanding(tx, before.id_rol))?.manages ?? false) },
          after: { enabled: before.enabled, manages: role.manages },
          otherEnabledManagers,
        });
        if (refusal !== null) throw new Refused(refusal);
        const after = found(await updateStaff(tx, id, { name, idRol }));
        await audit(tx, actorId, 'update', before, after);
        return after;
      });
    })
    .post('/usuarios/:id/deshabilitar', ...manage, idParam('id'), setEnabledRoute(false))
    .post('/usuarios/:id/habilitar', ...manage, idParam('id'), setEnabledRoute(true))
    .post(
      '/usuarios/:id/clave',
      ...manage,
      idParam('id'),
      jsonBody(PasswordResetSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_RESET }),
      newPassword<PasswordReset>(deps, (input) => input.password),
      async (c) => {
        const actorId = c.var.session.userId;
        const { id } = c.var.ids;
        const { passwordHash } = c.var;
        try {
          const user = await db.transaction(async (tx) => {
            const before = found(await findStaff(tx, id, true));
            // A reset of a stronger account would let the caller sign in as it.
            const beyond = await accountGrantRefusalOf(tx, { actor: c.var.session, target: before, idRol: null });
            if (beyond !== null) throw new Refused(beyond);
            const after = found(await setPasswordHash(tx, id, passwordHash, true));
            // Whoever held the old password is signed out everywhere.
            await revokeUserTokens(tx, id);
            await audit(tx, actorId, 'passwordReset', before, after);
            return after;
          });
          const body: StaffCreated = { user, password: null };
          return c.json(body, 200);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          return error.code === 'notFound' ? notFound(c) : refuse(c, error.code);
        }
      },
    );
}
