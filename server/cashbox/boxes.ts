/**
 * A location's cash boxes (table `cash_boxes`, migrations 010 and 022): the list 'Cajas' shows and
 * its writes, each inside the route's transaction (server/http/idempotency.ts) with its audit entry.
 * A refusal is returned, not thrown: the route answers it and the transaction rolls back.
 *
 * Two writes on one location's boxes queue on the location's row (FOR UPDATE), so two boxes of one
 * name cannot both pass the check; the table's UNIQUE (location_id, name) is the backstop.
 */
import type { CashBoxRefusal, ManagedCashBox } from '../../machines/cashbox/cashBoxes.schema.ts';
import { cleanBoxName, sameBoxName } from '../../machines/cashbox/cashBoxes.rules.ts';
import type { Queryable } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';

export const BOX_ENTITY = 'cashBox';

export interface BoxRefusal {
  status: 404 | 409;
  code: CashBoxRefusal | 'notFound';
  message: string;
}
export type BoxOutcome = { ok: true; box: ManagedCashBox } | { ok: false; refusal: BoxRefusal };

const refuse = (status: BoxRefusal['status'], code: BoxRefusal['code'], message: string): BoxOutcome => ({ ok: false, refusal: { status, code, message } });
const NOT_FOUND = refuse(404, 'notFound', 'Not found');
const taken = (name: string) => refuse(409, 'boxNameTaken', `Another cash box of this location is already called "${name}"`);
const stale = (version: number) => refuse(409, 'staleVersion', `This cash box was changed by someone else (now version ${version}): reload it`);

const SELECT = `
  SELECT b.id, b.location_id, b.name, b.active, b.version,
         EXISTS (SELECT 1 FROM cash_sessions s WHERE s.box_id = b.id AND s.status <> 'closed') AS in_use,
         (SELECT count(*)::int FROM cash_sessions s WHERE s.box_id = b.id) AS session_count
    FROM cash_boxes b`;

/** Every box of a location, active first, then by name. */
export async function boxesOfLocation(db: Queryable, locationId: number): Promise<ManagedCashBox[]> {
  return db.query<ManagedCashBox>(`${SELECT} WHERE b.location_id = $1 ORDER BY b.active DESC, b.name, b.id`, [locationId]);
}

async function findBox(db: Queryable, locationId: number, boxId: number): Promise<ManagedCashBox | null> {
  return (await db.query<ManagedCashBox>(`${SELECT} WHERE b.location_id = $1 AND b.id = $2`, [locationId, boxId]))[0] ?? null;
}

/** Locks the location's row (box writes of one location queue) and says whether it exists. */
async function lockLocation(tx: Queryable, locationId: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM locations WHERE id = $1 FOR UPDATE', [locationId])).length > 0;
}

async function nameTaken(tx: Queryable, locationId: number, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx.query<{ id: number; name: string }>('SELECT id, name FROM cash_boxes WHERE location_id = $1', [locationId]);
  return rows.some((row) => row.id !== exceptId && sameBoxName(row.name, name));
}

export interface BoxActor {
  userId: number;
}

export async function createBox(tx: Queryable, actor: BoxActor, locationId: number, rawName: string): Promise<BoxOutcome> {
  if (!(await lockLocation(tx, locationId))) return NOT_FOUND;
  const name = cleanBoxName(rawName);
  if (await nameTaken(tx, locationId, name, null)) return taken(name);
  const id = Number((await tx.query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) VALUES ($1, $2) RETURNING id', [locationId, name]))[0]?.id);
  const box = await findBox(tx, locationId, id);
  if (box === null) throw new Error('INSERT … RETURNING gave no box');
  await appendAudit(tx, { userId: actor.userId, entity: BOX_ENTITY, entityId: id, action: 'create', before: null, after: box });
  return { ok: true, box };
}

/** The box locked for a change from `version`, or why not. */
async function lockedBox(tx: Queryable, locationId: number, boxId: number, version: number): Promise<BoxOutcome> {
  if (!(await lockLocation(tx, locationId))) return NOT_FOUND;
  await tx.query('SELECT id FROM cash_boxes WHERE id = $1 FOR UPDATE', [boxId]);
  const box = await findBox(tx, locationId, boxId);
  if (box === null) return NOT_FOUND;
  if (box.version !== version) return stale(box.version);
  return { ok: true, box };
}

async function saved(tx: Queryable, actor: BoxActor, before: ManagedCashBox, action: 'update' | 'disable' | 'enable'): Promise<BoxOutcome> {
  const after = await findBox(tx, before.location_id, before.id);
  if (after === null) throw new Error('the box vanished inside its own transaction');
  await appendAudit(tx, { userId: actor.userId, entity: BOX_ENTITY, entityId: before.id, action, before, after });
  return { ok: true, box: after };
}

export async function renameBox(tx: Queryable, actor: BoxActor, locationId: number, boxId: number, rawName: string, version: number): Promise<BoxOutcome> {
  const locked = await lockedBox(tx, locationId, boxId, version);
  if (!locked.ok) return locked;
  const name = cleanBoxName(rawName);
  if (await nameTaken(tx, locationId, name, boxId)) return taken(name);
  await tx.query('UPDATE cash_boxes SET name = $2, version = version + 1 WHERE id = $1', [boxId, name]);
  return saved(tx, actor, locked.box, 'update');
}

/**
 * Deactivates (`active` false) or reactivates a box. A box whose session is open or waiting for
 * approval is refused (409 `boxInUse`): its cash must be counted and closed first. Deactivating a
 * deactivated box (or the reverse) changes nothing and answers the box as it is.
 */
export async function setBoxActive(tx: Queryable, actor: BoxActor, locationId: number, boxId: number, version: number, active: boolean): Promise<BoxOutcome> {
  const locked = await lockedBox(tx, locationId, boxId, version);
  if (!locked.ok) return locked;
  if (locked.box.active === active) return locked;
  if (!active) {
    // The session row locked too: an open racing this one waits for it and then finds the box inactive.
    const unclosed = await tx.query("SELECT id FROM cash_sessions WHERE box_id = $1 AND status <> 'closed' FOR UPDATE", [boxId]);
    if (unclosed.length > 0) return refuse(409, 'boxInUse', 'This cash box has a session that is not closed: close it before deactivating the box');
  }
  await tx.query('UPDATE cash_boxes SET active = $2, version = version + 1 WHERE id = $1', [boxId, active]);
  return saved(tx, actor, locked.box, active ? 'enable' : 'disable');
}
