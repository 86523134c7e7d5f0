// @vitest-environment node
/**
 * The location's 'Recargo por mora' through the API (issue #32): POST and PUT round trips, a client
 * that does not send the fields (default on POST, unchanged on PUT), 422 with a code per field
 * (the percent bound checked with the stored kind when only the value is sent), and the audit entry
 * showing the change.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LocationSchema, type Location, type LocationInput } from '../../machines/locations/locations.schema.ts';
import { DEMO_LOCATION } from '../../server/locations/seed.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

let serial = 0;
const newLocation = (overrides: Partial<LocationInput> = {}): LocationInput => ({ ...DEMO_LOCATION, name: `Mora ${(serial += 1)}`, ...overrides });
const create = (json: unknown) => api.post<Location>('/ubicaciones', { token: env.tokens.admin, json, headers: { 'Idempotency-Key': `mora-${serial}-${Math.random()}` } });
const put = (id: number, json: unknown) => api.put<Location>(`/ubicaciones/${id}`, { token: env.tokens.admin, json });
const read = async (id: number) => v.parse(LocationSchema, (await api.get(`/ubicaciones/${id}`, { token: env.tokens.admin })).body);

async function created(input: LocationInput): Promise<Location> {
  const res = await create(input);
  expect(res.status, res.text).toBe(201);
  return v.parse(LocationSchema, res.body);
}

const RULE = { late_charge_kind: 'percent', late_charge_value: 500, late_charge_every_days: 30, late_charge_cap: 5_000 } as const;

describe("'Recargo por mora' on a location", () => {
  it('creates with the defaults (no charge) when a client sends none of the fields', async () => {
    const location = await created(newLocation());
    expect(location).toMatchObject({ late_charge_kind: 'fixed', late_charge_value: 0, late_charge_every_days: 0, late_charge_cap: null });
  });

  it('stores a rule sent on POST and on PUT, and reads it back as sent', async () => {
    const location = await created(newLocation(RULE));
    expect(location).toMatchObject(RULE);
    expect(await read(location.id)).toMatchObject(RULE);
    const change = { late_charge_kind: 'fixed', late_charge_value: 100_050, late_charge_every_days: 0, late_charge_cap: null } as const;
    const res = await put(location.id, { ...location, ...change, version: location.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject(change);
    expect(await read(location.id)).toMatchObject({ ...change, version: location.version + 1 });
  });

  it('keeps the stored rule on a PUT without the fields (an older client)', async () => {
    const location = await created(newLocation(RULE));
    const { late_charge_kind: _k, late_charge_value: _v, late_charge_every_days: _e, late_charge_cap: _c, ...old } = location;
    const res = await put(location.id, { ...old, receipt_footer: 'Cambiado', version: location.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...RULE, receipt_footer: 'Cambiado' });
    // A cap sent as null removes it; absent keeps it.
    const noCap = await put(location.id, { ...old, late_charge_cap: null, version: location.version + 1 });
    expect(noCap.body).toMatchObject({ ...RULE, late_charge_cap: null });
  });

  it.each([
    [{ late_charge_kind: 'percent', late_charge_value: 10_001 }, { late_charge_value: 'percentTooHigh' }],
    [{ late_charge_kind: 'fixed', late_charge_value: 1_000_000_000_001 }, { late_charge_value: 'outOfRange' }],
    [{ late_charge_value: -1 }, { late_charge_value: 'negative' }],
    [{ late_charge_every_days: 366 }, { late_charge_every_days: 'outOfRange' }],
    [{ late_charge_every_days: -1 }, { late_charge_every_days: 'outOfRange' }],
    [{ late_charge_cap: -1 }, { late_charge_cap: 'negative' }],
    [{ late_charge_cap: 1_000_000_000_001 }, { late_charge_cap: 'outOfRange' }],
  ] as const)('refuses %j with 422 %j on POST and PUT, storing nothing', async (overrides, errors) => {
    const refused = await create(newLocation(overrides));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invalidLocation', errors });
    const location = await created(newLocation());
    const res = await put(location.id, { ...location, ...overrides, version: location.version });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalidLocation', errors });
    expect((await read(location.id)).version).toBe(location.version);
  });

  it('answers 400 to a kind it does not know or a value that is not a whole number', async () => {
    expect((await create(newLocation({ late_charge_kind: 'daily' as never }))).status).toBe(400);
    expect((await create(newLocation({ late_charge_value: 2.5 }))).status).toBe(400);
    expect((await create(newLocation({ late_charge_cap: '100' as never }))).status).toBe(400);
  });

  it('checks a value sent alone against the stored kind, and a kind sent alone against the stored value', async () => {
    const percent = await created(newLocation({ late_charge_kind: 'percent', late_charge_value: 500 }));
    const { late_charge_kind: _k, ...withoutKind } = percent;
    const high = await put(percent.id, { ...withoutKind, late_charge_value: 20_000, version: percent.version });
    expect(high.status, high.text).toBe(422);
    expect(high.body).toMatchObject({ code: 'invalidLocation', errors: { late_charge_value: 'percentTooHigh' } });
    const fixed = await created(newLocation({ late_charge_kind: 'fixed', late_charge_value: 50_000 }));
    const { late_charge_value: _v, ...withoutValue } = fixed;
    const toPercent = await put(fixed.id, { ...withoutValue, late_charge_kind: 'percent', version: fixed.version });
    expect(toPercent.status, toPercent.text).toBe(422);
    expect(toPercent.body).toMatchObject({ errors: { late_charge_value: 'percentTooHigh' } });
    expect(await read(fixed.id)).toMatchObject({ late_charge_kind: 'fixed', version: fixed.version });
  });

  it('shows the change of rule in the audit entry, before and after', async () => {
    const location = await created(newLocation());
    const res = await put(location.id, { ...location, ...RULE, version: location.version });
    expect(res.status, res.text).toBe(200);
    const rows = await env.server.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT before, after FROM audit_log WHERE entity = 'location' AND entity_id = $1 AND action = 'update'",
      [location.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toMatchObject({ late_charge_kind: 'fixed', late_charge_value: 0, late_charge_every_days: 0, late_charge_cap: null });
    expect(rows[0]?.after).toMatchObject(RULE);
  });
});
