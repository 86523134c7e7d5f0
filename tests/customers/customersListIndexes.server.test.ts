// @vitest-environment node
/**
 * Migration 016 stores the folded name, document and search text as generated columns (the
 * list's sort and search read them instead of folding every row). Its SQL spells the folding out;
 * these tests fail when it no longer agrees with server/db/textSearch.ts's folded(), and when the
 * indexes the list relies on at scale are missing. Speed itself is measured by `npm run bench`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENTED, folded } from '../../server/db/textSearch.ts';
import { createTestContext, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from '../server/helpers.ts';

let ctx: TestContext;
let server: TestServer;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('the stored folded forms of a customer', () => {
  it('are exactly folded() of the name and document, for every accented letter it knows', async () => {
    const name = `Zoë ${ACCENTED} Ñandú`;
    const document = `Üx-${ACCENTED.slice(0, 10)}`;
    await server.db.query(`INSERT INTO customers (document_type, document_number, name) VALUES ('other', $1, $2)`, [document, name]);
    const [row] = await server.db.query<{ name_key: string; document_key: string; search_key: string; name_f: string; document_f: string }>(
      `SELECT name_key, document_key, search_key, ${folded('name')} AS name_f, ${folded('document_number')} AS document_f
         FROM customers WHERE document_number = $1`,
      [document],
    );
    expect(row?.name_key).toBe(row?.name_f);
    expect(row?.document_key).toBe(row?.document_f);
    expect(row?.search_key).toBe(`${row?.name_f} ${row?.document_f}`);
    // And the folding itself is what the search promises: no accents, lower case.
    expect(row?.name_key).toBe('zoe aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy nandu');
  });

  it('change when the customer is renamed', async () => {
    await server.db.query(`INSERT INTO customers (document_type, document_number, name) VALUES ('dni', 'R-1', 'Ana')`);
    await server.db.query(`UPDATE customers SET name = 'Íñigo Peña' WHERE document_number = 'R-1'`);
    const [row] = await server.db.query<{ name_key: string; search_key: string }>(`SELECT name_key, search_key FROM customers WHERE document_number = 'R-1'`);
    expect(row).toEqual({ name_key: 'inigo pena', search_key: 'inigo pena r-1' });
  });
});

describe('the indexes the customers list uses at scale', () => {
  it('exist: sort by name, sort by document, trigram search', async () => {
    const rows = await server.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'customers' AND schemaname = current_schema()`,
    );
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('customers_name_key_idx')).toMatch(/\(name_key COLLATE "C", id\)/);
    expect(byName.get('customers_document_key_idx')).toMatch(/\(document_key COLLATE "C", id\)/);
    expect(byName.get('customers_search_key_idx')).toMatch(/USING gin \(search_key (\w+\.)?gin_trgm_ops\)/);
  });
});
