import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { closeApp, openApp, setupAppTests } from './appKit.tsx';

setupAppTests();

const LABEL = {
  light: 'Tema claro. Cambiar a tema oscuro',
  dark: 'Tema oscuro. Cambiar al tema del sistema',
  system: 'Tema del sistema. Cambiar a tema claro',
} as const;

const themeButton = () => screen.getByRole('button', { name: /^Tema / });
const bodyIsDark = () => document.body.classList.contains('dark');

describe('the theme toggle', () => {
  it('cycles light → dark → system → light, the body dark only while dark is in effect', async () => {
    await openApp('/');
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.light);
    expect(bodyIsDark()).toBe(false);

    fireEvent.click(themeButton());
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.dark);
    expect(bodyIsDark()).toBe(true);

    fireEvent.click(themeButton());
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.system);
    expect(bodyIsDark()).toBe(false);

    fireEvent.click(themeButton());
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.light);
    expect(bodyIsDark()).toBe(false);
  });

  it('in system mode starts dark when the OS already prefers dark', async () => {
    await openApp('/', { prefersDark: true });
    expect(bodyIsDark()).toBe(false);
    fireEvent.click(themeButton());
    fireEvent.click(themeButton());
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.system);
    expect(bodyIsDark()).toBe(true);
  });

  it('in system mode follows the OS preference live', async () => {
    const rendered = await openApp('/');
    fireEvent.click(themeButton());
    fireEvent.click(themeButton());
    expect(bodyIsDark()).toBe(false);
    act(() => rendered.deps.prefersDark.set(true));
    expect(bodyIsDark()).toBe(true);
    act(() => rendered.deps.prefersDark.set(false));
    expect(bodyIsDark()).toBe(false);
  });

  it('ignores the OS preference outside system mode', async () => {
    const rendered = await openApp('/');
    act(() => rendered.deps.prefersDark.set(true));
    expect(bodyIsDark()).toBe(false);
    fireEvent.click(themeButton());
    act(() => rendered.deps.prefersDark.set(false));
    expect(bodyIsDark()).toBe(true);
  });

  it('is in the application layout\'s header too', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const header = (await screen.findByRole('button', { name: 'Menú de perfil' })).closest('header') as HTMLElement;
    const toggle = header.querySelector(`[aria-label="${LABEL.light}"]`) as HTMLElement;
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe(LABEL.dark);
    expect(bodyIsDark()).toBe(true);
  });
});

describe('the stored theme', () => {
  it('is written under "theme" on every choice', async () => {
    const rendered = await openApp('/');
    fireEvent.click(themeButton());
    expect(rendered.deps.storage.get('theme')).toBe('dark');
    fireEvent.click(themeButton());
    expect(rendered.deps.storage.get('theme')).toBe('system');
    fireEvent.click(themeButton());
    expect(rendered.deps.storage.get('theme')).toBe('light');
  });

  it('makes the body dark on the first render when "dark" was stored', async () => {
    await openApp('/', { storage: { theme: 'dark' } });
    expect(bodyIsDark()).toBe(true);
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.dark);
  });

  it('restores "system", dark when the OS prefers dark', async () => {
    await openApp('/', { storage: { theme: 'system' }, prefersDark: true });
    expect(bodyIsDark()).toBe(true);
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.system);
  });

  it('comes back after a new render of the app with the same storage', async () => {
    const first = await openApp('/');
    fireEvent.click(themeButton());
    const stored = Object.fromEntries(first.deps.storage.data);
    closeApp(first);
    document.body.classList.remove('dark');

    await openApp('/', { storage: stored });
    expect(bodyIsDark()).toBe(true);
    expect(themeButton().getAttribute('aria-label')).toBe(LABEL.dark);
  });
});
