/**
 * A debt's page (/deudas/12) through the UI, on `debtDetail`: the debt loading, shown, refused
 * (404) or failed (500: 'Reintentar'); 'Anular' with its required 'Motivo', sending (one key per
 * intent, kept by 'Reintentar'), 409 `somethingPaid` in its own words, 409 `stale` with 'Recargar'
 * keeping the typed reason, and 'Actualizar' (RELOAD, also what the payments slot sends once a
 * payment is posted). Every GET and POST is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { debtAllows, type DebtDetail } from '../../machines/debts/index.ts';
import type { DebtActionRequest } from '../../machines/debts/debtActions.ts';
import { connectDebtDetail } from '../../machines/debts/debtDetail.connect.ts';
import type { DebtRef } from '../../src/features/debts/debtDetail.api.ts';
import { defineUiPaths, uiGap, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { debtDetailFixtures, keyedDebtDetail, type DebtDetailModelEvent } from './debtDetail.pathFixtures.ts';

type Detail = SnapshotFrom<typeof keyedDebtDetail>;

interface DetailCalls {
  getDebt: Held<DebtDetail, [DebtRef, AbortSignal?]>;
  runDebtAction: Held<DebtDetail, [DebtActionRequest, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, DetailCalls>();
function heldDetailApi() {
  const calls: DetailCalls = { getDebt: new Held('getDebt'), runDebtAction: new Held('runDebtAction') };
  byAnswer.set(calls.getDebt.call, calls);
  return {
    getDebt: calls.getDebt.call,
    runDebtAction: calls.runDebtAction.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
  };
}
function callsOf(ui: UiRun): DetailCalls {
  const answer = ui.deps.api.getDebt.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDetailApi()');
  return calls;
}

const viewOf = (state: Detail) => connectDebtDetail(state, () => {});
const dialog = () => screen.getByRole('dialog', { name: 'Anular' });
const inDialog = (state: Detail, ...states: string[]) => states.some((name) => state.matches({ ready: { dialog: name } } as never));

/** Only this outcome of the debt is on screen. */
function onlyOutcome(shown: 'loading' | 'ready' | 'refused' | 'failed'): void {
  expect(screen.queryByText('Cargando deuda…') !== null, 'loading').toBe(shown === 'loading');
  expect(screen.queryByRole('heading', { name: 'Datos de la deuda', hidden: true }) !== null, 'debt').toBe(shown === 'ready');
  expect(screen.queryByRole('heading', { name: /^(No existe esa deuda|Sin acceso)$/ }) !== null, 'refused').toBe(shown === 'refused');
  expect(screen.queryByRole('heading', { name: 'No se pudo cargar la deuda' }) !== null, 'failed').toBe(shown === 'failed');
}

