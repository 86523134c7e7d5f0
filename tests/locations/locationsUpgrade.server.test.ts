// @vitest-environment node
/**
 * The location codes reach every database: a new one through server/db/seed.ts (the Administrador
 * holds every code), one created before migration 009 through 009 itself; the demo location is
 * seeded once in demo mode, none in production (where GET /ubicacion/actual answers no location
 * and the business date in UTC).
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CurrentLocationSchema } from '../../machines/locations/locations.schema.ts';
import { fixedClock } from '../../server/clock.ts';
import { createTestContext, DEMO, login, START_TIMEOUT, startTestServer, tokenFor, type TestContext, type TestServer } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { UNDO_CASH_MIGRATION_SQL } from '../cash/undoCashMigration.ts';

let ctx: TestContext | undefined;
let server: TestServer | undefined;
const api = client(() => {
  if (!server) throw new Error('no server running');
  return server;
});

afterEach(async () => {
  await server?.close();
  await ctx?.cleanup();
  server = undefined;
  ctx = undefined;
});

const LOCATION_CODES = ['location.edit', 'location.fourEyes', 'location.view'];
const codesOf = async (who: 'admin' | 'cajero') => ((await login(server!, DEMO[who].user, DEMO[who].password)).body.rol.r_permisos ?? []).filter((c) => c.startsWith('location.'));
const countLocations = async () => (await server!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations'))[0]?.n;

describe('the locations on every kind of database', () => {
  it('gives the Administrador of a database from before 009 the location codes, and nobody else', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    expect(await codesOf('admin')).toEqual(LOCATION_CODES);
    expect(await codesOf('cajero')).toEqual([]);

    // Back to how a database made before 009 looked: no table, no location grants.
    await server.db.exec(`
      ${UNDO_CASH_MIGRATION_SQL}
      DROP TABLE locations;
      DELETE FROM role_permissions WHERE code LIKE 'location.%';
      DELETE FROM schema_migrations WHERE name IN ('009_locations.sql', '025_four_eyes.sql');`);
    expect(await codesOf('admin')).toEqual([]);
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('009_locations.sql');
    expect(await codesOf('admin')).toEqual(LOCATION_CODES);
    expect(await codesOf('cajero')).toEqual([]);
    // The demo location is back too (demo mode, empty table).
    expect(await countLocations()).toBe(1);
    expect((await api.get('/ubicaciones', { token: await tokenFor(server, 'admin') })).status).toBe(200);
  }, START_TIMEOUT * 2);

  it('keeps four eyes on for a database from before 025, gives the Administrador location.fourEyes, and lifts the loans table\'s own four-eyes checks', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    const checks = async () =>
      (await server!.db.query<{ def: string }>("SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'loans'::regclass AND contype = 'c'"))
        .map((row) => row.def)
        .filter((def) => def.includes('<> submitted_by'));
    expect(await checks()).toEqual([]);
    // Back to how a database made before 025 looked: no column, no code, the table's checks.
    await server.db.exec(`
      ALTER TABLE locations DROP COLUMN four_eyes;
      ALTER TABLE loans ADD CHECK (approved_by IS NULL OR approved_by <> submitted_by), ADD CHECK (rejected_by IS NULL OR rejected_by <> submitted_by);
      DELETE FROM role_permissions WHERE code = 'location.fourEyes';
      DELETE FROM schema_migrations WHERE name = '025_four_eyes.sql';`);
    expect(await checks()).toHaveLength(2);
    await server.close();

    server = await startTestServer(ctx);
    expect(server.logs.find((l) => l.includes('"event":"db.migrated"'))).toContain('025_four_eyes.sql');
    expect(await codesOf('admin')).toEqual(LOCATION_CODES);
    expect(await codesOf('cajero')).toEqual([]);
    expect(await checks()).toEqual([]);
    const current = v.parse(CurrentLocationSchema, (await api.get('/ubicacion/actual', { token: await tokenFor(server, 'cajero') })).body);
    expect(current.location?.four_eyes).toBe(true);
    expect((await server.db.query<{ on: boolean }>('SELECT bool_and(four_eyes) AS on FROM locations'))[0]?.on).toBe(true);
  }, START_TIMEOUT * 2);

  it('seeds the demo location once in demo mode; production has none, and its business date is the day in UTC', async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    expect(await countLocations()).toBe(1);
    await server.close();
    server = await startTestServer(ctx);
    expect(await countLocations()).toBe(1);
    await server.close();
    await ctx.cleanup();

    ctx = await createTestContext();
    server = await startTestServer(ctx, {
      mode: 'production',
      firstAdmin: { username: 'jefa', password: 'una frase larga y secreta', name: 'Jefa' },
      // 23:30 UTC: already the 24th east of Greenwich, still the 23rd in UTC.
      clock: fixedClock('2026-11-23T23:30:00Z'),
    });
    expect(await countLocations()).toBe(0);
    const token = (await login(server, 'jefa', 'una frase larga y secreta')).body.accessToken;
    const current = v.parse(CurrentLocationSchema, (await api.get('/ubicacion/actual', { token })).body);
    expect(current).toEqual({ location: null, business_date: '2026-11-23', setup: { active_boxes: 0, enabled_accounts: 1 } });
  }, START_TIMEOUT * 2);
});
