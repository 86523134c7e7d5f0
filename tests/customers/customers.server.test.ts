// @vitest-environment node
/**
 * The customers API (server/customers/routes.ts) against machines/customers/customers.schema.ts:
 * permissions per route, the list contract, creates that are replay-safe (server/http/idempotency.ts),
 * edits with optimistic versions, unique documents, and the audit log written in the write's own
 * transaction (server/audit/log.ts).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AuditEntryListSchema,
  CustomerPageSchema,
  CustomerSchema,
  type Customer,
  type CustomerInput,
} from '../../machines/customers/customers.schema.ts';
import { normalizeText, type ListPage } from '../../machines/records/listQuery.ts';
import { DEMO_CUSTOMERS } from '../../server/customers/seed.ts';
import { DEMO, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

type Query = Readonly<Record<string, string | number | boolean>>;

let serial = 0;
/** A valid new customer whose document no other test uses. */
function newCustomer(overrides: Partial<CustomerInput> = {}): CustomerInput {
  serial += 1;
  return {
    document_type: 'dni',
    document_number: `9${String(serial).padStart(7, '0')}`,
    name: `Cliente de prueba ${serial}`,
    phone: '+54 351 000-0000',
    address: 'Calle Falsa 123',
    status: 'active',
    ...overrides,
  };
}

let keys = 0;
const freshKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

const create = (json: unknown, key: string | null = freshKey(), token = env.tokens.admin) =>
  api.post<Customer>('/clientes', { token, json, headers: key === null ? {} : { 'Idempotency-Key': key } });

async function created(input: CustomerInput = newCustomer(), token = env.tokens.admin): Promise<Customer> {
  const res = await create(input, freshKey(), token);
  expect(res.status, res.text).toBe(201);
  return v.parse(CustomerSchema, res.body);
}

async function page(query: Query = {}, token = env.tokens.admin): Promise<ListPage<Customer>> {
  const res = await api.get('/clientes', { token, query });
  expect(res.status, res.text).toBe(200);
  return v.parse(CustomerPageSchema, res.body);
}

async function allPages(query: Query = {}): Promise<Customer[]> {
  const first = await page({ ...query, pageSize: 5, page: 1 });
  const rows = [...first.items];
  for (let n = 2; n <= Math.ceil(first.total / 5); n += 1) rows.push(...(await page({ ...query, pageSize: 5, page: n })).items);
  return rows;
}

