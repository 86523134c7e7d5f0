import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginResponse, MenuResponse } from '../../machines/contract.ts';
import type { ApiFailure } from '../../machines/session/index.ts';
import { CASHIER_LOGIN } from '../support/fixtures.ts';
import {
  deferred, findSidebar, loginButton, openApp, TEXT, typeCredentials, setupAppTests,
} from './appKit.tsx';

setupAppTests();

const CASHIER_MENU: MenuResponse = {
  menu: [
    { id_menu: 2, m_descripcion: 'Caja', m_icono: 'cash' },
    { id_menu: 7, m_descripcion: 'Sin hijos', m_icono: 'reports' },
  ],
  sub_menu: [
    { id_menu: 2, sm_descripcion: 'Caja', sm_ruta: 'caja', sm_icono: 'cashbox' },
    { id_menu: 2, sm_descripcion: 'Movimientos', sm_ruta: 'movimientos', sm_icono: 'movements' },
  ],
};

describe('the login page', () => {
  it('shows the app title, the intro text, both fields and the submit button, titled "Iniciar sesion · Sofia App"', async () => {
    await openApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Sofia App' })).toBeTruthy();
    expect(screen.getByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.getByPlaceholderText(TEXT.userPlaceholder).getAttribute('name')).toBe('user');
    expect(screen.getByPlaceholderText(TEXT.passwordPlaceholder).getAttribute('type')).toBe('password');
    expect(loginButton().getAttribute('type')).toBe('submit');
    await waitFor(() => expect(document.title).toBe('Iniciar sesion · Sofia App'));
  });
});

