import { useEffect, useRef } from 'react';

/** How long a page may take to show its heading (a lazy chunk, a first answer) before the focus goes to `main` itself. */
const HEADING_WAIT_MS = 2000;

/**
 * After a navigation inside the app (not the first page of a visit), the focus moves to the new
 * page's heading (`main h1`, made focusable with tabindex -1), so a keyboard or screen reader
 * user starts reading the new page instead of from the body or a sidebar link: the pattern of
 * single-page apps that announce a route change by focus (WCAG 2.4.3). A page that already took
 * the focus itself (a form's first field) keeps it, and so does a user who moved it while the page
 * loaded; a heading that never comes leaves it on `main` (tabindex -1 there).
 */
export function useFocusAfterNavigation(pathname: string, mainId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (main === null) return undefined;
    let done = false;
    // Where the navigation left the focus (the link followed, or the body): once the user or the
    // page moves it elsewhere, it is theirs, and a heading that shows up late does not take it.
    const left = document.activeElement;
    const place = (): boolean => {
      const active = document.activeElement;
      if (active !== null && active !== document.body && (main.contains(active) || active !== left)) return (done = true);
      const heading = main.querySelector('h1');
      if (heading === null) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return (done = true);
    };
    if (place()) return undefined;
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      if (!done && (document.activeElement === left || document.activeElement === document.body)) main.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
