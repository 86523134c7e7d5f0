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
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { clickRowButtonWhenShown, reasonReversalUiSteps } from '../records/reasonReversalUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { PAYMENT, paymentAnswerOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';
import { keyedPaymentReversal, paymentReversalFixtures, type PaymentReversalModelEvent } from './loanPayments.pathFixtures.ts';

const TITLE = 'Revertir el pago N° 41';
const ROWS = [PAYMENT, ...THIRTY_PAYMENTS];

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

const FAILURES: Readonly<Record<string, string>> = {
  alreadyReversed: 'Otra persona ya revirtió este pago.',
  forbidden: 'Su rol no permite revertir pagos.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

const steps = reasonReversalUiSteps<Payment>({
  title: TITLE,
  id: PAYMENT.id,
  held: postsOf,
  requestOf: (args) => args[1] as PaymentReversalRequest,
  checkCall: (args) => expect(args[0], 'the payment’s kind').toBe('loan'),
  // What happens, before anything is sent: the cash leaves the user's own open session.
  question: (shown) => expect(shown.textContent).toContain('en efectivo desde su caja abierta'),
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
