import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { BootLoader } from '../components/FullScreenLoader.tsx';
import { CrashBoundary } from '../pages/CrashPage.tsx';
import { GlobalStyles } from '../styles/GlobalStyles.tsx';
import { AppProvider } from './AppContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import type { SofiaApp } from './sofiaApp.ts';

/** Providers around the router. Render it once the first catalog is active (see main.tsx). */
export function AppRoot({ app }: { app: SofiaApp }) {
  return (
    <I18nProvider i18n={i18n}>
      <GlobalStyles />
      <CrashBoundary>
        <AppProvider app={app}>
          {/* The app's router decides which navigations are transitions (appRouter.ts). */}
          <HistoryRouter history={app.router.history} useTransitions={false}>
            {/* While start-up reads the stored session, nothing of any page renders (no flash). */}
            <Suspense fallback={<BootLoader />}>
              <AppRoutes />
            </Suspense>
          </HistoryRouter>
        </AppProvider>
      </CrashBoundary>
    </I18nProvider>
  );
}
