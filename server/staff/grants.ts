/**
 * The grant rule (machines/grants.ts) on an account change, with the roles' permission codes read
 * in the change's transaction: the actor's role's (as stored now, not as the token had them at
 * sign-in), the account's current role's and the role it is given.
 */
import { accountGrantRefusal, type AccountGrantRefusal } from '../../machines/grants.ts';
import type { Queryable } from '../db/adapter.ts';
import { permissionCodesOf } from '../auth/rolePermissions.ts';

export interface AccountGrantChange {
  actor: { userId: number; idRol: number };
  /** The account as stored; null when it is being created. */
  target: { id: number; id_rol: number } | null;
  /** The role it gets; null when the change gives none (disable, enable, reset). */
  idRol: number | null;
}

export async function accountGrantRefusalOf(tx: Queryable, change: AccountGrantChange): Promise<AccountGrantRefusal | null> {
  const { actor, target, idRol } = change;
  return accountGrantRefusal({
    actorId: actor.userId,
    held: await permissionCodesOf(tx, actor.idRol),
    target: target === null ? null : { id: target.id, idRol: target.id_rol, permissions: await permissionCodesOf(tx, target.id_rol) },
    role: idRol === null ? null : { idRol, permissions: await permissionCodesOf(tx, idRol) },
  });
}