const countOf = async (sql: string, params: (string | number)[] = []) =>
  (await env.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? 0;

const historyCount = (id: number) => countOf("audit_log WHERE entity = 'customer' AND entity_id = $1", [id]);

/** Runs `fn` with `code` granted to (or, with `revoke`, taken from) a role, then puts it back. */
async function withGrant(idRol: number, code: string, fn: () => Promise<void>, revoke = false) {
  const { db } = env.server;
  const add = () => db.query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
  const remove = () => db.query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
  await (revoke ? remove() : add());
  try {
    await fn();
  } finally {
    await (revoke ? add() : remove());
  }
}

describe('GET /clientes on the demo customers (before any test writes)', () => {
  it('answers the first page in id order with exactly the contract fields', async () => {
    const res = await api.get('/clientes', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    const body = v.parse(CustomerPageSchema, res.body);
    expect(body.total).toBe(DEMO_CUSTOMERS.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.items.map((c) => c.name)).toEqual(DEMO_CUSTOMERS.slice(0, 10).map((c) => c.name));
    for (const row of (res.body as ListPage<Customer>).items) {
      expect(Object.keys(row).sort()).toEqual(
        ['address', 'created_at', 'document_number', 'document_type', 'id', 'name', 'phone', 'status', 'updated_at', 'version'],
      );
      expect(row.version).toBe(1);
    }
  });

  it('pages, clamping a page past the end to the last one', async () => {
    const second = await page({ pageSize: 5, page: 2 });
    expect(second.items.map((c) => c.name)).toEqual(DEMO_CUSTOMERS.slice(5, 10).map((c) => c.name));
    const past = await page({ pageSize: 5, page: 99 });
    expect(past.page).toBe(3);
    expect(past.items.map((c) => c.name)).toEqual(DEMO_CUSTOMERS.slice(10).map((c) => c.name));
  });

  it('searches the name and the document, every word, ignoring case and accents', async () => {
    expect((await page({ q: 'NUNEZ' })).items.map((c) => c.name)).toEqual(['Matías Núñez']);
    expect((await page({ q: 'ramon ibanez' })).items.map((c) => c.name)).toEqual(['Ramón Ibáñez']);
    expect((await page({ q: '30456789' })).items.map((c) => c.name)).toEqual(['María Fernanda López']);
    expect((await page({ q: 'aab123' })).items.map((c) => c.name)).toEqual(['Joaquín Peña Quiroga']);
    // Every word must match somewhere: a name word and a document together.
    expect((await page({ q: 'lopez 30456789' })).total).toBe(1);
    expect((await page({ q: 'lopez 27891234' })).total).toBe(0);
    // LIKE's wildcards are literal.
    expect((await page({ q: '%' })).total).toBe(0);
  });

  it('filters by status, ignoring an unknown value', async () => {
    const blocked = await page({ status: 'blocked' });
    expect(blocked.items.map((c) => c.name)).toEqual(['Rosa Elena Gutiérrez']);
    expect((await page({ status: 'active' })).total).toBe(DEMO_CUSTOMERS.length - 1);
    expect((await page({ status: 'gone' })).total).toBe(DEMO_CUSTOMERS.length);
  });

  it('sorts by name ignoring case and accents; -name is exactly the reverse', async () => {
    const ascending = await allPages({ sort: 'name' });
    const key = (c: Customer) => normalizeText(c.name);
    expect(ascending.map((c) => c.id)).toEqual(
      [...ascending].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id)).map((c) => c.id),
    );
    expect(ascending.map((c) => c.id)).not.toEqual([...ascending].sort((a, b) => a.id - b.id).map((c) => c.id));
    const descending = await allPages({ sort: '-name' });
    expect(descending.map((c) => c.id)).toEqual(ascending.map((c) => c.id).reverse());
  });

  it('sorts by document number, status and creation too; an unknown column keeps id order', async () => {
    const byDocument = await allPages({ sort: 'document_number' });
    const docs = byDocument.map((c) => c.document_number.toLowerCase());
    expect(docs).toEqual([...docs].sort());
    const byStatus = await allPages({ sort: '-status' });
    expect(byStatus[0]?.status).toBe('blocked');
    const byCreation = await allPages({ sort: 'created_at' });
    expect(byCreation.map((c) => c.id)).toEqual([...byCreation].sort((a, b) => a.id - b.id).map((c) => c.id));
    const unknown = await allPages({ sort: 'phone' });
    expect(unknown.map((c) => c.id)).toEqual([...unknown].sort((a, b) => a.id - b.id).map((c) => c.id));
  });
});

describe('permissions: every route, allowed and refused', () => {
  const routes = (id: number, body: CustomerInput, version: number) => ({
    list: () => api.get('/clientes', { token: null }),
    one: () => api.get(`/clientes/${id}`, { token: null }),
    history: () => api.get(`/clientes/${id}/historial`, { token: null }),
    create: () => api.post('/clientes', { token: null, json: body, headers: { 'Idempotency-Key': freshKey() } }),
    update: () => api.put(`/clientes/${id}`, { token: null, json: { ...body, version } }),
  });

  it('answers 401 to every route without a session', async () => {
    for (const call of Object.values(routes(1, newCustomer(), 1))) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });

  it('lets all three demo roles read the list and a customer (customer.view)', async () => {
    for (const token of [env.tokens.admin, env.tokens.cajero, env.tokens.cobrador]) {
      expect((await api.get('/clientes', { token })).status).toBe(200);
      expect((await api.get('/clientes/1', { token })).status).toBe(200);
    }
  });

  it('lets the administrator and the cashier create and edit; refuses the collector with 403 and no effect', async () => {
    for (const token of [env.tokens.admin, env.tokens.cajero]) {
      const customer = await created(newCustomer(), token);
      const res = await api.put(`/clientes/${customer.id}`, { token, json: { ...newCustomer(), version: 1 } });
      expect(res.status, res.text).toBe(200);
    }
    const before = await countOf('customers');
    const refused = await create(newCustomer(), freshKey(), env.tokens.cobrador);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
    const edit = await api.put('/clientes/1', { token: env.tokens.cobrador, json: { ...DEMO_CUSTOMERS[0], name: 'Otro', version: 1 } });
    expect(edit.status).toBe(403);
    expect(await countOf('customers')).toBe(before);
    expect((await api.get<Customer>('/clientes/1', { token: env.tokens.admin })).body.name).toBe(DEMO_CUSTOMERS[0]?.name);
  });

  it('shows the history to the administrator only (audit.view), refusing cashier and collector', async () => {
    expect((await api.get('/clientes/1/historial', { token: env.tokens.admin })).status).toBe(200);
    for (const token of [env.tokens.cajero, env.tokens.cobrador]) {
      const res = await api.get('/clientes/1/historial', { token });
      expect(res.status).toBe(403);
    }
  });

  it('lets the permission decide, not the role', async () => {
    const cashier = DEMO.cajero.id_rol;
    await withGrant(cashier, 'audit.view', async () => {
      expect((await api.get('/clientes/1/historial', { token: env.tokens.cajero })).status).toBe(200);
      // audit.view without customer.view shows no customer data.
      await withGrant(cashier, 'customer.view', async () => {
        expect((await api.get('/clientes/1/historial', { token: env.tokens.cajero })).status).toBe(403);
      }, true);
    });
    await withGrant(cashier, 'customer.view', async () => {
      expect((await api.get('/clientes', { token: env.tokens.cajero })).status).toBe(403);
      expect((await api.get('/clientes/1', { token: env.tokens.cajero })).status).toBe(403);
    }, true);
    await withGrant(cashier, 'customer.create', async () => {
      expect((await create(newCustomer(), freshKey(), env.tokens.cajero)).status).toBe(403);
    }, true);
    await withGrant(cashier, 'customer.edit', async () => {
      expect((await api.put('/clientes/2', { token: env.tokens.cajero, json: { ...DEMO_CUSTOMERS[1], version: 1 } })).status).toBe(403);
    }, true);
    await withGrant(DEMO.cobrador.id_rol, 'customer.create', async () => {
      expect((await create(newCustomer(), freshKey(), env.tokens.cobrador)).status).toBe(201);
    });
  });
});

