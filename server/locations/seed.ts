/**
 * The demo business's location (demo mode only: production starts with none and its
 * administrator creates it), inserted when there is none. No audit entry: no staff member
 * created it. Córdoba, Argentina, like the demo customers.
 */
import type { LocationInput } from '../../machines/locations/locations.schema.ts';
import type { Database } from '../db/adapter.ts';
import { insertLocation } from './repository.ts';

export const DEMO_LOCATION: LocationInput = {
  name: 'Casa central',
  address: 'Av. Colón 850',
  city: 'Córdoba',
  country: 'AR',
  currency: 'ARS',
  minor_digits: 2,
  time_zone: 'America/Argentina/Cordoba',
  grace_days: 3,
  // 500,00 ARS: a count that is off by more needs an administrator's approval.
  cash_tolerance: 50_000,
  receipt_footer: 'Gracias por su pago. Conserve este comprobante.',
};

/** Inserts the demo location when there is none; returns whether it did. */
export async function seedDemoLocationIfEmpty(db: Database): Promise<boolean> {
  const count = async (q: Pick<Database, 'query'>) => (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM locations'))[0]?.n ?? 0;
  if ((await count(db)) > 0) return false;
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE locations IN EXCLUSIVE MODE');
    if ((await count(tx)) > 0) return false;
    await insertLocation(tx, DEMO_LOCATION);
    return true;
  });
}
