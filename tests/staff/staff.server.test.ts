// @vitest-environment node
/** GET /usuarios: the administrator's list of staff accounts, one page at a time (the list contract). */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { StaffPageSchema, type StaffUser } from '../../machines/staff/staff.schema.ts';
import { normalizeText, type ListPage } from '../../machines/records/listQuery.ts';
import { DEMO, tokenFor, uploadPhoto, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

type Query = Readonly<Record<string, string | number | boolean>>;

/** One page as the administrator, checked against the contract's schema. */
async function page(query: Query = {}, token = env.tokens.admin): Promise<ListPage<StaffUser>> {
  const res = await api.get('/usuarios', { token, query });
  expect(res.status, res.text).toBe(200);
  return v.parse(StaffPageSchema, res.body);
}

/** Every row the query matches, page by page (pageSize 10). */
async function allPages(query: Query = {}): Promise<StaffUser[]> {
  const first = await page({ ...query, pageSize: 10, page: 1 });
  const rows = [...first.items];
  for (let n = 2; n <= Math.ceil(first.total / 10); n += 1) rows.push(...(await page({ ...query, pageSize: 10, page: n })).items);
  return rows;
}

const DEMO_ROWS: StaffUser[] = [
  { id: 1, username: 'admin', name: DEMO.admin.name, id_rol: 1, r_nombre: 'Administrador', enabled: true, perfil: null, version: 1 },
  { id: 2, username: 'cajero', name: DEMO.cajero.name, id_rol: 2, r_nombre: 'Cajero', enabled: true, perfil: null, version: 1 },
  { id: 3, username: 'cobrador', name: DEMO.cobrador.name, id_rol: 3, r_nombre: 'Cobrador', enabled: true, perfil: null, version: 1 },
  { id: 4, username: 'inactivo', name: DEMO.inactivo.name, id_rol: 2, r_nombre: 'Cajero', enabled: false, perfil: null, version: 1 },
];

describe('GET /usuarios with the four demo users', () => {
  it('answers the first page: every account ordered by id, with exactly the contract fields', async () => {
    const res = await api.get('/usuarios', { token: env.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(v.parse(StaffPageSchema, res.body)).toEqual({ items: DEMO_ROWS, total: 4, page: 1, pageSize: 10 });
    for (const row of (res.body as ListPage<StaffUser>).items) {
      expect(Object.keys(row).sort()).toEqual(['enabled', 'id', 'id_rol', 'name', 'perfil', 'r_nombre', 'username', 'version']);
    }
    expect(res.text).not.toMatch(/password|scrypt/);
  });

  it('shows a photo once a user has uploaded one', async () => {
    const upload = await uploadPhoto(env.server, env.tokens.cobrador, { id: DEMO.cobrador.id });
    expect(upload.status).toBe(200);
    const { items } = await page();
    expect(items.find((u) => u.id === DEMO.cobrador.id)?.perfil).toBe(upload.body.perfil);
  });

  it.each([
    ['cajero', () => env.tokens.cajero],
    ['cobrador', () => env.tokens.cobrador],
  ])('answers 403 with JSON to the %s role, which lacks staff.view', async (_who, token) => {
    const res = await api.get('/usuarios', { token: token() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Forbidden', code: 'forbidden' });
  });

  it('lets the permission decide, not the role: granting staff.view opens the list, revoking it closes it', async () => {
    const { db } = env.server;
    await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.view')", [DEMO.cajero.id_rol]);
    try {
      expect((await api.get('/usuarios', { token: env.tokens.cajero })).status).toBe(200);
    } finally {
      await db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'staff.view'", [DEMO.cajero.id_rol]);
    }
    expect((await api.get('/usuarios', { token: env.tokens.cajero })).status).toBe(403);
    // And the administrator's role without it is refused like any other.
    await db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'staff.view'", [DEMO.admin.id_rol]);
    try {
      expect((await api.get('/usuarios', { token: env.tokens.admin })).status).toBe(403);
    } finally {
      await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.view')", [DEMO.admin.id_rol]);
    }
    expect((await api.get('/usuarios', { token: env.tokens.admin })).status).toBe(200);
  });

  it('answers 401 with JSON without a token or with an unknown one', async () => {
    const none = await api.get('/usuarios');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await api.get('/usuarios', { token: 'A'.repeat(43) })).status).toBe(401);
  });

  it('answers 401 to a revoked administrator token', async () => {
    const token = await tokenFor(env.server, 'admin');
    expect((await api.post('/logout', { token })).status).toBe(204);
    expect((await api.get('/usuarios', { token })).status).toBe(401);
  });

  it('does not answer other methods', async () => {
    // POST creates an account now (staffAccounts.server.test.ts); DELETE never existed: accounts are disabled, not removed.
    const res = await api.call('DELETE', '/usuarios', { token: env.tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'notFound' });
  });
});

/** Accounts added for the list tests: names with accents and capitals, LIKE wildcards, two roles. */
const EXTRA: readonly { username: string; name: string; idRol: number; enabled: boolean }[] = [
  { username: 'zoe', name: 'zoe Zárate', idRol: 2, enabled: true },
  { username: 'angela', name: 'Ángela Núñez', idRol: 3, enabled: true },
  { username: 'beatriz', name: 'Beatriz Ortega', idRol: 3, enabled: false },
  { username: 'emile', name: 'Émile Durand', idRol: 2, enabled: true },
  { username: 'promo', name: 'Descuento 100% Ruiz', idRol: 2, enabled: true },
  { username: 'x_y', name: 'Guion Bajo', idRol: 3, enabled: true },
  { username: 'barra', name: 'Con \\ barra', idRol: 3, enabled: true },
  ...Array.from({ length: 16 }, (_, i) => ({
    username: `usuario${String(i + 1).padStart(2, '0')}`,
    // Equal names two by two: ties are broken by id.
    name: `Persona ${String(Math.floor(i / 2)).padStart(2, '0')}`,
    idRol: 2 + (i % 2),
    enabled: i % 5 !== 0,
  })),
];

describe('GET /usuarios on the list contract (27 accounts)', () => {
  beforeAll(async () => {
    for (const u of EXTRA) {
      await env.server.db.query('INSERT INTO users (username, password_hash, name, id_rol, enabled) VALUES ($1, $2, $3, $4, $5)', [
        u.username,
        'not-a-hash',
        u.name,
        u.idRol,
        u.enabled,
      ]);
    }
  });

  it('pages by id: three pages of 10, 10 and 7, every account exactly once', async () => {
    const [p1, p2, p3] = [await page({ page: 1 }), await page({ page: 2 }), await page({ page: 3 })];
    expect([p1, p2, p3].map((p) => [p.page, p.items.length, p.total, p.pageSize])).toEqual([
      [1, 10, 27, 10],
      [2, 10, 27, 10],
      [3, 7, 27, 10],
    ]);
    const ids = [p1, p2, p3].flatMap((p) => p.items.map((u) => u.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(27);
  });

  it('clamps a page past the end to the last page, and a huge page size to 100', async () => {
    const past = await page({ page: 99 });
    expect(past.page).toBe(3);
    expect(past.items).toEqual((await page({ page: 3 })).items);
    const huge = await page({ pageSize: 500 });
    expect([huge.pageSize, huge.items.length]).toEqual([100, 27]);
    expect((await page({ pageSize: 0 })).pageSize).toBe(10);
  });

  it('answers page 1 of nothing when no account matches', async () => {
    expect(await page({ q: 'nadie-se-llama-asi', page: 4 })).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('sorts by name ignoring case and accents, ties by id, and sort=-name is exactly the reverse', async () => {
    const ascending = await allPages({ sort: 'name' });
    const key = (u: StaffUser) => normalizeText(u.name);
    const expected = [...ascending].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    expect(ascending.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    const names = ascending.map((u) => u.name);
    // 'Ángela' among the A's (not after 'z' as a byte order would put it), 'zoe Zárate' last.
    expect(names.indexOf('Ana Torres')).toBeLessThan(names.indexOf('Ángela Núñez'));
    expect(names.indexOf('Ángela Núñez')).toBeLessThan(names.indexOf('Beatriz Ortega'));
    expect(names.at(-1)).toBe('zoe Zárate');
    const descending = await allPages({ sort: '-name' });
    expect(descending.map((u) => u.id)).toEqual([...ascending].reverse().map((u) => u.id));
  });

  it('sorts by user name, role and enabled too', async () => {
    const byUser = await allPages({ sort: 'username' });
    expect(byUser.map((u) => u.username)).toEqual(byUser.map((u) => u.username).sort());
    const byRole = await allPages({ sort: '-r_nombre' });
    expect(byRole.map((u) => u.r_nombre)).toEqual(byRole.map((u) => u.r_nombre).sort().reverse());
    const byEnabled = (await allPages({ sort: 'enabled' })).map((u) => u.enabled);
    expect(byEnabled.indexOf(true)).toBe(byEnabled.lastIndexOf(false) + 1);
  });

  it.each(['password_hash', '-password_hash', 'id; DROP TABLE users', '', '-'])('ignores the unknown sort %j: the order by id', async (sort) => {
    expect((await allPages({ sort })).map((u) => u.id)).toEqual((await allPages()).map((u) => u.id));
  });

  it.each([
    ['lucia', ['cobrador']],
    ['LUCÍA gómez', ['cobrador']],
    ['angela nunez', ['angela']],
    ['ÉMILE', ['emile']],
    ['ruiz', ['cajero', 'promo']],
    ['administrador', ['admin']],
    ['gomez cajero', []],
  ])('finds accounts whose user name, name or role hold every word of %j', async (q, usernames) => {
    expect((await allPages({ q })).map((u) => u.username).sort()).toEqual([...usernames].sort());
  });

  it('matches %, _ and \\ literally, not as LIKE wildcards', async () => {
    expect((await allPages({ q: '%' })).map((u) => u.username)).toEqual(['promo']);
    expect((await allPages({ q: '100%' })).map((u) => u.username)).toEqual(['promo']);
    expect((await allPages({ q: '_' })).map((u) => u.username)).toEqual(['x_y']);
    expect((await allPages({ q: '\\' })).map((u) => u.username)).toEqual(['barra']);
  });

  it('filters by enabled=true and enabled=false, and ignores any other value', async () => {
    const disabled = await allPages({ enabled: false });
    expect(disabled.length).toBeGreaterThan(1);
    expect(disabled.every((u) => !u.enabled)).toBe(true);
    const enabled = await allPages({ enabled: true });
    expect(enabled.every((u) => u.enabled)).toBe(true);
    expect(enabled.length + disabled.length).toBe(27);
    expect((await page({ enabled: 'maybe' })).total).toBe(27);
    // Combined with a search and a sort, on one page.
    const cashiers = await page({ q: 'cajero', enabled: true, sort: '-username' });
    expect(cashiers.items.map((u) => u.username)).toEqual(
      EXTRA.filter((u) => u.idRol === 2 && u.enabled).map((u) => u.username).concat('cajero').sort().reverse().slice(0, 10),
    );
  });

  it('never answers a password hash', async () => {
    const res = await api.get('/usuarios', { token: env.tokens.admin, query: { pageSize: 100 } });
    expect(res.text).not.toMatch(/password|scrypt|not-a-hash/);
  });
});
