/**
 * 'Analítica' (/analytics) on `analytics`, through the real page: loading, the figures, the period
 * (a preset, or dates past the business date refused on their field), 'Actualizar' keeping the
 * figures while it loads, a failure with 'Reintentar' (403 says it is the role's). GET /analitica
 * is held until a step answers it; uPlot is recorded (jsdom has no canvas).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { analyticsMachine, type Analytics, type AnalyticsQuery } from '../../machines/analytics/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { analyticsFixtures, BUSINESS_DATE, type AnalyticsModelEvent } from './analytics.fixtures.ts';

vi.mock('uplot', async () => ({ default: (await import('./uplotMock.ts')).UPlotMock }));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

type HeldAnalytics = Held<Analytics, [AnalyticsQuery, AbortSignal?]>;
const byAnswer = new WeakMap<object, HeldAnalytics>();
function heldAnalyticsApi() {
  const held: HeldAnalytics = new Held('analytics');
  byAnswer.set(held.call, held);
  return {
    getAnalytics: held.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: BUSINESS_DATE }),
  };
}
function analyticsCalls(ui: UiRun): HeldAnalytics {
  const answer = ui.deps.api.getAnalytics.getMockImplementation();
  const held = answer ? byAnswer.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldAnalyticsApi()');
  return held;
}

const figures = () => within(screen.getByRole('list', { name: 'Cifras del negocio' }));
const figuresShown = () => eventually(() => (/ARS|\$/.test(figures().getAllByText(/10\.?000,00/)[0]?.textContent ?? '') ? true : undefined), () => 'the figures in ARS');

defineUiPaths<typeof analyticsMachine, AnalyticsModelEvent>({
  machine: analyticsMachine,
  name: 'analytics',
  variants: { default: {} },
  setup: () => ({ route: '/analytics', deps: { storage: signedInStorage(), api: heldAnalyticsApi() } }),
  events: analyticsFixtures,
  executors: {
    'period.changed': ({ variant }) => {
      if (variant === 'today') {
        fireEvent.click(screen.getByRole('button', { name: 'Hoy' }));
        return;
      }
      fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
      fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-30' } });
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    },
    'analytics.reloaded': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    },
    'analytics.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.loadAnalytics': ({ event, ui }) => analyticsCalls(ui).resolve(event.output),
    'xstate.error.actor.loadAnalytics': ({ event, ui }) => analyticsCalls(ui).reject(event.error),
  },
  states: {
    loading: ({ ui }) => {
      expect(screen.getByText('Cargando analítica…').getAttribute('role')).toBe('status');
      expect(screen.queryByRole('list', { name: 'Cifras del negocio' })).toBeNull();
      expect(analyticsCalls(ui).last()?.[0]).toEqual({});
    },
    ready: async ({ state }) => {
      await figuresShown();
      expect(figures().getByText(/12,5\s?%/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Actualizar' }).hasAttribute('disabled')).toBe(false);
      const error = state.context.periodError;
      const hasta = screen.getByLabelText('Hasta');
      if (error === null) {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(hasta.getAttribute('aria-invalid')).toBeNull();
      } else {
        expect(screen.getByRole('alert').textContent).toBe('La fecha hasta no puede ser posterior a la fecha de hoy.');
        expect(hasta.getAttribute('aria-invalid')).toBe('true');
      }
    },
    reloading: async ({ state, ui }) => {
      // The previous figures stay while the new ones load.
      await figuresShown();
      expect(screen.getByRole('button', { name: 'Actualizando…' }).hasAttribute('disabled')).toBe(true);
      const period = state.context.period;
      expect(analyticsCalls(ui).last()?.[0]).toEqual(period === null ? {} : { desde: period.from, hasta: period.to });
    },
    failed: ({ state }) => {
      expect(screen.getByRole('heading', { name: 'No se pudo cargar la analítica' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(
        state.context.failure === 'forbidden' ? 'Su rol no permite ver la analítica.' : 'Compruebe la conexión e intente nuevamente.',
      );
      expect(screen.queryByRole('list', { name: 'Cifras del negocio' })).toBeNull();
    },
  },
});
