/**
 * 'Cambiar contraseña': reached from the name and role at the top of the profile dropdown (its
 * three entries unchanged), its own page (/perfil/contrasena) with labelled fields, errors tied to
 * them and the focus on the first; and the forced change after a sign-in with a password an
 * administrator set: nothing else before it, refused business calls never made, then the start page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../machines/contract.ts';
import { PASSWORD_CHANGE_KEY } from '../../src/storage/sessionStore.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { loginButton, openApp, openProfileMenu, TEXT, setupAppTests, typeCredentials } from './appKit.tsx';

setupAppTests();

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the page of its own', () => {
  it('is reached from the name and role at the top of the dropdown, a link that is not a fourth entry', async () => {
    const { app } = await openApp('/usuarios', { storage: signedInStorage() });
    const menu = await openProfileMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Editar perfil', 'Lock Screen', 'Cerrar sesión']);
    const link = screen.getByRole('link', { name: /Cambiar contraseña/ });
    // Beside the menu, not inside it: the menu owns exactly its three entries.
    expect(menu.contains(link)).toBe(false);
    expect(link.textContent).toContain('Ana Torres');
    expect(link.textContent).toContain('Administrador');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
    expect(app.router.state.location.pathname).toBe('/perfil/contrasena');
    // The dropdown closed on the click; it fades out (POPOVER.fadeMs) before it unmounts.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('needs a session, like every page of the application', async () => {
    const { app } = await openApp('/perfil/contrasena');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/pages/error500'));
  });

  it('labels its three fields, ties the errors to them and puts the focus on the first in error', async () => {
    const { deps } = await openApp('/perfil/contrasena', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Repita la nueva contraseña']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.type).toBe('password');
    }
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-describedby')).toContain('hint');
    fill('Contraseña actual', 'la actual 123');
    fill('Nueva contraseña', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const next = screen.getByLabelText('Nueva contraseña');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute('aria-invalid')).toBe('true');
    const errorId = next.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('La contraseña debe tener al menos 10 caracteres.');
    expect(deps.api.changePassword).not.toHaveBeenCalled();

    fill('Nueva contraseña', 'la nueva 1234');
    fill('Repita la nueva contraseña', 'la nueva 1234');
    deps.api.changePassword.mockRejectedValueOnce({ kind: 'status', status: 422, code: 'wrongPassword' });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByText('La contraseña actual no es correcta.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Contraseña actual')));
    expect(deps.api.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'la actual 123', newPassword: 'la nueva 1234' }, expect.anything());

    fill('Contraseña actual', 'la buena 123');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByText('Su contraseña fue cambiada.');
    expect(deps.alerts.at(-1)?.text).toBe('Su contraseña fue cambiada. Sus sesiones en otros dispositivos se cerraron.');
  });
});

describe('the forced change', () => {
  const forced = (response: LoginResponse): LoginResponse => ({ ...response, mustChangePassword: true });

  it('comes before anything else after signing in with an administrator\'s password, then the start page', async () => {
    const { app, deps } = await openApp('/');
    const answer = await deps.api.login({ user: 'x', password: 'y' });
    deps.api.login.mockClear();
    deps.api.login.mockResolvedValueOnce(forced(answer));
    typeCredentials('nuevo', 'la del admin 1');
    fireEvent.click(loginButton());

    await screen.findByRole('heading', { name: 'Cambie su contraseña' });
    expect(screen.queryByRole('button', { name: TEXT.profileMenu })).toBeNull();
    expect(deps.api.loadMenu).not.toHaveBeenCalled();
    expect(deps.storage.get(PASSWORD_CHANGE_KEY)).toBe('1');
    // The keyboard reaches every field and the way out.
    expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();

    fill('Contraseña actual', 'la del admin 1');
    fill('Nueva contraseña', 'mi propia clave');
    fill('Repita la nueva contraseña', 'mi propia clave');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/${answer.rol.r_inicio}`));
    await screen.findByRole('button', { name: TEXT.profileMenu });
    expect(screen.queryByRole('heading', { name: 'Cambie su contraseña' })).toBeNull();
    expect(deps.api.loadMenu).toHaveBeenCalledTimes(1);
    expect(deps.storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
  });

  it('asks again after a reload, and Cerrar sesión leaves', async () => {
    const { deps } = await openApp('/usuarios', { storage: signedInStorage({ [PASSWORD_CHANGE_KEY]: '1' }) });
    await screen.findByRole('heading', { name: 'Cambie su contraseña' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Usuarios' })).toBeNull();
    expect(deps.api.listStaff).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByPlaceholderText(TEXT.userPlaceholder);
    expect(deps.storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
  });
});
