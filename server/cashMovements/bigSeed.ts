/**
 * A large ledger for benchmarks (`npm run seed:big`, `npm run bench`): BIG_BOXES boxes, each with a
 * cashier of its own, and one session per box and business day holding that day's movements, until
 * `count` movements exist. Every day's sessions are opened, filled in one INSERT … SELECT over
 * generate_series, given two reversals, and closed, exactly as the ledger's rules allow (a movement
 * lands only in an open session: the trigger of migration 010 is never bypassed). Deterministic:
 * movement n of a day always gets the same type, amount and concept.
 */
import type { Database } from '../db/adapter.ts';

export const BIG_BOXES = 8;
/** Movements per business day, across all boxes. */
const PER_DAY = 500;
const CONCEPTS = ['Venta de contado', 'Cobro de cuota', 'Pago a proveedor', 'Gastos de limpieza', 'Cobro de alquiler', 'Viáticos', 'Ajuste de caja', 'Cobranza en ruta'];

/** The bench's boxes and their cashiers (created once; a second run reuses them). */
async function benchBoxes(db: Database): Promise<Array<{ box: number; user: number }>> {
  const pairs: Array<{ box: number; user: number }> = [];
  for (let i = 1; i <= BIG_BOXES; i++) {
    const username = `bench-caja-${i}`;
    await db.query("INSERT INTO users (username, password_hash, name, id_rol) VALUES ($1, 'x', $2, 2) ON CONFLICT (username) DO NOTHING", [username, `Cajero de prueba ${i}`]);
    const user = (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
    await db.query('INSERT INTO cash_boxes (location_id, name) SELECT id, $1 FROM locations ORDER BY id LIMIT 1 ON CONFLICT DO NOTHING', [`Caja ${i}`]);
    const box = (await db.query<{ id: number }>('SELECT id FROM cash_boxes WHERE name = $1 ORDER BY id LIMIT 1', [`Caja ${i}`]))[0]!.id;
    pairs.push({ box, user });
  }
  return pairs;
}

/** Adds about `count` movements (whole days of PER_DAY) after the existing ones; returns the table's size. */
export async function seedBigLedger(db: Database, count: number): Promise<number> {
  const pairs = await benchBoxes(db);
  const days = Math.ceil(count / PER_DAY);
  const firstDay = (await db.query<{ n: number }>("SELECT count(DISTINCT business_date)::int AS n FROM cash_sessions WHERE opened_by = $1", [pairs[0]!.user]))[0]?.n ?? 0;
  const perBox = Math.ceil(PER_DAY / pairs.length);
  for (let day = firstDay; day < firstDay + days; day++) {
    await db.transaction(async (tx) => {
      const date = (await tx.query<{ d: string }>("SELECT to_char(date '2024-01-01' + $1::int, 'YYYY-MM-DD') AS d", [day]))[0]!.d;
      const sessions: number[] = [];
      for (const { box, user } of pairs) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount)
           VALUES ($1, 'open', $2::date, $3, $2::date + time '08:00', 50000) RETURNING id`,
          [box, date, user],
        );
        sessions.push(rows[0]!.id);
      }
      // n = 0…perBox−1 per session: 60 % income, 30 % expense, 10 % loan payments; amounts 10,00–5.009,99.
      await tx.query(
        `INSERT INTO cash_movements (session_id, direction, amount, type, concept, user_id, business_date, created_at)
         SELECT s.id,
                CASE WHEN n % 10 BETWEEN 6 AND 8 THEN 'out' ELSE 'in' END,
                1000 + (n * 7919 + s.id * 104729) % 500000,
                CASE WHEN n % 10 BETWEEN 6 AND 8 THEN 'expense' WHEN n % 10 = 9 THEN 'loanPayment' ELSE 'income' END,
                c[1 + (n + s.id) % ${CONCEPTS.length}],
                s.opened_by, s.business_date, s.opened_at + n * interval '1 minute'
           FROM cash_sessions s, generate_series(0, $2::int - 1) AS n,
                (SELECT ARRAY[${CONCEPTS.map((c) => `'${c}'`).join(', ')}] AS c) AS words
          WHERE s.id = ANY(string_to_array($1, ',')::int[])`,
        [sessions.join(','), perBox],
      );
      // Two mistakes a day, undone: a reversal of the day's first two movements.
      await tx.query(
        `INSERT INTO cash_movements (session_id, direction, amount, type, concept, reverses_id, reason, user_id, business_date)
         SELECT m.session_id, CASE m.direction WHEN 'in' THEN 'out' ELSE 'in' END, m.amount, 'reversal', m.concept, m.id, 'Cargado dos veces', m.user_id, m.business_date
           FROM (SELECT * FROM cash_movements WHERE session_id = ANY(string_to_array($1, ',')::int[]) ORDER BY id LIMIT 2) m`,
        [sessions.join(',')],
      );
      await tx.query(
        `UPDATE cash_sessions SET status = 'closed', close_requested_by = opened_by, close_requested_at = opened_at + interval '10 hours',
                closed_by = opened_by, closed_at = opened_at + interval '10 hours'
          WHERE id = ANY(string_to_array($1, ',')::int[])`,
        [sessions.join(',')],
      );
    });
  }
  // VACUUM sets the visibility map, so the covering indexes of 013 answer without the table.
  await db.exec('VACUUM ANALYZE cash_movements');
  await db.exec('VACUUM ANALYZE cash_sessions');
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cash_movements'))[0]?.n ?? 0;
}
