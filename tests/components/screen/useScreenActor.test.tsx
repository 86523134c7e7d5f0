import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setup, type InspectionEvent } from 'xstate';
import { AppProvider } from '../../../src/app/AppContext.tsx';
import type { SofiaApp } from '../../../src/app/sofiaApp.ts';
import { useScreenActor } from '../../../src/components/screen/useScreenActor.ts';

afterEach(cleanup);

const screenMachine = setup({ types: { context: {} as { canEdit: boolean }, input: {} as { canEdit: boolean } } })
  .createMachine({ id: 'screen', context: ({ input }) => ({ canEdit: input.canEdit }) });

function mount(inspect: (event: InspectionEvent) => void) {
  // Only `deps.inspect` is read by the hook; the rest of the app plays no part here.
  const app = { deps: { inspect } } as unknown as SofiaApp;
  const provide = vi.fn((_: SofiaApp) => screenMachine);
  const seen: boolean[] = [];
  function Screen({ canEdit }: { canEdit: boolean }) {
    const actor = useScreenActor(provide, { input: { canEdit } });
    seen.push(actor.getSnapshot().context.canEdit);
    return null;
  }
  const rendered = render(<AppProvider app={app}><Screen canEdit /></AppProvider>);
  return { app, provide, seen, rerender: (canEdit: boolean) => rendered.rerender(<AppProvider app={app}><Screen canEdit={canEdit} /></AppProvider>) };
}

describe('useScreenActor', () => {
  it('provides the logic once, with the app, and starts it with the input', () => {
    const { app, provide, seen, rerender } = mount(() => undefined);
    rerender(false);
    expect(provide.mock.calls).toEqual([[app]]);
    // The input is read when the screen mounts, as useActorRef does.
    expect(seen.every((canEdit) => canEdit)).toBe(true);
  });

  it('starts the actor under the app\'s inspector', () => {
    const inspected: InspectionEvent[] = [];
    mount((event) => inspected.push(event));
    expect(inspected.some((event) => event.type === '@xstate.actor' && event.actorRef.getSnapshot().machine?.id === 'screen')).toBe(true);
  });
});
