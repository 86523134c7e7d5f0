/**
 * useActiveLocation (src/layouts/useActiveLocation.ts): any signed-in view formats money with the
 * active location's currency and minor digits, in the active language, once GET /ubicacion/actual
 * answered; before that it shows '…' (never a guessed currency). Loaded once per signed-in layout.
 */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CurrentLocation } from '../../machines/locations/index.ts';
import { useActiveLocation } from '../../src/layouts/useActiveLocation.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { renderApp, signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from './locations.fixtures.ts';

setupFeatureTests();

function Amounts() {
  const active = useActiveLocation();
  return (
    <p>
      <span data-testid="amount">{active.money(123_456)}</span> <span data-testid="today">{active.businessDateText ?? '—'}</span>
    </p>
  );
}

async function openAmounts(answer: () => Promise<CurrentLocation>) {
  return renderApp('/importes', {
    storage: signedInStorage(),
    api: { currentLocation: answer },
    tweakRoutes: (routes) => {
      const [root] = routes as [RouteObject];
      const layout = root.children?.find((route) => route.id === 'app');
      if (!layout) throw new Error('the application layout route is missing');
      layout.children = [...(layout.children ?? []), { path: 'importes', element: <Amounts /> }];
    },
  });
}

const spanish = (minor: number, currency: string, digits: number) =>
  new Intl.NumberFormat('es', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: 'always' }).format(minor / 10 ** digits);

describe('useActiveLocation', () => {
  it("formats amounts in the location's currency and digits, and says the business date", async () => {
    const rendered = await openAmounts(async () => ({ location: CENTRAL, business_date: '2026-11-23' }));
    await screen.findByText('23 nov 2026');
    expect(screen.getByTestId('amount').textContent).toBe(spanish(123_456, 'ARS', 2));
    expect(rendered.deps.api.currentLocation).toHaveBeenCalledTimes(1);
    rendered.app.stop();
  });

  it('uses the minor digits of the location, not those of ISO (a peso without cents)', async () => {
    const rendered = await openAmounts(async () => ({ location: { ...CENTRAL, minor_digits: 0 }, business_date: '2026-11-23' }));
    await screen.findByText('23 nov 2026');
    expect(screen.getByTestId('amount').textContent).toBe(spanish(123_456, 'ARS', 0));
    rendered.app.stop();
  });

  it("shows '…' while the location is not known, never a guessed currency", async () => {
    const rendered = await openAmounts(() => new Promise<CurrentLocation>(() => {}));
    await screen.findByTestId('amount');
    expect(screen.getByTestId('amount').textContent).toBe('…');
    expect(screen.getByTestId('today').textContent).toBe('—');
    rendered.app.stop();
  });
});
