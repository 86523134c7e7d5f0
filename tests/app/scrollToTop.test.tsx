import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { openApp, setupAppTests } from './appKit.tsx';

setupAppTests();

const NAME = 'Volver arriba';

/** Plays the user scrolling the window to `y` px. */
function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the "Volver arriba" button', () => {
  it('appears only once the page is scrolled more than 50 px, and goes away at the top', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    expect(screen.queryByRole('button', { name: NAME })).toBeNull();

    scrollTo(50);
    expect(screen.queryByRole('button', { name: NAME })).toBeNull();
    scrollTo(51);
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: NAME })).toBeNull();
  });

  it('shows at once on a page opened already scrolled (the position is read after the first paint)', async () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
  });

  it('scrolls the window back to the top, smoothly', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    scrollTo(400);
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByRole('button', { name: NAME }));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user asked for reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }),
    });
    await openApp('/usuarios', { storage: signedInStorage() });
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    scrollTo(400);
    fireEvent.click(screen.getByRole('button', { name: NAME }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('is shown on a page the layout already rendered scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await openApp('/finance');
    expect(await screen.findByRole('button', { name: NAME })).toBeTruthy();
  });
});
