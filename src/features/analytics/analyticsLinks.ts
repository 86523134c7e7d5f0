/**
 * Where each figure of 'Analítica' leads: the list that explains it, filtered through its URL
 * (machines/records/urlFilters.ts) the way the figure was counted. Préstamos reads `estado` and
 * `atrasoDesde`/`atrasoHasta` (days late of the oldest unpaid installment); the payments lists and
 * 'Movimientos' read the period (`desde`/`hasta`), the status and the type; 'Entregas' and the
 * 'Caja' page's sessions list their status.
 */
import type { ArrearsBucket, Period, ReceivableKind } from '../../../machines/analytics/index.ts';
import { CASH_SESSION_URL_FILTERS } from '../../../machines/cashbox/index.ts';
import { MOVEMENT_URL_FILTERS } from '../../../machines/cashMovements/index.ts';
import { DELIVERY_URL_FILTERS } from '../../../machines/deliveries/index.ts';
import { LOAN_URL_FILTERS, type LoanStatus } from '../../../machines/loans/loanScreens.ts';
import { PAYMENT_URL_FILTERS } from '../../../machines/payments/index.ts';
import { listHref } from '../../../machines/records/index.ts';

/** Days late, inclusive, per bucket (`90+` has no upper end). */
const BUCKET_DAYS: Record<ArrearsBucket, [number, number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

const loansLate = (from: number, to: number | null) =>
  `/prestamos?${new URLSearchParams(to === null ? { atrasoDesde: String(from) } : { atrasoDesde: String(from), atrasoHasta: String(to) }).toString()}`;

const PAYMENTS_PATHS = {
  loan: '/pagos_prestamos',
  rental: '/pagos_alquiler',
  debt: '/pagos_deudas',
  fee: '/pagos_honorario',
} as const satisfies Record<ReceivableKind, string>;

export const ANALYTICS_LINKS = {
  /** 'Cartera vigente': the active loans (what the portfolio sums). */
  portfolio: listHref('/prestamos', LOAN_URL_FILTERS, { status: 'active' }),
  byState: (status: LoanStatus) => listHref('/prestamos', LOAN_URL_FILTERS, { status }),
  /** PAR30: the loans more than 30 days late. */
  par30: loansLate(31, null),
  /** Every loan late at all. */
  late: loansLate(1, null),
  bucket: (bucket: ArrearsBucket) => loansLate(...BUCKET_DAYS[bucket]),
  /** The posted payments of a kind in a period (reversed ones do not count as collected). */
  payments: (kind: ReceivableKind, { from, to }: Period) => listHref(PAYMENTS_PATHS[kind], PAYMENT_URL_FILTERS, { from, to, status: 'posted' }),
  /** The period's disbursements in the ledger. */
  disbursed: ({ from, to }: Period) => listHref('/movimientos', MOVEMENT_URL_FILTERS, { from, to, type: 'disbursement' }),
  /** Every movement of one day (the cash flow chart's rows). */
  movementsOn: (date: string) => listHref('/movimientos', MOVEMENT_URL_FILTERS, { from: date, to: date }),
  /** The open sessions (the 'Caja' page's sessions list), each with its expected cash. */
  cash: listHref('/caja', CASH_SESSION_URL_FILTERS, { status: 'open' }),
  deliveries: listHref('/entregas', DELIVERY_URL_FILTERS, { status: 'pending' }),
} as const;
