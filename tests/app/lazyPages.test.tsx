import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStorage } from '../support/renderApp.tsx';
import { openApp, setupAppTests } from './appKit.tsx';

setupAppTests();

// The other app tests preload the chunks of the page they open at (renderApp). These do not: no
// chunk is loaded before the first page asks for it, so the page suspends and must still arrive. A cold chunk is
// transformed on first import, which takes seconds on a loaded machine: hence the long waits.
const COLD = { timeout: 15_000 };
describe('pages fetched on first use', () => {
  it('a public page in the blank layout arrives after its chunk loads', async () => {
    const rendered = await openApp('/pages/coming-soon-boxed', { preload: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Próximamente' }, COLD)).toBeTruthy();
    expect(rendered.path()).toBe('/pages/coming-soon-boxed');
  });

  it('a protected page arrives inside the application layout', async () => {
    const rendered = await openApp('/analytics', { storage: signedInStorage(), preload: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analítica' }, COLD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar menú' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Analítica · Sofia App'), COLD);
    expect(rendered.path()).toBe('/analytics');
  });
});
