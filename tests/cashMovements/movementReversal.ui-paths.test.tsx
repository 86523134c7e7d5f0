/**
 * 'Revertir' of a movement through the UI, on `movementReversal`: the row's button opens the
 * question (what will be posted and where), the 'Motivo' (its error from the first confirm on),
 * the call with its key, done (the dialog closes, 'Movimiento revertido.', the list asks again),
 * a refusal (409, only 'Cerrar'), a failure (403 or no answer: 'Reintentar' keeps the reason) and
 * 'Cancelar'. The ledger answers at once; every POST is held until a step answers it. The app's
 * key is a real random one, so the context is compared with "has a key" instead of its value.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import { connectMovementReversal, type MovementSortColumn, type ReverseRequest } from '../../machines/cashMovements/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { INCOME, movementPageOf, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';
import { keyedMovementReversal, movementReversalFixtures, type MovementReversalModelEvent } from './cashMovements.pathFixtures.ts';

const TITLE = 'Revertir el movimiento N° 12';
const dialog = () => screen.queryByRole('alertdialog', { name: TITLE });
const inDialog = () => {
  const shown = dialog();
  if (!shown) throw new Error(`no dialog "${TITLE}"`);
  return within(shown);
};
const reasonBox = () => inDialog().getByLabelText('Motivo *') as HTMLTextAreaElement;

const posts = new WeakMap<object, Held<Movement, [ReverseRequest, AbortSignal?]>>();
function heldReversalApi() {
  const held = new Held<Movement, [ReverseRequest, AbortSignal?]>('reverseMovement');
  posts.set(held.call, held);
  return { listMovements: async (query: ListQuery<MovementSortColumn>) => movementPageOf(SIXTY_MOVEMENTS, query), reverseMovement: held.call };
}
function postsOf(ui: UiRun) {
  const answer = ui.deps.api.reverseMovement.getMockImplementation();
  const held = answer ? posts.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldReversalApi()');
  return held;
}

/** Clicks the row's 'Revertir' once the ledger shows it (polling with the real clock). */
function clickRevertWhenShown(timeoutMs = 20_000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name: TITLE });
    if (button && dialog() === null) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

const closed = async () => eventually(() => (dialog() === null ? true : undefined), () => 'the dialog to close');

defineUiPaths<typeof keyedMovementReversal, MovementReversalModelEvent>({
  machine: keyedMovementReversal,
  name: 'movement reversal',
  variants: { income: { input: { target: INCOME } } },
  setup: () => {
    clickRevertWhenShown();
    return { route: '/movimientos', deps: { storage: signedInStorage(), api: heldReversalApi() } };
  },
  // The app makes a real key per intent (`crypto.randomUUID()`): compared as "has a key".
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: movementReversalFixtures,
  executors: {
    'reason.changed': ({ event }) => {
      fireEvent.change(reasonBox(), { target: { value: event.reason } });
    },
    'reversal.confirmed': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Revertir' }));
    },
    'reversal.retried': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
    },
    'reversal.cancelled': ({ before }) => {
      fireEvent.click(inDialog().getByRole('button', { name: before.matches('refused') ? 'Cerrar' : 'Cancelar' }));
    },
    'xstate.done.actor.reverse': ({ event, ui }) => postsOf(ui).resolve(event.output),
    'xstate.error.actor.reverse': ({ event, ui }) => postsOf(ui).reject(event.error),
  },
  preconditions: {
    // Typing the text that is already there changes nothing (the browser sends no change).
    'reason.changed': (state, event) => state.context.reason !== event.reason,
  },
  endsPath: (event) => event.type === 'reversal.cancelled' || event.type === 'xstate.done.actor.reverse',
  states: {
    editing: async ({ state }) => {
      const shown = await eventually(() => dialog() ?? undefined, () => 'the question');
      const view = connectMovementReversal(state, () => {});
      // What will be posted and where, before anything is sent.
      expect(shown.textContent).toContain('Se registrará una salida de');
      expect(shown.textContent).toContain('Caja principal');
      expect(reasonBox().value).toBe(view.reason);
      expect(reasonBox().getAttribute('aria-invalid') === 'true').toBe(view.reasonError !== null);
      if (view.reasonError === 'required') expect(shown.textContent).toContain('Escriba el motivo de la reversión.');
    },
    posting: ({ state, ui }) => {
      expect((inDialog().getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
      const running = postsOf(ui).calls.filter((call) => !call.settled);
      expect(running).toHaveLength(1);
      // The reason trimmed, with the intent's key (a retry resends the same one).
      expect(running[0]?.args[0]).toEqual({ id: INCOME.id, reason: state.context.reason.trim(), idempotencyKey: expect.any(String) });
      const keys = new Set(postsOf(ui).calls.map((call) => call.args[0].idempotencyKey));
      expect(keys.size, 'one key per intent').toBeLessThanOrEqual(2);
    },
    done: async ({ ui }) => {
      await closed();
      expect(ui.deps.alerts).toEqual([{ icon: 'success', title: 'Éxito', text: 'Movimiento revertido.' }]);
      // The list asks again (once typing would have paused), so the pair is shown.
      const asked = ui.deps.api.listMovements.mock.calls.length;
      await eventually(() => (ui.deps.api.listMovements.mock.calls.length > asked ? true : undefined), () => 'the list to reload', 2000);
    },
    refused: ({ event }) => {
      if (event.type === 'reversal.cancelled') return;
      expect(inDialog().getByRole('alert').textContent).toContain('No se puede revertir');
      expect(inDialog().queryByRole('button', { name: 'Revertir' })).toBeNull();
    },
    failed: ({ state }) => {
      const text = inDialog().getByRole('alert').textContent ?? '';
      expect(text).toContain(state.context.failure === 'forbidden' ? 'Su rol no permite revertir movimientos.' : 'No se pudo completar');
      expect(inDialog().getByRole('button', { name: 'Reintentar' })).toBeTruthy();
      // Nothing typed is lost.
      expect(reasonBox().value).toBe(state.context.reason);
    },
    cancelled: async () => {
      await closed();
    },
  },
});

