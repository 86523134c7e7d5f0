import type { InspectionEvent } from 'xstate';

/**
 * In development only, `?inspect` in the URL (or VITE_INSPECT=1) attaches the Stately inspector.
 * `import.meta.env.DEV` is false in production builds, so the bundler drops the import entirely.
 */
export async function createDevInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const flag = new URLSearchParams(window.location.search).get('inspect');
  if (flag === null && import.meta.env.VITE_INSPECT !== '1') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect.next as unknown as (event: InspectionEvent) => void;
}
