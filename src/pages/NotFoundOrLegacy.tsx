import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';

const Error404Page = lazy(() => import('./errors/Error404Page.tsx').then((m) => ({ default: m.Error404Page })));

/** Old analytics links began with /sss; they go to /analytics. Anything else unknown is a 404. */
export function NotFoundOrLegacy() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/sss')) return <Navigate to="/analytics" replace />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Error404Page />
    </Suspense>
  );
}
