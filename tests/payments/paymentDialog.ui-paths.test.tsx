/**
 * 'Registrar pago' through the UI, on `paymentDialog`: the button of a loan's payments slot
 * (mounted on a test route in the signed-in layout, as the slot is in /prestamos/:id) opens the
 * dialog with what is due today; typing shows the allocation preview; posting carries the intent's
 * key, the record's version and a transfer's reference; a 409 duplicateReference names the earlier
 * payment and asks before posting again; a 409 stale reloads the record keeping what was typed; a refusal is worded by its
 * code; a failure keeps the input for 'Reintentar' (same key); the receipt ends it. Every POST and
 * reload is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';
import { connectPaymentDialog, needsReference, type PayableRef, type PaymentRequest, type PaymentWithReceipt } from '../../machines/payments/index.ts';
import { RegisterPaymentButton } from '../../src/features/payments/RegisterPaymentButton.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { LOAN_TWO_DUE, LOAN_TWO_DUE_RECORD } from './loanPayments.fixtures.ts';
import { keyedPaymentDialog, paymentDialogFixtures, type PaymentDialogModelEvent } from './loanPayments.pathFixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

const TITLE = 'Registrar pago del préstamo N° 7';
const dialog = () => screen.queryByRole('dialog', { name: TITLE }) ?? screen.queryByRole('dialog', { name: 'Pago registrado' });
const inDialog = () => {
  const shown = dialog();
  if (!shown) throw new Error('no payment dialog');
  return within(shown);
};
const amountBox = () => inDialog().getByLabelText('Monto *') as HTMLInputElement;

const PREPAY_LABELS: Readonly<Record<string, string>> = { fewerInstallments: 'Menos cuotas', lowerInstallment: 'Cuota menor', payAhead: 'Adelantar las próximas cuotas' };

const FAILURES: Readonly<Record<string, string>> = {
  noOpenSession: 'Para cobrar en efectivo abra primero su caja, o registre el pago como transferencia.',
  forbidden: 'Su rol no permite registrar pagos.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

interface HeldApi {
  posts: Held<PaymentWithReceipt, [PaymentRequest, AbortSignal?]>;
  loads: Held<PayableRecord, [PayableRef, AbortSignal?]>;
}
const helds = new WeakMap<object, HeldApi>();
function heldApi() {
  const held: HeldApi = { posts: new Held('postPayment'), loads: new Held('recordForPayment') };
  helds.set(held.posts.call, held);
  return {
    currentLocation: async () => ({ location: CENTRAL, business_date: LOAN_TWO_DUE.business_date }),
    postPayment: held.posts.call,
    recordForPayment: held.loads.call,
  };
}
function heldOf(ui: UiRun): HeldApi {
  const answer = ui.deps.api.postPayment.getMockImplementation();
  const held = answer ? helds.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldApi()');
  return held;
}

const withButton = (routes: RouteObject[]) => {
  const [root] = routes as [RouteObject];
  const layout = root.children?.find((route) => route.id === 'app');
  if (!layout) throw new Error('the application layout route is missing');
  layout.children = [...(layout.children ?? []), { path: 'prueba_prestamo', element: <RegisterPaymentButton record={LOAN_TWO_DUE_RECORD} onChanged={() => {}} /> }];
};

/** Clicks 'Registrar pago' once the page shows it (polling with the real clock). */
function clickRegisterWhenShown(timeoutMs = 20_000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name: 'Registrar pago' });
    if (button && dialog() === null) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

const closed = async () => eventually(() => (dialog() === null ? true : undefined), () => 'the dialog to close');

