/**
 * The demo business's debts and fees (demo mode only, after the loans: server/db/seed.ts), inserted
 * when there are none, dated from the business date so 'Solo vencidas' stays what it says whatever
 * day the demo starts: an open debt in 3 installments not yet due, one partly paid and overdue,
 * one paid, one cancelled, one written off, a collector's debt (a cash shortfall of Lucía Gómez),
 * and fees open, overdue and paid. Past payments are `payments` rows (kind 'debt' / 'fee', method
 * 'transfer': no cash movement, as the loans' seed). Every projection comes from the replay. No
 * audit entries: no staff member did this.
 */
import { debtDues, type DebtFrequency, type DebtKind, type DebtStatus } from '../../machines/debts/index.ts';
import { addDays, type BusinessDate } from '../../machines/money/index.ts';
import type { Database, Queryable, SqlParam } from '../db/adapter.ts';
import { businessToday, type Clock } from '../clock.ts';
import { debtStanding, writeDebtProjection } from './repository.ts';

type Staff = 'admin' | 'cobrador' | 'cajero';

export interface DemoDebt {
  kind: DebtKind;
  /** The customer's document number (server/customers/seed.ts), or a staff member (a collector's debt). */
  debtor: { customer: string } | { staff: Staff };
  officer: Staff;
  status: DebtStatus;
  concept: string;
  amount: number;
  installments: number;
  frequency: DebtFrequency;
  /** The first due date, in days from the business date. */
  firstDue: number;
  /** Payments: days from the business date and amount. */
  payments?: readonly { day: number; amount: number }[];
  reason?: string;
}

export const DEMO_DEBTS: readonly DemoDebt[] = [
  { kind: 'debt', debtor: { customer: '30456789' }, officer: 'admin', status: 'open', concept: 'Reparación de la heladera del local', amount: 45_000_00, installments: 3, frequency: 'monthly', firstDue: 10 },
  {
    kind: 'debt', debtor: { customer: '35112908' }, officer: 'admin', status: 'open', concept: 'Mercadería entregada a cuenta', amount: 60_000_00, installments: 4, frequency: 'monthly', firstDue: -70,
    payments: [{ day: -70, amount: 15_000_00 }, { day: -35, amount: 5_000_00 }],
  },
  { kind: 'debt', debtor: { customer: '31678450' }, officer: 'admin', status: 'paid', concept: 'Garrafas de gas', amount: 8_000_00, installments: 1, frequency: 'monthly', firstDue: -30, payments: [{ day: -31, amount: 8_000_00 }] },
  { kind: 'debt', debtor: { customer: '27891234' }, officer: 'admin', status: 'cancelled', concept: 'Cargada dos veces', amount: 12_000_00, installments: 2, frequency: 'biweekly', firstDue: 5, reason: 'Duplicada por error' },
  { kind: 'debt', debtor: { customer: '24567001' }, officer: 'admin', status: 'writtenOff', concept: 'Saldo de materiales', amount: 20_000_00, installments: 2, frequency: 'monthly', firstDue: -200, reason: 'Incobrable: sin contacto' },
  { kind: 'debt', debtor: { staff: 'cobrador' }, officer: 'admin', status: 'open', concept: 'Faltante de caja de la ruta norte', amount: 3_500_00, installments: 1, frequency: 'monthly', firstDue: -5 },
  { kind: 'fee', debtor: { customer: '20-28456123-7' }, officer: 'cajero', status: 'open', concept: 'Gestión de escrituras', amount: 25_000_00, installments: 1, frequency: 'monthly', firstDue: 15 },
  { kind: 'fee', debtor: { customer: 'CI-4587123' }, officer: 'cajero', status: 'open', concept: 'Asesoría contable de octubre', amount: 18_000_00, installments: 1, frequency: 'monthly', firstDue: -20, payments: [{ day: -10, amount: 6_000_00 }] },
  { kind: 'fee', debtor: { customer: 'AAB123456' }, officer: 'cajero', status: 'paid', concept: 'Trámite de habilitación', amount: 9_500_00, installments: 1, frequency: 'monthly', firstDue: -40, payments: [{ day: -40, amount: 9_500_00 }] },
];

