/**
 * 'Imprimir recibo' of a stored payment through the UI, on `receiptReprint`, from a row of 'Pagos
 * de préstamos': the receipt loads (held until a step answers), shows with 'Imprimir recibo', or
 * fails ('Reintentar' for no answer; a 404 says it is not available); 'Cerrar' from anywhere.
 */
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PaymentSortColumn, PaymentWithReceipt } from '../../machines/payments/index.ts';
import { receiptReprintMachine } from '../../machines/payments/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { PAYMENT, paymentAnswerOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';
import { receiptReprintFixtures, type ReceiptReprintModelEvent } from './loanPayments.pathFixtures.ts';

const BUTTON = 'Imprimir recibo del pago N° 41';
const TITLE = 'Recibo de pago N° 41';
const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const inDialog = () => {
  const shown = dialog();
  if (!shown) throw new Error(`no dialog "${TITLE}"`);
  return within(shown);
};

const loads = new WeakMap<object, Held<PaymentWithReceipt, [PaymentKind, number, AbortSignal?]>>();
function heldApi() {
  const held = new Held<PaymentWithReceipt, [PaymentKind, number, AbortSignal?]>('getPayment');
  loads.set(held.call, held);
  return { listPayments: async (_kind: PaymentKind, query: ListQuery<PaymentSortColumn>) => paymentAnswerOf([PAYMENT, ...THIRTY_PAYMENTS], query), getPayment: held.call };
}
function loadsOf(ui: UiRun) {
  const answer = ui.deps.api.getPayment.getMockImplementation();
  const held = answer ? loads.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldApi()');
  return held;
}

function clickWhenShown(timeoutMs = 20_000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name: BUTTON });
    if (button && dialog() === null) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

defineUiPaths<typeof receiptReprintMachine, ReceiptReprintModelEvent>({
  machine: receiptReprintMachine,
  name: 'receipt reprint',
  variants: { posted: { input: { paymentId: 41 } } },
  setup: () => {
    clickWhenShown();
    return { route: '/pagos_prestamos', deps: { storage: signedInStorage(), api: heldApi() } };
  },
  events: receiptReprintFixtures,
  executors: {
    'reprint.retried': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
    },
    'reprint.closed': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Cerrar' }));
    },
    'xstate.done.actor.loadReceipt': ({ event, ui }) => loadsOf(ui).resolve(event.output),
    'xstate.error.actor.loadReceipt': ({ event, ui }) => loadsOf(ui).reject(event.error),
  },
  preconditions: {
    'reprint.retried': (state) => state.context.failure === 'unavailable',
  },
  endsPath: (event) => event.type === 'reprint.closed',
  states: {
    loading: async ({ ui }) => {
      await eventually(() => dialog() ?? undefined, () => 'the dialog');
      expect(inDialog().getByRole('status').textContent).toBe('Cargando recibo…');
      expect(loadsOf(ui).calls.filter((call) => !call.settled).map((call) => call.args.slice(0, 2))).toEqual([['loan', 41]]);
    },
    shown: () => {
      const receipt = inDialog().getByRole('article', { name: TITLE });
      expect(receipt.textContent).toContain('Casa central');
      expect(inDialog().getByRole('button', { name: 'Imprimir recibo' })).toBeTruthy();
    },
    failed: ({ state }) => {
      const retryable = state.context.failure === 'unavailable';
      expect(inDialog().getByRole('alert').textContent).toBe(retryable ? 'No se pudo cargar el recibo.' : 'Este recibo no está disponible para su usuario.');
      expect(inDialog().queryByRole('button', { name: 'Reintentar' }) !== null).toBe(retryable);
    },
    closed: async () => {
      await eventually(() => (dialog() === null ? true : undefined), () => 'the dialog to close');
    },
  },
});
