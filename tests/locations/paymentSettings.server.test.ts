// @vitest-environment node
/**
 * The location's 'Pagos' settings through the API (issue #32): `payoff_interest` (how an early
 * settlement owes the current period's interest) and `backdate_days` (how far back a 'Fecha valor'
 * may go). POST and PUT round trips, a client that does not send them (default on POST, unchanged
 * on PUT), 422 `outOfRange` / 400 for a choice the contract does not know, and the audit entry.
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
const newLocation = (overrides: Partial<LocationInput> = {}): LocationInput => ({ ...DEMO_LOCATION, name: `Pagos ${(serial += 1)}`, ...overrides });
const create = (json: unknown) => api.post<Location>('/ubicaciones', { token: env.tokens.admin, json, headers: { 'Idempotency-Key': `pagos-${serial}-${Math.random()}` } });
const put = (id: number, json: unknown) => api.put<Location>(`/ubicaciones/${id}`, { token: env.tokens.admin, json });
const read = async (id: number) => v.parse(LocationSchema, (await api.get(`/ubicaciones/${id}`, { token: env.tokens.admin })).body);

async function created(input: LocationInput): Promise<Location> {
  const res = await create(input);
  expect(res.status, res.text).toBe(201);
  return v.parse(LocationSchema, res.body);
}

const SETTINGS = { payoff_interest: 'wholeInstallment', backdate_days: 31 } as const;

describe("a location's 'Pagos' settings", () => {
  it('creates with the defaults (interest by days, 7 days back) when a client sends neither', async () => {
    const location = await created(newLocation());
    expect(location).toMatchObject({ payoff_interest: 'days', backdate_days: 7 });
    expect(await read(location.id)).toMatchObject({ payoff_interest: 'days', backdate_days: 7 });
  });

  it('stores what is sent on POST and on PUT, and reads it back as sent', async () => {
    const location = await created(newLocation(SETTINGS));
    expect(location).toMatchObject(SETTINGS);
    expect(await read(location.id)).toMatchObject(SETTINGS);
    const change = { payoff_interest: 'days', backdate_days: 0 } as const;
    const res = await put(location.id, { ...location, ...change, version: location.version });
    expect(res.status, res.text).toBe(200);
    expect(await read(location.id)).toMatchObject({ ...change, version: location.version + 1 });
  });

  it('keeps the stored settings on a PUT without them (an older client), and each one sent alone changes only itself', async () => {
    const location = await created(newLocation(SETTINGS));
    const { payoff_interest: _p, backdate_days: _b, ...old } = location;
    const res = await put(location.id, { ...old, receipt_footer: 'Cambiado', version: location.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...SETTINGS, receipt_footer: 'Cambiado' });
    const onlyDays = await put(location.id, { ...old, backdate_days: 3, version: location.version + 1 });
    expect(onlyDays.body).toMatchObject({ payoff_interest: 'wholeInstallment', backdate_days: 3 });
    const onlyInterest = await put(location.id, { ...old, payoff_interest: 'days', version: location.version + 2 });
    expect(onlyInterest.body).toMatchObject({ payoff_interest: 'days', backdate_days: 3 });
  });

  it.each([32, -1, 1000])('refuses backdate_days %j with 422 outOfRange on POST and PUT, storing nothing', async (days) => {
    const refused = await create(newLocation({ backdate_days: days }));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invalidLocation', errors: { backdate_days: 'outOfRange' } });
    const location = await created(newLocation());
    const res = await put(location.id, { ...location, backdate_days: days, version: location.version });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalidLocation', errors: { backdate_days: 'outOfRange' } });
    expect(await read(location.id)).toMatchObject({ backdate_days: 7, version: location.version });
  });

  it('answers 400 to an interest choice it does not know or days that are not a whole number', async () => {
    expect((await create(newLocation({ payoff_interest: 'monthly' as never }))).status).toBe(400);
    expect((await create(newLocation({ backdate_days: 2.5 }))).status).toBe(400);
    expect((await create(newLocation({ backdate_days: '7' as never }))).status).toBe(400);
  });

  it('shows the change in the audit entry, before and after', async () => {
    const location = await created(newLocation());
    const res = await put(location.id, { ...location, ...SETTINGS, version: location.version });
    expect(res.status, res.text).toBe(200);
    const rows = await env.server.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT before, after FROM audit_log WHERE entity = 'location' AND entity_id = $1 AND action = 'update'",
      [location.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toMatchObject({ payoff_interest: 'days', backdate_days: 7 });
    expect(rows[0]?.after).toMatchObject(SETTINGS);
  });
});
