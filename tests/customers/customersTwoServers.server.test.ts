// @vitest-environment node
/**
 * Two servers on one PostgreSQL database behave as one for customers: a create retried through
 * the other server (same Idempotency-Key) and edits racing through both have one effect. Only
 * with DATABASE_URL (`npm run test:postgres`): PGlite allows one server per data directory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerInput } from '../../machines/customers/customers.schema.ts';
import { createTestContext, START_TIMEOUT, startTestServer, tokenFor, type TestContext, type TestServer } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('customers across two servers on one PostgreSQL', () => {
  let ctx: TestContext;
  let a: TestServer;
  let b: TestServer;
  const apiA = client(() => a);
  const apiB = client(() => b);
  let tokenA = '';
  let tokenB = '';

  beforeAll(async () => {
    ctx = await createTestContext();
    a = await startTestServer(ctx);
    b = await startTestServer(ctx);
    [tokenA, tokenB] = await Promise.all([tokenFor(a, 'admin'), tokenFor(b, 'admin')]);
  }, START_TIMEOUT);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await ctx?.cleanup();
  });

  const input: CustomerInput = {
    document_type: 'dni',
    document_number: '77000001',
    name: 'Doble Servidor',
    phone: '',
    address: '',
    status: 'active',
  };

  it('creates once when the same key reaches both servers at once', async () => {
    const key = 'two-servers-1';
    const post = (api: typeof apiA, token: string) => api.post<Customer>('/clientes', { token, json: input, headers: { 'Idempotency-Key': key } });
    const answers = await Promise.all([post(apiA, tokenA), post(apiB, tokenB), post(apiA, tokenA), post(apiB, tokenB)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
    const rows = await a.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE document_number = '77000001'");
    expect(rows[0]?.n).toBe(1);
    const entries = await b.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'customer' AND entity_id = $1", [answers[0]!.body.id]);
    expect(entries[0]?.n).toBe(1);
  });

  it('lets one of two edits from one version through, whichever server each reaches', async () => {
    const customer = (await apiA.get<Customer>('/clientes', { token: tokenA, query: { q: '77000001' } })).body as unknown as { items: Customer[] };
    const current = customer.items[0]!;
    const answers = await Promise.all([
      apiA.put(`/clientes/${current.id}`, { token: tokenA, json: { ...input, name: 'Desde A', version: current.version } }),
      apiB.put(`/clientes/${current.id}`, { token: tokenB, json: { ...input, name: 'Desde B', version: current.version } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
