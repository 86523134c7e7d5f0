import { createContext, useContext, type ReactNode } from 'react';
import type { SofiaApp } from './sofiaApp.ts';

const AppContext = createContext<SofiaApp | null>(null);

export function AppProvider({ app, children }: { app: SofiaApp; children: ReactNode }) {
  return <AppContext.Provider value={app}>{children}</AppContext.Provider>;
}

/** The app-wide actors and effects. Views read them with `useSelector` and send events. */
export function useApp(): SofiaApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp must be used inside <AppProvider>');
  return app;
}
