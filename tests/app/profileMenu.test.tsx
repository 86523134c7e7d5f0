import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { chooseProfileEntry, openApp, openProfileMenu, TEXT, setupAppTests } from './appKit.tsx';

setupAppTests();

/** The specification's seven keys and the sign-in name kept for the lock screen. */
const SESSION_KEYS = ['inicio', 'rol', 'perfil', 'token', 'name', 'id', 'menus', 'login'];
const ENTRIES = ['Editar perfil', 'Lock Screen', 'Cerrar sesión'];

describe('the profile menu button', () => {
  it('shows the user\'s name and role name', async () => {
    await openApp('/usuarios', { storage: signedInStorage({ name: 'mlopez', rol: JSON.stringify({ id_rol: 3, r_nombre: 'Cobrador' }) }) });
    const trigger = await screen.findByRole('button', { name: TEXT.profileMenu });
    expect(within(trigger).getByText('mlopez')).toBeTruthy();
    expect(within(trigger).getByText('Cobrador')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the open profile menu', () => {
  it('is a menu of three items: "Editar perfil", "Lock Screen", "Cerrar sesión"', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const menu = await openProfileMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(ENTRIES);
    expect(screen.getByRole('button', { name: TEXT.profileMenu }).getAttribute('aria-expanded')).toBe('true');
  });

  it('puts focus on the first item, and ArrowDown / ArrowUp move it from item to item, wrapping around', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const menu = await openProfileMenu();
    const items = within(menu).getAllByRole('menuitem');
    const focusedName = () => document.activeElement?.textContent;
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

    await waitFor(() => expect(focusedName()).toBe(ENTRIES[0]));
    press('ArrowDown');
    await waitFor(() => expect(focusedName()).toBe(ENTRIES[1]));
    press('ArrowDown');
    await waitFor(() => expect(focusedName()).toBe(ENTRIES[2]));
    press('ArrowDown');
    await waitFor(() => expect(focusedName()).toBe(ENTRIES[0]));
    press('ArrowUp');
    await waitFor(() => expect(focusedName()).toBe(ENTRIES[2]));
    expect(items).toContain(document.activeElement);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const trigger = await screen.findByRole('button', { name: TEXT.profileMenu });
    await openProfileMenu();
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('"Cerrar sesión"', () => {
  it('closes the menu, revokes the token, removes the session keys and shows the login page', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ theme: 'dark' }) });
    await chooseProfileEntry('Cerrar sesión');

    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(rendered.deps.api.logout).toHaveBeenCalledTimes(1);
    expect(rendered.deps.api.logout).toHaveBeenCalledWith({ token: 'stored-token' });
    for (const key of SESSION_KEYS) expect(rendered.deps.storage.get(key), key).toBeNull();
    // Interface preferences are not part of the session.
    expect(rendered.deps.storage.get('theme')).toBe('dark');
  });

  it('keeps the user out afterwards: the protected page sends to /pages/error500', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    await chooseProfileEntry('Cerrar sesión');
    await waitFor(() => expect(rendered.path()).toBe('/'));
    await rendered.app.router.navigate('/usuarios');
    await waitFor(() => expect(rendered.path()).toBe('/pages/error500'));
  });
});
