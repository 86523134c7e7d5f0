/**
 * 'Revertir' of a movement through the UI, on `movementReversal`, from 'Movimientos', with the
 * reversal steps every reason reversal shares (tests/records/reasonReversalUiPaths.ts): the
 * question says what will be posted and where; done also says 'Movimiento revertido.'; any 409 is
 * one refusal. The ledger answers at once; every POST is held until a step answers it.
 */
import { expect } from 'vitest';
import type { Movement } from '../../machines/cash/cash.schema.ts';
import type { MovementSortColumn, ReverseRequest } from '../../machines/cashMovements/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { clickRowButtonWhenShown, reasonReversalUiSteps } from '../records/reasonReversalUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { INCOME, movementPageOf, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';
import { keyedMovementReversal, movementReversalFixtures, type MovementReversalModelEvent } from './cashMovements.pathFixtures.ts';

const TITLE = 'Revertir el movimiento N° 12';

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

const FAILURES: Readonly<Record<string, string>> = {
  conflict: 'No se puede revertir: el movimiento ya fue revertido, es una reversión, o su caja no tiene una sesión abierta. Al cerrar, la lista se actualiza.',
  forbidden: 'Su rol no permite revertir movimientos.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

const steps = reasonReversalUiSteps<Movement>({
  title: TITLE,
  id: INCOME.id,
  held: postsOf,
  requestOf: (args) => args[0] as ReverseRequest,
  // What will be posted and where, before anything is sent.
  question: (shown) => {
    expect(shown.textContent).toContain('Se registrará una salida de');
    expect(shown.textContent).toContain('Caja principal');
  },
  failureText: (failure) => FAILURES[failure] ?? '',
  afterDone: async (ui) => {
    expect(ui.deps.alerts).toEqual([{ icon: 'success', title: 'Éxito', text: 'Movimiento revertido.' }]);
    // The list asks again (once typing would have paused), so the pair is shown.
    const asked = ui.deps.api.listMovements.mock.calls.length;
    await eventually(() => (ui.deps.api.listMovements.mock.calls.length > asked ? true : undefined), () => 'the list to reload', 2000);
  },
});

defineUiPaths<typeof keyedMovementReversal, MovementReversalModelEvent>({
  machine: keyedMovementReversal,
  name: 'movement reversal',
  variants: { income: { input: { target: INCOME } } },
  setup: () => {
    clickRowButtonWhenShown(TITLE);
    return { route: '/movimientos', deps: { storage: signedInStorage(), api: heldReversalApi() } };
  },
  context: steps.context,
  events: movementReversalFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
