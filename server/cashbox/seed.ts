/**
 * The demo business's cash (demo mode only, after the location: server/db/seed.ts): the boxes
 * 'Caja principal' and 'Cobranza'; yesterday's closed session of 'Caja principal'; the cashier's
 * open session on it with a few movements; and the collector's open session on 'Cobranza' holding
 * what was collected in the field (the Entregas slice seeds a pending delivery from it). Inserted
 * when the location has no boxes. No audit entries: no staff member did this.
 */
import type { Database, Queryable } from '../db/adapter.ts';
import { postMovement } from '../cash/ledger.ts';
import { businessToday, systemClock, type Clock } from '../clock.ts';

export const DEMO_BOXES = { main: 'Caja principal', field: 'Cobranza' } as const;

interface Movement {
  type: 'income' | 'expense';
  concept: string;
  amount: number;
}

async function userId(tx: Queryable, username: string): Promise<number | null> {
  return (await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]?.id ?? null;
}

async function session(tx: Queryable, box: number, user: number, date: string, opening: number, previous: number | null, movements: readonly Movement[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO cash_sessions (box_id, status, business_date, opened_by, opened_at, opening_amount, previous_closing)
     VALUES ($1, 'open', $2::date, $3, ($2::date + time '08:30') AT TIME ZONE 'UTC', $4, $5) RETURNING id`,
    [box, date, user, opening, previous],
  );
  const id = Number(rows[0]?.id);
  for (const m of movements) {
    await postMovement(tx, { sessionId: id, direction: m.type === 'income' ? 'in' : 'out', amount: m.amount, type: m.type, concept: m.concept, userId: user, businessDate: date });
  }
  return id;
}

/** Inserts the demo cash when the demo location has no boxes; returns whether it did. */
export async function seedDemoCashboxIfEmpty(db: Database, clock: Clock = systemClock): Promise<boolean> {
  return db.transaction(async (tx) => {
    const location = (await tx.query<{ id: number; time_zone: string }>('SELECT id, time_zone FROM locations ORDER BY id LIMIT 1'))[0];
    if (location === undefined) return false;
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE cash_boxes IN EXCLUSIVE MODE');
    if (((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cash_boxes WHERE location_id = $1', [location.id]))[0]?.n ?? 0) > 0) return false;
    const cashier = await userId(tx, 'cajero');
    const collector = await userId(tx, 'cobrador');
    if (cashier === null || collector === null) return false;
    // The business clock's date, as the loans', rentals' and debts' seeds: a server started on
    // another date (SOFIA_CLOCK, a test's clock) gets its sessions on that date, not the real one.
    const today = await businessToday(clock, () => Promise.resolve(location.time_zone));
    const yesterday = (await tx.query<{ d: string }>("SELECT to_char($1::date - 1, 'YYYY-MM-DD') AS d", [today]))[0]?.d ?? today;
    const box = async (name: string) => Number((await tx.query<{ id: number }>('INSERT INTO cash_boxes (location_id, name) VALUES ($1, $2) RETURNING id', [location.id, name]))[0]?.id);
    const main = await box(DEMO_BOXES.main);
    const field = await box(DEMO_BOXES.field);

    // Yesterday: opened with 20.000,00, took 35.000,00, paid 4.500,00; counted 50.450,00 (expected 50.500,00, short 50,00).
    const past = await session(tx, main, cashier, yesterday, 20_000_00, null, [
      { type: 'income', concept: 'Venta de formularios', amount: 35_000_00 },
      { type: 'expense', concept: 'Artículos de limpieza', amount: 4_500_00 },
    ]);
    await postMovement(tx, { sessionId: past, direction: 'out', amount: 50_00, type: 'overShort', concept: 'Sobrante/faltante de cierre', userId: cashier, businessDate: yesterday });
    await tx.query(
      `UPDATE cash_sessions SET status = 'closed', close_requested_by = opened_by, close_requested_at = ($2::date + time '19:00') AT TIME ZONE 'UTC',
              expected_amount = 50500 * 100, counted_amount = 50450 * 100, closed_by = opened_by, closed_at = ($2::date + time '19:00') AT TIME ZONE 'UTC',
              version = 2 WHERE id = $1`,
      [past, yesterday],
    );

    // Today: the cashier opened with what was counted last night.
    await session(tx, main, cashier, today, 50_450_00, 50_450_00, [
      { type: 'income', concept: 'Cobro en ventanilla', amount: 12_000_00 },
      { type: 'expense', concept: 'Compra de papelería', amount: 1_850_50 },
      { type: 'income', concept: 'Reintegro de gastos', amount: 2_300_00 },
    ]);
    // The collector went out with 5.000,00 of change and collected on the round.
    await session(tx, field, collector, today, 5_000_00, null, [
      { type: 'income', concept: 'Cobranza en ruta: zona norte', amount: 18_500_00 },
      { type: 'income', concept: 'Cobranza en ruta: zona centro', amount: 9_750_00 },
    ]);
    return true;
  });
}
