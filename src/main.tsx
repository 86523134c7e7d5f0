import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { selectHasToken } from '../machines/session/index.ts';
import { selectIsReady } from '../machines/settings/index.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { CatalogFailureRoot } from './app/CatalogFailureRoot.tsx';
import { browserHistory } from './app/appRouter.ts';
import { createBrowserDeps } from './app/browserDeps.ts';
import { createApp } from './app/createApp.ts';
import { preloadAreaApis } from './app/createSofiaApi.ts';
import { preloadAppLayout } from './app/router.tsx';
import { preloadAlerts } from './lib/alerts.ts';
import { activateFallbackIfNoCatalog } from './i18n/fallback.ts';
import { createDevInspector } from './lib/inspector.ts';

async function boot() {
  const deps = createBrowserDeps();
  deps.inspect = await createDevInspector();
  const app = createApp(deps, browserHistory());
  // Last resort for errors outside React's reach (event handlers, promises): log, never blank.
  window.addEventListener('unhandledrejection', (event) => console.error('Sofia App: unhandled rejection.', event.reason));
  // The stored language's catalog is active before the first paint of any translated text, and
  // the stored session is read (it settles long before the catalog): the first render paints the
  // page itself, never a suspended boot loader.
  await Promise.all([waitFor(app.settings, selectIsReady, { timeout: 15_000 }).catch(() => undefined), app.ready]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Not even Spanish could be loaded (the network went away): the crash page, not a blank one.
  const noCatalog = activateFallbackIfNoCatalog(i18n);
  createRoot(root).render(<StrictMode>{noCatalog ? <CatalogFailureRoot i18n={i18n} /> : <AppRoot app={app} />}</StrictMode>);
  // Once the page is idle, fetch what a failure needs to be shown: the alerts and the HTTP client
  // (they stay out of the first download, but must not depend on the server being reachable later).
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(() => {
    void preloadAlerts().catch(() => undefined);
    void import('./api/client.ts').catch(() => undefined);
    // The areas' API slices: the first screen after sign-in calls one at once.
    void preloadAreaApis().catch(() => undefined);
    // Signed out (the login page): sign-in then renders the layout without waiting for its chunks.
    if (!selectHasToken(app.session.getSnapshot())) void preloadAppLayout().catch(() => undefined);
  });
}

void boot();
