import { createRecordsListMachine } from '../records/recordsList.machine.ts';
import { idParam, oneOfParam, PERIOD_URL_FILTERS } from '../records/urlFilters.ts';
import { PAYMENT_STATUSES, RECORDED_PAYMENT_METHODS, type Payment, type PaymentSortColumn } from './payments.schema.ts';

/** Rows per page of 'Pagos de préstamos'. */
export const LOAN_PAYMENTS_PAGE_SIZE = 25;

/**
 * 'Pagos de préstamos': every loan payment, newest first, filtered by date range, user and status
 * and searched by loan number or customer, sorted and paged by the server (GET /pagos_prestamos);
 * each answer also carries the totals of the whole filtered set (read by `connectLoanPayments`).
 */
export const loanPaymentsListMachine = createRecordsListMachine<Payment, PaymentSortColumn>({ id: 'loanPaymentsList', pageSize: LOAN_PAYMENTS_PAGE_SIZE });

/**
 * The filters a payments list keeps in its URL (`?desde&hasta&estado&usuario&metodo`): Analítica's
 * 'Cobrado' links here. The reference's text is typed, not linked: it stays in the list's query.
 */
export const PAYMENT_URL_FILTERS = {
  ...PERIOD_URL_FILTERS,
  status: oneOfParam('estado', PAYMENT_STATUSES),
  user: idParam('usuario'),
  method: oneOfParam('metodo', RECORDED_PAYMENT_METHODS),
} as const;
