import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectIsReady } from '../../machines/settings/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { preloadPagesAt } from '../../src/app/router.tsx';
import { createFakeDeps } from '../support/fakeDeps.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { TEXT } from './appKit.tsx';

/**
 * The first paint: once start-up has read the stored session (synchronous work, localStorage)
 * and the catalog is active, the very first render shows the page. A suspended first render
 * shows the boot loader instead, and React keeps a shown fallback for at least 300 ms.
 *
 * `render` runs in a synchronous act(): what is in the document right after it is what the
 * first commit painted, before any promise could settle.
 */
let app: SofiaApp | undefined;
afterEach(() => {
  cleanup();
  app?.stop();
  app = undefined;
});

/** As main.tsx: the catalog active and start-up settled, then one render. */
async function startAt(path: string, storage?: Record<string, string>): Promise<SofiaApp> {
  app = createApp(createFakeDeps({ storage }), memoryHistory(path));
  await Promise.all([waitFor(app.settings, selectIsReady), app.ready]);
  // The chunks of the page start-up settled on, as the router's prefetch brings them in the browser.
  await preloadPagesAt(app.routes, app.router.state.location.pathname);
  return app;
}

const bootLoader = () => screen.queryByRole('status');

describe('the first render', () => {
  it('shows the login page at once when no session is stored (no boot loader)', async () => {
    const started = await startAt('/');
    render(<AppRoot app={started} />);
    expect(bootLoader()).toBeNull();
    expect(screen.getByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.loginButton })).toBeTruthy();
  });

  it('shows the start page at once for a stored session, never the login form', async () => {
    const started = await startAt('/', signedInStorage());
    render(<AppRoot app={started} />);
    expect(started.router.state.location.pathname).toBe('/usuarios');
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
  });

  it('still waits, showing only the boot loader, while the stored session is being read', async () => {
    let openStorage!: () => void;
    const gate = new Promise<void>((resolve) => (openStorage = resolve));
    app = createApp(createFakeDeps({ storage: signedInStorage(), whenStorageReady: () => gate }), memoryHistory('/'));
    await preloadPagesAt(app.routes, '/usuarios');
    await waitFor(app.settings, selectIsReady);
    render(<AppRoot app={app} />);
    expect(bootLoader()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    openStorage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
  });
});
