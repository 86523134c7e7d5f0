/**
 * Cash for the delivery server tests: until the Caja slice's routes exist, sessions and their
 * income are made here directly (SQL + server/cash/ledger.ts), as tests/cash/ledger.server.test.ts
 * does. A user who already has an unclosed session (a seed may open one) keeps it. Not a test file.
 */
import type { SignedInStaff } from '../server/helpers.ts';
import { postMovement } from '../../server/cash/ledger.ts';

export function cashOf(env: SignedInStaff) {
  const db = () => env.server.db;
  let boxes = 0;

  async function userId(username: string): Promise<number> {
    return (await db().query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  }

  /** The user's open session, opened on a box of its own when they have none. */
  async function openSession(username: string): Promise<number> {
    const user = await userId(username);
    const open = await db().query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status = 'open'", [user]);
    if (open[0]) return open[0].id;
    boxes += 1;
    const box = await db().query<{ id: number }>(
      'INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id',
      [`Entregas test box ${boxes} ${Date.now()}`],
    );
    const session = await db().query<{ id: number }>(
      `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount)
       VALUES ($1, 'open', '2026-11-24', $2, now(), 0) RETURNING id`,
      [box[0]!.id, user],
    );
    return session[0]!.id;
  }

  /** Posts a hand-recorded income into the user's open session (opened if needed). */
  async function collect(username: string, amount: number): Promise<number> {
    const sessionId = await openSession(username);
    await postMovement(db(), { sessionId, direction: 'in', amount, type: 'income', concept: 'cobranza de prueba', userId: await userId(username), businessDate: '2026-11-24' });
    return sessionId;
  }

  /** Closes the user's unclosed session, if any (so a test can see "no open session"). */
  async function closeSessionOf(username: string): Promise<void> {
    await db().query(
      "UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE opened_by = $1 AND status <> 'closed'",
      [await userId(username)],
    );
  }

  /** Σ of the delivery's movements of one type (each delivery posts at most one of each). */
  async function movementsOf(deliveryId: number): Promise<{ type: string; direction: string; amount: number; session_id: number }[]> {
    return (
      await db().query<{ type: string; direction: string; amount: string | number; session_id: number }>(
        "SELECT type, direction, amount, session_id FROM cash_movements WHERE source_kind = 'delivery' AND source_id = $1 ORDER BY id",
        [deliveryId],
      )
    ).map((row) => ({ ...row, amount: Number(row.amount) }));
  }

  return { userId, openSession, collect, closeSessionOf, movementsOf };
}