describe('GET /clientes/{id}', () => {
  it('answers one customer, and 404 for an unknown or malformed id', async () => {
    const res = await api.get('/clientes/6', { token: env.tokens.admin });
    expect(v.parse(CustomerSchema, res.body)).toMatchObject({ id: 6, ...DEMO_CUSTOMERS[5] });
    for (const id of ['999999', 'abc', '-1', '0x1']) {
      const missing = await api.get(`/clientes/${id}`, { token: env.tokens.admin });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found', code: 'notFound' });
    }
  });
});

describe('POST /clientes', () => {
  it('creates a customer (201, version 1, trimmed) with its audit entry', async () => {
    const input = newCustomer({ name: '  Elena   Paz ', document_type: 'passport' });
    const res = await create(input);
    expect(res.status, res.text).toBe(201);
    const customer = v.parse(CustomerSchema, res.body);
    expect(customer).toMatchObject({ ...input, name: 'Elena   Paz', version: 1 });
    expect(customer.created_at).toBe(customer.updated_at);
    expect((await api.get(`/clientes/${customer.id}`, { token: env.tokens.admin })).body).toEqual(customer);
    const history = v.parse(AuditEntryListSchema, (await api.get(`/clientes/${customer.id}/historial`, { token: env.tokens.admin })).body);
    expect(history).toEqual([{ id: history[0]?.id, at: history[0]?.at, user_name: DEMO.admin.name, action: 'create', before: null, after: customer }]);
  });

  it('requires an Idempotency-Key of 1 to 100 visible ASCII characters (400, nothing written)', async () => {
    const before = await countOf('customers');
    for (const key of [null, '', 'x'.repeat(101), 'con espacio', 'ñandú']) {
      const res = await api.post('/clientes', {
        token: env.tokens.admin,
        json: newCustomer(),
        headers: key === null ? {} : { 'Idempotency-Key': key },
      });
      expect(res.status, `${key}`).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Idempotency-Key header required/);
    }
    expect(await countOf('customers')).toBe(before);
    expect((await create(newCustomer(), 'x'.repeat(100))).status).toBe(201);
  });

  it('answers a replay of the same key with the first answer and writes nothing again', async () => {
    const key = freshKey();
    const input = newCustomer();
    const first = await create(input, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const before = await countOf('customers');
    // The same body written another way (key order, spacing) is the same request.
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    for (const body of [input, reordered]) {
      const again = await create(body, key);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotency-replayed')).toBe('true');
    }
    expect(await countOf('customers')).toBe(before);
    expect(await historyCount((first.body).id)).toBe(1);
  });

  it('refuses the same key with another body with 422, writing nothing', async () => {
    const key = freshKey();
    const input = newCustomer();
    expect((await create(input, key)).status).toBe(201);
    const before = await countOf('customers');
    const other = await create({ ...input, name: 'Otro nombre' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different request', code: 'idempotencyKeyReused' });
    expect(await countOf('customers')).toBe(before);
  });

  it('keeps keys per user: another user with the same key makes their own customer', async () => {
    const key = freshKey();
    expect((await create(newCustomer(), key, env.tokens.admin)).status).toBe(201);
    const cashier = await create(newCustomer(), key, env.tokens.cajero);
    expect(cashier.status).toBe(201);
    expect(cashier.headers.get('idempotency-replayed')).toBeNull();
  });

  it('has exactly one effect when requests with one key arrive at once, and all get the same answer', async () => {
    const key = freshKey();
    const input = newCustomer();
    const before = await countOf('customers');
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(input, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotency-replayed') === 'true')).toHaveLength(5);
    expect(await countOf('customers')).toBe(before + 1);
    expect(await countOf('customers WHERE document_number = $1', [input.document_number])).toBe(1);
  });

  it('refuses a document that is already taken (any letter case) with 422, storing nothing under the key', async () => {
    const first = await created(newCustomer({ document_type: 'passport', document_number: 'XY998877' }));
    const key = freshKey();
    const before = await countOf('customers');
    const dup = await create(newCustomer({ document_type: 'passport', document_number: 'xy998877' }), key);
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ message: 'Another customer already has the document passport xy998877', code: 'documentTaken', existing_id: first.id });
    expect(await countOf('customers')).toBe(before);
    expect(await countOf('audit_log WHERE entity_id > $1', [first.id])).toBe(0);
    // The same number under another document type is another document; the refused key is still free.
    expect((await create(newCustomer({ document_type: 'dni', document_number: 'XY998877' }), key)).status).toBe(201);
  });

  it('creates one of two concurrent customers with one document; the other gets 422', async () => {
    const input = newCustomer({ document_type: 'other', document_number: 'RACE-1' });
    const answers = await Promise.all([create(input), create({ ...input, name: 'Otra persona' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await countOf("customers WHERE document_number = 'RACE-1'")).toBe(1);
  });

  it('checks the body against the contract (400) before the key', async () => {
    const res = await create({ ...newCustomer(), status: 'vip' }, null);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toMatch(/^Expected JSON .*status/);
    expect((await create({ ...newCustomer(), name: '   ' })).status).toBe(400);
    expect((await create({ ...newCustomer(), name: 'x'.repeat(121) })).status).toBe(400);
    expect((await api.post('/clientes', { token: env.tokens.admin, body: 'name=x', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('treats a key older than 24 hours as new, and removes expired keys', async () => {
    const key = freshKey();
    expect((await create(newCustomer(), key)).status).toBe(201);
    const { db } = env.server;
    await db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
    // Another user's expired key goes with the next stored answer.
    await db.query(
      `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, status, response_body, created_at)
       VALUES ($1, 'old-one', 'POST', '/x', 'h', 201, '{}', now() - interval '2 days')`,
      [DEMO.cobrador.id],
    );
    const reused = await create(newCustomer(), key);
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotency-replayed')).toBeNull();
    expect(await countOf("idempotency_keys WHERE created_at < now() - interval '24 hours'")).toBe(0);
  });
});

describe('PUT /clientes/{id}', () => {
  it('saves an edit from the current version: version + 1, audit entry with before and after', async () => {
    const customer = await created();
    const edit = { ...newCustomer(), status: 'blocked' as const };
    const res = await api.put(`/clientes/${customer.id}`, { token: env.tokens.cajero, json: { ...edit, version: 1 } });
    expect(res.status, res.text).toBe(200);
    const saved = v.parse(CustomerSchema, res.body);
    expect(saved).toMatchObject({ ...edit, id: customer.id, version: 2, created_at: customer.created_at });
    expect(saved.updated_at >= customer.updated_at).toBe(true);
    const history = v.parse(AuditEntryListSchema, (await api.get(`/clientes/${customer.id}/historial`, { token: env.tokens.admin })).body);
    expect(history.map((e) => [e.action, e.user_name])).toEqual([['update', DEMO.cajero.name], ['create', DEMO.admin.name]]);
    expect(history[0]?.before).toEqual(customer);
    expect(history[0]?.after).toEqual(saved);
    expect(history[0]!.id).toBeGreaterThan(history[1]!.id);
  });

  it('answers 409 to an edit from an old version, changing nothing', async () => {
    const customer = await created();
    expect((await api.put(`/clientes/${customer.id}`, { token: env.tokens.admin, json: { ...newCustomer(), version: 1 } })).status).toBe(200);
    const stale = await api.put(`/clientes/${customer.id}`, { token: env.tokens.cajero, json: { ...newCustomer({ name: 'Tarde' }), version: 1 } });
    expect(stale.status).toBe(409);
    expect((stale.body as { message: string }).message).toMatch(/changed by someone else \(now version 2\)/);
    const now = v.parse(CustomerSchema, (await api.get(`/clientes/${customer.id}`, { token: env.tokens.admin })).body);
    expect(now.version).toBe(2);
    expect(now.name).not.toBe('Tarde');
    expect(await historyCount(customer.id)).toBe(2);
  });

  it('lets exactly one of two concurrent edits from one version through', async () => {
    const customer = await created();
    const answers = await Promise.all(
      ['Primera', 'Segunda'].map((name) => api.put(`/clientes/${customer.id}`, { token: env.tokens.admin, json: { ...customer, name, version: 1 } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyCount(customer.id)).toBe(2);
  });

  it('refuses another customer’s document with 422 naming it; keeping one’s own document is fine', async () => {
    const a = await created();
    const b = await created();
    const res = await api.put(`/clientes/${b.id}`, {
      token: env.tokens.admin,
      json: { ...b, document_number: a.document_number.toLowerCase(), version: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: `Another customer already has the document dni ${a.document_number.toLowerCase()}`, code: 'documentTaken', existing_id: a.id });
    expect(await historyCount(b.id)).toBe(1);
    const same = await api.put(`/clientes/${b.id}`, { token: env.tokens.admin, json: { ...b, name: 'Nuevo nombre', version: 1 } });
    expect(same.status).toBe(200);
  });

  it('answers 404 for an unknown customer and 400 without a version', async () => {
    expect((await api.put('/clientes/999999', { token: env.tokens.admin, json: { ...newCustomer(), version: 1 } })).status).toBe(404);
    const res = await api.put('/clientes/1', { token: env.tokens.admin, json: newCustomer() });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/version/);
  });
});

describe('the audit log', () => {
  it('is written in the same transaction as the create: a failure after it leaves neither customer nor entry', async () => {
    const { db } = env.server;
    // Storing the idempotent answer is the create's last statement: make it fail for one key.
    await db.exec(`CREATE FUNCTION fail_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.key = 'boom' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_key BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION fail_key();`);
    try {
      const customers = await countOf('customers');
      const entries = await countOf('audit_log');
      const input = newCustomer();
      const res = await create(input, 'boom');
      expect(res.status).toBe(500);
      expect(await countOf('customers')).toBe(customers);
      expect(await countOf('audit_log')).toBe(entries);
      expect(await countOf("idempotency_keys WHERE key = 'boom'")).toBe(0);
    } finally {
      await db.exec('DROP TRIGGER fail_key ON idempotency_keys; DROP FUNCTION fail_key();');
    }
    // The key was not used up: the retry creates the customer.
    expect((await create(newCustomer(), 'boom')).status).toBe(201);
  });

  it('is written in the same transaction as the edit: a failed entry leaves the customer unchanged', async () => {
    const customer = await created();
    const { db } = env.server;
    await db.exec(`CREATE FUNCTION fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.after ->> 'name' = 'Boom' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION fail_audit();`);
    try {
      const res = await api.put(`/clientes/${customer.id}`, { token: env.tokens.admin, json: { ...customer, name: 'Boom', version: 1 } });
      expect(res.status).toBe(500);
    } finally {
      await db.exec('DROP TRIGGER fail_audit ON audit_log; DROP FUNCTION fail_audit();');
    }
    expect((await api.get(`/clientes/${customer.id}`, { token: env.tokens.admin })).body).toEqual(customer);
    expect(await historyCount(customer.id)).toBe(1);
  });

  it('is append-only: the database refuses to change or remove an entry, and no route does', async () => {
    const customer = await created();
    const { db } = env.server;
    await expect(db.query("UPDATE audit_log SET action = 'update' WHERE entity_id = $1", [customer.id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE entity_id = $1', [customer.id])).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      expect((await api.call(method, `/clientes/${customer.id}/historial`, { token: env.tokens.admin })).status).toBe(404);
    }
    expect(await historyCount(customer.id)).toBe(1);
  });

  it('answers an empty history for a customer nobody has edited, and 404 for an unknown one', async () => {
    const res = await api.get('/clientes/3/historial', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await api.get('/clientes/999999/historial', { token: env.tokens.admin })).status).toBe(404);
  });
});
