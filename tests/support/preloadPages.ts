/**
 * Which page chunks a UI test fetches before the app's first render. Each test file loads its own
 * copy of the app's modules, and fetching every page means transforming and running every area in
 * jsdom; a file fetches only what it shows, and a page it reaches later arrives on navigation as in
 * the browser (the router starts its chunk as the navigation begins).
 */
import type { RouteObject } from 'react-router-dom';
import { preloadPages, preloadPagesAt } from '../../src/app/router.tsx';

/**
 * `true` (the default): the layout and page of the address the app opens at; a list: those and the
 * pages at these addresses too (a file that walks through several pages and checks each at once);
 * `'all'`: every page of the app; `false`: none (each loads on first use).
 */
export type PagesToPreload = boolean | 'all' | readonly string[];

/** Fetches the chunks `preload` asks for, with `path` the address the router rests at. */
export function preloadPagesFor(routes: RouteObject[], path: string, preload: PagesToPreload = true): Promise<void> {
  if (preload === false) return Promise.resolve();
  if (preload === 'all') return preloadPages();
  const paths = preload === true ? [path] : [path, ...preload];
  return Promise.all(paths.map((p) => preloadPagesAt(routes, p))).then(() => undefined);
}