const at = (date: BusinessDate, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;

async function insertDemoDebt(tx: Queryable, debt: DemoDebt, staff: Readonly<Record<Staff, number>>, customerId: number | null, today: BusinessDate): Promise<void> {
  const firstDueDate = addDays(today, debt.firstDue);
  const created = addDays(firstDueDate, -20);
  const officer = staff[debt.officer];
  const debtorUser = 'staff' in debt.debtor ? staff[debt.debtor.staff] : null;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO debts (kind, customer_id, debtor_user_id, officer_id, status, concept, amount, installments, frequency, first_due_date,
                        business_date, created_by, created_at, balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11::date, $4, $12, $7) RETURNING id`,
    [debt.kind, customerId, debtorUser, officer, debt.status, debt.concept, debt.amount, debt.installments, debt.frequency, firstDueDate, created, at(created, 13)],
  );
  const id = Number(rows[0]?.id);
  const params: SqlParam[] = [id];
  const values = debtDues({ ...debt, firstDueDate }).map((due) => {
    params.push(due.number, due.dueDate, due.amount);
    return `($1, $${params.length - 2}, $${params.length - 1}::date, $${params.length})`;
  });
  await tx.query(`INSERT INTO debt_installments (debt_id, number, due_date, amount) VALUES ${values.join(', ')}`, params);
  for (const payment of debt.payments ?? []) {
    const date = addDays(today, payment.day);
    await tx.query('INSERT INTO payments (kind, target_id, amount, method, business_date, received_by, created_at, reference) VALUES ($1, $2, $3, \'transfer\', $4::date, $5, $6, $7)', [
      debt.kind, id, payment.amount, date, officer, at(date, 16), `TRF-${debt.kind === 'fee' ? 'H' : 'D'}${id}-${date.replaceAll('-', '')}`,
    ]);
  }
  if (debt.status === 'cancelled') {
    await tx.query('UPDATE debts SET cancelled_by = $2, cancelled_at = $3, reason = $4, balance = 0, next_due_date = NULL WHERE id = $1', [id, staff.admin, at(addDays(created, 1), 14), debt.reason ?? '']);
    return;
  }
  if (debt.status === 'writtenOff') await tx.query('UPDATE debts SET written_off_by = $2, written_off_at = $3, reason = $4 WHERE id = $1', [id, staff.admin, at(addDays(today, -30), 17), debt.reason ?? '']);
  await writeDebtProjection(tx, id, await debtStanding(tx, debt.kind, id, today));
}

/** Inserts the demo debts and fees when there are none (and the demo staff and customers exist); returns whether it did. */
export async function seedDemoDebtsIfEmpty(db: Database, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE debts IN EXCLUSIVE MODE');
    if (((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM debts'))[0]?.n ?? 0) > 0) return false;
    const users = await tx.query<{ id: number; username: string }>("SELECT id, username FROM users WHERE username IN ('admin', 'cobrador', 'cajero')");
    const idOf = (name: Staff) => users.find((u) => u.username === name)?.id;
    const admin = idOf('admin');
    const cobrador = idOf('cobrador');
    const cajero = idOf('cajero');
    if (admin === undefined || cobrador === undefined || cajero === undefined) return false;
    const today = await businessToday(clock, async () => (await tx.query<{ time_zone: string }>('SELECT time_zone FROM locations ORDER BY id LIMIT 1'))[0]?.time_zone ?? null);
    const customers = await tx.query<{ id: number; document_number: string }>('SELECT id, document_number FROM customers');
    let inserted = 0;
    for (const debt of DEMO_DEBTS) {
      const customer = 'customer' in debt.debtor ? customers.find((c) => c.document_number === (debt.debtor as { customer: string }).customer) : null;
      if (customer === undefined) continue;
      await insertDemoDebt(tx, debt, { admin, cobrador, cajero }, customer?.id ?? null, today);
      inserted += 1;
    }
    return inserted > 0;
  });
}
