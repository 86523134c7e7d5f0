import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../machines/contract.ts';
import { ADMIN_LOGIN, ADMIN_MENU } from '../support/fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { chooseProfileEntry, closeApp, deferred, openApp, pageHeading, signIn, TEXT, setupAppTests } from './appKit.tsx';

setupAppTests();

const LOCK_HEADING = 'Pantalla bloqueada';
const findLockScreen = () => screen.findByRole('heading', { level: 1, name: LOCK_HEADING });
const unlockWith = (password: string) => {
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
};

describe('"Lock Screen"', () => {
  it('replaces the page with the lock screen (user name, password field) and stores the lock marker', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ name: 'mlopez' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    await chooseProfileEntry('Lock Screen');

    expect(await findLockScreen()).toBeTruthy();
    expect(screen.getByText('mlopez')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña').getAttribute('type')).toBe('password');
    expect(pageHeading('Usuarios')).toBeNull();
    expect(screen.queryByRole('navigation', { name: TEXT.sidebar })).toBeNull();
    expect(rendered.deps.storage.get('bloqueado')).toBe('1');
    expect(rendered.deps.storage.get('token')).toBe('stored-token');
    expect(rendered.path()).toBe('/usuarios');
  });
});

describe('the lock screen', () => {
  it('stays locked and says "Usuario o contraseña incorrectos" after a wrong password', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ bloqueado: '1' }) });
    await findLockScreen();
    rendered.deps.api.login.mockRejectedValueOnce({ kind: 'status', status: 401 });
    unlockWith('mala');

    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrectos');
    expect(rendered.deps.alerts).toEqual([{ icon: 'error', title: 'Error', text: 'Usuario o contraseña incorrectos' }]);
    expect(screen.getByRole('heading', { level: 1, name: LOCK_HEADING })).toBeTruthy();
    expect(pageHeading('Usuarios')).toBeNull();
    expect(rendered.deps.storage.get('bloqueado')).toBe('1');
  });

  it('shows progress and cannot be submitted twice while the password is checked', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ bloqueado: '1' }) });
    await findLockScreen();
    const pending = deferred<LoginResponse>();
    rendered.deps.api.login.mockReturnValueOnce(pending.promise);
    unlockWith('secreto');
    const busy = await screen.findByRole('button', { name: 'Desbloqueando…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(rendered.deps.api.login).toHaveBeenCalledTimes(1);
  });

  it('signs in again with the stored sign-in name (not the person\'s name shown) and the typed password', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ name: 'Ana Pérez', login: 'admin' }) });
    await chooseProfileEntry('Lock Screen');
    await findLockScreen();
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.queryByLabelText('Usuario'), 'only the password is asked for').toBeNull();
    unlockWith('la-buena');

    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(rendered.deps.api.login).toHaveBeenCalledTimes(1);
    expect(rendered.deps.api.login.mock.calls[0]?.[0]).toStrictEqual({ user: 'admin', password: 'la-buena' });
    expect(screen.queryByRole('heading', { name: LOCK_HEADING })).toBeNull();
    expect(rendered.deps.storage.get('bloqueado')).toBeNull();
    expect(rendered.deps.storage.get('token')).toBe(ADMIN_LOGIN.accessToken);
    expect(rendered.path()).toBe('/usuarios');
  });

  it('logs out with "Cerrar sesión": login page, token revoked, keys and marker removed', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ bloqueado: '1' }) });
    await findLockScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: LOCK_HEADING })).toBeNull();
    expect(rendered.deps.api.logout).toHaveBeenCalledWith({ token: 'stored-token' });
    expect(rendered.deps.storage.get('token')).toBeNull();
    expect(rendered.deps.storage.get('bloqueado')).toBeNull();
  });
});

describe('signed in with a login that is not the person\'s name', () => {
  it('shows the name in the header, and the lock screen unlocks with the name typed at sign-in, also after a reload', async () => {
    const ana: LoginResponse = { ...ADMIN_LOGIN, user: { ...ADMIN_LOGIN.user, name: 'Ana Pérez' } };
    const first = await openApp('/');
    first.deps.api.login.mockResolvedValueOnce(ana);
    first.deps.api.loadMenu.mockResolvedValueOnce(ADMIN_MENU);
    await signIn(first, '/usuarios', 'ana', 'clave');
    expect((await screen.findByRole('button', { name: TEXT.profileMenu })).textContent).toContain('Ana Pérez');
    await chooseProfileEntry('Lock Screen');
    await findLockScreen();
    const stored = Object.fromEntries(first.deps.storage.data);
    closeApp(first);

    // The reload reads what the first page stored.
    const reloaded = await openApp('/usuarios', { storage: stored });
    await findLockScreen();
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    reloaded.deps.api.login.mockResolvedValueOnce({ ...ana, accessToken: 'token-ana-2' });
    unlockWith('clave');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(reloaded.deps.api.login.mock.calls[0]?.[0]).toStrictEqual({ user: 'ana', password: 'clave' });
    expect(reloaded.deps.storage.get('token')).toBe('token-ana-2');
  });
});

describe('a locked session stored by an older build (no sign-in name)', () => {
  const olderBuild = () => {
    const { login: _dropped, ...keys } = signedInStorage({ bloqueado: '1', name: 'Ana Pérez' });
    return keys;
  };

  it('asks for the user and the password, never signing in with the person\'s name', async () => {
    const rendered = await openApp('/usuarios', { storage: olderBuild() });
    await findLockScreen();
    const user = screen.getByLabelText('Usuario');
    expect(document.activeElement).toBe(user);
    fireEvent.change(user, { target: { value: 'ana' } });
    unlockWith('clave');

    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(rendered.deps.api.login.mock.calls[0]?.[0]).toStrictEqual({ user: 'ana', password: 'clave' });
    // From now on the sign-in name is known: the next lock asks only for the password.
    expect(rendered.deps.storage.get('login')).toBe('ana');
    await chooseProfileEntry('Lock Screen');
    await findLockScreen();
    expect(screen.queryByLabelText('Usuario')).toBeNull();
  });

  it('keeps asking for both after a wrong user, and still offers "Cerrar sesión": never a dead end', async () => {
    const rendered = await openApp('/usuarios', { storage: olderBuild() });
    await findLockScreen();
    rendered.deps.api.login.mockRejectedValueOnce({ kind: 'status', status: 401 });
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'Ana Pérez' } });
    unlockWith('clave');
    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrectos');
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'ana' } });
    unlockWith('clave');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(rendered.deps.api.login.mock.calls.map((call) => call[0])).toStrictEqual([
      { user: 'Ana Pérez', password: 'clave' },
      { user: 'ana', password: 'clave' },
    ]);
  });
});

describe('a stored session with the lock marker', () => {
  it('starts locked: a reload keeps the lock and shows nothing of the page', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ bloqueado: '1', name: 'mlopez' }) });
    expect(await findLockScreen()).toBeTruthy();
    expect(screen.getByText('mlopez')).toBeTruthy();
    expect(pageHeading('Usuarios')).toBeNull();
    expect(rendered.path()).toBe('/usuarios');
  });

  it('starts locked on the login address too, instead of showing the form', async () => {
    await openApp('/', { storage: signedInStorage({ bloqueado: '1' }) });
    expect(await findLockScreen()).toBeTruthy();
    expect(screen.queryByText(TEXT.loginIntro)).toBeNull();
  });
});
