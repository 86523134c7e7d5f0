/**
 * Where each figure of 'Analítica' leads: the list that explains it. Only the filters those lists
 * read from their URL are written: Préstamos reads `atrasoDesde`/`atrasoHasta` (days late of the
 * oldest unpaid installment, #19); the payments, movements, deliveries and cash lists take no
 * filter from the URL today, so their links open them unfiltered.
 */
import type { ArrearsBucket, ReceivableKind } from '../../../machines/analytics/index.ts';

/** Days late, inclusive, per bucket (`90+` has no upper end). */
const BUCKET_DAYS: Record<ArrearsBucket, [number, number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

const loansLate = (from: number, to: number | null) =>
  `/prestamos?${new URLSearchParams(to === null ? { atrasoDesde: String(from) } : { atrasoDesde: String(from), atrasoHasta: String(to) }).toString()}`;

export const ANALYTICS_LINKS = {
  portfolio: '/prestamos',
  /** PAR30: the loans more than 30 days late. */
  par30: loansLate(31, null),
  /** Every loan late at all. */
  late: loansLate(1, null),
  bucket: (bucket: ArrearsBucket) => loansLate(...BUCKET_DAYS[bucket]),
  payments: {
    loan: '/pagos_prestamos',
    rental: '/pagos_alquiler',
    debt: '/pagos_deudas',
    fee: '/pagos_honorario',
  } satisfies Record<ReceivableKind, string>,
  disbursed: '/movimientos',
  cash: '/caja',
  deliveries: '/entregas',
} as const;
