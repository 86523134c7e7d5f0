import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';

/**
 * `matchRoutes`, remembered per route table and pathname. React Router flattens and ranks the
 * whole table on every call (a few ms for ours, more on a busy phone), and a sign-in asks for the
 * same few paths several times in a row: the guard and the chunk prefetch of each navigation, the
 * start page's prefetch. The table is built once (createApp) and never changes afterwards.
 */
const byTable = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
/** Paths with ids (`/prestamos/123`) are many: the memory is a bounded cache, not a record. */
const MAX_PATHS = 64;

export function matchesAt(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let memo = byTable.get(routes);
  if (!memo) byTable.set(routes, (memo = new Map()));
  if (memo.has(pathname)) return memo.get(pathname) ?? null;
  if (memo.size >= MAX_PATHS) memo.clear();
  const matches = matchRoutes(routes, pathname);
  memo.set(pathname, matches);
  return matches;
}
