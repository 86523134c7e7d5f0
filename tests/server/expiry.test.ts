// @vitest-environment node
/**
 * Tokens expire after tokenTtlSeconds on every authorised route. 2 s rather than 1 s: the
 * "still fresh" half must not fail just because a loaded CI machine is slow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  getJson,
  sleep,
  START_TIMEOUT,
  startTestServer,
  tokenFor,
  uploadPhoto,
  type TestContext,
  type TestServer,
} from './helpers.ts';

const TTL_SECONDS = 2;

let ctx: TestContext;
let server: TestServer;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx, { tokenTtlSeconds: TTL_SECONDS });
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await ctx?.cleanup();
});

describe('an expired token', () => {
  it('works while fresh, then gets 401 on menu, photo upload and logout', async () => {
    const token = await tokenFor(server, 'admin');
    expect((await getJson(server.api('/cargarMenus?id_rol=1'), token)).status).toBe(200);
    await sleep(TTL_SECONDS * 1000 + 200);
    const menu = await getJson(server.api('/cargarMenus?id_rol=1'), token);
    expect(menu.status).toBe(401);
    expect(menu.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    expect((await uploadPhoto(server, token, { id: 1 })).status).toBe(401);
    const logout = await fetch(server.api('/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(401);
  });

  it('does not stop a new login from working', async () => {
    const token = await tokenFor(server, 'admin');
    expect((await getJson(server.api('/cargarMenus?id_rol=1'), token)).status).toBe(200);
  });
});
