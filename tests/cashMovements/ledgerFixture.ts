/**
 * A hand-computed ledger for the server tests of 'Movimientos', written straight into the
 * database (sessions by SQL, movements through server/cash/ledger.ts `postMovement`, as the Caja
 * and Entregas routes will), on business dates no other test uses (January 2026). Session owners
 * are users of its own, so the demo data's sessions never collide with the one-unclosed-session-
 * per-user rule. Not a test file itself.
 */
import type { Database } from '../../server/db/adapter.ts';
import { postMovement } from '../../server/cash/ledger.ts';

let serial = 0;

export async function newUser(db: Database, name: string): Promise<number> {
  serial += 1;
  const rows = await db.query<{ id: number }>("INSERT INTO users (username, password_hash, name, id_rol) VALUES ($1, 'x', $2, 2) RETURNING id", [
    `ledger-${Date.now()}-${serial}`,
    name,
  ]);
  return rows[0]!.id;
}

export async function newBox(db: Database, name: string): Promise<number> {
  serial += 1;
  const rows = await db.query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 RETURNING id', [
    `${name} ${serial}`,
  ]);
  return rows[0]!.id;
}

export async function openSession(db: Database, boxId: number, userId: number, date = '2026-01-05'): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount)
     VALUES ($1, 'open', $2, $3, now(), 0) RETURNING id`,
    [boxId, date, userId],
  );
  return rows[0]!.id;
}

export async function closeSession(db: Database, sessionId: number): Promise<void> {
  await db.query(
    "UPDATE cash_sessions SET status = 'closed', close_requested_at = now(), close_requested_by = opened_by, closed_at = now(), closed_by = opened_by WHERE id = $1",
    [sessionId],
  );
}

export interface LedgerFixture {
  boxA: number;
  boxB: number;
  /** A box whose only session is closed: a reversal of its movement has nowhere to go. */
  boxClosed: number;
  ownerA: number;
  ownerB: number;
  sessionA: number;
  ids: { income1000: number; expense250: number; income40: number; reversal40: number; income300: number; expense10: number; closedIncome: number };
}

/**
 * Box A (owner A): 2026-01-05 income 1.000,00 in, expense 250,50 out; 2026-01-06 income 40,00 in
 * and its reversal 40,00 out (the pair nets to zero). Box B (owner B): 2026-01-06 income 300,00
 * in; 2026-01-07 expense 10,00 out. A closed box: 2026-01-08 income 5,00 in.
 */
export async function createLedgerFixture(db: Database): Promise<LedgerFixture> {
  const [ownerA, ownerB, ownerClosed] = [await newUser(db, 'Dueña Caja A'), await newUser(db, 'Dueño Caja B'), await newUser(db, 'Dueño Caja cerrada')];
  const [boxA, boxB, boxClosed] = [await newBox(db, 'Caja A'), await newBox(db, 'Caja B'), await newBox(db, 'Caja cerrada')];
  const sessionA = await openSession(db, boxA, ownerA);
  const sessionB = await openSession(db, boxB, ownerB);
  const sessionClosed = await openSession(db, boxClosed, ownerClosed);
  const post = (sessionId: number, userId: number, businessDate: string, direction: 'in' | 'out', amount: number, type: 'income' | 'expense' | 'reversal', reverses?: number) =>
    postMovement(db, {
      sessionId,
      userId,
      businessDate,
      direction,
      amount,
      type,
      concept: `${type} ${amount}`,
      ...(reverses === undefined ? {} : { reverses: { id: reverses, reason: 'Cargado dos veces' } }),
    });
  const income1000 = await post(sessionA, ownerA, '2026-01-05', 'in', 1_000_00, 'income');
  const expense250 = await post(sessionA, ownerA, '2026-01-05', 'out', 250_50, 'expense');
  const income40 = await post(sessionA, ownerA, '2026-01-06', 'in', 40_00, 'income');
  const reversal40 = await post(sessionA, ownerA, '2026-01-06', 'out', 40_00, 'reversal', income40);
  const income300 = await post(sessionB, ownerB, '2026-01-06', 'in', 300_00, 'income');
  const expense10 = await post(sessionB, ownerB, '2026-01-07', 'out', 10_00, 'expense');
  const closedIncome = await post(sessionClosed, ownerClosed, '2026-01-08', 'in', 5_00, 'income');
  await closeSession(db, sessionClosed);
  return { boxA, boxB, boxClosed, ownerA, ownerB, sessionA, ids: { income1000, expense250, income40, reversal40, income300, expense10, closedIncome } };
}
