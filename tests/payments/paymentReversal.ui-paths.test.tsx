/**
 * 'Revertir' of a loan payment through the UI, on `paymentReversal`, from 'Pagos de préstamos':
 * the row's button opens the question (the cash leaves the user's open session, the loan is
 * replayed without it), the 'Motivo' (its error from the first confirm on), the call with its key,
 * done (the dialog closes, the list asks again), a refusal (409 with its code's own words, only
 * 'Cerrar'), a failure (403 or no answer: 'Reintentar' keeps the reason) and 'Cancelar'. The list
 * answers at once; every POST is held until a step answers it. The app's key is a real random one,
 * so the context is compared with "has a key" instead of its value.
 */
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectPaymentReversal, type Payment, type PaymentReversalRequest, type PaymentSortColumn } from '../../machines/payments/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { PAYMENT, paymentAnswerOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';
import { keyedPaymentReversal, paymentReversalFixtures, type PaymentReversalModelEvent } from './loanPayments.pathFixtures.ts';

const TITLE = 'Revertir el pago N° 41';
const ROWS = [PAYMENT, ...THIRTY_PAYMENTS];
const dialog = () => screen.queryByRole('alertdialog', { name: TITLE });
const inDialog = () => {
  const shown = dialog();
  if (!shown) throw new Error(`no dialog "${TITLE}"`);
  return within(shown);
};
const reasonBox = () => inDialog().getByLabelText('Motivo *') as HTMLTextAreaElement;

const posts = new WeakMap<object, Held<Payment, [PaymentKind, PaymentReversalRequest, AbortSignal?]>>();
function heldReversalApi() {
  const held = new Held<Payment, [PaymentKind, PaymentReversalRequest, AbortSignal?]>('reversePayment');
  posts.set(held.call, held);
  return { listPayments: async (_kind: PaymentKind, query: ListQuery<PaymentSortColumn>) => paymentAnswerOf(ROWS, query), reversePayment: held.call };
}
function postsOf(ui: UiRun) {
  const answer = ui.deps.api.reversePayment.getMockImplementation();
  const held = answer ? posts.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldReversalApi()');
  return held;
}

/** Clicks the row's 'Revertir' once the list shows it (polling with the real clock). */
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

const REFUSALS: Readonly<Record<string, string>> = {
  alreadyReversed: 'Otra persona ya revirtió este pago.',
  forbidden: 'Su rol no permite revertir pagos.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

defineUiPaths<typeof keyedPaymentReversal, PaymentReversalModelEvent>({
  machine: keyedPaymentReversal,
  name: 'loan payment reversal',
  variants: { posted: { input: { target: PAYMENT } } },
  setup: () => {
    clickRevertWhenShown();
    return { route: '/pagos_prestamos', deps: { storage: signedInStorage(), api: heldReversalApi() } };
  },
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: paymentReversalFixtures,
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
    'reason.changed': (state, event) => state.context.reason !== event.reason,
  },
  endsPath: (event) => event.type === 'reversal.cancelled' || event.type === 'xstate.done.actor.reverse',
  states: {
    editing: async ({ state }) => {
      const shown = await eventually(() => dialog() ?? undefined, () => 'the question');
      const view = connectPaymentReversal(state, () => {});
      // What happens, before anything is sent: the cash leaves the user's own open session.
      expect(shown.textContent).toContain('en efectivo desde su caja abierta');
      expect(reasonBox().value).toBe(view.reason);
      expect(reasonBox().getAttribute('aria-invalid') === 'true').toBe(view.reasonError !== null);
      if (view.reasonError === 'required') expect(shown.textContent).toContain('Escriba el motivo de la reversión.');
    },
    posting: ({ state, ui }) => {
      expect((inDialog().getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
      const running = postsOf(ui).calls.filter((call) => !call.settled);
      expect(running).toHaveLength(1);
      expect(running[0]?.args[0], 'the payment’s kind').toBe('loan');
      expect(running[0]?.args[1]).toEqual({ id: PAYMENT.id, reason: state.context.reason.trim(), idempotencyKey: expect.any(String) });
      const keys = new Set(postsOf(ui).calls.map((call) => call.args[1].idempotencyKey));
      expect(keys.size, 'one key per intent').toBeLessThanOrEqual(2);
    },
    done: async ({ ui }) => {
      await closed();
      const asked = ui.deps.api.listPayments.mock.calls.length;
      await eventually(() => (ui.deps.api.listPayments.mock.calls.length > asked ? true : undefined), () => 'the list to reload', 2000);
    },
    refused: ({ event, state }) => {
      if (event.type === 'reversal.cancelled') return;
      expect(inDialog().getByRole('alert').textContent).toBe(REFUSALS[state.context.failure ?? '']);
      expect(inDialog().queryByRole('button', { name: 'Revertir' })).toBeNull();
    },
    failed: ({ state }) => {
      expect(inDialog().getByRole('alert').textContent).toBe(REFUSALS[state.context.failure ?? '']);
      expect(inDialog().getByRole('button', { name: 'Reintentar' })).toBeTruthy();
      expect(reasonBox().value).toBe(state.context.reason);
    },
    cancelled: async () => {
      await closed();
    },
  },
});
