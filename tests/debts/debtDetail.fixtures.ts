/**
 * Debts and fees as GET /deudas/{id} and GET /honorarios/{id} answer them (DebtDetailSchema): the
 * demo's shapes (server/debts/seed.ts) at the business date 2026-11-23.
 */
import { debtDues, type DebtDetail } from '../../machines/debts/index.ts';

const dueRows = (amount: number, installments: number, firstDueDate: string): DebtDetail['schedule'] =>
  debtDues({ amount, installments, frequency: 'monthly', firstDueDate }).map((due) => ({
    number: due.number,
    due_date: due.dueDate,
    principal: due.amount,
    interest: 0,
    charges: 0,
    total: due.amount,
    paid: 0,
    outstanding: due.amount,
    status: 'upcoming',
  }));

/** Debt 12: 45.000,00 in 3 monthly installments owed by Ana Pérez (customer 7), nothing paid. */
export const OPEN_DEBT: DebtDetail = {
  id: 12,
  kind: 'debt',
  customer_id: 7,
  debtor_user_id: null,
  debtor_name: 'Ana Pérez',
  concept: 'Reparación de la heladera del local',
  amount: 4_500_000,
  balance: 4_500_000,
  paid_total: 0,
  next_due_date: '2026-12-03',
  days_past_due: 0,
  status: 'open',
  officer_id: 1,
  officer_name: 'Ana Torres',
  delivery_id: null,
  first_due_date: '2026-12-03',
  installments: 3,
  frequency: 'monthly',
  note: 'Acordado en el local',
  overpaid: 0,
  created: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-13T13:00:00.000Z' },
  cancelled: null,
  written_off: null,
  reason: null,
  schedule: dueRows(4_500_000, 3, '2026-12-03'),
  version: 1,
  business_date: '2026-11-23',
};

/** The same debt with 5.000,00 paid on its first installment. */
export const PARTLY_PAID_DEBT: DebtDetail = {
  ...OPEN_DEBT,
  balance: 4_000_000,
  paid_total: 500_000,
  version: 2,
  schedule: OPEN_DEBT.schedule.map((row) => (row.number === 1 ? { ...row, paid: 500_000, outstanding: row.total - 500_000, status: 'partial' } : row)),
};

export const WRITTEN_OFF_DEBT: DebtDetail = {
  ...OPEN_DEBT,
  status: 'writtenOff',
  version: 2,
  written_off: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-23T15:00:00.000Z' },
  reason: 'Incobrable: sin contacto',
};

export const CANCELLED_DEBT: DebtDetail = {
  ...OPEN_DEBT,
  status: 'cancelled',
  balance: 0,
  next_due_date: null,
  version: 2,
  cancelled: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-23T15:00:00.000Z' },
  reason: 'Duplicada por error',
};

/** A collector's debt: Lucía Gómez (user 3) owes the shortfall of delivery 4. */
export const COLLECTOR_DEBT: DebtDetail = {
  ...OPEN_DEBT,
  id: 13,
  customer_id: null,
  debtor_user_id: 3,
  debtor_name: 'Lucía Gómez',
  delivery_id: 4,
  concept: 'Faltante de la entrega N° 4',
  amount: 350_000,
  balance: 350_000,
  installments: 1,
  first_due_date: '2026-11-23',
  next_due_date: '2026-11-23',
  note: '',
  schedule: dueRows(350_000, 1, '2026-11-23'),
};

/** Fee 20: 25.000,00 in one payment, charged to Ana Pérez. */
export const OPEN_FEE: DebtDetail = {
  ...OPEN_DEBT,
  id: 20,
  kind: 'fee',
  concept: 'Gestión de escrituras',
  amount: 2_500_000,
  balance: 2_500_000,
  installments: 1,
  note: '',
  schedule: dueRows(2_500_000, 1, '2026-12-03'),
};
