import { lazyApiClient } from '../api/lazyClient.ts';
import { applyDocumentLanguage, loadCatalog } from '../i18n/catalog.ts';
import { showAlert } from '../lib/alerts.ts';
import { createSafeStorage } from '../storage/safeStorage.ts';
import { createSofiaApi } from './createSofiaApi.ts';
import type { AppDeps, MediaWatch } from './deps.ts';

function mediaWatch(query: string): MediaWatch {
  const list = window.matchMedia(query);
  return {
    matches: () => list.matches,
    subscribe(listener) {
      const onChange = (event: MediaQueryListEvent) => listener(event.matches);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
  };
}

/** Whether the tab is visible, and its changes (`visibilitychange`). */
function pageVisibility(): MediaWatch {
  return {
    matches: () => document.visibilityState === 'visible',
    subscribe(listener) {
      const onChange = () => listener(document.visibilityState === 'visible');
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  };
}

/** The real browser: localStorage, matchMedia, fetch through the one API client, sweetalert2. */
export function createBrowserDeps(): AppDeps {
  const storage = createSafeStorage(() => window.localStorage);
  const unauthorized = new Set<() => void>();
  // Specification: the authorization header is set from the stored token before authorised calls.
  const client = lazyApiClient(() =>
    import('../api/client.ts').then((m) =>
      m.createApiClient({ getToken: () => storage.get('token'), onUnauthorized: () => unauthorized.forEach((listener) => listener()) }),
    ),
  );
  return {
    api: createSofiaApi(client),
    onUnauthorized(listener) {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
    storage,
    whenStorageReady: () => Promise.resolve(),
    onStorageChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === window.localStorage) listener(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    alert: showAlert,
    loadCatalog,
    applyDocumentLanguage: (locale) => applyDocumentLanguage(locale),
    applyDarkClass: (dark) => document.body.classList.toggle('dark', dark),
    prefersDark: mediaWatch('(prefers-color-scheme: dark)'),
    narrowViewport: mediaWatch('(max-width: 1023.98px)'),
    pageVisible: pageVisibility(),
    log: console,
  };
}
