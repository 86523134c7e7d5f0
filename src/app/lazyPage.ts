import { createElement, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadOnce } from '../lib/loadOnce.ts';
import { matchesAt } from './routeMatches.ts';

/** A page in its own chunk. */
export interface LazyPage<P> {
  (props: P): ReactNode;
  /** Fetches the chunk now; once it is here the page renders without suspending. */
  preload(): Promise<void>;
}

const allPages: LazyPage<never>[] = [];

/** A page in its own chunk, fetched the first time its route renders (or when preloaded). */
export function page<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  // One import per page: each call of a built `import()` runs Vite's preload helper, which queries
  // the document for every chunk the page needs, and the router prefetches on every navigation,
  // inside the frame that paints the menu after sign-in (issue #12, item 5). A failed load is
  // forgotten, so the next navigation asks again.
  const remember = loadOnce(() => load().then((Component) => (Loaded = Component)));
  const Lazy = lazy(() => remember().then((Component) => ({ default: Component })));
  const Page = (props: P) => createElement(Loaded ?? Lazy, props);
  Page.preload = () => remember().then(() => undefined);
  allPages.push(Page);
  return Page;
}

const isLazyPage = (type: unknown): type is LazyPage<never> => typeof type === 'function' && allPages.includes(type as LazyPage<never>);

/** Fetches the chunks of every route that matches `pathname` (the layout and the page together). */
export function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matchesAt(routes, pathname) ?? []) {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    if (isLazyPage(type)) loads.push(type.preload());
  }
  return Promise.all(loads).then(() => undefined);
}

/** Starts loading the chunks of every route that matches `pathname`; a failed load is left to the page. */
export function prefetchPages(routes: RouteObject[], pathname: string): void {
  void preloadPagesAt(routes, pathname).catch(() => undefined);
}

/** Fetches every page's chunk (tests that visit many pages: each then renders at once). */
export const preloadPages = (): Promise<void> => Promise.all(allPages.map((p) => p.preload())).then(() => undefined);
