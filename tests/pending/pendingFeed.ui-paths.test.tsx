/**
 * The pending feed (the signed-in layout's `pendingFeed` actor) through the UI, on 'Pendientes'
 * (/pendientes) and the header's badge: the first load, an answer (an approver's counts; a role
 * that acts on nothing), a failure ('Reintentar', and later polls keeping the last answer), the
 * 30 s poll (fake clock), 'Actualizar', and the tab hidden (no request) and shown again (one at
 * once). GET /pendientes is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { PENDING_POLL_MS, pendingFeedMachine, type PendingAnswer } from '../../machines/pending/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { pendingFeedFixtures, type PendingFeedModelEvent } from './pending.pathFixtures.ts';

type Feed = SnapshotFrom<typeof pendingFeedMachine>;

const heldFeeds = new WeakMap<object, Held<PendingAnswer, [void, AbortSignal?]>>();
function api() {
  const held = new Held<PendingAnswer, [void, AbortSignal?]>('pendingFeed');
  heldFeeds.set(held.call, held);
  return {
    pendingFeed: held.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-24' }),
  };
}
function feedOf(ui: UiRun) {
  const answer = ui.deps.api.pendingFeed.getMockImplementation();
  const held = answer ? heldFeeds.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with api()');
  return held;
}

const badge = () => screen.queryByRole('link', { name: /^Pendientes, \d+$/ });

/** What the page and the badge show for the last answer (kept through reloads, failures and a hidden tab). */
function showsAnswer(answer: PendingAnswer) {
  const total = answer.groups.reduce((n, g) => n + g.count, 0);
  if (answer.groups.length === 0) {
    expect(badge()).toBeNull();
    expect(screen.getByText('Su rol no aprueba, recibe ni resuelve nada: no hay pendientes para usted.')).toBeTruthy();
    return;
  }
  // The count is in the link's name, read out; not a colour.
  expect(badge()?.getAttribute('aria-label')).toBe(`Pendientes, ${total}`);
  const loans = screen.getByRole('region', { name: 'Solicitudes de préstamo por aprobar: 2' });
  expect(within(loans).getByRole('link', { name: 'María López' }).getAttribute('href')).toBe('/prestamos/7');
  expect(within(loans).getByText(/^Monto: 500\.000,00\sARS$/)).toBeTruthy();
  const closes = screen.getByRole('region', { name: 'Cierres de caja con diferencia por aprobar: 1' });
  expect(within(closes).getByText(/^Diferencia: -1\.250,00\sARS$/)).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Entregas de efectivo por recibir: 0' })).getByText('Nada pendiente.')).toBeTruthy();
}

defineUiPaths<typeof pendingFeedMachine, PendingFeedModelEvent>({
  machine: pendingFeedMachine,
  name: 'pending feed',
  setup: () => ({ route: '/pendientes', deps: { storage: signedInStorage(), api: api() }, fakeTimers: true }),
  events: pendingFeedFixtures,
  executors: {
    'pending.refresh': () => {
      fireEvent.click(screen.queryByRole('button', { name: 'Reintentar' }) ?? screen.getByRole('button', { name: 'Actualizar' }));
    },
    'page.hidden': ({ ui }) => ui.deps.pageVisible.set(false),
    'page.visible': ({ ui }) => ui.deps.pageVisible.set(true),
    'xstate.done.actor.loadPending': ({ event, ui }) => feedOf(ui).resolve(event.output),
    'xstate.error.actor.loadPending': ({ event, ui }) => feedOf(ui).reject(event.error),
    'xstate.after.pendingPollInterval.pendingFeed.ready': async ({ ui }) => {
      const before = feedOf(ui).calls.length;
      await ui.advanceTimers(PENDING_POLL_MS - 1);
      expect(feedOf(ui).calls.length, 'no request 1 ms before the poll').toBe(before);
      await ui.advanceTimers(1);
    },
    'xstate.after.pendingPollInterval.pendingFeed.error': async ({ ui }) => {
      await ui.advanceTimers(PENDING_POLL_MS);
    },
  },
  states: {
    loading: async ({ state }: { state: Feed }) => {
      const answer = state.context.answer;
      if (answer === null) await eventually(() => screen.queryByText('Cargando pendientes…') ?? undefined, () => 'the loading status');
      else showsAnswer(answer);
    },
    ready: async ({ state }: { state: Feed }) => {
      await eventually(() => screen.queryByRole('button', { name: 'Actualizar' }) ?? undefined, () => "'Actualizar'");
      showsAnswer(state.context.answer!);
    },
    error: async ({ state }: { state: Feed }) => {
      const answer = state.context.answer;
      if (answer === null) {
        await eventually(() => screen.queryByRole('heading', { name: 'No se pudieron cargar los pendientes' }) ?? undefined, () => 'the failure');
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
        expect(badge()).toBeNull();
      } else {
        // A later poll failed: the last answer stays on screen.
        showsAnswer(answer);
      }
    },
    idle: ({ state }: { state: Feed }) => {
      const answer = state.context.answer;
      if (answer === null) expect(screen.getByText('Cargando pendientes…')).toBeTruthy();
      else showsAnswer(answer);
    },
  },
});
