import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SofiaApp } from '../../src/app/createApp.ts';
import { renderApp } from '../support/renderApp.tsx';
import { setupAppTests } from './appKit.tsx';

setupAppTests();

function Broken(): never {
  throw new Error('a view bug');
}

/**
 * The real app, with one extra route whose view throws: a child of the root route, or of the
 * application layout (the root route's child with id 'app').
 */
async function renderAppWithBrokenRoute(under: 'root' | 'app'): Promise<SofiaApp> {
  const { app } = await renderApp('/', {
    tweakRoutes: (routes) => {
      const [root] = routes as [RouteObject];
      const parent = under === 'root' ? root : root.children?.find((route) => route.id === 'app');
      if (!parent) throw new Error('the application layout route is missing');
      parent.children = [...(parent.children ?? []), { path: 'roto', element: <Broken /> }];
    },
  });
  return app;
}

describe('a view that throws', () => {
  it.each([
    ['directly under the root route', 'root'],
    ['inside the application layout', 'app'],
  ] as const)('%s shows the friendly "Algo salió mal" page instead of a blank one', async (_, under) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderAppWithBrokenRoute(under);
    try {
      expect(screen.getByRole('heading', { name: 'Sofia App' })).toBeTruthy();
      await act(() => app.router.navigate('/roto'));

      expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText('a view bug')).toBeNull();
      expect(consoleError).toHaveBeenCalled();
    } finally {
      app.stop();
    }
  });
});
