import { buildSchedule, type LoanDetail, type LoanListRow, type LoanTerms } from '../../machines/loans/loanScreens.ts';

/** The worked example of domain.md: 10,000.00 at 2 % a month, 12 monthly installments, French. */
export const WORKED_TERMS: LoanTerms = {
  principal: 1_000_000,
  rateMillionths: 20_000,
  ratePeriod: 'month',
  installments: 12,
  frequency: 'monthly',
  method: 'french',
  firstDueDate: '2026-12-23',
};

const schedule = buildSchedule(WORKED_TERMS);

/** A row of the list; Lucía Gómez (user 3) is its officer. */
export const LOAN_ROW: LoanListRow = {
  id: 41,
  customer_id: 7,
  customer_name: 'Ana Pérez',
  principal: WORKED_TERMS.principal,
  installment: schedule.installment,
  balance: 0,
  next_due_date: null,
  days_in_arrears: 0,
  status: 'submitted',
  officer_id: 3,
  officer_name: 'Lucía Gómez',
};

/** Loan 41 as GET /prestamos/41 answers it: submitted by Lucía Gómez (user 3). */
export const SUBMITTED_LOAN: LoanDetail = {
  ...LOAN_ROW,
  rate_millionths: WORKED_TERMS.rateMillionths,
  rate_period: 'month',
  installments: 12,
  frequency: 'monthly',
  method: 'french',
  first_due_date: WORKED_TERMS.firstDueDate,
  note: '',
  total_interest: schedule.totalInterest,
  total_payable: schedule.totalPayable,
  overpaid: 0,
  submitted: { user_id: 3, user_name: 'Lucía Gómez', at: '2026-11-23T10:00:00.000Z' },
  approved: null,
  rejected: null,
  disbursed: null,
  closed: null,
  written_off: null,
  reason: null,
  schedule: schedule.rows.map((row) => ({
    number: row.number,
    due_date: row.dueDate,
    principal: row.principal,
    interest: row.interest,
    charges: 0,
    total: row.total,
    paid: 0,
    outstanding: row.total,
    status: 'upcoming',
  })),
  version: 1,
  business_date: '2026-11-23',
  disbursement_session: null,
  late_charge: null,
  charge_waivers: [],
  schedule_versions: [],
  start_date: null,
  payoff_interest: 'days',
  payoff: null,
};

/** The same loan once approved (a newer version), and once disbursed. */
export const APPROVED_LOAN: LoanDetail = {
  ...SUBMITTED_LOAN,
  status: 'approved',
  version: 2,
  approved: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-23T11:00:00.000Z' },
  // The reader's open session, where 'Desembolsar' takes the cash from.
  disbursement_session: { id: 12, box_name: 'Caja mostrador' },
};
export const ACTIVE_LOAN: LoanDetail = { ...APPROVED_LOAN, status: 'active', version: 3, balance: schedule.totalPayable, next_due_date: '2026-12-23', disbursement_session: null };

/** The active loan with late charges of 50,00 and 25,00 on its first two installments ('Condonar recargos' offered). */
export const CHARGED_LOAN: LoanDetail = {
  ...ACTIVE_LOAN,
  late_charge: { grace_days: 3, kind: 'fixed', value: 5_000, every_days: 0, cap: null },
  schedule: ACTIVE_LOAN.schedule.map((row, index) => {
    const charges = [5_000, 2_500][index] ?? 0;
    return { ...row, charges, total: row.total + charges, outstanding: row.outstanding + charges };
  }),
};

/** Twelve loans, for pages of ten. */
export const TWELVE_LOANS: LoanListRow[] = Array.from({ length: 12 }, (_, index) => ({
  ...LOAN_ROW,
  id: index + 1,
  customer_id: 100 + index,
  customer_name: `Cliente ${String(index + 1).padStart(2, '0')}`,
  status: index % 4 === 3 ? 'active' : 'submitted',
  days_in_arrears: index % 4 === 3 ? index : 0,
}));

export { ANA, BLOCKED } from '../records/recordFormModel.ts';
