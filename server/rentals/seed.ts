/**
 * The demo business's rental contracts (demo mode only, after the loans: server/db/seed.ts),
 * inserted when there are none, dated from the business date's month so what is due stays what it
 * says whatever day the demo starts:
 * - a draft starting next month (to sign, with the deposit, from the cashier's open session);
 * - an active contract paid on every due date (up to date);
 * - an active contract whose first term was paid and the next ones not: overdue terms with their
 *   late fees (derived, as always);
 * - an ended contract, all paid, awaiting the settlement of its deposit;
 * - a closed contract whose deposit was returned whole.
 * Past payments are `payments` rows (kind 'rental', method 'transfer': no movement, as the loans'
 * seed), past deposits have no movement either. Every projection comes from the replay.
 * No audit entries: no staff member did this.
 */
import { buildTerms, type RentalStatus } from '../../machines/rentals/index.ts';
import { addDays, addMonths, type BusinessDate } from '../../machines/money/index.ts';
import type { Database, Queryable } from '../db/adapter.ts';
import { businessToday, type Clock } from '../clock.ts';
import { rentalStanding, writeRentalProjection, findRentalRow } from './repository.ts';

interface DemoRental {
  customer: string;
  property: string;
  status: RentalStatus;
  /** Months from the business date's month to the start (negative: in the past). */
  startMonth: number;
  months: number;
  rent: number;
  deposit: number;
  /** How many terms were paid, each on its due date (those due by the business date at most). */
  paidTerms: number;
}

const DEMO_RENTALS: readonly DemoRental[] = [
  { customer: '27891234', property: 'Local comercial, Belgrano 90, Villa Carlos Paz', status: 'draft', startMonth: 1, months: 12, rent: 180_000_00, deposit: 180_000_00, paidTerms: 0 },
  { customer: '40223457', property: 'Departamento 2A, Dean Funes 77, Córdoba', status: 'active', startMonth: -3, months: 24, rent: 220_000_00, deposit: 220_000_00, paidTerms: 99 },
  { customer: '27-33098765-4', property: 'Casa, Av. Colón 3010, Córdoba', status: 'active', startMonth: -4, months: 12, rent: 350_000_00, deposit: 350_000_00, paidTerms: 1 },
  { customer: '31678450', property: 'Cochera 14, Santa Rosa 615, Córdoba', status: 'ended', startMonth: -12, months: 12, rent: 45_000_00, deposit: 45_000_00, paidTerms: 12 },
  { customer: 'PE7781234', property: 'Habitación, Obispo Trejo 240, Córdoba', status: 'closed', startMonth: -15, months: 6, rent: 90_000_00, deposit: 90_000_00, paidTerms: 6 },
];

const at = (date: BusinessDate, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;

async function insertDemoRental(tx: Queryable, rental: DemoRental, staff: { admin: number; cajero: number }, customerId: number, today: BusinessDate): Promise<void> {
  const startDate = addMonths(`${today.slice(0, 8)}01`, rental.startMonth);
  const endDate = addDays(addMonths(startDate, rental.months), -1);
  const contract = { rent: rental.rent, frequency: 'monthly' as const, dueDay: 10, startDate, endDate };
  const signed = rental.status !== 'draft';
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO rentals (customer_id, officer_id, property, rent, frequency, due_day, deposit, start_date, end_date, grace_days, late_fee_kind, late_fee_value,
                          late_fee_cap, status, created_by, created_at, signed_by, signed_at)
     VALUES ($1, $2, $3, $4, 'monthly', 10, $5, $6::date, $7::date, 5, 'percent', 1000, 2500000, $8, $2, $9, $10, $11) RETURNING id`,
    [customerId, staff.cajero, rental.property, rental.rent, rental.deposit, startDate, endDate, rental.status, at(addDays(startDate, -7), 13),
      signed ? staff.cajero : null, signed ? at(addDays(startDate, -5), 14) : null],
  );
  const id = Number(rows[0]?.id);
  if (!signed) return;
  for (const term of buildTerms(contract).slice(0, rental.paidTerms)) {
    if (term.dueDate > today) break;
    await tx.query("INSERT INTO payments (kind, target_id, amount, method, business_date, received_by, created_at, reference) VALUES ('rental', $1, $2, 'transfer', $3::date, $4, $5, $6)", [
      id, rental.rent, term.dueDate, staff.cajero, at(term.dueDate, 16), `TRF-A${id}-${term.dueDate.replaceAll('-', '')}`,
    ]);
  }
  if (rental.status === 'ended' || rental.status === 'closed') await tx.query('UPDATE rentals SET ended_by = $2, ended_at = $3 WHERE id = $1', [id, staff.admin, at(addDays(endDate, 1), 12)]);
  if (rental.status === 'closed') {
    await tx.query(
      `UPDATE rentals SET settled_by = $2, settled_at = $3, settlement_owed = 0, settlement_credit = 0, settlement_applied = 0,
                          settlement_returned = deposit, settlement_still_owed = 0 WHERE id = $1`,
      [id, staff.admin, at(addDays(endDate, 2), 12)],
    );
  }
  const row = await findRentalRow(tx, id, { all: true });
  if (row !== null) await writeRentalProjection(tx, id, await rentalStanding(tx, row, today));
}

/** Inserts the demo rentals when there are none (and the demo staff and customers exist); returns whether it did. */
export async function seedDemoRentalsIfEmpty(db: Database, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE rentals IN EXCLUSIVE MODE');
    if (((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM rentals'))[0]?.n ?? 0) > 0) return false;
    const users = await tx.query<{ id: number; username: string }>("SELECT id, username FROM users WHERE username IN ('admin', 'cajero')");
    const admin = users.find((u) => u.username === 'admin')?.id;
    const cajero = users.find((u) => u.username === 'cajero')?.id;
    if (admin === undefined || cajero === undefined) return false;
    const today = await businessToday(clock, async () => (await tx.query<{ time_zone: string }>('SELECT time_zone FROM locations ORDER BY id LIMIT 1'))[0]?.time_zone ?? null);
    const customers = await tx.query<{ id: number; document_number: string }>('SELECT id, document_number FROM customers');
    let inserted = 0;
    for (const rental of DEMO_RENTALS) {
      const customer = customers.find((c) => c.document_number === rental.customer);
      if (customer === undefined) continue;
      await insertDemoRental(tx, rental, { admin, cajero }, customer.id, today);
      inserted += 1;
    }
    return inserted > 0;
  });
}
