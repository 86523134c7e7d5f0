import type { InspectionEvent, Observer } from 'xstate';
import type { Locale } from '../../machines/settings/index.ts';
import type { SofiaApi } from './createSofiaApi.ts';
import type { ShowAlert } from '../lib/alerts.ts';
import type { KeyValueStore } from '../storage/safeStorage.ts';

/** A media query the app watches (OS colour scheme, viewport width). */
export interface MediaWatch {
  matches(): boolean;
  subscribe(listener: (matches: boolean) => void): () => void;
}

/**
 * Everything the statecharts need from the outside world. main.tsx passes the browser's; tests
 * and the path-testing kit pass fakes. Nothing else in src/ reaches for globals.
 */
export interface AppDeps {
  api: SofiaApi;
  storage: KeyValueStore;
  /**
   * Resolves when stored data may be read. The browser's storage is ready at once; a path test
   * resolves it after preparing what "the previous visit" left, so `restoring` can be seen.
   */
  whenStorageReady(): Promise<void>;
  /**
   * Reports every 401 answer to a call that carried the stored token (the HTTP client notices it:
   * src/api/client.ts); createApp ends the session. Returns the unsubscribe.
   */
  onUnauthorized(listener: () => void): () => void;
  /** Reports that another tab changed a storage key (null: storage cleared). */
  onStorageChange(listener: (key: string | null) => void): () => void;
  alert: ShowAlert;
  loadCatalog(locale: Locale): Promise<void>;
  applyDocumentLanguage(locale: Locale): void;
  applyDarkClass(dark: boolean): void;
  /** `(prefers-color-scheme: dark)` */
  prefersDark: MediaWatch;
  /** `(max-width: 1023.98px)`: the sidebar closes on choice below 1024 px. */
  narrowViewport: MediaWatch;
  /** The tab is visible (`document.visibilityState`, `visibilitychange`): the pending feed polls only then. */
  pageVisible: MediaWatch;
  log: Pick<Console, 'warn' | 'error'>;
  /** The Stately inspector in development (`?inspect`), or a test's recorder. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}
