// @vitest-environment node
/**
 * DatabasePhotoStore (server/photos.ts) on the suite's database: photos are rows, written in the
 * caller's transaction; served bytes are cached by name, but a photo deleted in the database (by
 * any process) is never served from the cache, and the cache keeps to its byte budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabasePhotoStore, PHOTO_NAME } from '../../server/photos.ts';
import type { Database, SqlParam } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createTestContext, openTestDatabase, START_TIMEOUT, TINY_JPEG, type TestContext } from './helpers.ts';

let ctx: TestContext;
let db: Database;
/** The statements the store ran (the database seen through a recorder). */
const statements: string[] = [];
let recorded: Database;

beforeAll(async () => {
  ctx = await createTestContext();
  db = await openTestDatabase(ctx);
  await migrate(db);
  recorded = {
    ...db,
    query: <T>(sql: string, params?: readonly SqlParam[]) => {
      statements.push(sql);
      return db.query<T>(sql, params);
    },
  };
}, START_TIMEOUT);

afterAll(async () => {
  await db?.close();
  await ctx?.cleanup();
});

const save = (store: DatabasePhotoStore, bytes: Uint8Array) => db.transaction((tx) => store.save(tx, bytes));
const remove = (store: DatabasePhotoStore, name: string) => db.transaction((tx) => store.remove(tx, name));

describe('DatabasePhotoStore', () => {
  it('stores under a fresh uuid name and reads the bytes back; unknown and foreign names are null', async () => {
    const store = new DatabasePhotoStore(recorded);
    const name = await save(store, TINY_JPEG);
    expect(name).toMatch(PHOTO_NAME);
    const photo = await store.read(name);
    // pg answers a Buffer, PGlite a Uint8Array: compare the bytes.
    expect(Buffer.from(photo?.bytes ?? [])).toEqual(TINY_JPEG);
    expect(photo?.contentType).toBe('image/jpeg');
    expect(await store.read('11111111-2222-4333-8444-555555555555.jpg')).toBeNull();
    statements.length = 0;
    expect(await store.read('../x.jpg')).toBeNull();
    expect(statements).toEqual([]);
  });

  it('leaves nothing when the transaction that saved the photo rolls back', async () => {
    const store = new DatabasePhotoStore(db);
    let name = '';
    await expect(
      db.transaction(async (tx) => {
        name = await store.save(tx, TINY_JPEG);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await store.read(name)).toBeNull();
  });

  it('serves a second read from memory, asking the database only whether the name still exists', async () => {
    const store = new DatabasePhotoStore(recorded);
    const name = await save(store, TINY_JPEG);
    await store.read(name);
    statements.length = 0;
    expect(Buffer.from((await store.read(name))?.bytes ?? [])).toEqual(TINY_JPEG);
    expect(statements).toEqual(['SELECT name FROM photos WHERE name = $1']);
  });

  it('never serves a cached photo once it was deleted (by this or another store)', async () => {
    const [a, b] = [new DatabasePhotoStore(db), new DatabasePhotoStore(db)];
    const name = await save(a, TINY_JPEG);
    expect(await a.read(name)).not.toBeNull();
    await remove(b, name);
    expect(await a.read(name)).toBeNull();
  });

  it('keeps to its byte budget, dropping the least recently served first', async () => {
    const store = new DatabasePhotoStore(recorded, { cacheBytes: TINY_JPEG.length * 2 });
    const names = [await save(store, TINY_JPEG), await save(store, TINY_JPEG), await save(store, TINY_JPEG)];
    for (const name of names) await store.read(name); // the first is dropped for the third
    statements.length = 0;
    await store.read(names[2] ?? '');
    await store.read(names[0] ?? '');
    expect(statements).toEqual(['SELECT name FROM photos WHERE name = $1', 'SELECT bytes, content_type FROM photos WHERE name = $1']);
  });
});
