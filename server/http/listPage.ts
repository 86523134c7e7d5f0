/**
 * Records lists on the shared list contract (machines/records/listQuery.ts): the query string read
 * by `parseListQuery` (unknown sort columns and filters never reach SQL), and a `ListPage` answered
 * with the page clamped to the last one, so a list that shrank under a client's page still answers
 * rows instead of an empty page past the end.
 */
import type { Context } from 'hono';
import { pageCountOf, parseListQuery, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';

/** `?q&sort&page&pageSize&<filter>` of this request. */
export function readListQuery<K extends string>(
  c: Context,
  allowed: { sort: readonly K[]; filters?: readonly string[] },
): ListQuery<K> {
  return parseListQuery<K>(c.req.query(), allowed);
}

export interface PageWindow {
  /** The page answered, 1-based, at most the last page. */
  page: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: Pick<ListQuery, 'page' | 'pageSize'>, total: number): PageWindow {
  const page = Math.min(query.page, pageCountOf(total, query.pageSize));
  return { page, limit: query.pageSize, offset: (page - 1) * query.pageSize };
}

/**
 * One page: `count` says how many rows match the query, `rows` reads the window of them. Two
 * statements, so a row written in between may shift the page by one; a list screen reloads.
 */
export async function listPage<T>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  load: { count(): Promise<number>; rows(window: PageWindow): Promise<T[]> },
): Promise<ListPage<T>> {
  const total = await load.count();
  const window = pageWindow(query, total);
  const items = total === 0 ? [] : await load.rows(window);
  return { items, total, page: window.page, pageSize: query.pageSize };
}
