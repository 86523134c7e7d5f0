/** The list machine's pure rules: how a query changes. No state, no effects. */
import type { ListQuery, ListSort } from './listQuery.ts';

/** The next sort after activating `column`: a new column ascends, the sorting one flips. */
export function nextSort<K extends string>(current: ListSort<K>, column: K): ListSort<K> {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The filters after setting `key` (null or '' removes it). */
export function withFilter(filters: Readonly<Record<string, string>>, key: string, value: string | null): Record<string, string> {
  const next = { ...filters };
  if (value === null || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** A query asks for records narrowed down by the person (a search or a filter), not all of them. */
export const isNarrowed = (query: ListQuery): boolean => query.q.trim() !== '' || Object.keys(query.filters).length > 0;
