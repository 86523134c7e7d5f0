// @vitest-environment node
/**
 * Issue 13's smaller server items: NUL bytes are bad input (400, not 500); HSTS only over TLS,
 * here as reported by a trusted proxy (SOFIA_TRUST_PROXY); the Bearer scheme in any case.
 * Without a trusted proxy (and ETag, Permissions-Policy): static.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { login, serverWithSignedInStaff } from './helpers.ts';
import { client } from './client.ts';

const staff = serverWithSignedInStaff(() => ({ trustProxy: true, distDir: null }));
const api = client(staff);

describe('NUL bytes', () => {
  it.each([
    ['the user name', { user: 'ad\u0000min', password: 'x' }],
    ['the password', { user: 'admin', password: 'Admin#2026\u0000' }],
  ])('in %s of a login answer 400', async (_label, body) => {
    const res = await api.post('/login', { json: body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'invalidText', field: expect.stringMatching(/^(user|password)$/) });
  });

  it('in a template body answer 400 and change nothing', async () => {
    const res = await api.put('/conf_mensajes/1', { token: staff.tokens.admin, json: { body: 'Hola\u0000mundo' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'invalidText', field: 'body' });
    const [row] = await staff.server.db.query<{ body: string }>('SELECT body FROM message_templates WHERE id = 1');
    expect(row?.body).not.toContain('mundo');
  });
});

describe('HSTS behind a trusted proxy', () => {
  it('is sent when the proxy says the request came over TLS, and only then', async () => {
    const overTls = await api.get('/nope', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const headers of [{}, { 'X-Forwarded-Proto': 'http' }, { 'X-Forwarded-Proto': 'https, http' }] as Record<string, string>[]) {
      expect((await api.get('/nope', { headers })).headers.get('strict-transport-security')).toBeNull();
    }
    // Also on API answers such as a login.
    const res = await api.post('/login', { json: { user: 'admin', password: 'wrong' }, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).not.toBeNull();
  });
});

describe('Bearer scheme', () => {
  it.each(['bearer', 'BEARER', 'BeArEr'])('accepts "%s" (schemes are case-insensitive, RFC 9110 §11.1)', async (scheme) => {
    const res = await api.get('/cargarMenus', { query: { id_rol: 1 }, headers: { Authorization: `${scheme} ${staff.tokens.admin}` } });
    expect(res.status).toBe(200);
  });

  it('still refuses other schemes and a missing token', async () => {
    for (const header of [`Basic ${staff.tokens.admin}`, 'Bearer', `Bearer${staff.tokens.admin}`]) {
      const res = await api.get('/cargarMenus', { query: { id_rol: 1 }, headers: { Authorization: header } });
      expect(res.status, header).toBe(401);
    }
    // The login itself is unaffected.
    expect((await login(staff.server, 'admin', 'Admin#2026')).status).toBe(200);
  });
});
