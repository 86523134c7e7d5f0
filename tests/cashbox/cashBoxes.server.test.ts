// @vitest-environment node
/**
 * 'Cajas' of a location (server/cashbox/boxRoutes.ts) against machines/cashbox/cashBoxes.schema.ts:
 * permissions (location.view to read, cashbox.manage to write), the name's rules (422
 * invalidBoxName with the reason), one name per location (409 boxNameTaken), stale versions,
 * deactivation (refused while a session is unclosed; the box keeps its history and cannot be
 * opened: 409 boxInactive), reactivation, the audit entries and idempotent replays.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ManagedCashBoxListSchema, ManagedCashBoxSchema, type ManagedCashBox } from '../../machines/cashbox/cashBoxes.schema.ts';
import { CashboxOverviewSchema } from '../../machines/cashbox/cashbox.schema.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { DEMO_BOXES } from '../../server/cashbox/seed.ts';

const env = serverWithSignedInStaff();
const api = client(env);
type Who = 'admin' | 'cajero' | 'cobrador';
type Answer = ManagedCashBox & { code?: string; errors?: Record<string, string> };

let keys = 0;
const freshKey = () => `boxes-${Date.now()}-${(keys += 1)}`;
const headersOf = (key: string | null): Record<string, string> => (key === null ? {} : { 'Idempotency-Key': key });
const create = (name: unknown, who: Who = 'admin', key: string | null = freshKey(), location = 1) =>
  api.post<Answer>(`/ubicaciones/${location}/cajas`, { token: env.tokens[who], json: { name }, headers: headersOf(key) });
const rename = (box: ManagedCashBox, name: string, who: Who = 'admin', version = box.version) =>
  api.put<Answer>(`/ubicaciones/${box.location_id}/cajas/${box.id}`, { token: env.tokens[who], json: { name, version }, headers: headersOf(freshKey()) });
const toggle = (box: ManagedCashBox, action: 'desactivacion' | 'activacion', who: Who = 'admin', key = freshKey()) =>
  api.post<Answer>(`/ubicaciones/${box.location_id}/cajas/${box.id}/${action}`, { token: env.tokens[who], json: { version: box.version }, headers: headersOf(key) });
const list = async (who: Who = 'admin') => {
  const res = await api.get(`/ubicaciones/1/cajas`, { token: env.tokens[who] });
  expect(res.status, res.text).toBe(200);
  return v.parse(ManagedCashBoxListSchema, res.body);
};
const query = <T>(sql: string, params: (string | number)[] = []) => env.server.db.query<T>(sql, params);
const auditOf = async (id: number) =>
  (await query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'cashBox' AND entity_id = $1 ORDER BY id", [id])).map((r) => r.action);

let names = 0;
async function newBox(): Promise<ManagedCashBox> {
  names += 1;
  const res = await create(`Mostrador ${names}`);
  expect(res.status, res.text).toBe(201);
  return v.parse(ManagedCashBoxSchema, res.body);
}

describe('GET /ubicaciones/{id}/cajas', () => {
  it("lists the demo location's boxes with whether they are in use; 404 for no location, 401, 403 without location.view", async () => {
    const boxes = await list();
    const main = boxes.find((b) => b.name === DEMO_BOXES.main);
    expect(main).toMatchObject({ active: true, in_use: true, location_id: 1, version: 1 });
    expect(main!.session_count).toBeGreaterThan(0);
    expect((await api.get('/ubicaciones/999/cajas', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.get('/ubicaciones/1/cajas')).status).toBe(401);
    // The cashier has no location.view.
    expect((await api.get('/ubicaciones/1/cajas', { token: env.tokens.cajero })).status).toBe(403);
  });
});

describe('POST /ubicaciones/{id}/cajas', () => {
  it('creates a box, trimmed, active, audited; it shows in Caja and can be opened', async () => {
    const res = await create('  Caja   ventanilla  ');
    expect(res.status, res.text).toBe(201);
    const box = v.parse(ManagedCashBoxSchema, res.body);
    expect(box).toMatchObject({ name: 'Caja ventanilla', active: true, in_use: false, session_count: 0, version: 1 });
    expect(await auditOf(box.id)).toEqual(['create']);
    const overview = v.parse(CashboxOverviewSchema, (await api.get('/caja', { token: env.tokens.admin })).body);
    expect(overview.boxes.map((b) => b.name)).toContain('Caja ventanilla');
  });

  it('refuses a user without cashbox.manage (403) and writes nothing', async () => {
    const before = (await list()).length;
    for (const who of ['cajero', 'cobrador'] as const) expect((await create('Caja del cajero', who)).status).toBe(403);
    expect((await list()).length).toBe(before);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(81), 'tooLong'],
    ['Caja\u0007', 'controlCharacters'],
    ['Caja\n2', 'controlCharacters'],
    ['Caja\u200b2', 'controlCharacters'],
  ])('refuses the name %j with 422 invalidBoxName (%s)', async (name, reason) => {
    const res = await create(name);
    expect([res.status, res.body.code, res.body.errors]).toEqual([422, 'invalidBoxName', { name: reason }]);
  });

  it('takes a name of exactly 80 characters', async () => {
    expect((await create('é'.repeat(80))).status).toBe(201);
  });

  it('refuses a name another box of the location has, letter case ignored (409 boxNameTaken), also a deactivated one', async () => {
    const taken = await create(DEMO_BOXES.main.toUpperCase());
    expect([taken.status, taken.body.code]).toEqual([409, 'boxNameTaken']);
    const box = await newBox();
    expect((await toggle(box, 'desactivacion')).status).toBe(200);
    expect((await create(` ${box.name.toLowerCase()}`)).body.code).toBe('boxNameTaken');
  });

  it('answers 400 for a malformed body or no Idempotency-Key, 404 for no location', async () => {
    expect((await create(12)).status).toBe(400);
    expect((await create('Sin clave', 'admin', null)).status).toBe(400);
    expect((await create('Sin ubicación', 'admin', freshKey(), 999)).status).toBe(404);
  });

  it('replays a retried create with the same key: one box, one audit entry', async () => {
    const key = freshKey();
    const first = await create('Caja repetida', 'admin', key);
    const again = await create('Caja repetida', 'admin', key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await list()).filter((b) => b.name === 'Caja repetida')).toHaveLength(1);
    expect(await auditOf(first.body.id)).toEqual(['create']);
  });
});

describe('PUT /ubicaciones/{id}/cajas/{boxId}', () => {
  it('renames a box (version + 1, audited with before and after); refuses a stale version, a taken name, a bad name', async () => {
    const box = await newBox();
    const res = await rename(box, 'Caja renombrada');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: box.id, name: 'Caja renombrada', version: 2 });
    const entry = (await query<{ before: { name: string }; after: { name: string } }>("SELECT before, after FROM audit_log WHERE entity = 'cashBox' AND entity_id = $1 AND action = 'update'", [box.id]))[0];
    expect([entry?.before.name, entry?.after.name]).toEqual([box.name, 'Caja renombrada']);
    const stale = await rename(box, 'Otra', 'admin', 1);
    expect([stale.status, stale.body.code]).toEqual([409, 'staleVersion']);
    const taken = await rename({ ...box, version: 2 }, DEMO_BOXES.field);
    expect([taken.status, taken.body.code]).toEqual([409, 'boxNameTaken']);
    // Its own name in other letters is not taken by itself.
    expect((await rename({ ...box, version: 2 }, 'CAJA RENOMBRADA')).status).toBe(200);
    expect((await rename({ ...box, version: 3 }, '')).body.code).toBe('invalidBoxName');
    expect((await rename(box, 'Ajena', 'cajero')).status).toBe(403);
    expect((await rename({ ...box, id: 999_999 }, 'Nadie')).status).toBe(404);
  });
});

describe('deactivating and reactivating a box', () => {
  it('keeps a deactivated box with its history; Caja no longer offers it and opening it answers 409 boxInactive', async () => {
    const box = await newBox();
    const opened = await api.post<{ id: number; version: number }>('/caja/sesiones', { token: env.tokens.admin, json: { box_id: box.id, opening_amount: 100_00 }, headers: headersOf(freshKey()) });
    expect(opened.status, opened.text).toBe(201);
    // In use: refused until its session is closed.
    const busy = await toggle(box, 'desactivacion');
    expect([busy.status, busy.body.code]).toEqual([409, 'boxInUse']);
    const closed = await api.post(`/caja/sesiones/${opened.body.id}/cierre`, { token: env.tokens.admin, json: { counted_amount: 100_00, version: opened.body.version }, headers: headersOf(freshKey()) });
    expect(closed.status, closed.text).toBe(200);

    const off = await toggle(box, 'desactivacion');
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ active: false, version: 2, session_count: 1 });
    expect((await list()).find((b) => b.id === box.id)).toMatchObject({ active: false });
    const overview = v.parse(CashboxOverviewSchema, (await api.get('/caja', { token: env.tokens.admin })).body);
    expect(overview.boxes.map((b) => b.id)).not.toContain(box.id);
    // Its past session is still listed.
    const sessions = await api.get<{ items: { box_id: number }[] }>('/caja/sesiones', { token: env.tokens.admin, query: { box: box.id } });
    expect(sessions.body.items.map((s) => s.box_id)).toEqual([box.id]);
    const reopen = await api.post<{ code: string }>('/caja/sesiones', { token: env.tokens.admin, json: { box_id: box.id, opening_amount: 0 }, headers: headersOf(freshKey()) });
    expect([reopen.status, reopen.body.code]).toEqual([409, 'boxInactive']);

    const on = await toggle({ ...box, version: 2 }, 'activacion');
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({ active: true, version: 3 });
    expect(await auditOf(box.id)).toEqual(['create', 'disable', 'enable']);
    const again = await api.post<{ id: number; version: number }>('/caja/sesiones', { token: env.tokens.admin, json: { box_id: box.id, opening_amount: 100_00 }, headers: headersOf(freshKey()) });
    expect(again.status, again.text).toBe(201);
    await api.post(`/caja/sesiones/${again.body.id}/cierre`, { token: env.tokens.admin, json: { counted_amount: 100_00, version: again.body.version }, headers: headersOf(freshKey()) });
  });

  it('replays a retried deactivation; refuses a stale version, a user without cashbox.manage, no key', async () => {
    const box = await newBox();
    expect((await toggle(box, 'desactivacion', 'cajero')).status).toBe(403);
    expect((await api.post(`/ubicaciones/1/cajas/${box.id}/desactivacion`, { token: env.tokens.admin, json: { version: 1 } })).status).toBe(400);
    const key = freshKey();
    const first = await toggle(box, 'desactivacion', 'admin', key);
    const replay = await toggle(box, 'desactivacion', 'admin', key);
    expect([first.status, replay.status, replay.headers.get('Idempotency-Replayed')]).toEqual([200, 200, 'true']);
    expect(await auditOf(box.id)).toEqual(['create', 'disable']);
    const stale = await toggle(box, 'activacion');
    expect([stale.status, stale.body.code]).toEqual([409, 'staleVersion']);
  });
});
