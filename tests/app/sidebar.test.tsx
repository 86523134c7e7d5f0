import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPo } from '../i18n/poCatalog.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { findSidebar, findSidebarButton, openApp, signIn, setupAppTests } from './appKit.tsx';

setupAppTests();

const group = (sidebar: HTMLElement, name: string) => within(sidebar).getByRole('button', { name });
const expanded = (sidebar: HTMLElement, name: string) => group(sidebar, name).getAttribute('aria-expanded');
const current = (sidebar: HTMLElement) =>
  [...sidebar.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);

describe('the sidebar at /usuarios with a stored session', () => {
  it('shows the brand "Sofia App" as the home link', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    expect(within(sidebar).getByRole('link', { name: 'Sofia App' }).getAttribute('href')).toBe('/');
  });

  it('opens the group of the current route and marks its entry as the current page', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    expect(expanded(sidebar, 'Administración')).toBe('true');
    expect(expanded(sidebar, 'Caja')).toBe('false');
    expect(within(sidebar).getByRole('link', { name: 'Usuarios' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('link', { name: 'Roles' }).hasAttribute('aria-current')).toBe(false);
    expect(current(sidebar)).toEqual(['Usuarios']);
  });

  it('opens a clicked group and closes the one that was open', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    fireEvent.click(group(sidebar, 'Caja'));
    expect(expanded(sidebar, 'Caja')).toBe('true');
    expect(expanded(sidebar, 'Administración')).toBe('false');
    expect(within(sidebar).getByRole('link', { name: 'Caja' }).getAttribute('href')).toBe('/caja');
    expect(within(sidebar).queryByRole('link', { name: 'Usuarios' })).toBeNull();
  });

  it('closes the open group when it is clicked again', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    fireEvent.click(group(sidebar, 'Administración'));
    expect(expanded(sidebar, 'Administración')).toBe('false');
    expect(expanded(sidebar, 'Caja')).toBe('false');
    expect(within(sidebar).queryByRole('link', { name: 'Usuarios' })).toBeNull();
  });

  it('moves the current-page mark when another entry is chosen', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    // The page is a lazy chunk: the click suspends, so the act is awaited.
    await act(async () => fireEvent.click(within(sidebar).getByRole('link', { name: 'Roles' })));
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
    await waitFor(() => expect(current(sidebar)).toEqual(['Roles']));
    expect(expanded(sidebar, 'Administración')).toBe('true');
  });

  it('follows a navigation made elsewhere: the new route\'s group opens and its entry is marked', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    await act(() => rendered.app.router.navigate('/caja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Caja' })).toBeTruthy();
    await waitFor(() => expect(expanded(sidebar, 'Caja')).toBe('true'));
    expect(expanded(sidebar, 'Administración')).toBe('false');
    expect(current(sidebar)).toEqual(['Caja']);
  });
});

describe('the sidebar after a login with the administrator\'s menu', () => {
  it('shows an entry whose route the app does not know as disabled, not as a link', async () => {
    const rendered = await openApp('/');
    await signIn(rendered, '/usuarios');
    const sidebar = await findSidebar();
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Administración', 'Caja']);
    fireEvent.click(group(sidebar, 'Caja'));
    const list = within(sidebar).getByRole('link', { name: 'Movimientos' }).closest('ul') as HTMLElement;
    const unknown = within(list).getByText('Arqueo').parentElement as HTMLElement;
    expect(unknown.getAttribute('aria-disabled')).toBe('true');
    expect(unknown.tagName).not.toBe('A');
    expect(within(sidebar).queryByRole('link', { name: 'Arqueo' })).toBeNull();
    expect(within(list).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/caja', '/movimientos']);
  });
});

describe('the titles the server gave its menu', () => {
  /** A server that names its entries its own way: none of these is the app's title for the route. */
  const ownWords = () =>
    signedInStorage({
      menus: JSON.stringify([
        { title: 'Tesorería', icon: 'cash', children: [{ title: 'Caja chica', route: 'caja', icon: 'cashbox' }, { title: 'Entregas', route: 'entregas', icon: 'deliveries' }] },
        { title: 'Administración', icon: 'admin', children: [{ title: 'Usuarios', route: 'usuarios', icon: 'users' }] },
      ]),
    });
  const labels = (sidebar: HTMLElement) => [
    ...within(sidebar).getAllByRole('button').map((b) => b.textContent),
    ...within(sidebar).getAllByRole('link').slice(1).map((l) => l.textContent),
  ];

  it('in Spanish, the server\'s language, are shown exactly as sent', async () => {
    await openApp('/caja', { storage: ownWords() });
    const sidebar = await findSidebar();
    expect(labels(sidebar)).toEqual(['Tesorería', 'Administración', 'Caja chica', 'Entregas']);
    expect(within(sidebar).getByRole('link', { name: 'Caja chica' }).getAttribute('aria-current')).toBe('page');
    // The page keeps the app's own title for the route.
    expect(screen.getByRole('heading', { level: 1, name: 'Caja' })).toBeTruthy();
  });

  it('in English, are translated when the catalog knows them, else the route\'s title is shown', async () => {
    const en = readPo('en');
    const tr = (spanish: string) => en.get(spanish) as string;
    await openApp('/caja', { storage: { ...ownWords(), i18n_locale: 'en' }, realCatalogs: true });
    const sidebar = await screen.findByRole('navigation', { name: tr('Menú principal') });
    // 'Tesorería' and 'Caja chica' are not in the catalog: the app's titles for the group and the
    // route. 'Entregas' is: its translation, not the route's title 'Entregas de efectivo'.
    expect(labels(sidebar)).toEqual([tr('Caja'), tr('Administración'), tr('Caja'), tr('Entregas')]);
    expect(tr('Entregas')).not.toBe(tr('Entregas de efectivo'));
  });
});

describe('on a narrow viewport', () => {
  it('starts with the sidebar closed; the header button opens it', async () => {
    await openApp('/usuarios', { storage: signedInStorage(), narrow: true });
    const toggle = await findSidebarButton();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Mostrar menú');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Ocultar menú');
  });

  it('closes the sidebar when an entry is chosen', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage(), narrow: true });
    const toggle = await findSidebarButton();
    fireEvent.click(toggle);
    const sidebar = await findSidebar();
    // The page is a lazy chunk: the click suspends, so the act is awaited.
    await act(async () => fireEvent.click(within(sidebar).getByRole('link', { name: 'Roles' })));
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.getAttribute('data-open')).toBe('false');
  });

  it('closes the sidebar from the backdrop', async () => {
    await openApp('/usuarios', { storage: signedInStorage(), narrow: true });
    const toggle = await findSidebarButton();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open sidebar when the window becomes narrow', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const toggle = await findSidebarButton();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => rendered.deps.narrowViewport.set(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('on a wide viewport', () => {
  it('leaves the sidebar open when an entry is chosen', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const toggle = await findSidebarButton();
    const sidebar = await findSidebar();
    // The page is a lazy chunk: the click suspends, so the act is awaited.
    await act(async () => fireEvent.click(within(sidebar).getByRole('link', { name: 'Roles' })));
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.getAttribute('data-open')).toBe('true');
  });

  it('closes and reopens the sidebar with the header button', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const toggle = await findSidebarButton();
    const sidebar = await findSidebar();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.getAttribute('data-open')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.getAttribute('data-open')).toBe('true');
  });
});
