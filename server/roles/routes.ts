/**
 * 'Roles' (machines/roles/roles.schema.ts is the contract, machines/roles/role.rules.ts the rules):
 * - GET  /roles?q&sort&page&pageSize&users  role.view  one page (list contract; users=used|unused)
 * - GET  /roles/catalogo                  role.view     the menu entries and permission codes to choose from
 * - GET  /roles/{id}                      role.view     one role (+ `own`); 404
 * - POST /roles  (Idempotency-Key)        role.manage   201 RoleDetail; 422 {message, code}; 403 `permissionBeyondGrant`
 * - PUT  /roles/{id}                      role.manage   RoleDetail; 409 stale version; 422 {message, code} (`lastManager`: no enabled account would keep staff.manage); 403 `roleBeyondGrant` / `permissionBeyondGrant`; 404
 *
 * Nobody grants more than they hold (machines/grants.ts): a role is saved only with permissions
 * the caller's role holds (403 `permissionBeyondGrant`), and a role holding one the caller's role
 * lacks cannot be edited by them at all (403 `roleBeyondGrant`). The caller's codes are read in
 * the save's transaction.
 * - GET  /roles/{id}/historial            role.view + audit.view   AuditEntry[] newest first; 404 (server/audit/history.ts)
 *
 * Every write and its audit entry (entity `role`, before/after) share one transaction. What a save
 * changes applies to the role's users from their next request (permissions are read per request)
 * and to their menu from their next sign-in (the app loads /cargarMenus then).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { roleRefusalsOf, type RoleKnown, type RoleRefusal } from '../../machines/roles/role.rules.ts';
import { roleGrantRefusal, type GrantRefusal } from '../../machines/grants.ts';
import { ROLE_SORT_COLUMNS, ROLE_USERS_FILTER, RoleInputSchema, RoleUpdateSchema, type Role, type RoleDetail, type RoleInput } from '../../machines/roles/roles.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import type { Queryable } from '../db/adapter.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { permissionCodesOf } from '../auth/rolePermissions.ts';
import { findRole, insertRole, listRoles, otherEnabledManagers, roleCatalogue, updateRole, type RoleUpdateOutcome } from './repository.ts';

export const ROLE_ENTITY = 'role';

/** 100 entries and 100 codes of 64 escaped characters would exceed it; real roles are far below. */
const MAX_BODY_BYTES = 32 * 1024;
const EXPECTED = 'Expected JSON {"r_nombre": string, "r_inicio": string, "menu_entries": string[], "permissions": string[]}';
const EXPECTED_UPDATE = `${EXPECTED.slice(0, -1)}, "version": number}`;

export const REFUSAL_MESSAGES: Readonly<Record<RoleRefusal, string>> = {
  nameRequired: 'The role needs a name',
  nameTaken: 'Another role already has this name',
  startRouteNotChosen: 'The start route (r_inicio) must be one of the role’s menu entries',
  unknownMenuEntry: 'A menu entry is not one of GET /roles/catalogo',
  unknownPermission: 'A permission code is not one of GET /roles/catalogo',
  selfLockout: 'This change would take away your own way back in: your role must keep role.view, role.manage and the roles menu entry',
  lastManager: 'At least one enabled account must keep staff.manage: grant it to another role with enabled accounts first',
};

const refuse = (c: Context, code: RoleRefusal) => c.json({ message: REFUSAL_MESSAGES[code], code }, 422);

type RoleGrantRefusal = Extract<GrantRefusal, 'roleBeyondGrant' | 'permissionBeyondGrant'>;

export const GRANT_MESSAGES: Readonly<Record<RoleGrantRefusal, string>> = {
  roleBeyondGrant: 'This role holds permissions your role does not: you cannot change it',
  permissionBeyondGrant: 'A role may only be given permissions your own role holds',
};

const refuseGrant = (c: Context, code: RoleGrantRefusal) => c.json({ message: GRANT_MESSAGES[code], code }, 403);

const staleVersion = (current: Role) =>
  `Role ${current.id_rol} was changed by someone else (now version ${current.version}): reload it and apply your changes again`;

async function knownOf(db: Queryable): Promise<RoleKnown> {
  const catalogue = await roleCatalogue(db);
  return { entries: catalogue.entries.map((e) => e.sm_ruta), permissions: catalogue.permissions };
}

const detail = (role: Role, callerRole: number): RoleDetail => ({ ...role, own: role.id_rol === callerRole });

