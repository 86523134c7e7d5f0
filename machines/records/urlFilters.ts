/**
 * A records list's filters kept in its URL (`/pagos_prestamos?desde=2026-11-01&hasta=2026-11-24`):
 * the address is the filter's one source, so a link (Analítica's figures, a colleague's message)
 * opens the list already filtered, and back / forward restore it. Each list names which of its
 * filters live there, under which parameter, and what a parameter may hold: anything else in the
 * address (a typo, an old link) is ignored rather than sent to the server.
 */
import { isBusinessDate } from '../money/isoDate.ts';

/** One filter's parameter in the URL and the values it accepts. */
export interface UrlFilter {
  readonly param: string;
  accepts(value: string): boolean;
}

/** A list's URL filters: its filter key (the query's) → its parameter. */
export type UrlFilterSpec = Readonly<Record<string, UrlFilter>>;

/** A business date, `YYYY-MM-DD`. */
export const dateParam = (param: string): UrlFilter => ({ param, accepts: isBusinessDate });

/** One of a fixed set of values (a status, a type). */
export const oneOfParam = (param: string, values: readonly string[]): UrlFilter => ({ param, accepts: (value) => values.includes(value) });

/** A record's id (a user, a box): a positive integer. */
export const idParam = (param: string): UrlFilter => ({ param, accepts: (value) => /^[1-9]\d{0,15}$/.test(value) });

/** 'Desde' / 'Hasta' of every list filtered by business date (the `from` / `to` filters). */
export const PERIOD_URL_FILTERS = { from: dateParam('desde'), to: dateParam('hasta') } as const satisfies UrlFilterSpec;

/** What the URL asks of each filter of `spec`: its value, or null (absent or not acceptable). */
export function urlFiltersOf<S extends UrlFilterSpec>(params: URLSearchParams, spec: S): Record<keyof S, string | null> {
  const filters: Record<string, string | null> = {};
  for (const [key, { param, accepts }] of Object.entries(spec)) {
    const value = params.get(param);
    filters[key] = value !== null && accepts(value) ? value : null;
  }
  return filters as Record<keyof S, string | null>;
}

/** The URL's parameters with filter `key` set to `value` ('' or null removes it); other parameters are kept. */
export function paramsWithFilter(params: URLSearchParams, spec: UrlFilterSpec, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  const filter = spec[key];
  if (filter === undefined) return next;
  const { param } = filter;
  if (value === null || value === '') next.delete(param);
  else next.set(param, value);
  return next;
}

/** The address of a list filtered by `filters` (keys of `spec`; unset ones are left out). */
export function listHref<S extends UrlFilterSpec>(path: string, spec: S, filters: Partial<Record<keyof S, string>>): string {
  let params = new URLSearchParams();
  for (const key of Object.keys(spec) as (keyof S & string)[]) {
    const value = filters[key];
    if (value !== undefined) params = paramsWithFilter(params, spec, key, value);
  }
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
