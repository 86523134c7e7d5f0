/** The past sessions the 'Sesiones anteriores' list suites page through. Not a test file itself. */
import type { CashSession } from '../../machines/cashbox/index.ts';
import { OPEN_SESSION } from './cashbox.fixtures.ts';

/** Twelve past sessions of 'Caja principal', one a day (two pages of ten). */
export const TWELVE_SESSIONS: CashSession[] = Array.from({ length: 12 }, (_, i) => {
  const { movements: _movements, ...session } = OPEN_SESSION;
  const day = String(i + 1).padStart(2, '0');
  return { ...session, id: i + 1, opened_by_name: i % 2 === 0 ? 'Carlos Ruiz' : 'Lucía Gómez', status: 'closed', business_date: `2026-11-${day}`, counted_amount: 50_000_00 + i, difference: i - 5, closed_at: `2026-11-${day}T22:00:00.000Z`, version: 2 };
});
