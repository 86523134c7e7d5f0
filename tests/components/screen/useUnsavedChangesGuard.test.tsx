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
  it.each([
    ['proceed', '/roles'],
    ['reset', '/conf_mensajes'],
  ] as const)('while blocking, holds a navigation, asks the machine once, and the gate\'s blocker answers it (%s)', async (answer, landsOn) => {
    const { app, held, ask, path } = await guard(true);
    await act(() => app.router.navigate('/roles'));
    expect(path()).toBe('/conf_mensajes');
    expect(ask).toHaveBeenCalledTimes(1);
    const blocker = lastHeld(held);
    if (blocker.state !== 'blocked') throw new Error('the navigation was not held');
    // The machine's "go on" / "stay" effects answer the blocker through the gate.
    act(() => blocker[answer]());
    expect(path()).toBe(landsOn);
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

  it('holds showing the page again from its data (a click on the current menu entry), which would drop the work', async () => {
    const { app, held, ask } = await guard(true);
    const reloads = vi.fn();
    app.router.onReload(reloads);
    act(() => app.router.reload());
    expect(ask).toHaveBeenCalledTimes(1);
    expect(reloads).not.toHaveBeenCalled();
    const blocker = lastHeld(held);
    if (blocker.state !== 'blocked') throw new Error('the reload was not held');
    act(() => blocker.proceed());
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('lets a reload through at once while not blocking', async () => {
    const { app, ask } = await guard(false);
    const reloads = vi.fn();
    app.router.onReload(reloads);
    act(() => app.router.reload());
    expect(reloads).toHaveBeenCalledTimes(1);
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
