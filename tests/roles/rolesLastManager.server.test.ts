// @vitest-environment node
/**
 * PUT /roles/{id} refuses to take `staff.manage` from a role when no other enabled account would
 * hold it (422 `lastManager`, nothing written, no audit entry), and allows it when someone else
 * still manages staff accounts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RoleDetailSchema, type RoleDetail } from '../../machines/roles/roles.schema.ts';
import { DEMO, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);

async function roleOf(id: number): Promise<RoleDetail> {
  const res = await api.get(`/roles/${id}`, { token: env.tokens.admin });
  expect(res.status, res.text).toBe(200);
  return v.parse(RoleDetailSchema, res.body);
}

const withoutStaffManage = (role: RoleDetail) => ({
  r_nombre: role.r_nombre,
  r_inicio: role.r_inicio,
  menu_entries: role.menu_entries,
  permissions: role.permissions.filter((code) => code !== 'staff.manage'),
  version: role.version,
});

const auditCount = async (id: number) =>
  (await env.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'role' AND entity_id = $1", [id]))[0]?.n ?? 0;

describe('taking staff.manage from a role', () => {
  it('is refused (422 lastManager) when no other enabled account holds it: nothing changes', async () => {
    const admin = await roleOf(DEMO.admin.id_rol);
    expect(admin.permissions).toContain('staff.manage');
    const entries = await auditCount(admin.id_rol);
    const res = await api.put(`/roles/${admin.id_rol}`, { token: env.tokens.admin, json: withoutStaffManage(admin) });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toEqual({ message: expect.stringContaining('staff.manage'), code: 'lastManager' });
    expect((await roleOf(admin.id_rol)).permissions).toContain('staff.manage');
    expect(await auditCount(admin.id_rol)).toBe(entries);
  });

  it('a disabled account holding it does not count', async () => {
    const { db } = env.server;
    // The Cajero role gets staff.manage, but none of its accounts is enabled (Pedro Salas never was; Carlos Ruiz is disabled for this test).
    await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.manage') ON CONFLICT DO NOTHING", [DEMO.inactivo.id_rol]);
    await db.query('UPDATE users SET enabled = false WHERE id_rol = $1', [DEMO.inactivo.id_rol]);
    try {
      const admin = await roleOf(DEMO.admin.id_rol);
      const res = await api.put(`/roles/${admin.id_rol}`, { token: env.tokens.admin, json: withoutStaffManage(admin) });
      expect(res.status, res.text).toBe(422);
    } finally {
      await db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'staff.manage'", [DEMO.inactivo.id_rol]);
      await db.query('UPDATE users SET enabled = true WHERE id IN ($1)', [DEMO.cajero.id]);
    }
  });

  it('is allowed when an enabled account of another role still holds it', async () => {
    const { db } = env.server;
    await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.manage') ON CONFLICT DO NOTHING", [DEMO.cobrador.id_rol]);
    try {
      const admin = await roleOf(DEMO.admin.id_rol);
      const res = await api.put<RoleDetail>(`/roles/${admin.id_rol}`, { token: env.tokens.admin, json: withoutStaffManage(admin) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.permissions).not.toContain('staff.manage');
      // Nobody grants more than they hold (machines/grants.ts): the administrator, now without
      // staff.manage, cannot give it back to their own role.
      const back = await api.put(`/roles/${admin.id_rol}`, { token: env.tokens.admin, json: { ...withoutStaffManage(res.body), permissions: admin.permissions } });
      expect(back.status, back.text).toBe(403);
      expect(back.body).toMatchObject({ code: 'permissionBeyondGrant' });
    } finally {
      await db.query("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'staff.manage') ON CONFLICT DO NOTHING", [DEMO.admin.id_rol]);
      await db.query("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'staff.manage'", [DEMO.cobrador.id_rol]);
    }
  });

  it('keeping staff.manage, or a role that never had it, is not this rule’s business', async () => {
    const cashier = await roleOf(DEMO.cajero.id_rol);
    expect(cashier.permissions).not.toContain('staff.manage');
    const res = await api.put(`/roles/${cashier.id_rol}`, { token: env.tokens.admin, json: { ...withoutStaffManage(cashier), r_inicio: cashier.r_inicio } });
    expect(res.status, res.text).toBe(200);
  });
});
