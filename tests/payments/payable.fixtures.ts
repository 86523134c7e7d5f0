/**
 * A rental contract and a debt/fee as their routes answer them (GET /alquileres/{id},
 * /deudas/{id}, /honorarios/{id}), and as their pages hand them to the payments slot: for the
 * tests that the one payment piece works every kind. Not a test file itself.
 */
import type { DebtDetail } from '../../machines/debts/debt.schema.ts';
import { payableOf } from '../../machines/payments/payable.ts';
import type { RentalDetail } from '../../machines/rentals/rental.schema.ts';

/**
 * Contract N° 3 at 2027-01-20: the December term (rent 500,00) is overdue and carries a late fee of
 * 50,00 of which 20,00 was paid; January's term is due today; February's is upcoming.
 */
export const RENTAL: RentalDetail = {
  id: 3,
  customer_id: 5,
  customer_name: 'Jorge Paz',
  property: 'Local 4, Av. San Martín 120',
  rent: 50_000,
  frequency: 'monthly',
  balance: 50_000 + 3_000 + 50_000 + 50_000,
  due_now: 50_000 + 3_000,
  to_run: 50_000 + 50_000,
  next_due_date: '2026-12-10',
  days_in_arrears: 41,
  status: 'active',
  officer_id: 3,
  officer_name: 'Lucía Gómez',
  due_day: 10,
  deposit: 100_000,
  start_date: '2026-12-01',
  end_date: '2027-02-28',
  grace_days: 5,
  late_fee_kind: 'fixed',
  late_fee_value: 5_000,
  late_fee_cap: null,
  termination_date: null,
  termination_reason: null,
  paid_total: 2_000,
  overpaid: 0,
  settlement: null,
  signed: { user_id: 1, user_name: 'Ana Torres', at: '2026-12-01T10:00:00.000Z' },
  ended: null,
  terminated: null,
  settled: null,
  terms: [
    { number: 1, due_date: '2026-12-10', principal: 50_000, interest: 0, charges: 5_000, total: 55_000, paid: 2_000, outstanding: 53_000, status: 'partial', period_from: '2026-12-01', period_to: '2026-12-31' },
    { number: 2, due_date: '2027-01-20', principal: 50_000, interest: 0, charges: 0, total: 50_000, paid: 0, outstanding: 50_000, status: 'due', period_from: '2027-01-01', period_to: '2027-01-31' },
    { number: 3, due_date: '2027-02-10', principal: 50_000, interest: 0, charges: 0, total: 50_000, paid: 0, outstanding: 50_000, status: 'upcoming', period_from: '2027-02-01', period_to: '2027-02-28' },
  ],
  version: 6,
  business_date: '2027-01-20',
};

/** Fee N° 4: one installment of 800,00, upcoming. */
export const FEE: DebtDetail = {
  id: 4,
  kind: 'fee',
  customer_id: 5,
  debtor_user_id: null,
  debtor_name: 'Jorge Paz',
  concept: 'Gestión de escritura',
  amount: 80_000,
  balance: 80_000,
  paid_total: 0,
  next_due_date: '2027-02-01',
  days_past_due: 0,
  status: 'open',
  officer_id: 3,
  officer_name: 'Lucía Gómez',
  delivery_id: null,
  first_due_date: '2027-02-01',
  installments: 1,
  frequency: 'monthly',
  note: '',
  overpaid: 0,
  created: { user_id: 1, user_name: 'Ana Torres', at: '2027-01-05T10:00:00.000Z' },
  cancelled: null,
  written_off: null,
  reason: null,
  schedule: [{ number: 1, due_date: '2027-02-01', principal: 80_000, interest: 0, charges: 0, total: 80_000, paid: 0, outstanding: 80_000, status: 'upcoming' }],
  version: 2,
  business_date: '2027-01-20',
};

/** Debt N° 9: the same figures as the fee, of the other kind. */
export const DEBT: DebtDetail = { ...FEE, id: 9, kind: 'debt', concept: 'Faltante de entrega' };

export const RENTAL_RECORD = payableOf('rental', RENTAL);
export const FEE_RECORD = payableOf('fee', FEE);
