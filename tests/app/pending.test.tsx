/**
 * Screens that go stale (#29, item 10) in the real app: a click on the current menu entry shows
 * the page again from its data; the header's 'Pendientes' badge (only for a role that acts on
 * something, its count read out in its name) leads to the page; the page's first failure offers
 * 'Reintentar'; a hidden tab asks nothing.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { APPROVER, WAITING_CASHIER } from '../pending/pending.pathFixtures.ts';
import { findSidebar, openApp, setupAppTests } from './appKit.tsx';

setupAppTests();

describe('a click on the current menu entry', () => {
  it('loads the page’s data again (the screen is mounted anew), where a link would change nothing', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const sidebar = await findSidebar();
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    await waitFor(() => expect(rendered.deps.api.listStaff).toHaveBeenCalledTimes(1));
    const feedCalls = rendered.deps.api.pendingFeed.mock.calls.length;
    await act(async () => fireEvent.click(within(sidebar).getByRole('link', { name: 'Usuarios' })));
    await waitFor(() => expect(rendered.deps.api.listStaff).toHaveBeenCalledTimes(2));
    expect(rendered.path()).toBe('/usuarios');
    // What waits is asked again too.
    await waitFor(() => expect(rendered.deps.api.pendingFeed.mock.calls.length).toBe(feedCalls + 1));
  });
});

describe("the header's 'Pendientes'", () => {
  it('is a link whose name reads the count, for a role that acts on something; the page lists each kind', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage(), api: { pendingFeed: async () => APPROVER } });
    const badge = await screen.findByRole('link', { name: 'Pendientes, 3' });
    await act(async () => fireEvent.click(badge));
    await waitFor(() => expect(rendered.path()).toBe('/pendientes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendientes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Solicitudes de préstamo por aprobar: 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'María López' }).getAttribute('href')).toBe('/prestamos/7');
    expect(screen.getByRole('region', { name: 'Entregas con diferencia por resolver: 0' })).toBeTruthy();
    expect(badge.getAttribute('aria-current')).toBe('page');
  });

  it('is not shown to a role that acts on no kind', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage(), api: { pendingFeed: async () => WAITING_CASHIER } });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    await waitFor(() => expect(rendered.deps.api.pendingFeed).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: /^Pendientes/ })).toBeNull();
  });

  it("says when the first answer could not be had, and 'Reintentar' asks again", async () => {
    let fail = true;
    const rendered = await openApp('/pendientes', {
      storage: signedInStorage(),
      api: { pendingFeed: async () => (fail ? Promise.reject({ kind: 'network' }) : APPROVER) },
    });
    expect(await screen.findByRole('heading', { name: 'No se pudieron cargar los pendientes' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Pendientes, 3' })).toBeTruthy();
    expect(rendered.deps.api.pendingFeed).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const rendered = await openApp('/pendientes', { storage: signedInStorage(), api: { pendingFeed: async () => APPROVER } });
    await screen.findByRole('link', { name: 'Pendientes, 3' });
    const calls = rendered.deps.api.pendingFeed.mock.calls.length;
    act(() => rendered.deps.pageVisible.set(false));
    act(() => rendered.deps.pageVisible.set(true));
    await waitFor(() => expect(rendered.deps.api.pendingFeed.mock.calls.length).toBe(calls + 1));
  });
});
