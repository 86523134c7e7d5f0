import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { selectIsLocked } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import type { RouteHandle } from '../app/router.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';

const LockScreen = lazy(() => import('./LockScreen.tsx').then((m) => ({ default: m.LockScreen })));

/** Every page's translated document title, from its route's handle. */
function useDocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle ? `${i18n._(handle.title)} · Sofia App` : 'Sofia App';
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The root of every route: the document title, and the lock screen over everything while locked. */
export function RootLayout() {
  const { session } = useApp();
  const locked = useSelector(session, selectIsLocked);
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      {locked ? (
        <Suspense fallback={<FullScreenLoader />}>
          <LockScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </>
  );
}
