import { useLingui } from '@lingui/react/macro';
import { use, useEffect } from 'react';
import { renderMatches, useLocation } from 'react-router-dom';
import { useApp } from './AppContext.tsx';
import { handlesAt } from './router.tsx';
import { matchesAt } from './routeMatches.ts';

/** Every page's translated document title, from the innermost route handle that names one. */
function useDocumentTitle() {
  const { routes } = useApp();
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const named = handlesAt(routes, pathname).reverse().find((h) => h.title);
  const title = named?.title ? `${i18n._(named.title)} · Sofia App` : 'Sofia App';
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The route table at the current address, once start-up has read the session (AppRoot suspends
 * until then). Once it has, nothing suspends: `use` on a settled promise would still suspend for
 * a tick, and React then keeps the shown fallback for at least 300 ms before the first paint.
 */
export function AppRoutes() {
  const app = useApp();
  if (!app.isReady()) use(app.ready);
  useDocumentTitle();
  // What `useRoutes` renders, from the remembered matches: useRoutes flattens and ranks the whole
  // table again on every render, ~10 ms of the frame that paints the menu after sign-in (#12, 5).
  return renderMatches(matchesAt(app.routes, useLocation().pathname));
}