describe('a successful login', () => {
  it('sends exactly the typed credentials, greets, loads the role\'s menu and lands on the role\'s start route', async () => {
    const rendered = await openApp('/');
    rendered.deps.api.login.mockResolvedValueOnce(CASHIER_LOGIN);
    rendered.deps.api.loadMenu.mockResolvedValueOnce(CASHIER_MENU);
    typeCredentials('cajero', 'clave secreta');
    fireEvent.click(loginButton());

    await waitFor(() => expect(rendered.path()).toBe('/caja'));
    expect(rendered.deps.api.login).toHaveBeenCalledTimes(1);
    expect(rendered.deps.api.login.mock.calls[0]?.[0]).toStrictEqual({ user: 'cajero', password: 'clave secreta' });
    expect(rendered.deps.api.loadMenu).toHaveBeenCalledTimes(1);
    expect(rendered.deps.api.loadMenu.mock.calls[0]?.[0]).toEqual({ roleId: 2 });
    expect(rendered.deps.alerts).toEqual([{ icon: 'success', title: 'Exito', text: 'Logueado correctamente' }]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Caja' })).toBeTruthy();
    const sidebar = await findSidebar();
    // Only groups with children are shown: 'Sin hijos' is left out.
    expect(within(sidebar).getAllByRole('button').map((group) => group.textContent)).toEqual(['Caja']);
    expect(within(sidebar).getByRole('link', { name: 'Movimientos' }).getAttribute('href')).toBe('/movimientos');
  });

  it('writes the seven session keys with the answer\'s values, and the sign-in name typed under `login`', async () => {
    const rendered = await openApp('/');
    // Interface preferences (the locale) are not part of the session; only the login's own keys count.
    const before = new Set(rendered.deps.storage.data.keys());
    rendered.deps.api.login.mockResolvedValueOnce(CASHIER_LOGIN);
    rendered.deps.api.loadMenu.mockResolvedValueOnce(CASHIER_MENU);
    typeCredentials('cajero', 'clave');
    fireEvent.click(loginButton());
    await waitFor(() => expect(rendered.path()).toBe('/caja'));

    const stored = Object.fromEntries([...rendered.deps.storage.data].filter(([key]) => !before.has(key)));
    expect(Object.keys(stored).sort()).toEqual(['id', 'inicio', 'login', 'menus', 'name', 'perfil', 'rol', 'token']);
    expect(stored).toMatchObject({
      inicio: 'caja',
      perfil: 'c0ffee.jpg',
      token: 'token-cajero-1',
      // The person's name from the answer; the lock screen signs in again with what was typed.
      name: 'Carlos Ruiz',
      login: 'cajero',
      id: '2',
    });
    expect(JSON.parse(stored.rol ?? 'null')).toEqual({ id_rol: 2, r_nombre: 'Cajero' });
    expect(JSON.parse(stored.menus ?? 'null')).toEqual([
      {
        title: 'Caja',
        icon: 'cash',
        children: [
          { title: 'Caja', route: 'caja', icon: 'cashbox' },
          { title: 'Movimientos', route: 'movimientos', icon: 'movements' },
        ],
      },
    ]);
  });

  it('sends empty fields as they are, without any client-side check', async () => {
    const rendered = await openApp('/');
    fireEvent.click(loginButton());
    await waitFor(() => expect(rendered.deps.api.login).toHaveBeenCalledTimes(1));
    expect(rendered.deps.api.login.mock.calls[0]?.[0]).toStrictEqual({ user: '', password: '' });
  });
});

const CATALOGUE: Array<{ situation: string; error: ApiFailure; text: string }> = [
  { situation: 'a 401', error: { kind: 'status', status: 401 }, text: 'Usuario o contraseña incorrectos' },
  { situation: 'a 403', error: { kind: 'status', status: 403 }, text: 'Usuario inhabilitado, contáctese con soporte' },
  { situation: 'a 500', error: { kind: 'status', status: 500 }, text: 'Intente nuevamente' },
  { situation: 'a 429', error: { kind: 'status', status: 429 }, text: 'Intente nuevamente' },
  { situation: 'an invalid answer', error: { kind: 'invalidResponse' }, text: 'Intente nuevamente' },
  { situation: 'no network', error: { kind: 'network' }, text: 'No se pudo conectar al servidor' },
  { situation: 'a timeout', error: { kind: 'timeout' }, text: 'No se pudo conectar al servidor' },
];

describe('a failed login', () => {
  it.each(CATALOGUE)('after $situation shows "$text" in an alert and next to the form, keeps the typed values and stores nothing', async ({ error, text }) => {
    const rendered = await openApp('/');
    const before = new Map(rendered.deps.storage.data);
    rendered.deps.api.login.mockRejectedValueOnce(error);
    typeCredentials('admin', 'mala');
    fireEvent.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(rendered.deps.alerts).toEqual([{ icon: 'error', title: 'Error', text }]);
    expect((screen.getByPlaceholderText(TEXT.userPlaceholder) as HTMLInputElement).value).toBe('admin');
    expect((screen.getByPlaceholderText(TEXT.passwordPlaceholder) as HTMLInputElement).value).toBe('mala');
    expect(loginButton().hasAttribute('disabled')).toBe(false);
    expect(rendered.path()).toBe('/');
    expect(rendered.deps.storage.data).toEqual(before);
    expect(rendered.deps.api.loadMenu).not.toHaveBeenCalled();
  });

  it('clears the inline message when the next attempt starts', async () => {
    const rendered = await openApp('/');
    const pending = deferred<LoginResponse>();
    rendered.deps.api.login.mockRejectedValueOnce({ kind: 'status', status: 401 }).mockReturnValueOnce(pending.promise);
    fireEvent.click(loginButton());
    await screen.findByRole('alert');
    fireEvent.click(loginButton());
    await waitFor(() => expect(rendered.deps.api.login).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('while the login is pending', () => {
  it('disables the button and shows progress', async () => {
    const rendered = await openApp('/');
    const pending = deferred<LoginResponse>();
    rendered.deps.api.login.mockReturnValueOnce(pending.promise);
    fireEvent.click(loginButton());
    const busy = await screen.findByRole('button', { name: 'Iniciando sesión…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.closest('form')?.getAttribute('aria-busy')).toBe('true');
  });

  it('ignores a second click and a second submit: exactly one login call', async () => {
    const rendered = await openApp('/');
    const pending = deferred<LoginResponse>();
    rendered.deps.api.login.mockReturnValueOnce(pending.promise);
    typeCredentials('admin', 'secreto');
    const button = loginButton();
    const form = button.closest('form') as HTMLFormElement;
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(rendered.deps.api.login).toHaveBeenCalledTimes(1));

    pending.resolve(CASHIER_LOGIN);
    await waitFor(() => expect(rendered.path()).toBe('/caja'));
    expect(rendered.deps.api.login).toHaveBeenCalledTimes(1);
    expect(rendered.deps.alerts).toHaveLength(1);
  });
});

describe('when the menu cannot be loaded', () => {
  it('is still signed in at the start route with an empty menu, logs the error and shows only the success alert', async () => {
    const rendered = await openApp('/');
    const error = { kind: 'status', status: 500 };
    rendered.deps.api.loadMenu.mockRejectedValueOnce(error);
    typeCredentials('admin', 'secreto');
    fireEvent.click(loginButton());

    await waitFor(() => expect(rendered.path()).toBe('/usuarios'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    const sidebar = await findSidebar();
    expect(within(sidebar).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(sidebar).getByRole('link', { name: 'Sofia App' })).toBeTruthy();
    expect(rendered.deps.log.error).toHaveBeenCalledTimes(1);
    expect(rendered.deps.log.error.mock.calls[0]).toContain(error);
    expect(rendered.deps.alerts).toEqual([{ icon: 'success', title: 'Exito', text: 'Logueado correctamente' }]);
    expect(rendered.deps.storage.get('token')).toBe('token-admin-1');
    expect(rendered.deps.storage.get('menus')).toBeNull();
  });
});
