/**
 * The UI path steps of a record's page built by `recordDetailMachine` whose action takes a reason,
 * and a date where the page gives its label (loanDetail, debtDetail; rentalDetail's 'Rescindir'): the record loading, refused (404) or failed
 * ('Reintentar'), 'Actualizar' (RELOAD), one action's dialog with its 'Motivo', sending, failed
 * ('Reintentar' on the same key), refused in its own words, 409 `stale` with 'Recargar'. Every GET
 * and POST is held until a step answers it. Each area gives its API calls, texts and the check of
 * its `ready` state.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';

interface DetailCalls {
  get: Held<unknown, unknown[]>;
  run: Held<unknown, unknown[]>;
}

/** What the steps read of a state. */
interface DetailState {
  context: { action: string | null; reason: string; date: string; choice: string; showErrors: boolean; reloadFailed: boolean; actionFailure: string | null };
  // Method syntax on purpose: each machine's `matches` takes its own state values.
  matches(value: { ready: 'idle' } | { ready: { dialog: 'editing' | 'failed' | 'refused' | 'stale' } }): boolean;
}

export interface RecordDetailUi {
  get: 'getLoan' | 'getDebt' | 'getRental';
  run: 'runLoanAction' | 'runDebtAction' | 'runRentalAction';
  /** The action the suite opens: its button and dialog's name. */
  action: string;
  /** Other actions the suite opens, by code: their button, dialog and confirmation's name. */
  actions?: Readonly<Record<string, string>>;
  /** The label of the action's date field, for an action that takes one. */
  date?: RegExp;
  /** The label of the choice ('Cuota'…) and the actions that show it. */
  choice?: { label: string; actions: readonly string[] };
  loading: string;
  /** The heading of the record's data, once shown. */
  dataHeading: string;
  notFound: string;
  loadFailed: string;
  reloading: string;
  /** The refusal the suite's fixtures answer, said in the page's words (by code when there are several). */
  refusal: string | Readonly<Record<string, string>>;
  stale: RegExp;
  staleReloadFailed: string;
  retrying(state: DetailState): boolean;
}

const byAnswer = new WeakMap<object, DetailCalls>();
const inDialog = (state: DetailState, ...states: ('editing' | 'failed' | 'refused' | 'stale')[]) => states.some((name) => state.matches({ ready: { dialog: name } }));

