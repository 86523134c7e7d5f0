/**
 * 'Revertir' of a loan payment through the UI, on `paymentReversal`, from 'Pagos de préstamos',
 * with the reversal steps every reason reversal shares (tests/records/reasonReversalUiPaths.ts):
 * the question says the cash leaves the user's open session and the payments are replayed without
 * it; the call names the payment's kind; a refusal is worded by its code. The list answers at
 * once; every POST is held until a step answers it.
 */
import { expect } from 'vitest';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { Payment, PaymentReversalRequest, PaymentSortColumn } from '../../machines/payments/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { CashRoute } from '../../machines/cash/index.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { clickRowButtonWhenShown, reasonReversalUiSteps } from '../records/reasonReversalUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { PAYMENT, paymentAnswerOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';
import { keyedPaymentReversal, paymentReversalFixtures, type PaymentReversalModelEvent } from './loanPayments.pathFixtures.ts';

const TITLE = 'Revertir el pago N° 41';
const ROWS = [PAYMENT, ...THIRTY_PAYMENTS];

const posts = new WeakMap<object, Held<Payment, [PaymentKind, PaymentReversalRequest, AbortSignal?]>>();
const routes = new WeakMap<object, Held<CashRoute, [PaymentKind, number, AbortSignal?]>>();
function heldReversalApi() {
  const held = new Held<Payment, [PaymentKind, PaymentReversalRequest, AbortSignal?]>('reversePayment');
  const route = new Held<CashRoute, [PaymentKind, number, AbortSignal?]>('paymentCashRoute');
  posts.set(held.call, held);
  routes.set(route.call, route);
  return {
    listPayments: async (_kind: PaymentKind, query: ListQuery<PaymentSortColumn>) => paymentAnswerOf(ROWS, query),
    // The location's currency: the refusal names what the box holds in it.
    currentLocation: async () => ({ location: CENTRAL, business_date: '2026-11-24' }),
    reversePayment: held.call,
    paymentCashRoute: route.call,
  };
}
function routesOf(ui: UiRun) {
  const answer = ui.deps.api.paymentCashRoute.getMockImplementation();
  const held = answer ? routes.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldReversalApi()');
  return held;
}
function postsOf(ui: UiRun) {
  const answer = ui.deps.api.reversePayment.getMockImplementation();
  const held = answer ? posts.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldReversalApi()');
  return held;
}

const FAILURES: Readonly<Record<string, string>> = {
  alreadyReversed: 'Otra persona ya revirtió este pago.',
  // What the box holds, as the app formats ARS in Spanish.
  insufficientCash: `La caja no tiene efectivo suficiente (tiene ${formatMoney(12_500_00, { currency: 'ARS', digits: 2 }, 'es')}).`,
  noSuchSession: 'La caja elegida no existe en esta ubicación.',
  forbidden: 'Su rol no permite revertir pagos.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

const steps = reasonReversalUiSteps<Payment>({
  title: TITLE,
  id: PAYMENT.id,
  held: postsOf,
  heldRoute: routesOf,
  requestOf: (args) => args[1] as PaymentReversalRequest,
  checkCall: (args) => expect(args[0], 'the payment’s kind').toBe('loan'),
  // What happens, before anything is sent: the cash goes back out through the box it came in through.
  question: (shown) => expect(shown.textContent).toContain('en efectivo por la caja en que entró el pago'),
  failureText: (failure) => FAILURES[failure] ?? '',
  afterDone: async (ui) => {
    const asked = ui.deps.api.listPayments.mock.calls.length;
    await eventually(() => (ui.deps.api.listPayments.mock.calls.length > asked ? true : undefined), () => 'the list to reload', 2000);
  },
});

defineUiPaths<typeof keyedPaymentReversal, PaymentReversalModelEvent>({
  machine: keyedPaymentReversal,
  name: 'loan payment reversal',
  variants: { posted: { input: { target: PAYMENT } } },
  setup: () => {
    clickRowButtonWhenShown(TITLE);
    return { route: '/pagos_prestamos', deps: { storage: signedInStorage(), api: heldReversalApi() } };
  },
  context: steps.context,
  events: paymentReversalFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
