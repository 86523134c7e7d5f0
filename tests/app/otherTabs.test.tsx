import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { openApp, pageHeading, TEXT, setupAppTests } from './appKit.tsx';

setupAppTests();

describe('another tab logging out', () => {
  it('logs this tab out and shows the login page', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    act(() => rendered.deps.storage.changeFromOtherTab('token', null));

    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByText(TEXT.loginIntro)).toBeTruthy();
    expect(pageHeading('Usuarios')).toBeNull();
    // The other tab did the revoking; this one does not call the server again.
    expect(rendered.deps.api.logout).not.toHaveBeenCalled();
  });

  it('logs a locked tab out as well', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ bloqueado: '1' }) });
    await screen.findByRole('heading', { name: 'Pantalla bloqueada' });
    act(() => rendered.deps.storage.changeFromOtherTab(null, null));
    expect(await screen.findByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pantalla bloqueada' })).toBeNull();
  });
});

describe('another tab logging in', () => {
  it('logs this tab in when a full session is stored, leaving the login page for the start route', async () => {
    const rendered = await openApp('/');
    expect(screen.getByText(TEXT.loginIntro)).toBeTruthy();
    const session = signedInStorage({ token: 'x', inicio: 'caja' });
    for (const [key, value] of Object.entries(session)) if (key !== 'token') rendered.deps.storage.set(key, value);
    act(() => rendered.deps.storage.changeFromOtherTab('token', 'x'));

    await waitFor(() => expect(rendered.path()).toBe('/caja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Caja' })).toBeTruthy();
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
    expect(await screen.findByRole('button', { name: TEXT.profileMenu })).toBeTruthy();
    expect(rendered.deps.api.login).not.toHaveBeenCalled();
  });
});

describe('another tab storing a locked session', () => {
  it('shows the lock screen here; unlocking leads to the start route, not back to a dead login form', async () => {
    const rendered = await openApp('/');
    for (const [key, value] of Object.entries(signedInStorage({ bloqueado: '1' }))) if (key !== 'token') rendered.deps.storage.set(key, value);
    act(() => rendered.deps.storage.changeFromOtherTab('token', 'x'));
    expect(await screen.findByRole('heading', { name: 'Pantalla bloqueada' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(rendered.path()).toBe('/usuarios'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
  });
});

describe('another tab locking the session', () => {
  it('locks this tab too', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    act(() => rendered.deps.storage.changeFromOtherTab('bloqueado', '1'));
    expect(await screen.findByRole('heading', { name: 'Pantalla bloqueada' })).toBeTruthy();
    expect(pageHeading('Usuarios')).toBeNull();
  });
});