defineUiPaths<typeof keyedPaymentDialog, PaymentDialogModelEvent>({
  machine: keyedPaymentDialog,
  name: 'loan payment dialog',
  variants: { twoDue: { input: { record: LOAN_TWO_DUE_RECORD, digits: 2, conventions: ES_ARS } } },
  setup: () => {
    clickRegisterWhenShown();
    return { route: '/prueba_prestamo', deps: { storage: signedInStorage(), api: heldApi() }, tweakRoutes: withButton };
  },
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: paymentDialogFixtures,
  executors: {
    'amount.changed': ({ event }) => {
      fireEvent.change(amountBox(), { target: { value: event.value } });
    },
    'method.changed': () => {
      fireEvent.click(inDialog().getByLabelText('Transferencia'));
    },
    'valueDate.changed': ({ event }) => {
      fireEvent.change(inDialog().getByLabelText('Fecha valor'), { target: { value: event.value } });
    },
    'prepay.changed': ({ event }) => {
      fireEvent.click(inDialog().getByRole('radio', { name: PREPAY_LABELS[event.choice] }));
    },
    'reference.changed': ({ event }) => {
      fireEvent.change(inDialog().getByLabelText('Referencia *'), { target: { value: event.value } });
    },
    'form.submitted': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Registrar pago' }));
    },
    'duplicate.confirmed': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Confirmar' }));
    },
    'duplicate.declined': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Corregir la referencia' }));
    },
    'excess.confirmed': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Confirmar' }));
    },
    'excess.declined': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Corregir el monto' }));
    },
    'save.retried': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
    },
    'dialog.closed': ({ before }) => {
      fireEvent.click(inDialog().getByRole('button', { name: before.matches('receipt') ? 'Cerrar' : 'Cancelar' }));
    },
    'xstate.done.actor.postPayment': ({ event, ui }) => heldOf(ui).posts.resolve(event.output),
    'xstate.error.actor.postPayment': ({ event, ui }) => heldOf(ui).posts.reject(event.error),
    'xstate.done.actor.loadRecord': ({ event, ui }) => heldOf(ui).loads.resolve(event.output),
    'xstate.error.actor.loadRecord': ({ event, ui }) => heldOf(ui).loads.reject(event.error),
  },
  preconditions: {
    // Typing what is already there changes nothing; the radio already chosen sends no change.
    'amount.changed': (state, event) => state.context.values.amount !== event.value,
    'method.changed': (state, event) => state.context.values.method !== event.method,
    'valueDate.changed': (state, event) => state.context.values.valueDate !== event.value,
    // The question is on screen only for an amount above the dues; choosing the chosen one sends nothing.
    'prepay.changed': (state, event) => connectPaymentDialog(state, () => {}).prepay !== null && state.context.prepay !== event.choice,
    // 'Referencia' is shown for every method but cash.
    'reference.changed': (state, event) => needsReference(state.context.values.method) && state.context.values.reference !== event.value,
    // A failed post's form submits only as 'Reintentar' (for no verdict), never as a new intent.
    'form.submitted': (state) => state.matches('editing'),
    'save.retried': (state) => state.context.failure === 'unavailable',
  },
  endsPath: (event) => event.type === 'dialog.closed',
  states: {
    editing: async ({ state }) => {
      await eventually(() => dialog() ?? undefined, () => 'the dialog');
      const view = connectPaymentDialog(state, () => {});
      expect(amountBox().value).toBe(view.values.amount);
      expect(amountBox().getAttribute('aria-invalid') === 'true').toBe(view.amountError !== null);
      // The preview is there exactly when the amount is one.
      expect(inDialog().queryByRole('table', { name: 'Vista previa de la imputación' }) !== null).toBe(view.preview !== null);
      if (view.reloaded) expect(inDialog().getByRole('status').textContent).toContain('El préstamo cambió mientras tanto');
      // The question is there exactly when the amount is above the dues, and names what it is missing after a submit.
      expect(inDialog().queryByRole('radiogroup', { name: /^¿Qué hace el excedente/ }) !== null).toBe(view.prepay !== null);
      if (view.prepay !== null) expect(inDialog().queryByText('Elija qué hace el excedente.') !== null).toBe(view.prepay.unanswered);
    },
    posting: ({ state, ui }) => {
      expect((inDialog().getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
      const running = heldOf(ui).posts.calls.filter((call) => !call.settled);
      expect(running).toHaveLength(1);
      expect(running[0]?.args[0]).toEqual({
        kind: 'loan',
        id: 7,
        amount: expect.any(Number),
        method: state.context.values.method,
        // A transfer's reference, trimmed; none for cash.
        ...(needsReference(state.context.values.method) ? { reference: state.context.values.reference.trim() } : {}),
        version: state.context.record.version,
        // Above the balance only once the excess was confirmed.
        acceptExcess: state.context.excess !== null,
        // A duplicate reference only once the earlier payment was shown and confirmed.
        ...(state.context.duplicate !== null ? { acceptDuplicate: true } : {}),
        ...(state.context.values.valueDate === '' ? {} : { valueDate: state.context.values.valueDate }),
        // A mode chosen for an amount above the dues makes a new schedule version.
        ...(connectPaymentDialog(state, () => {}).prepay !== null && (state.context.prepay === 'fewerInstallments' || state.context.prepay === 'lowerInstallment') ? { prepay: state.context.prepay } : {}),
        idempotencyKey: expect.any(String),
      });
    },
    confirmingExcess: ({ state }) => {
      // The warning names the excess (20.000,00 − 11.347,15), and nothing was posted.
      expect(state.context.excess).toBe(8_652_85);
      expect(inDialog().getByRole('alert').textContent).toMatch(/^El pago supera el saldo en .*8\.?652,85.*: quedará un saldo a favor del cliente\. ¿Confirmar\?$/);
      expect(amountBox().readOnly).toBe(true);
      expect(inDialog().getByRole('button', { name: 'Corregir el monto' })).toBeTruthy();
    },
    confirmingDuplicate: ({ state }) => {
      // The warning names the earlier payment (receipt, date, amount), and nothing was posted.
      expect(inDialog().getByRole('alert').textContent).toMatch(/^Ya hay un pago con esta referencia y este método: recibo N° 41 del .+ por .*300,00.*\. ¿Registrar este pago igualmente\?$/);
      if (needsReference(state.context.values.method)) expect((inDialog().getByLabelText('Referencia *') as HTMLInputElement).readOnly).toBe(true);
      expect(inDialog().getByRole('button', { name: 'Corregir la referencia' })).toBeTruthy();
    },
    reloading: ({ ui }) => {
      expect((inDialog().getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
      const running = heldOf(ui).loads.calls.filter((call) => !call.settled);
      expect(running).toHaveLength(1);
      expect(running[0]?.args[0]).toEqual({ kind: 'loan', id: 7 });
    },
    failed: ({ state }) => {
      expect(inDialog().getByRole('alert').textContent).toBe(FAILURES[state.context.failure ?? '']);
      // Nothing typed is lost.
      expect(amountBox().value).toBe(state.context.values.amount);
    },
    receipt: async () => {
      await eventually(() => screen.queryByRole('article', { name: 'Recibo de pago N° 41' }) ?? undefined, () => 'the receipt');
      expect(inDialog().getByRole('button', { name: 'Imprimir recibo' })).toBeTruthy();
    },
    closed: async () => {
      await closed();
    },
    cancelled: async () => {
      await closed();
    },
  },
});
