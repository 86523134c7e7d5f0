import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CrashView } from '../pages/CrashPage.tsx';
import { GlobalStyles } from '../styles/GlobalStyles.tsx';
import { AppProvider } from './AppContext.tsx';
import type { SofiaApp } from './createApp.ts';

/** Last line of defence outside the router: a friendly page, never a white one. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Sofia App: render failed.', error, info.componentStack);
  }
  render() {
    return this.state.error ? <CrashView error={this.state.error} /> : this.props.children;
  }
}

/** Providers around the router. Render it once the first catalog is active (see main.tsx). */
export function AppRoot({ app }: { app: SofiaApp }) {
  return (
    <I18nProvider i18n={i18n}>
      <GlobalStyles />
      <AppErrorBoundary>
        <AppProvider app={app}>
          <RouterProvider router={app.router} />
        </AppProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
