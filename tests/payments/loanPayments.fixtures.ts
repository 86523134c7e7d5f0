/**
 * A loan's detail and its payments as the server sends them, made with the shared rules from the
 * worked example of domain.md (10.000,00 at 2 % a month, 12 monthly installments, French: 945,60
 * each — the first 200,00 interest and 745,60 principal), for the machine, path and component
 * tests of loan payments. Not a test file itself.
 */
import { buildSchedule, type LoanDetail } from '../../machines/loans/index.ts';
import { loanPayable } from '../../machines/loans/loanPayable.ts';
import { receivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import type { CreditRefund, Payment, PaymentPage, PaymentSortColumn, PaymentWithReceipt } from '../../machines/payments/index.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { TERMS } from './loanFixtures.ts';

/** The loan detail at `today` after `paid` (one payment per amount, each dated `today`). */
export function loanDetailOf(today: string, paid: readonly number[] = [], overrides: Partial<LoanDetail> = {}): LoanDetail {
  const schedule = buildSchedule(TERMS);
  const dues = schedule.rows.map((row) => ({ number: row.number, dueDate: row.dueDate, principal: row.principal, interest: row.interest, charges: 0 }));
  const facts: PaymentFact[] = paid.map((amount, index) => ({ id: index + 1, businessDate: today, amount, reversed: false }));
  const standing = receivableStanding(dues, facts, today);
  return {
    id: 7,
    customer_id: 3,
    customer_name: 'María Fernández',
    principal: TERMS.principal,
    installment: schedule.installment,
    balance: standing.outstanding,
    next_due_date: standing.nextDueDate,
    days_in_arrears: standing.daysPastDue,
    status: 'active',
    officer_id: 3,
    officer_name: 'Lucía Gómez',
    rate_millionths: TERMS.rateMillionths,
    rate_period: TERMS.ratePeriod,
    installments: TERMS.installments,
    frequency: TERMS.frequency,
    method: TERMS.method,
    first_due_date: TERMS.firstDueDate,
    note: '',
    total_interest: schedule.totalInterest,
    total_payable: schedule.totalPayable,
    overpaid: standing.overpayment,
    submitted: null,
    approved: null,
    rejected: null,
    disbursed: null,
    closed: null,
    written_off: null,
    reason: null,
    schedule: standing.rows.map((row) => ({
      number: row.due.number,
      due_date: row.due.dueDate,
      principal: row.due.principal,
      interest: row.due.interest,
      charges: row.due.charges,
      total: row.due.principal + row.due.interest + row.due.charges,
      paid: row.paid.total,
      outstanding: row.outstanding,
      status: row.status,
    })),
    version: 3,
    business_date: today,
    disbursement_session: null,
    late_charge: null,
    charge_waivers: [],
    schedule_versions: [],
    start_date: '2026-11-24',
    payoff_interest: 'days',
    payoff: null,
    ...overrides,
  };
}

/** Two installments are due (24 Dec and 24 Jan): 'Monto' starts at 1.891,20. */
export const LOAN_TWO_DUE = loanDetailOf('2027-01-30');
/** Nothing due yet: 'Monto' starts at the first installment, 945,60. */
export const LOAN_NOTHING_DUE = loanDetailOf('2026-11-24');

/** The two loans as their page hands them to the payments slot. */
export const LOAN_TWO_DUE_RECORD = loanPayable(LOAN_TWO_DUE);
export const LOAN_NOTHING_DUE_RECORD = loanPayable(LOAN_NOTHING_DUE);

/** 500,00 paid of the worked example's 11.347,15: it owes 10.847,15 (the figures). */
export const LOAN_OWING_10_847_15 = loanDetailOf('2027-01-30', [500_00]);

/** Paid 20.000,00 of 11.347,15: 'Pagado de más' with a credit of 8.652,85. */
export const LOAN_OVERPAID = loanDetailOf('2027-01-30', [20_000_00], { status: 'overpaid' });
export const LOAN_OVERPAID_RECORD = loanPayable(LOAN_OVERPAID);

/** The loan's credit paid back ('Devolver saldo a favor'), with its receipt's figures. */
export const REFUND: CreditRefund = {
  id: 5,
  kind: 'loan',
  target_id: 7,
  location_name: 'Casa central',
  receipt_footer: 'Gracias por su pago',
  party_name: 'María Fernández',
  party_document: '30111222',
  amount: 8_652_85,
  business_date: '2027-01-30',
  reason: 'El cliente pagó de más',
  session_id: 2,
  refunded_by_name: 'Administrador',
  created_at: '2027-01-30T15:00:00.000Z',
};

export const PAYMENT: Payment = {
  id: 41,
  kind: 'loan',
  target_id: 7,
  party_id: 3,
  party_name: 'María Fernández',
  amount: 30_000,
  method: 'cash',
  reference: null,
  business_date: '2026-11-24',
  status: 'posted',
  session_id: 2,
  received_by: 2,
  received_by_name: 'Carlos Ruiz',
  created_at: '2026-11-24T15:00:00.000Z',
  allocation: [{ number: 1, charges: 0, interest: 20_000, principal: 10_000 }],
  overpayment: 0,
  reversed_by_name: null,
  reversed_at: null,
  reversal_reason: null,
};

export const REVERSED_PAYMENT: Payment = {
  ...PAYMENT,
  status: 'reversed',
  allocation: [],
  reversed_by_name: 'Ana Torres',
  reversed_at: '2026-11-24T16:00:00.000Z',
  reversal_reason: 'Cobro duplicado',
};

export const POSTED: PaymentWithReceipt = {
  payment: PAYMENT,
  receipt: {
    payment_id: 41,
    kind: 'loan',
    target_id: 7,
    location_name: 'Casa central',
    receipt_footer: 'Gracias por su pago',
    party_name: 'María Fernández',
    party_document: '30111222',
    amount: 30_000,
    method: 'cash',
    reference: null,
    business_date: '2026-11-24',
    allocation: PAYMENT.allocation,
    overpayment: 0,
    remaining: 1_104_715,
    due_now: 0,
    to_run: 1_104_715,
    received_by_name: 'Carlos Ruiz',
    status: 'posted',
  },
};

/** Thirty payments of two receivers, newest first. */
export const THIRTY_PAYMENTS: Payment[] = Array.from({ length: 30 }, (_, index) => ({
  ...PAYMENT,
  id: 30 - index,
  target_id: 100 + (index % 5),
  amount: 1_000 * (index + 1),
  party_name: index % 2 === 0 ? 'María Fernández' : 'Jorge Paz',
  received_by: index % 3 === 0 ? 3 : 2,
  received_by_name: index % 3 === 0 ? 'Lucía Gómez' : 'Carlos Ruiz',
  status: index % 7 === 0 ? 'reversed' : 'posted',
}));

/** What the server answers for `rows` at `query`: one page and the totals of them all. */
export function paymentPageOf(rows: readonly Payment[], query: Pick<ListQuery, 'page' | 'pageSize'>): PaymentPage {
  const start = (query.page - 1) * query.pageSize;
  const sum = (status: Payment['status']) => rows.filter((row) => row.status === status).reduce((total, row) => total + row.amount, 0);
  return {
    items: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    totals: { posted: sum('posted'), reversed: sum('reversed') },
    users: [
      { id: 2, name: 'Carlos Ruiz' },
      { id: 3, name: 'Lucía Gómez' },
    ],
  };
}

/** How the fake server filters, searches and sorts payments (as server/loanPayments does). */
export const PAYMENT_RULES: InMemoryListOptions<Payment, PaymentSortColumn> = {
  searchIn: (p) => `${p.target_id} ${p.party_name}`,
  columns: {
    business_date: (a, b) => a.business_date.localeCompare(b.business_date),
    amount: (a, b) => a.amount - b.amount,
    target_id: (a, b) => a.target_id - b.target_id,
  },
  filters: {
    status: (p, value) => p.status === value,
    user: (p, value) => String(p.received_by) === value,
    from: (p, value) => p.business_date >= value,
    to: (p, value) => p.business_date <= value,
  },
};

/** The server's answer: one page of the filtered rows and the totals of all of them. */
export function paymentAnswerOf(rows: readonly Payment[], query: ListQuery<PaymentSortColumn>): PaymentPage {
  const page = pageOf(rows, query, PAYMENT_RULES);
  const all = pageOf(rows, { ...query, page: 1, pageSize: 100_000 }, PAYMENT_RULES).items;
  const sum = (status: Payment['status']) => all.filter((p) => p.status === status).reduce((total, p) => total + p.amount, 0);
  return { ...page, totals: { posted: sum('posted'), reversed: sum('reversed') }, users: paymentPageOf([], { page: 1, pageSize: 1 }).users };
}
