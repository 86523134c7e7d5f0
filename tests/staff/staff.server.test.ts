// @vitest-environment node
/** GET /usuarios: the administrator's list of staff accounts. */
import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../machines/staff/staffList.types.ts';
import {
  DEMO,
  getJson,
  tokenFor,
  uploadPhoto,
  serverWithSignedInStaff,
} from '../server/helpers.ts';

const env = serverWithSignedInStaff();

describe('GET /usuarios', () => {
  it('gives the administrator every staff account, ordered by id, with exactly the contract fields', async () => {
    const res = await getJson<StaffUser[]>(env.server.api('/usuarios'), env.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual([
      { id: 1, username: 'admin', name: DEMO.admin.name, r_nombre: 'Administrador', enabled: true, perfil: null },
      { id: 2, username: 'cajero', name: DEMO.cajero.name, r_nombre: 'Cajero', enabled: true, perfil: null },
      { id: 3, username: 'cobrador', name: DEMO.cobrador.name, r_nombre: 'Cobrador', enabled: true, perfil: null },
      { id: 4, username: 'inactivo', name: DEMO.inactivo.name, r_nombre: 'Cajero', enabled: false, perfil: null },
    ]);
    for (const row of res.body) expect(Object.keys(row).sort()).toEqual(['enabled', 'id', 'name', 'perfil', 'r_nombre', 'username']);
    expect(res.text).not.toMatch(/password|scrypt/);
  });

  it('shows a photo once a user has uploaded one', async () => {
    const upload = await uploadPhoto(env.server, env.tokens.cobrador, { id: DEMO.cobrador.id });
    expect(upload.status).toBe(200);
    const res = await getJson<StaffUser[]>(env.server.api('/usuarios'), env.tokens.admin);
    expect(res.body.find((u) => u.id === DEMO.cobrador.id)?.perfil).toBe(upload.body.perfil);
  });

  it.each([
    ['cajero', () => env.tokens.cajero],
    ['cobrador', () => env.tokens.cobrador],
  ])('answers 403 with JSON to the %s role', async (_who, token) => {
    const res = await getJson<{ message: string }>(env.server.api('/usuarios'), token());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Forbidden' });
  });

  it('answers 401 with JSON without a token or with an unknown one', async () => {
    const none = await getJson<{ message: string }>(env.server.api('/usuarios'));
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthorized' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const unknown = await getJson(env.server.api('/usuarios'), 'A'.repeat(43));
    expect(unknown.status).toBe(401);
  });

  it('answers 401 to a revoked administrator token', async () => {
    const token = await tokenFor(env.server, 'admin');
    expect((await fetch(env.server.api('/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await getJson(env.server.api('/usuarios'), token)).status).toBe(401);
  });

  it('does not answer other methods', async () => {
    const res = await fetch(env.server.api('/usuarios'), { method: 'POST', headers: { Authorization: `Bearer ${env.tokens.admin}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