/** The held API, gestures and assertions of a record page's UI path suite, to spread into `defineUiPaths`. */
export function recordDetailUiSteps(page: RecordDetailUi) {
  // Only one action's dialog is ever open: the one of the state's action.
  const dialog = () => screen.getByRole('dialog');
  const labelOf = (action: string | null) => (action === null ? page.action : (page.actions?.[action] ?? page.action));
  const refusalOf = (code: string | null) => (typeof page.refusal === 'string' ? page.refusal : (page.refusal[code ?? ''] ?? `no text for refusal ${code}`));
  const showsChoice = (state: DetailState) => page.choice !== undefined && state.context.action !== null && page.choice.actions.includes(state.context.action);
  function callsOf(ui: UiRun): DetailCalls {
    const answer = ui.deps.api[page.get].getMockImplementation();
    const calls = answer ? byAnswer.get(answer) : undefined;
    if (!calls) throw new Error('this run was not set up with api()');
    return calls;
  }
  /** Only this outcome of the record is on screen. */
  function onlyOutcome(shown: 'loading' | 'ready' | 'refused' | 'failed'): void {
    expect(screen.queryByText(page.loading) !== null, 'loading').toBe(shown === 'loading');
    expect(screen.queryByRole('heading', { name: page.dataHeading, hidden: true }) !== null, 'record').toBe(shown === 'ready');
    expect(screen.queryByRole('heading', { name: new RegExp(`^(${page.notFound}|Sin acceso)$`) }) !== null, 'refused').toBe(shown === 'refused');
    expect(screen.queryByRole('heading', { name: page.loadFailed }) !== null, 'failed').toBe(shown === 'failed');
  }
  const get = {
    done: ({ event, ui }: { event: { output: unknown }; ui: UiRun }) => callsOf(ui).get.resolve(event.output),
    error: ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => callsOf(ui).get.reject(event.error),
  };

  return {
    onlyOutcome,
    /** The gesture and precondition of `date.changed`, for a page whose action takes a date (`page.date`). */
    dateChanged: {
      executor: ({ event }: { event: { date: string } }) => {
        if (page.date === undefined) throw new Error('this page gave no date label');
        fireEvent.change(within(dialog()).getByLabelText(page.date), { target: { value: event.date } });
      },
      precondition: (state: DetailState, event: { date: string }) => inDialog(state, 'editing', 'failed', 'refused') && state.context.date !== event.date,
    },
    /** The gesture and precondition of `choice.changed`, in the dialogs of `page.choice.actions`. */
    choiceChanged: {
      executor: ({ event }: { event: { choice: string } }) => {
        if (page.choice === undefined) throw new Error('this page gave no choice label');
        fireEvent.change(within(dialog()).getByLabelText(page.choice.label), { target: { value: event.choice } });
      },
      precondition: (state: DetailState, event: { choice: string }) => inDialog(state, 'editing', 'failed', 'refused') && showsChoice(state) && state.context.choice !== event.choice,
    },
    api(): Partial<SofiaApi> {
      const calls: DetailCalls = { get: new Held(page.get), run: new Held(page.run) };
      byAnswer.set(calls.get.call, calls);
      return {
        [page.get]: calls.get.call,
        [page.run]: calls.run.call,
        currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
      } as Partial<SofiaApi>;
    },
    context: (snapshot: { context: { idempotencyKey: string | null } }) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
    executors: {
      'record.retried': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      },
      // 'Actualizar' (the payments slot's reload() sends the same event once a payment is posted).
      RELOAD: () => {
        fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
      },
      'action.opened': ({ event }: { event: { action: string } }) => {
        fireEvent.click(screen.getByRole('button', { name: labelOf(event.action) }));
      },
      'reason.changed': ({ event }: { event: { reason: string } }) => {
        fireEvent.change(within(dialog()).getByLabelText(/^Motivo/), { target: { value: event.reason } });
      },
      'action.confirmed': ({ before }: { before: DetailState }) => {
        fireEvent.click(within(dialog()).getByRole('button', { name: labelOf(before.context.action) }));
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
      'xstate.done.actor.loadRecord': get.done,
      'xstate.error.actor.loadRecord': get.error,
      'xstate.done.actor.reloadRecord': get.done,
      'xstate.error.actor.reloadRecord': get.error,
      'xstate.done.actor.reloadStale': get.done,
      'xstate.error.actor.reloadStale': get.error,
      'xstate.done.actor.runAction': ({ event, ui }: { event: { output: unknown }; ui: UiRun }) => callsOf(ui).run.resolve(event.output),
      'xstate.error.actor.runAction': ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => callsOf(ui).run.reject(event.error),
    },
    preconditions: {
      RELOAD: (state: DetailState) => state.matches({ ready: 'idle' }),
      'reason.changed': (state: DetailState, event: { reason: string }) => inDialog(state, 'editing', 'failed', 'refused') && state.context.reason !== event.reason,
      'action.confirmed': (state: DetailState) => inDialog(state, 'editing', 'refused'),
      'dialog.closed': (state: DetailState) => inDialog(state, 'editing', 'failed', 'refused', 'stale'),
    },
    states: {
      loading: async ({ state }: { state: DetailState }) => {
        if (page.retrying(state)) {
          expect(screen.getByRole('button', { name: 'Reintentando…' }).hasAttribute('disabled')).toBe(true);
          return;
        }
        await eventually(() => screen.queryByText(page.loading) ?? undefined, () => 'the loading status');
        onlyOutcome('loading');
      },
      failed: () => {
        onlyOutcome('failed');
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
      },
      refused: () => {
        onlyOutcome('refused');
        expect(screen.getByRole('heading', { name: page.notFound })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
      },
      'ready.idle': () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByText(page.reloading)).toBeNull();
      },
      'ready.reloading': () => {
        expect(screen.getByText(page.reloading)).toBeTruthy();
        expect((screen.getByRole('button', { name: 'Actualizar' }) as HTMLButtonElement).disabled).toBe(true);
      },
      'ready.dialog': ({ state }: { state: DetailState }) => {
        expect(screen.getByRole('dialog', { name: labelOf(state.context.action) })).toBeTruthy();
        if (showsChoice(state) && page.choice) {
          // The choice made, while the record (reloaded after a 409) still offers it.
          const select = within(dialog()).getByLabelText(page.choice.label) as HTMLSelectElement;
          const offered = [...select.options].some((option) => option.value === state.context.choice);
          expect(select.value).toBe(offered ? state.context.choice : '');
        }
        const textarea = within(dialog()).getByLabelText(/^Motivo/) as HTMLTextAreaElement;
        // What was typed stays through failures, refusals and a 409.
        expect(textarea.value).toBe(state.context.reason);
        if (page.date) expect((within(dialog()).getByLabelText(page.date) as HTMLInputElement).value).toBe(state.context.date);
      },
      'ready.dialog.editing': ({ state }: { state: DetailState }) => {
        const confirm = within(dialog()).getByRole('button', { name: labelOf(state.context.action) }) as HTMLButtonElement;
        expect(confirm.disabled).toBe(false);
        const shown = within(dialog()).queryByText('Escriba el motivo.') !== null;
        expect(shown, 'reason error').toBe(state.context.showErrors && state.context.reason.trim() === '');
        if (page.date) expect(within(dialog()).queryByText('Elija la fecha.') !== null, 'date error').toBe(state.context.showErrors && state.context.date === '');
      },
      'ready.dialog.sending': () => {
        expect((within(dialog()).getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
      },
      'ready.dialog.failed': () => {
        expect(within(dialog()).getByText('No se pudo completar la acción. Compruebe la conexión e intente nuevamente.')).toBeTruthy();
        expect(within(dialog()).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
      },
      'ready.dialog.refused': ({ state }: { state: DetailState }) => {
        expect(within(dialog()).getByText(refusalOf(state.context.actionFailure))).toBeTruthy();
      },
      'ready.dialog.stale': ({ state }: { state: DetailState }) => {
        expect(within(dialog()).getByText(page.stale)).toBeTruthy();
        expect((within(dialog()).getByRole('button', { name: 'Recargar' }) as HTMLButtonElement).disabled).toBe(false);
        expect(within(dialog()).queryByText(page.staleReloadFailed) !== null).toBe(state.context.reloadFailed);
      },
      'ready.dialog.staleReloading': () => {
        expect((within(dialog()).getByRole('button', { name: 'Recargando…' }) as HTMLButtonElement).disabled).toBe(true);
      },
    },
  };
}
