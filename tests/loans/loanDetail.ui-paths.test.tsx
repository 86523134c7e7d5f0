/**
 * A loan's page (/prestamos/41) through the UI, on `loanDetail`: the loan loading, shown, refused
 * (404) or failed (500: 'Reintentar'); 'Rechazar' with its required 'Motivo', sending (one key per
 * intent, kept by 'Reintentar'), 422 `ownApplication` in its own words, 409 `stale` with
 * 'Recargar' keeping the typed reason, and 'Actualizar' (RELOAD, also what the payments slot sends
 * once a payment is posted). Every GET and POST is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectLoanDetail, loanAllows, type LoanActionRequest, type LoanDetail } from '../../machines/loans/loanScreens.ts';
import { defineUiPaths, uiGap, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedLoanDetail, loanDetailFixtures, type LoanDetailModelEvent } from './loanScreens.pathFixtures.ts';

type Detail = SnapshotFrom<typeof keyedLoanDetail>;

interface DetailCalls {
  getLoan: Held<LoanDetail, [number, AbortSignal?]>;
  runLoanAction: Held<LoanDetail, [LoanActionRequest, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, DetailCalls>();
function heldDetailApi() {
  const calls: DetailCalls = { getLoan: new Held('getLoan'), runLoanAction: new Held('runLoanAction') };
  byAnswer.set(calls.getLoan.call, calls);
  return {
    getLoan: calls.getLoan.call,
    runLoanAction: calls.runLoanAction.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
  };
}
function callsOf(ui: UiRun): DetailCalls {
  const answer = ui.deps.api.getLoan.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDetailApi()');
  return calls;
}

const viewOf = (state: Detail) => connectLoanDetail(state, () => {});
const dialog = () => screen.getByRole('dialog', { name: 'Rechazar' });
const inDialog = (state: Detail, ...states: string[]) => states.some((name) => state.matches({ ready: { dialog: name } } as never));

/** Only this outcome of the loan is on screen. */
function onlyOutcome(shown: 'loading' | 'ready' | 'refused' | 'failed'): void {
  expect(screen.queryByText('Cargando préstamo…') !== null, 'loading').toBe(shown === 'loading');
  expect(screen.queryByRole('heading', { name: 'Datos del préstamo', hidden: true }) !== null, 'loan').toBe(shown === 'ready');
  expect(screen.queryByRole('heading', { name: /^(No existe ese préstamo|Sin acceso)$/ }) !== null, 'refused').toBe(shown === 'refused');
  expect(screen.queryByRole('heading', { name: 'No se pudo cargar el préstamo' }) !== null, 'failed').toBe(shown === 'failed');
}

defineUiPaths<typeof keyedLoanDetail, LoanDetailModelEvent>({
  machine: keyedLoanDetail,
  name: 'loan detail',
  variants: { default: { input: { id: 41 } } },
  setup: () => ({ route: '/prestamos/41', deps: { storage: signedInStorage(), api: heldDetailApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: loanDetailFixtures,
  executors: {
    'date.changed': uiGap('a loan\'s actions take no date: its chart has no such transition'),
    'record.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    // 'Actualizar' (the payments slot's reload() sends the same event once a payment is posted).
    RELOAD: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    },
    'action.opened': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    },
    'reason.changed': ({ event }) => {
      fireEvent.change(within(dialog()).getByLabelText(/^Motivo/), { target: { value: event.reason } });
    },
    'action.confirmed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
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
    'xstate.done.actor.loadRecord': ({ event, ui }) => callsOf(ui).getLoan.resolve(event.output),
    'xstate.error.actor.loadRecord': ({ event, ui }) => callsOf(ui).getLoan.reject(event.error),
    'xstate.done.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getLoan.resolve(event.output),
    'xstate.error.actor.reloadRecord': ({ event, ui }) => callsOf(ui).getLoan.reject(event.error),
    'xstate.done.actor.reloadStale': ({ event, ui }) => callsOf(ui).getLoan.resolve(event.output),
    'xstate.error.actor.reloadStale': ({ event, ui }) => callsOf(ui).getLoan.reject(event.error),
    'xstate.done.actor.runAction': ({ event, ui }) => callsOf(ui).runLoanAction.resolve(event.output),
    'xstate.error.actor.runAction': ({ event, ui }) => callsOf(ui).runLoanAction.reject(event.error),
  },
  preconditions: {
    // 'Rechazar' exists while the loan's status allows it (and the administrator did not submit it).
    RELOAD: (state) => state.matches({ ready: 'idle' }),
    'action.opened': (state) => state.matches({ ready: 'idle' }) && state.context.record !== null && loanAllows(state.context.record.status, 'REJECT'),
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
      await eventually(() => screen.queryByText('Cargando préstamo…') ?? undefined, () => 'the loading status');
      onlyOutcome('loading');
    },
    failed: () => {
      onlyOutcome('failed');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    refused: () => {
      onlyOutcome('refused');
      expect(screen.getByRole('heading', { name: 'No existe ese préstamo' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    },
    ready: ({ state }) => {
      onlyOutcome('ready');
      const loan = state.context.record as LoanDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Préstamo N° 41', hidden: true })).toBeTruthy();
      const schedule = screen.getByRole('table', { name: 'Cronograma', hidden: true });
      expect(within(schedule).getAllByRole('row', { hidden: true })).toHaveLength(loan.schedule.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Aprobar|Rechazar|Retirar solicitud|Desembolsar|Castigar)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(loan.status === 'submitted' ? ['Aprobar', 'Rechazar', 'Retirar solicitud'] : []);
    },
    'ready.idle': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Actualizando el préstamo…')).toBeNull();
    },
    'ready.reloading': () => {
      expect(screen.getByText('Actualizando el préstamo…')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement).disabled).toBe(true);
    },
    'ready.dialog': ({ state }) => {
      const textarea = within(dialog()).getByLabelText(/^Motivo/) as HTMLTextAreaElement;
      // The typed reason stays through failures, refusals and a 409.
      expect(textarea.value).toBe(state.context.reason);
    },
    'ready.dialog.editing': ({ state }) => {
      const confirm = within(dialog()).getByRole('button', { name: 'Rechazar' }) as HTMLButtonElement;
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
      expect(within(dialog()).getByText('Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.')).toBeTruthy();
    },
    'ready.dialog.stale': ({ state }) => {
      expect(within(dialog()).getByText(/^Otra persona cambió este préstamo/)).toBeTruthy();
      expect((within(dialog()).getByRole('button', { name: 'Recargar' }) as HTMLButtonElement).disabled).toBe(false);
      expect(within(dialog()).queryByText('No se pudo recargar el préstamo. Intente nuevamente.') !== null).toBe(state.context.reloadFailed);
    },
    'ready.dialog.staleReloading': () => {
      expect((within(dialog()).getByRole('button', { name: 'Recargando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
  },
});
