// @vitest-environment node
/**
 * The locations API (server/locations/routes.ts) against machines/locations/locations.schema.ts:
 * permissions per route (allowed and refused), the values' rules as 422 with codes per field,
 * replay-safe creates, versioned edits (409), minor digits that cannot change, the audit log, and
 * GET /ubicacion/actual giving the business date in the location's time zone.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CurrentLocationSchema,
  LocationPageSchema,
  LocationSchema,
  type Location,
  type LocationInput,
} from '../../machines/locations/locations.schema.ts';
import { DEMO_LOCATION } from '../../server/locations/seed.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

// 02:00 UTC on the 24th: still the 23rd in Córdoba (UTC−3), already the 24th in Tokyo.
const clock = fixedClock('2026-11-24T02:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);

let serial = 0;
function newLocation(overrides: Partial<LocationInput> = {}): LocationInput {
  serial += 1;
  return { ...DEMO_LOCATION, name: `Sucursal ${serial}`, ...overrides };
}

let keys = 0;
const freshKey = () => `loc-key-${serial}-${(keys += 1)}`;

const create = (json: unknown, key: string = freshKey(), token = env.tokens.admin) =>
  api.post<Location>('/ubicaciones', { token, json, headers: { 'Idempotency-Key': key } });

async function created(input: LocationInput = newLocation()): Promise<Location> {
  const res = await create(input);
  expect(res.status, res.text).toBe(201);
  return v.parse(LocationSchema, res.body);
}

const countOf = async (sql: string, params: (string | number)[] = []) =>
  (await env.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? 0;

async function withGrant(idRol: number, code: string, fn: () => Promise<void>) {
  const { db } = env.server;
  await db.query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
  try {
    await fn();
  } finally {
    await db.query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
  }
}

describe('the demo location and GET /ubicacion/actual', () => {
  it('lists the seeded demo location with exactly the contract fields, money as an integer', async () => {
    const res = await api.get('/ubicaciones', { token: env.tokens.admin });
    expect(res.status, res.text).toBe(200);
    const page = v.parse(LocationPageSchema, res.body);
    expect(page.total).toBe(1);
    const [first] = page.items;
    expect(first).toMatchObject({ ...DEMO_LOCATION, id: 1, version: 1 });
    expect(Object.keys((res.body as { items: object[] }).items[0] ?? {}).sort()).toEqual(
      ['address', 'backdate_days', 'cash_tolerance', 'city', 'country', 'created_at', 'currency', 'four_eyes', 'grace_days', 'id', 'late_charge_cap', 'late_charge_every_days', 'late_charge_kind', 'late_charge_value', 'minor_digits', 'name', 'payment_methods', 'payoff_interest', 'receipt_footer', 'time_zone', 'updated_at', 'version'],
    );
    expect(first?.cash_tolerance).toBe(50_000);
  });

  it('answers every signed-in role the active location and the business date in its zone', async () => {
    for (const token of [env.tokens.admin, env.tokens.cajero, env.tokens.cobrador]) {
      const res = await api.get('/ubicacion/actual', { token });
      expect(res.status, res.text).toBe(200);
      const current = v.parse(CurrentLocationSchema, res.body);
      expect(current.location?.currency).toBe('ARS');
      expect(current.business_date).toBe('2026-11-23');
    }
    expect((await api.get('/ubicacion/actual', { token: null })).status).toBe(401);
  });

  it('moves the business date when the location moves to another zone', async () => {
    const current = v.parse(LocationSchema, (await api.get('/ubicaciones/1', { token: env.tokens.admin })).body);
    const moved = await api.put<Location>('/ubicaciones/1', { token: env.tokens.admin, json: { ...DEMO_LOCATION, time_zone: 'Asia/Tokyo', version: current.version } });
    expect(moved.status, moved.text).toBe(200);
    expect(v.parse(CurrentLocationSchema, (await api.get('/ubicacion/actual', { token: env.tokens.cajero })).body).business_date).toBe('2026-11-24');
    const back = await api.put('/ubicaciones/1', { token: env.tokens.admin, json: { ...DEMO_LOCATION, version: moved.body.version } });
    expect(back.status, back.text).toBe(200);
  });
});

describe('permissions: every route, allowed and refused', () => {
  const calls = (token: string | null) => ({
    list: () => api.get('/ubicaciones', { token }),
    one: () => api.get('/ubicaciones/1', { token }),
    create: () => api.post('/ubicaciones', { token, json: newLocation(), headers: { 'Idempotency-Key': freshKey() } }),
    update: () => api.put('/ubicaciones/1', { token, json: { ...DEMO_LOCATION, version: 999 } }),
  });

  it('answers 401 to every route without a session', async () => {
    for (const call of Object.values(calls(null))) {
      const res = await call();
      expect(res.status).toBe(401);
    }
  });

  it('refuses cashier and collector (no location.view, no location.edit) with 403 and no effect', async () => {
    const before = await countOf('locations');
    for (const token of [env.tokens.cajero, env.tokens.cobrador]) {
      for (const call of Object.values(calls(token))) {
        const res = await call();
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
      }
    }
    expect(await countOf('locations')).toBe(before);
  });

  it('location.view alone reads but may not write', async () => {
    await withGrant(2, 'location.view', async () => {
      expect((await api.get('/ubicaciones', { token: env.tokens.cajero })).status).toBe(200);
      expect((await api.get('/ubicaciones/1', { token: env.tokens.cajero })).status).toBe(200);
      expect((await calls(env.tokens.cajero).create()).status).toBe(403);
      expect((await calls(env.tokens.cajero).update()).status).toBe(403);
    });
  });

  it('location.edit lets the administrator create and edit (allowed)', async () => {
    const location = await created();
    const res = await api.put(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, city: 'Rosario', version: 1 } });
    expect(res.status, res.text).toBe(200);
  });
});

describe('the values: 400 for the wrong shape, 422 with a code per field for wrong values', () => {
  it('answers 400 to a body of the wrong shape and 404 to an unknown id', async () => {
    expect((await create({ ...newLocation(), minor_digits: '2' })).status).toBe(400);
    expect((await create({ ...newLocation(), cash_tolerance: 10.5 })).status).toBe(400);
    const { receipt_footer: _footer, ...missing } = newLocation();
    expect((await create(missing)).status).toBe(400);
    expect((await api.get('/ubicaciones/999999', { token: env.tokens.admin })).status).toBe(404);
    expect((await api.put('/ubicaciones/999999', { token: env.tokens.admin, json: { ...DEMO_LOCATION, version: 1 } })).status).toBe(404);
  });

  it.each([
    [{ name: '  ' }, { name: 'required' }],
    [{ name: 'x'.repeat(81) }, { name: 'tooLong' }],
    [{ currency: 'XYZ' }, { currency: 'unknown' }],
    [{ currency: 'ARSS' }, { currency: 'unknown' }],
    [{ country: 'QQ' }, { country: 'unknown' }],
    [{ time_zone: 'America/Nowhere' }, { time_zone: 'unknown' }],
    [{ time_zone: '-03:00' }, { time_zone: 'unknown' }],
    [{ minor_digits: 5 }, { minor_digits: 'outOfRange' }],
    [{ currency: 'JPY', minor_digits: 2 }, { minor_digits: 'beyondCurrency' }],
    [{ grace_days: 366 }, { grace_days: 'outOfRange' }],
    [{ grace_days: -1 }, { grace_days: 'outOfRange' }],
    [{ cash_tolerance: -1 }, { cash_tolerance: 'negative' }],
    [{ receipt_footer: 'x'.repeat(501) }, { receipt_footer: 'tooLong' }],
  ] as const)('refuses %j with 422 %j and stores nothing', async (overrides, errors) => {
    const before = await countOf('locations');
    const res = await create(newLocation(overrides));
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalidLocation', errors });
    expect(await countOf('locations')).toBe(before);
  });

  it('accepts a currency without minor digits and normalises codes to upper case', async () => {
    const location = await created(newLocation({ currency: 'clp', country: 'cl', minor_digits: 0, time_zone: 'America/Santiago' }));
    expect(location).toMatchObject({ currency: 'CLP', country: 'CL', minor_digits: 0 });
    // The list's country filter finds it (and only the Chilean ones); a malformed code filters nothing.
    const chile = v.parse(LocationPageSchema, (await api.get('/ubicaciones', { token: env.tokens.admin, query: { country: 'cl' } })).body);
    expect(chile.items.map((l) => l.country)).toEqual(chile.items.map(() => 'CL'));
    expect(chile.items.map((l) => l.id)).toContain(location.id);
    const all = v.parse(LocationPageSchema, (await api.get('/ubicaciones', { token: env.tokens.admin, query: { country: 'chile' } })).body);
    expect(all.total).toBeGreaterThan(chile.total);
  });
});

describe('creates are idempotent and audited', () => {
  it('replays the first answer for the same key and creates once, with one audit entry', async () => {
    const input = newLocation();
    const key = freshKey();
    const first = await create(input, key);
    const second = await create(input, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotency-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await countOf('locations WHERE name = $1', [input.name])).toBe(1);
    expect(await countOf("audit_log WHERE entity = 'location' AND entity_id = $1 AND action = 'create'", [first.body.id])).toBe(1);
  });

  it('refuses a create without an Idempotency-Key (400)', async () => {
    const res = await api.post('/ubicaciones', { token: env.tokens.admin, json: newLocation() });
    expect(res.status).toBe(400);
  });
});

describe('edits: versions, locked minor digits, audit', () => {
  it('answers 409 to an edit from an old version and keeps the first edit', async () => {
    const location = await created();
    const first = await api.put<Location>(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, receipt_footer: 'Primera', version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await api.put(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, receipt_footer: 'Segunda', version: 1 } });
    expect(stale.status).toBe(409);
    const stored = v.parse(LocationSchema, (await api.get(`/ubicaciones/${location.id}`, { token: env.tokens.admin })).body);
    expect(stored.receipt_footer).toBe('Primera');
  });

  it('of two concurrent edits from one version, exactly one wins', async () => {
    const location = await created();
    const edits = await Promise.all(
      ['A', 'B'].map((footer) => api.put(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, receipt_footer: footer, version: 1 } })),
    );
    expect(edits.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses changing the minor digits once the location exists (422 minorDigitsLocked)', async () => {
    const location = await created();
    const res = await api.put(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, minor_digits: 0, version: 1 } });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'minorDigitsLocked', errors: { minor_digits: 'locked' } });
    expect(v.parse(LocationSchema, (await api.get(`/ubicaciones/${location.id}`, { token: env.tokens.admin })).body).version).toBe(1);
  });

  it('records who changed what, before and after', async () => {
    const location = await created();
    const res = await api.put<Location>(`/ubicaciones/${location.id}`, { token: env.tokens.admin, json: { ...location, currency: 'USD', version: 1 } });
    expect(res.status).toBe(200);
    const rows = await env.server.db.query<{ user_id: number; before: { currency: string }; after: { currency: string } }>(
      "SELECT user_id, before, after FROM audit_log WHERE entity = 'location' AND entity_id = $1 AND action = 'update'",
      [location.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: 1, before: { currency: 'ARS' }, after: { currency: 'USD' } });
  });
});
