// @vitest-environment node
/**
 * GET /pendientes (server/pending/routes.ts): what waits on the caller, kind by kind, only for a
 * role holding the codes that act on it (a role without them gets no count, not a zero); the
 * kinds' own rules (four eyes, the portfolio, one's own delivery); and `mine`, the caller's own
 * close waiting for approval.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PendingAnswerSchema, type PendingAnswer, type PendingKind } from '../../machines/pending/pending.schema.ts';
import { DEMO, serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);
type Who = 'admin' | 'cajero' | 'cobrador';

async function pending(who: Who): Promise<PendingAnswer> {
  const res = await api.get('/pendientes', { token: env.tokens[who] });
  expect(res.status, res.text).toBe(200);
  return v.parse(PendingAnswerSchema, res.body);
}
const kinds = (answer: PendingAnswer): PendingKind[] => answer.groups.map((g) => g.kind);
const groupOf = (answer: PendingAnswer, kind: PendingKind) => answer.groups.find((g) => g.kind === kind);
const sql = (text: string, params: (string | number | boolean)[] = []) => env.server.db.query(text, params);

describe('GET /pendientes: who sees which kind', () => {
  it('answers 401 without a session', async () => {
    expect((await api.get('/pendientes')).status).toBe(401);
  });

  it('gives each role only the kinds it may act on (absent, not zero, otherwise)', async () => {
    expect(kinds(await pending('admin'))).toEqual(['loanApprovals', 'closeApprovals', 'deliveriesToReceive', 'disputedDeliveries']);
    // The cashier receives deliveries, and approves nothing; the collector acts on none of them.
    expect(kinds(await pending('cajero'))).toEqual(['deliveriesToReceive']);
    expect(kinds(await pending('cobrador'))).toEqual([]);
  });

  it('follows the role’s codes as they are now: granted, the kind appears; revoked, it goes', async () => {
    await sql("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'loan.approve')", [DEMO.cajero.id_rol]);
    await sql("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'delivery.receive'", [DEMO.cajero.id_rol]);
    try {
      expect(kinds(await pending('cajero'))).toEqual(['loanApprovals']);
    } finally {
      await sql("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'loan.approve'", [DEMO.cajero.id_rol]);
      await sql("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'delivery.receive')", [DEMO.cajero.id_rol]);
    }
    expect(kinds(await pending('cajero'))).toEqual(['deliveriesToReceive']);
  });
});

describe('GET /pendientes: what each kind counts', () => {
  it('counts the applications to decide, never the approver’s own while four eyes are on', async () => {
    const submitted = await sql("SELECT id, submitted_by FROM loans WHERE status = 'submitted' ORDER BY id");
    const others = (submitted as { id: number; submitted_by: number }[]).filter((l) => l.submitted_by !== DEMO.admin.id);
    const loans = groupOf(await pending('admin'), 'loanApprovals')!;
    expect(loans.count).toBe(others.length);
    expect(loans.items.map((i) => i.id).sort()).toEqual(others.map((l) => l.id).slice(0, 5).sort());
    expect(loans.count).toBeLessThan(submitted.length);
    // Four eyes off: the administrator may decide their own application, so it waits on them too.
    await sql('UPDATE locations SET four_eyes = false');
    try {
      expect(groupOf(await pending('admin'), 'loanApprovals')!.count).toBe(submitted.length);
    } finally {
      await sql('UPDATE locations SET four_eyes = true');
    }
  });

  it('counts only the caller’s portfolio without loan.viewAll', async () => {
    await sql("DELETE FROM role_permissions WHERE id_rol = $1 AND code = 'loan.viewAll'", [DEMO.admin.id_rol]);
    try {
      const own = await sql("SELECT id FROM loans WHERE status = 'submitted' AND officer_id = $1 AND submitted_by <> $1", [DEMO.admin.id]);
      expect(groupOf(await pending('admin'), 'loanApprovals')!.count).toBe(own.length);
    } finally {
      await sql("INSERT INTO role_permissions (id_rol, code) VALUES ($1, 'loan.viewAll')", [DEMO.admin.id_rol]);
    }
  });

  it('names the pending delivery to its receivers, never to its sender', async () => {
    const receive = groupOf(await pending('cajero'), 'deliveriesToReceive')!;
    expect(receive.count).toBe(1);
    expect(receive.items[0]).toMatchObject({ label: DEMO.cobrador.name });
    expect(receive.items[0]!.amount).toBeGreaterThan(0);
    // The administrator sent none, so it waits on them as well.
    expect(groupOf(await pending('admin'), 'deliveriesToReceive')!.count).toBe(1);
    expect(groupOf(await pending('admin'), 'disputedDeliveries')!.count).toBe(0);
  });

  it('counts a disputed delivery with its shortfall', async () => {
    const [row] = (await sql("SELECT id FROM cash_deliveries WHERE status = 'pending' ORDER BY id LIMIT 1")) as { id: number }[];
    await sql("UPDATE cash_deliveries SET status = 'disputed', received_amount = declared_amount - 500 WHERE id = $1", [row!.id]);
    try {
      const disputed = groupOf(await pending('admin'), 'disputedDeliveries')!;
      expect(disputed.count).toBe(1);
      expect(disputed.items[0]).toMatchObject({ id: row!.id, amount: -500 });
      expect(groupOf(await pending('cajero'), 'deliveriesToReceive')!.count).toBe(0);
    } finally {
      await sql("UPDATE cash_deliveries SET status = 'pending', received_amount = NULL WHERE id = $1", [row!.id]);
    }
  });

  it('counts a close beyond the tolerance for the approver, and tells its cashier it waits (mine)', async () => {
    expect((await pending('cajero')).mine.closeWaiting).toBeNull();
    const overview = (await api.get('/caja', { token: env.tokens.cajero })).body as { session: { id: number; version: number; expected_amount: number } };
    const { id, version, expected_amount } = overview.session;
    const close = await api.post(`/caja/sesiones/${id}/cierre`, {
      token: env.tokens.cajero,
      json: { counted_amount: expected_amount + 1_000_00, version },
      headers: { 'Idempotency-Key': `pending-close-${Date.now()}` },
    });
    expect(close.status, close.text).toBe(200);
    expect((close.body as { status: string }).status).toBe('closing');

    expect((await pending('cajero')).mine.closeWaiting).toBe(id);
    const closes = groupOf(await pending('admin'), 'closeApprovals')!;
    expect(closes.count).toBe(1);
    expect(closes.items[0]).toMatchObject({ id, amount: 1_000_00, label: `Caja principal · ${DEMO.cajero.name}` });
    expect((await pending('admin')).mine.closeWaiting).toBeNull();

    const approved = await api.post(`/caja/sesiones/${id}/aprobacion`, {
      token: env.tokens.admin,
      json: { version: (close.body as { version: number }).version },
      headers: { 'Idempotency-Key': `pending-approve-${Date.now()}` },
    });
    expect(approved.status, approved.text).toBe(200);
    expect((await pending('cajero')).mine.closeWaiting).toBeNull();
    expect(groupOf(await pending('admin'), 'closeApprovals')!.count).toBe(0);
  });

  it('never counts one’s own close for its requester while four eyes are on', async () => {
    const overview = (await api.get('/caja', { token: env.tokens.admin })).body as { session: { id: number; version: number; expected_amount: number } | null; boxes: { id: number; session: unknown }[] };
    let session = overview.session;
    if (session === null) {
      const box = overview.boxes.find((b) => b.session === null)!;
      const open = await api.post('/caja/sesiones', { token: env.tokens.admin, json: { box_id: box.id, opening_amount: 0 }, headers: { 'Idempotency-Key': `pending-open-${Date.now()}` } });
      expect(open.status, open.text).toBe(201);
      session = open.body as { id: number; version: number; expected_amount: number };
    }
    const close = await api.post(`/caja/sesiones/${session.id}/cierre`, {
      token: env.tokens.admin,
      json: { counted_amount: session.expected_amount + 1_000_00, version: session.version },
      headers: { 'Idempotency-Key': `pending-close-own-${Date.now()}` },
    });
    expect(close.status, close.text).toBe(200);
    expect(groupOf(await pending('admin'), 'closeApprovals')!.count).toBe(0);
    expect((await pending('admin')).mine.closeWaiting).toBe(session.id);
    await sql('UPDATE locations SET four_eyes = false');
    try {
      expect(groupOf(await pending('admin'), 'closeApprovals')!.count).toBe(1);
    } finally {
      await sql('UPDATE locations SET four_eyes = true');
    }
  });
});
