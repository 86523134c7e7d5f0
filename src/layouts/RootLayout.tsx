import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { selectIsLocked, selectMustChangePassword } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { CrashBoundary } from '../pages/CrashPage.tsx';

const LockScreen = lazy(() => import('./LockScreen.tsx').then((m) => ({ default: m.LockScreen })));
const PasswordChangeScreen = lazy(() => import('./PasswordChangeScreen.tsx').then((m) => ({ default: m.PasswordChangeScreen })));

/** A new page starts at the top; back and forward leave the position to the browser. */
function useScrollToTopOnNavigate(pathname: string) {
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}

/**
 * The root of every route: the lock screen over everything while locked, the forced password
 * change while an administrator's password must be replaced, and a crash page in place of a page
 * that fails (leaving it for another page recovers).
 */
export function RootLayout() {
  const { session } = useApp();
  const locked = useSelector(session, selectIsLocked);
  const mustChange = useSelector(session, selectMustChangePassword);
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  return (
    <CrashBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenLoader />}>{locked ? <LockScreen /> : mustChange ? <PasswordChangeScreen /> : <Outlet />}</Suspense>
    </CrashBoundary>
  );
}
