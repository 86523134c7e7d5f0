/**
 * An expired session, as the app sees it: the HTTP client reports each 401 to a call that carried
 * the token (the fake API reports them the same way: tests/support/fakeDeps.ts), and createApp
 * ends the session once, whichever screen made the call.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { loginButton, openApp, setupAppTests, TEXT, typeCredentials } from './appKit.tsx';

setupAppTests();

const UNAUTHORIZED = { kind: 'status', status: 401 };
const EXPIRED = { icon: 'warning', title: 'Sesión terminada', text: 'Su sesión ha caducado. Inicie sesión de nuevo.' };

describe('an expired session', () => {
  it('ends once when several calls are answered 401 at once: one alert, one navigation, nothing stored', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    const navigate = vi.spyOn(rendered.app.router, 'navigate');
    rendered.deps.api.listTemplates.mockRejectedValue(UNAUTHORIZED);
    rendered.deps.api.saveTemplate.mockRejectedValue(UNAUTHORIZED);
    // Two screens' calls in flight when the token dies (what their actors would call).
    const calls = [rendered.deps.api.listTemplates(undefined), rendered.deps.api.saveTemplate({ id: 1, body: 'x' })];
    await Promise.allSettled(calls);

    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByPlaceholderText(TEXT.userPlaceholder)).toBeTruthy();
    expect(rendered.deps.alerts).toEqual([EXPIRED]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(rendered.deps.storage.get('token')).toBeNull();
    // The server already refused the token: nothing to revoke.
    expect(rendered.deps.api.logout).not.toHaveBeenCalled();
  });

  it('ends when the menu is answered 401 right after signing in: the new token was refused', async () => {
    const rendered = await openApp('/');
    rendered.deps.api.loadMenu.mockRejectedValueOnce(UNAUTHORIZED);
    typeCredentials('admin', 'secreto');
    fireEvent.click(loginButton());

    await waitFor(() => expect(rendered.deps.alerts).toContainEqual(EXPIRED));
    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByPlaceholderText(TEXT.userPlaceholder)).toBeTruthy();
    expect(rendered.deps.storage.get('token')).toBeNull();
    // The menu failure is still logged, as any menu failure is.
    expect(rendered.deps.log.error).toHaveBeenCalledTimes(1);
  });
});
