/**
 * Analítica asks for the chart library while its figures are still on their way (#39), not after:
 * here the figures never arrive, and uPlot is imported all the same.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { BUSINESS_DATE } from './analytics.fixtures.ts';

const imported = vi.hoisted(() => ({ uplot: 0 }));
vi.mock('uplot', async () => {
  imported.uplot += 1;
  return { default: (await import('./uplotMock.ts')).UPlotMock };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

setupFeatureTests();

it('imports uPlot while the figures are still being asked for', async () => {
  const pending = new Promise<never>(() => undefined);
  await openApp('/analytics', {
    storage: signedInStorage(),
    api: { getAnalytics: vi.fn(() => pending), currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: BUSINESS_DATE }) },
  });
  await screen.findByRole('heading', { name: 'Analítica' });
  await waitFor(() => expect(imported.uplot).toBe(1));
  expect(screen.queryByRole('list', { name: 'Cifras del negocio' })).toBeNull();
});
