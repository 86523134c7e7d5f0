// @vitest-environment node
/** GET /cargarMenus (role-scoped menu) and POST /logout (revocation). */
import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '../../machines/contract.ts';
import { tokenFor, serverWithSignedInStaff } from './helpers.ts';
import { client } from './client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

const menus = (idRol: number | string, token?: string) => api.get<MenuResponse>('/cargarMenus', { token, query: { id_rol: idRol } });

/** The 17 routes of the specification (section 2), the analytics one named 'analytics', 'clientes' (#15) and 'importar' (#37). */
const ALL_ROUTES = [
  'usuarios', 'roles', 'importar', 'clientes', 'caja', 'movimientos', 'entregas', 'movimientos_entrega', 'prestamos', 'pagos_prestamos',
  'alquileres', 'pagos_alquiler', 'deudas', 'pagos_deudas', 'honorarios', 'pagos_honorario', 'conf_mensajes',
  'conf_ubicacion', 'analytics',
];

function expectConsistent(body: MenuResponse) {
  for (const row of body.menu) expect(Object.keys(row).sort()).toEqual(['id_menu', 'm_descripcion', 'm_icono']);
  for (const row of body.sub_menu) expect(Object.keys(row).sort()).toEqual(['id_menu', 'sm_descripcion', 'sm_icono', 'sm_ruta']);
  const ids = new Set(body.menu.map((m) => m.id_menu));
  for (const sub of body.sub_menu) expect(ids.has(sub.id_menu)).toBe(true);
}

describe('menu per role', () => {
  it('gives the administrator every group that holds an entry, and all 19 routes', async () => {
    const res = await menus(1, env.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectConsistent(res.body);
    expect(res.body.menu.map((m) => [m.m_descripcion, m.m_icono])).toEqual([
      ['Administración', 'admin'],
      ['Clientes', 'customers'],
      ['Caja', 'cash'],
      ['Préstamos', 'loans'],
      ['Alquileres', 'rentals'],
      ['Deudas', 'debts'],
      ['Honorarios', 'fees'],
      ['Configuración', 'settings'],
      ['Analítica', 'analytics'],
    ]);
    // 'Reportes' has no entries: a role is granted entries (migration 007), so no role sees it.
    expect(res.body.sub_menu.map((s) => s.sm_ruta)).toEqual(ALL_ROUTES);
    expect(res.body.sub_menu[0]).toEqual({ id_menu: 1, sm_descripcion: 'Usuarios', sm_ruta: 'usuarios', sm_icono: 'users' });
  });

  it('gives the cashier only Clientes, Caja, Préstamos, Alquileres, Deudas and Honorarios and their sub-menus', async () => {
    const res = await menus(2, env.tokens.cajero);
    expect(res.status).toBe(200);
    expectConsistent(res.body);
    expect(res.body.menu.map((m) => m.m_descripcion)).toEqual(['Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios']);
    expect(res.body.sub_menu.map((s) => s.sm_ruta)).toEqual([
      'clientes', 'caja', 'movimientos', 'entregas', 'movimientos_entrega', 'prestamos', 'pagos_prestamos', 'alquileres', 'pagos_alquiler',
      'deudas', 'pagos_deudas', 'honorarios', 'pagos_honorario',
    ]);
  });

  it('gives the collector Clientes, Préstamos, Alquileres, Deudas and Honorarios, and of Caja only their box and deliveries', async () => {
    const res = await menus(3, env.tokens.cobrador);
    expect(res.status).toBe(200);
    expectConsistent(res.body);
    expect(res.body.menu.map((m) => m.m_descripcion)).toEqual(['Clientes', 'Caja', 'Préstamos', 'Alquileres', 'Deudas', 'Honorarios']);
    const routes = res.body.sub_menu.map((s) => s.sm_ruta);
    expect(routes).toEqual(expect.arrayContaining(['prestamos', 'caja', 'entregas']));
    expect(routes).not.toContain('movimientos');
    expect(routes).not.toContain('movimientos_entrega');
  });

  it('answers in the same order every time', async () => {
    const [a, b] = await Promise.all([menus(1, env.tokens.admin), menus(1, env.tokens.admin)]);
    expect(a.text).toBe(b.text);
  });
});

describe('menu access control', () => {
  it('refuses another role’s menu with 403', async () => {
    for (const [idRol, token] of [[1, env.tokens.cajero], [3, env.tokens.cajero], [1, env.tokens.cobrador], [2, env.tokens.admin]] as const) {
      const res = await menus(idRol, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String), code: 'forbidden' });
    }
  });

  it.each([
    ['no Authorization header', {}],
    ['a malformed token', { Authorization: 'Bearer not-a-token' }],
    ['an unknown well-formed token', { Authorization: `Bearer ${'A'.repeat(43)}` }],
    ['another scheme', { Authorization: 'Basic YWRtaW46QWRtaW4jMjAyNg==' }],
    ['a bare token', { Authorization: 'x'.repeat(43) }],
  ])('answers %s with 401', async (_label, headers: Record<string, string>) => {
    const res = await api.get('/cargarMenus', { query: { id_rol: 1 }, headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('does not accept the token in the query string', async () => {
    const res = await api.get('/cargarMenus', { query: { id_rol: 1, token: env.tokens.admin, access_token: env.tokens.admin } });
    expect(res.status).toBe(401);
  });

  it.each([['missing', ''], ['empty', '?id_rol='], ['text', '?id_rol=abc'], ['decimal', '?id_rol=1.5'], ['negative', '?id_rol=-1'], ['exponent', '?id_rol=1e0']])(
    'answers a %s id_rol with 400',
    async (_label, query) => {
      // The query string as written: `?id_rol=` and a missing id_rol are different requests.
      const res = await api.get(`/cargarMenus${query}`, { token: env.tokens.admin });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), code: 'badRequest' });
    },
  );

  it('checks the token before the query (401, not 400, without one)', async () => {
    expect((await api.get('/cargarMenus', { query: { id_rol: 'abc' } })).status).toBe(401);
  });

  it('stops honouring the tokens of a user who gets disabled', async () => {
    const token = await tokenFor(env.server, 'cobrador');
    await env.server.db.query('UPDATE users SET enabled = false WHERE username = $1', ['cobrador']);
    try {
      expect((await menus(3, token)).status).toBe(401);
    } finally {
      await env.server.db.query('UPDATE users SET enabled = true WHERE username = $1', ['cobrador']);
    }
    expect((await menus(3, token)).status).toBe(200);
  });
});

describe('logout', () => {
  const logout = (token?: string) => api.post('/logout', { token });

  it('answers 204 and revokes that token only', async () => {
    const [doomed, other] = await Promise.all([tokenFor(env.server, 'cajero'), tokenFor(env.server, 'cajero')]);
    expect((await menus(2, doomed)).status).toBe(200);
    const res = await logout(doomed);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await menus(2, doomed)).status).toBe(401);
    expect((await logout(doomed)).status).toBe(401);
    expect((await menus(2, other)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await logout();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });
});