defineUiPaths<typeof keyedDebtDetail, DebtDetailModelEvent>({
  machine: keyedDebtDetail,
  name: 'debt detail',
  variants: { default: { input: { id: 12 } } },
  setup: () => ({ route: '/deudas/12', deps: { storage: signedInStorage(), api: heldDetailApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: debtDetailFixtures,
  executors: {
    'date.changed': uiGap("a debt's actions take no date: its chart has no such transition"),
    'record.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    // 'Actualizar' (the payments slot's reload() sends the same event once a payment is posted).
    RELOAD: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    },
    'action.opened': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Anular' }));
    },
    'reason.changed': ({ event }) => {
      fireEvent.change(within(dialog()).getByLabelText(/^Motivo/), { target: { value: event.reason } });
    },
    'action.confirmed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Anular' }));
    },
    'action.retried': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reintentar' }));
    },
    'stale.reloaded': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Recargar' }));
    },
    'dialog.closed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    },
    'xstate.done.actor.loadRecord': ({ event, ui }) => callsOf(ui).getDebt.resolve(event.output),
    'xstate.error.actor.loadRecord': ({ event, ui }) => callsOf(ui).getDebt.reject(event.error),
    'xstate.done.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getDebt.resolve(event.output),
    'xstate.error.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getDebt.reject(event.error),
    'xstate.done.actor.reloadStale': ({ event, ui }) => callsOf(ui).getDebt.resolve(event.output),
    'xstate.error.actor.reloadStale': ({ event, ui }) => callsOf(ui).getDebt.reject(event.error),
    'xstate.done.actor.runAction': ({ event, ui }) => callsOf(ui).runDebtAction.resolve(event.output),
    'xstate.error.actor.runAction': ({ event, ui }) => callsOf(ui).runDebtAction.reject(event.error),
  },
  preconditions: {
    // 'Anular' exists while the debt's status allows it (nothing paid, the administrator holds debt.cancel).
    RELOAD: (state) => state.matches({ ready: 'idle' }),
    'action.opened': (state) => state.matches({ ready: 'idle' }) && state.context.record !== null && debtAllows(state.context.record.status, 'CANCEL'),
    'reason.changed': (state, event) => inDialog(state, 'editing', 'failed', 'refused') && state.context.reason !== event.reason,
    'action.confirmed': (state) => inDialog(state, 'editing', 'refused'),
    'dialog.closed': (state) => inDialog(state, 'editing', 'failed', 'refused', 'stale'),
  },
  states: {
    loading: async ({ state }) => {
      if (viewOf(state).retrying) {
        expect(screen.getByRole('button', { name: 'Reintentando…' }).hasAttribute('disabled')).toBe(true);
        return;
      }
      await eventually(() => screen.queryByText('Cargando deuda…') ?? undefined, () => 'the loading status');
      onlyOutcome('loading');
    },
    failed: () => {
      onlyOutcome('failed');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    refused: () => {
      onlyOutcome('refused');
      expect(screen.getByRole('heading', { name: 'No existe esa deuda' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    },
    ready: ({ state }) => {
      onlyOutcome('ready');
      const debt = state.context.record as DebtDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Deuda N° 12', hidden: true })).toBeTruthy();
      const schedule = screen.getByRole('table', { name: 'Cronograma', hidden: true });
      expect(within(schedule).getAllByRole('row', { hidden: true })).toHaveLength(debt.schedule.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Anular|Castigar|Deshacer castigo)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(debt.status === 'open' ? ['Anular', 'Castigar'] : []);
    },
    'ready.idle': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Actualizando la deuda…')).toBeNull();
    },
    'ready.reloading': () => {
      expect(screen.getByText('Actualizando la deuda…')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement).disabled).toBe(true);
    },
    'ready.dialog': ({ state }) => {
      const textarea = within(dialog()).getByLabelText(/^Motivo/) as HTMLTextAreaElement;
      // The typed reason stays through failures, refusals and a 409.
      expect(textarea.value).toBe(state.context.reason);
    },
    'ready.dialog.editing': ({ state }) => {
      const confirm = within(dialog()).getByRole('button', { name: 'Anular' }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(false);
      const shown = within(dialog()).queryByText('Escriba el motivo.') !== null;
      expect(shown, 'reason error').toBe(state.context.showErrors && state.context.reason.trim() === '');
    },
    'ready.dialog.sending': () => {
      expect((within(dialog()).getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
    'ready.dialog.failed': () => {
      expect(within(dialog()).getByText('No se pudo completar la acción. Compruebe la conexión e intente nuevamente.')).toBeTruthy();
      expect(within(dialog()).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    'ready.dialog.refused': () => {
      expect(within(dialog()).getByText('Ya se registraron pagos: revierta los pagos antes de anular.')).toBeTruthy();
    },
    'ready.dialog.stale': ({ state }) => {
      expect(within(dialog()).getByText(/^Otra persona cambió este registro/)).toBeTruthy();
      expect((within(dialog()).getByRole('button', { name: 'Recargar' }) as HTMLButtonElement).disabled).toBe(false);
      expect(within(dialog()).queryByText('No se pudo recargar la deuda. Intente nuevamente.') !== null).toBe(state.context.reloadFailed);
    },
    'ready.dialog.staleReloading': () => {
      expect((within(dialog()).getByRole('button', { name: 'Recargando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
  },
});
