import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../src/app/AppContext.tsx';
import { memoryHistory } from '../../../src/app/appRouter.ts';
import { createApp } from '../../../src/app/createApp.ts';
import type { Blocker } from '../../../src/app/sofiaApp.ts';
import { useUnsavedChangesGuard } from '../../../src/components/screen/useUnsavedChangesGuard.ts';
import { createFakeDeps } from '../../support/fakeDeps.ts';
import { signedInStorage } from '../../support/renderApp.tsx';

const apps: ReturnType<typeof createApp>[] = [];
afterEach(() => {
  cleanup();
  for (const app of apps.splice(0)) app.stop();
});

function Guarded({ blocks, gate, ask }: { blocks: boolean; gate: { set(blocker: Blocker): void }; ask(): void }) {
  useUnsavedChangesGuard(blocks, gate, ask);
  return null;
}

/** The real app's router and session (signed in, at /conf_mensajes), and a screen that guards. */
async function guard(blocks: boolean) {
  const app = createApp(createFakeDeps({ storage: signedInStorage() }), memoryHistory('/conf_mensajes'));
  apps.push(app);
  await app.ready;
  const held: Blocker[] = [];
  const gate = { set: (blocker: Blocker) => void held.push(blocker) };
  const ask = vi.fn();
  const rendered = render(<AppProvider app={app}><Guarded blocks={blocks} gate={gate} ask={ask} /></AppProvider>);
  const rerender = (next: boolean) => rendered.rerender(<AppProvider app={app}><Guarded blocks={next} gate={gate} ask={ask} /></AppProvider>);
  return { app, held, ask, rerender, path: () => app.router.state.location.pathname };
}

const lastHeld = (held: Blocker[]) => held.at(-1) ?? { state: 'unblocked' };

describe('useUnsavedChangesGuard: leaving the page', () => {
  it('while blocking, holds a navigation, asks the machine once and hands the gate the blocker', async () => {
    const { app, held, ask, path } = await guard(true);
    await act(() => app.router.navigate('/roles'));
    expect(path()).toBe('/conf_mensajes');
    expect(ask).toHaveBeenCalledTimes(1);
    const blocker = lastHeld(held);
    expect(blocker.state).toBe('blocked');
    // The machine's "go on" effect answers the blocker through the gate.
    act(() => blocker.state === 'blocked' && blocker.proceed());
    expect(path()).toBe('/roles');
    expect(lastHeld(held).state).toBe('unblocked');
  });

  it('lets the machine keep the user on the page (reset)', async () => {
    const { app, held, path } = await guard(true);
    await act(() => app.router.navigate('/roles'));
    const blocker = lastHeld(held);
    act(() => blocker.state === 'blocked' && blocker.reset());
    expect(path()).toBe('/conf_mensajes');
    expect(lastHeld(held).state).toBe('unblocked');
  });

  it('holds nothing while not blocking', async () => {
    const { app, ask, path } = await guard(false);
    await act(() => app.router.navigate('/roles'));
    expect(path()).toBe('/roles');
    expect(ask).not.toHaveBeenCalled();
  });

  it('starts holding once blocking turns on, and stops when it turns off', async () => {
    const { app, ask, rerender, path } = await guard(false);
    rerender(true);
    await act(() => app.router.navigate('/roles'));
    expect(path()).toBe('/conf_mensajes');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('never holds a session that ended: signing out leaves', async () => {
    const { app, ask, path } = await guard(true);
    act(() => app.session.send({ type: 'session.loggedOut' }));
    await act(() => app.router.navigate('/'));
    expect(path()).toBe('/');
    expect(ask).not.toHaveBeenCalled();
  });

  it('does not hold a navigation to the same path (a query or a hash)', async () => {
    const { app, ask } = await guard(true);
    await act(() => app.router.navigate('/conf_mensajes?plantilla=2'));
    expect(app.router.state.location.search).toBe('?plantilla=2');
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('useUnsavedChangesGuard: closing the tab', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser while blocking, and no longer once it stops', async () => {
    const { rerender } = await guard(true);
    expect(unload()).toBe(true);
    rerender(false);
    expect(unload()).toBe(false);
  });

  it('does not ask while not blocking, nor after the screen is gone', async () => {
    await guard(false);
    expect(unload()).toBe(false);
    cleanup();
    await guard(true);
    cleanup();
    expect(unload()).toBe(false);
  });
});
