import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { InspectorPanel } from './InspectorPanel.tsx';
import { createPanelStore } from './panelStore.ts';

/**
 * Mounts the offline inspector in a root of its own (outside the app's tree, so it survives the
 * app's re-renders and crash pages) and returns the `inspect` option for every actor.
 * Only src/lib/inspector.ts imports this, lazily and in development builds only.
 */
export function startInspectorPanel(): (event: InspectionEvent) => void {
  const store = createPanelStore();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<InspectorPanel store={store} />);
  return store.inspect;
}
