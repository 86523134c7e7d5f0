// @vitest-environment node
/**
 * What the database itself guarantees about the ledger (migration 010), whatever route or query
 * runs: movements are append-only, land only in an open session, are reversed at most once; one
 * unclosed session per box and per user. And the primitives of server/cash/ledger.ts.
 */
import { describe, expect, it } from 'vitest';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { lockSession, postMovement, sessionExpected, sessionNet } from '../../server/cash/ledger.ts';

const env = serverWithSignedInStaff();

async function userId(username: string): Promise<number> {
  const rows = await env.server.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0]!.id;
}

let boxCount = 0;
/** A new box at the demo location, with a session opened by `username` (none of theirs unclosed). */
async function openSession(username: string, opening = 100_00): Promise<number> {
  const { db } = env.server;
  boxCount += 1;
  const box = await db.query<{ id: number }>(
    'INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id',
    [`Ledger test box ${boxCount}`],
  );
  const session = await db.query<{ id: number }>(
    `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount)
     VALUES ($1, 'open', '2026-11-24', $2, now(), $3) RETURNING id`,
    [box[0]!.id, await userId(username), opening],
  );
  return session[0]!.id;
}

async function closeSession(sessionId: number): Promise<void> {
  await env.server.db.query(
    "UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE id = $1",
    [sessionId],
  );
}

const income = async (sessionId: number, amount: number, username = 'admin') =>
  postMovement(env.server.db, { sessionId, direction: 'in', amount, type: 'income', concept: 'test', userId: await userId(username), businessDate: '2026-11-24' });

describe('the ledger (migration 010, server/cash/ledger.ts)', () => {
  it('sums a session: expected = opening + Σ in − Σ out', async () => {
    const sessionId = await openSession('admin', 1_000_00);
    await income(sessionId, 250_00);
    await postMovement(env.server.db, { sessionId, direction: 'out', amount: 75_25, type: 'expense', userId: await userId('admin'), businessDate: '2026-11-24' });
    expect(await sessionNet(env.server.db, sessionId)).toEqual({ net: 174_75, count: 2 });
    const locked = await env.server.db.transaction((tx) => lockSession(tx, sessionId, 'share'));
    expect(locked).toMatchObject({ id: sessionId, status: 'open', opening_amount: 1_000_00 });
    expect(await sessionExpected(env.server.db, locked!)).toBe(1_174_75);
    await closeSession(sessionId);
  });

  it('is append-only: a movement can be neither changed nor removed', async () => {
    const sessionId = await openSession('admin');
    const id = await income(sessionId, 10_00);
    const { db } = env.server;
    await expect(db.query('UPDATE cash_movements SET amount = 1 WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM cash_movements WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    // CASCADE: loans point at movements (migration 017), and a plain TRUNCATE would stop at the foreign key before the trigger.
    await expect(db.query('TRUNCATE cash_movements CASCADE')).rejects.toThrow(/cash_movements is append-only/);
    expect((await sessionNet(db, sessionId)).net).toBe(10_00);
    await closeSession(sessionId);
  });

  it('refuses a movement into a closed session, and into a closing one anything but its over/short', async () => {
    const sessionId = await openSession('admin');
    await env.server.db.query("UPDATE cash_sessions SET status = 'closing', close_requested_at = now(), close_requested_by = opened_by WHERE id = $1", [sessionId]);
    await expect(income(sessionId, 1_00)).rejects.toThrow(/not open/);
    // Only the close's own over/short enters a closing session (migration 011: the approval posts it).
    const overShort = async () =>
      postMovement(env.server.db, { sessionId, direction: 'out', amount: 3_00, type: 'overShort', userId: await userId('admin'), businessDate: '2026-11-24' });
    await overShort();
    await closeSession(sessionId);
    await expect(overShort()).rejects.toThrow(/not open/);
    await expect(income(sessionId, 1_00)).rejects.toThrow(/not open/);
    expect((await sessionNet(env.server.db, sessionId)).count).toBe(1);
  });

  it('refuses a zero or negative amount, and a second reversal of one movement', async () => {
    const sessionId = await openSession('admin');
    await expect(income(sessionId, 0)).rejects.toThrow();
    await expect(income(sessionId, -5)).rejects.toThrow();
    const original = await income(sessionId, 40_00);
    const reverse = async () =>
      postMovement(env.server.db, {
        sessionId,
        direction: 'out',
        amount: 40_00,
        type: 'reversal',
        reverses: { id: original, reason: 'typed twice' },
        userId: await userId('admin'),
        businessDate: '2026-11-24',
      });
    await reverse();
    await expect(reverse()).rejects.toThrow();
    expect(await sessionNet(env.server.db, sessionId)).toEqual({ net: 0, count: 2 });
    await closeSession(sessionId);
  });

  it('allows one unclosed session per box and per user', async () => {
    // The admin: the demo seed gives the cashier an open session of their own (server/cashbox/seed.ts).
    const sessionId = await openSession('admin');
    const { db } = env.server;
    const boxOf = (await db.query<{ box_id: number }>('SELECT box_id FROM cash_sessions WHERE id = $1', [sessionId]))[0]!.box_id;
    await expect(
      db.query("INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount) VALUES ($1, 'open', '2026-11-24', $2, now(), 0)", [
        boxOf,
        await userId('cobrador'),
      ]),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(openSession('admin')).rejects.toThrow(/unique|duplicate/i);
    await closeSession(sessionId);
    const again = await openSession('admin');
    await closeSession(again);
  });
});
