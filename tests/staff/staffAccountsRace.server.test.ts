// @vitest-environment node
/**
 * Two administrators disable each other at the same moment: without the manager lock both could
 * pass the rule (each still sees the other) and nobody could manage accounts any more. With it,
 * one wins and the other is refused (422 lastManager, or 401 if its own account was disabled
 * before its request was checked); an enabled manager always remains.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO, login, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

describe('disabling each other at once', () => {
  it('leaves one enabled manager, however the two requests interleave', async () => {
    for (let round = 0; round < 3; round += 1) {
      const username = `jefe.${round}`;
      const password = 'una clave de jefe';
      const created = await api.post<{ user: { id: number } }>('/usuarios', {
        token: env.tokens.admin,
        json: { username, name: `Jefe ${round}`, id_rol: DEMO.admin.id_rol, password: { mode: 'set', password } },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(created.status, created.text).toBe(201);
      // The second administrator has already chosen their own password (not the subject here).
      await env.server.db.query('UPDATE users SET must_change_password = false WHERE id = $1', [created.body.user.id]);
      const other = (await login(env.server, username, password)).body.accessToken;
      const [first, second] = await Promise.all([
        api.post(`/usuarios/${created.body.user.id}/deshabilitar`, { token: env.tokens.admin }),
        api.post(`/usuarios/${DEMO.admin.id}/deshabilitar`, { token: other }),
      ]);
      const statuses = [first.status, second.status];
      expect(statuses.filter((status) => status === 200), JSON.stringify(statuses)).toHaveLength(1);
      expect(statuses.every((status) => [200, 401, 422].includes(status))).toBe(true);
      const managers = await env.server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users u WHERE u.enabled AND EXISTS (SELECT 1 FROM role_permissions p WHERE p.id_rol = u.id_rol AND p.code = 'staff.manage')",
      );
      expect(managers[0]?.n).toBe(1);
      // Back to the administrator for the next round.
      if (second.status === 200) {
        await env.server.db.query('UPDATE users SET enabled = true WHERE id = $1', [DEMO.admin.id]);
        await env.server.db.query('UPDATE users SET enabled = false WHERE id = $1', [created.body.user.id]);
        env.tokens.admin = (await login(env.server, DEMO.admin.user, DEMO.admin.password)).body.accessToken;
      }
    }
  });
});
