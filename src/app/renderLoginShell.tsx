/**
 * The login page as static HTML, rendered at build time (scripts/loginShell.ts) into index.html,
 * so the browser paints it as soon as the HTML arrives instead of after the entry script has
 * downloaded and run. It is exactly what the app's first render shows at '/' signed out, in
 * Spanish, light theme: the real AppRoot with start-up settled, on inert effects (no storage, no
 * network, no alerts). index.html shows it only in that case (scripts/bootScript.ts decides), and
 * React's first render replaces it.
 */
import { i18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { waitFor } from 'xstate';
import { DEFAULT_LOCALE, selectIsReady } from '../../machines/settings/index.ts';
import type { SofiaApi } from './createSofiaApi.ts';
import { AppRoot } from './AppRoot.tsx';
import { memoryHistory } from './appRouter.ts';
import { createApp } from './createApp.ts';
import type { AppDeps, MediaWatch } from './deps.ts';
import { loadCatalog } from '../i18n/catalog.ts';

const still: MediaWatch = { matches: () => false, subscribe: () => () => undefined };
const unused = () => Promise.reject(new Error('the login shell makes no calls'));

/** Start-up with nothing stored: the effects the first render reaches, all inert. */
function shellDeps(): AppDeps {
  return {
    // Any call would be a bug of the shell: it only renders.
    api: new Proxy({} as SofiaApi, { get: () => unused }),
    storage: { get: () => null, set: () => true, remove: () => undefined },
    whenStorageReady: () => Promise.resolve(),
    onUnauthorized: () => () => undefined,
    onStorageChange: () => () => undefined,
    alert: () => Promise.resolve(),
    loadCatalog,
    applyDocumentLanguage: () => undefined,
    applyDarkClass: () => undefined,
    prefersDark: still,
    narrowViewport: still,
    pageVisible: still,
    log: console,
  };
}

export async function renderLoginShell(): Promise<string> {
  const app = createApp(shellDeps(), memoryHistory('/'));
  try {
    await Promise.all([waitFor(app.settings, selectIsReady, { timeout: 10_000 }), app.ready]);
    if (i18n.locale !== DEFAULT_LOCALE) throw new Error(`the login shell rendered in "${i18n.locale}", not ${DEFAULT_LOCALE}`);
    return renderToString(<AppRoot app={app} />);
  } finally {
    app.stop();
  }
}
