import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RenderedApp } from '../support/renderApp.tsx';

/**
 * What the app-shell tests share: an app that is stopped after each test, the texts the user
 * reads (written out, so a changed text fails), and the few gestures every file repeats.
 */

export const TEXT = {
  loginIntro: 'Ingresa tu usuario y contraseña para iniciar sesion',
  userPlaceholder: 'Ingresa tu usuario',
  passwordPlaceholder: 'Ingresa tu contraseña',
  loginButton: 'Iniciar sesion',
  preparing: 'Esta área se está preparando',
  profileMenu: 'Menú de perfil',
  sidebar: 'Menú principal',
} as const;

// The lifecycle and the app itself are shared with the business-screen tests.
export { closeApp, deferred, openApp, setupAppTests } from '../support/renderApp.tsx';

/**
 * Records whether `text` was ever in the document from now on, even for a moment: a node added and
 * removed again between two assertions still counts.
 */
export function watchForText(text: string) {
  let seen = (document.body.textContent ?? '').includes(text);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if ((node.textContent ?? '').includes(text)) seen = true;
      if (record.type === 'characterData' && (record.target.textContent ?? '').includes(text)) seen = true;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => {
      for (const record of observer.takeRecords()) {
        for (const node of record.addedNodes) if ((node.textContent ?? '').includes(text)) seen = true;
      }
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

/** Types into the login form's two fields. */
export function typeCredentials(user: string, password: string): void {
  fireEvent.change(screen.getByPlaceholderText(TEXT.userPlaceholder), { target: { value: user } });
  fireEvent.change(screen.getByPlaceholderText(TEXT.passwordPlaceholder), { target: { value: password } });
}

export const loginButton = () => screen.getByRole('button', { name: TEXT.loginButton });

/** Signs in through the form and waits for the start route. */
export async function signIn(rendered: RenderedApp, start: string, user = 'admin', password = 'secreto'): Promise<void> {
  typeCredentials(user, password);
  fireEvent.click(loginButton());
  await waitFor(() => expect(rendered.path()).toBe(start));
}

/** The sidebar (lazy layout chunk). */
export const findSidebar = () => screen.findByRole('navigation', { name: TEXT.sidebar });

/** The header's sidebar button, whichever way it is labelled right now. */
export const findSidebarButton = () => screen.findByRole('button', { name: /^(Ocultar|Mostrar) menú$/ });

/** Opens the profile dropdown and returns the menu. */
export async function openProfileMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: TEXT.profileMenu }));
  return screen.findByRole('menu');
}

/** Chooses an entry of the profile dropdown. */
export async function chooseProfileEntry(name: string): Promise<void> {
  const menu = await openProfileMenu();
  fireEvent.click(within(menu).getByRole('menuitem', { name }));
}

/** The business page's h1, if shown. */
export const pageHeading = (name: string) => screen.queryByRole('heading', { level: 1, name });
