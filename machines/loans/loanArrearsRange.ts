/**
 * 'Préstamos' filtered by days late (#19): `/prestamos?atrasoDesde=31[&atrasoHasta=60]`, the links
 * of Analítica's PAR30 and arrears buckets. The URL is the one source: the page reads these two
 * keys and hands them to the list as the filters of the same names, which GET /prestamos applies to
 * the list's own 'Días de atraso' (server/loans/repository.ts). Pure, so the page, the list and the
 * tests agree on what a value means.
 */

/** 'Días de atraso' ≥ this (query key of the page's URL and of GET /prestamos). */
export const LOAN_ARREARS_FROM_FILTER = 'atrasoDesde';
/** 'Días de atraso' ≤ this. */
export const LOAN_ARREARS_TO_FILTER = 'atrasoHasta';

/** The range the URL asks for; null: no filter by days late. */
export type LoanArrearsRange =
  | { kind: 'from'; from: number }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'upTo'; to: number };

/** Days as the server takes them (0–99999 in digits); anything else is no value, as the server ignores it. */
export function daysOf(value: string | null | undefined): number | null {
  return value != null && /^[0-9]{1,5}$/.test(value) ? Number(value) : null;
}

/**
 * What `atrasoDesde` / `atrasoHasta` ask for, for the notice above the list. A lower bound of 0
 * asks nothing (every loan is at least 0 days late), as on the server.
 */
export function arrearsRangeOf(fromValue: string | null | undefined, toValue: string | null | undefined): LoanArrearsRange | null {
  const from = daysOf(fromValue);
  const to = daysOf(toValue);
  const lower = from === null || from === 0 ? null : from;
  if (lower !== null && to !== null) return { kind: 'between', from: lower, to };
  if (lower !== null) return { kind: 'from', from: lower };
  return to === null ? null : { kind: 'upTo', to };
}

/** The list's filters for a range: both keys, each its value or null (a filter taken away). */
export function arrearsFiltersOf(range: LoanArrearsRange | null): Record<typeof LOAN_ARREARS_FROM_FILTER | typeof LOAN_ARREARS_TO_FILTER, string | null> {
  return {
    [LOAN_ARREARS_FROM_FILTER]: range !== null && range.kind !== 'upTo' ? String(range.from) : null,
    [LOAN_ARREARS_TO_FILTER]: range !== null && range.kind !== 'from' ? String(range.to) : null,
  };
}