/** A refused edit: thrown inside the transaction to roll it back, answered outside. */
class Refused extends Error {
  constructor(
    readonly outcome: Exclude<RoleUpdateOutcome, { kind: 'updated' }> | { kind: 'rule'; code: RoleRefusal } | { kind: 'grant'; code: RoleGrantRefusal },
  ) {
    super(outcome.kind);
  }
}

function refusal(c: Context, outcome: Refused['outcome']) {
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c);
    case 'stale':
      return jsonError(c, 409, staleVersion(outcome.current), { code: 'stale' });
    case 'nameTaken':
      return refuse(c, 'nameTaken');
    case 'rule':
      return refuse(c, outcome.code);
    case 'grant':
      return refuseGrant(c, outcome.code);
  }
}

export function roleRoutes(deps: AppDeps) {
  const { db } = deps;
  const firstRefusal = async (q: Queryable, input: RoleInput, own: boolean) => roleRefusalsOf(input, await knownOf(q), own)[0];
  return new Hono<AppEnv>()
    .route('/', recordHistoryRoutes(deps, { area: 'roles', entity: ROLE_ENTITY, view: 'role.view', exists: async (q, id) => (await findRole(q, id)) !== null }))
    .get('/roles', requireSession(db), requirePermission('role.view'), async (c) => {
      const query = readListQuery(c, { sort: ROLE_SORT_COLUMNS, filters: [ROLE_USERS_FILTER] });
      return c.json(await listRoles(db, query), 200);
    })
    .get('/roles/catalogo', requireSession(db), requirePermission('role.view'), async (c) => c.json(await roleCatalogue(db), 200))
    .get('/roles/:id', requireSession(db), requirePermission('role.view'), idParam('id'), async (c) => {
      const role = await findRole(db, c.var.ids.id);
      return role === null ? notFound(c) : c.json(detail(role, c.var.session.idRol), 200);
    })
    .post(
      '/roles',
      requireSession(db),
      requirePermission('role.manage'),
      jsonBody(RoleInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const refused = await firstRefusal(tx, input, false);
        if (refused !== undefined) return refuse(c, refused);
        const beyond = roleGrantRefusal(await permissionCodesOf(tx, session.idRol), null, input.permissions);
        if (beyond !== null) return refuseGrant(c, beyond);
        const role = await insertRole(tx, input);
        if (role === null) return refuse(c, 'nameTaken');
        await appendAudit(tx, { userId: session.userId, entity: ROLE_ENTITY, entityId: role.id_rol, action: 'create', before: null, after: role });
        return c.json(detail(role, session.idRol), 201);
      },
    )
    .put(
      '/roles/:id',
      requireSession(db),
      requirePermission('role.manage'),
      idParam('id'),
      jsonBody(RoleUpdateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_UPDATE }),
      async (c) => {
        const { version, ...input } = c.var.input;
        const { userId, idRol } = c.var.session;
        const { id } = c.var.ids;
        try {
          const saved = await db.transaction(async (tx) => {
            const stored = await findRole(tx, id, true);
            if (stored === null) throw new Refused({ kind: 'notFound' });
            // Own role: read from the session of this request (the user's role as stored now).
            const refused = await firstRefusal(tx, input, id === idRol);
            if (refused !== undefined) throw new Refused({ kind: 'rule', code: refused });
            const beyond = roleGrantRefusal(await permissionCodesOf(tx, idRol), stored.permissions, input.permissions);
            if (beyond !== null) throw new Refused({ kind: 'grant', code: beyond });
            // Taking staff.manage away: someone enabled elsewhere must still hold it (counted on locked rows).
            if (!input.permissions.includes('staff.manage')) {
              if (stored.permissions.includes('staff.manage') && (await otherEnabledManagers(tx, id)) === 0) {
                throw new Refused({ kind: 'rule', code: 'lastManager' });
              }
            }
            const outcome = await updateRole(tx, id, input, version);
            if (outcome.kind !== 'updated') throw new Refused(outcome);
            await appendAudit(tx, { userId, entity: ROLE_ENTITY, entityId: id, action: 'update', before: outcome.before, after: outcome.after });
            return outcome.after;
          });
          return c.json(detail(saved, idRol), 200);
        } catch (error) {
          if (error instanceof Refused) return refusal(c, error.outcome);
          throw error;
        }
      },
    );
}
