import type { AppDeps } from '../app/deps.ts';
import { maskSecrets } from './maskSecrets.ts';

/**
 * In development only, `?inspect` in the URL (or VITE_INSPECT=1) attaches the Stately inspector
 * to every actor; passwords and tokens are masked before anything is sent. `?inspect=panel` (or
 * VITE_INSPECT=panel) opens the offline inspector instead, a panel in the page that needs no
 * network (src/dev/inspector/). `import.meta.env.DEV` is false in production builds, so the
 * bundler drops this code, the inspector package and the panel.
 */
export async function createDevInspector(): Promise<AppDeps['inspect']> {
  if (!import.meta.env.DEV) return undefined;
  const flag = new URLSearchParams(window.location.search).get('inspect');
  if (flag === 'panel' || (flag === null && import.meta.env.VITE_INSPECT === 'panel')) {
    const { startInspectorPanel } = await import('../dev/inspector/index.tsx');
    return startInspectorPanel();
  }
  if (flag === null && import.meta.env.VITE_INSPECT !== '1') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector({ sanitizeEvent: maskSecrets, sanitizeContext: maskSecrets }).inspect;
}
