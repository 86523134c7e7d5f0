/**
 * The demo business's pending delivery (demo mode only, after the cash seed): the collector hands
 * part of what they collected to the office, so 'Entregas' opens with one to receive. Inserted when
 * there is no delivery at all, and only when the collector has an open session holding cash (the
 * Caja slice's seed opens it); otherwise it does nothing. No audit entry: no staff member declared it.
 */
import type { Database } from '../db/adapter.ts';
import { lockSessionOfUser } from '../cash/ledger.ts';
import { heldCashOf, insertDelivery } from './repository.ts';

export const DEMO_COLLECTOR = 'cobrador';
/** 45.000,00 ARS, or all the collector holds when that is less. */
export const DEMO_DELIVERY_AMOUNT = 4_500_000;

/** Inserts the demo delivery when there is none and the collector holds cash; returns whether it did. */
export async function seedDemoDeliveryIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE cash_deliveries IN EXCLUSIVE MODE');
    if (((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cash_deliveries'))[0]?.n ?? 0) > 0) return false;
    const users = await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_COLLECTOR]);
    const collector = users[0]?.id;
    if (collector === undefined) return false;
    const session = await lockSessionOfUser(tx, collector, 'update');
    if (session === null || session.status !== 'open') return false;
    const { available } = await heldCashOf(tx, session);
    const amount = Math.min(available, DEMO_DELIVERY_AMOUNT);
    if (amount <= 0) return false;
    const day = await tx.query<{ d: string }>("SELECT to_char(business_date, 'YYYY-MM-DD') AS d FROM cash_sessions WHERE id = $1", [session.id]);
    await insertDelivery(tx, { senderId: collector, sessionId: session.id, amount, note: 'Cobranza de la mañana', businessDate: day[0]?.d ?? '' });
    return true;
  });
}
