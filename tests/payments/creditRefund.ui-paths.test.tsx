/**
 * 'Devolver saldo a favor' through the UI, on `creditRefund`: the button of an overpaid loan's
 * payments slot (a test route in the signed-in layout, as the slot is in /prestamos/:id) opens the
 * one reason dialog worded for a refund (what leaves the box, 'Motivo', 'Devolver'); the call names
 * the record's kind and version; a refusal is worded by its code (no open session: open a box);
 * done shows the printable receipt. Every POST is held until a step answers it.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import type { CreditRefund, CreditRefundRequest, CreditRefundTarget } from '../../machines/payments/index.ts';
import { CreditRefundButton } from '../../src/features/payments/CreditRefundButton.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { reasonReversalUiSteps } from '../records/reasonReversalUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { LOAN_OVERPAID, LOAN_OVERPAID_RECORD, REFUND } from './loanPayments.fixtures.ts';
import { creditRefundFixtures, keyedCreditRefund, OVERPAID_TARGET, type CreditRefundModelEvent } from './loanPayments.pathFixtures.ts';

const TITLE = 'Devolver el saldo a favor del préstamo N° 7';

/** The held POST answers the refund; the steps resolve it with the chart's output (the target and its refund). */
const posts = new WeakMap<object, Held<CreditRefund, [CreditRefundRequest, AbortSignal?]>>();
function heldRefundApi() {
  const held = new Held<CreditRefund, [CreditRefundRequest, AbortSignal?]>('refundCredit');
  posts.set(held.call, held);
  return {
    currentLocation: async () => ({ location: CENTRAL, business_date: LOAN_OVERPAID.business_date }),
    refundCredit: held.call,
  };
}
function postsOf(ui: UiRun) {
  const answer = ui.deps.api.refundCredit.getMockImplementation();
  const held = answer ? posts.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldRefundApi()');
  return {
    calls: held.calls,
    // The API answers the refund itself; the app's actor wraps it into the target.
    resolve: (value: CreditRefundTarget) => held.resolve(value.refund ?? REFUND),
    reject: (error: unknown) => held.reject(error),
  };
}

const FAILURES: Readonly<Record<string, string>> = {
  noOpenSession: 'La devolución sale en efectivo de su propia caja y usted no tiene una abierta. Abra una caja en Caja y vuelva a intentarlo.',
  forbidden: 'Su rol no permite devolver saldos a favor.',
  unavailable: 'No se pudo completar. Compruebe la conexión e intente nuevamente.',
};

const withButton = (routes: RouteObject[]) => {
  const [root] = routes as [RouteObject];
  const layout = root.children?.find((route) => route.id === 'app');
  if (!layout) throw new Error('the application layout route is missing');
  layout.children = [...(layout.children ?? []), { path: 'prueba_devolucion', element: <CreditRefundButton record={LOAN_OVERPAID_RECORD} onChanged={() => {}} /> }];
};

/** Clicks 'Devolver saldo a favor' once the page shows it (polling with the real clock). */
function clickRefundWhenShown(timeoutMs = 20_000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name: 'Devolver saldo a favor' });
    if (button && screen.queryByRole('alertdialog', { name: TITLE }) === null) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

const steps = reasonReversalUiSteps<CreditRefundTarget>({
  title: TITLE,
  id: 7,
  held: postsOf,
  requestOf: (args) => {
    const { id, reason, idempotencyKey } = args[0] as CreditRefundRequest;
    return { id, reason, idempotencyKey };
  },
  // The record's kind and the version the page read.
  checkCall: (args) => expect(args[0]).toMatchObject({ kind: 'loan', id: 7, version: LOAN_OVERPAID_RECORD.version }),
  // What happens, before anything is sent: the whole credit leaves the user's own open box.
  question: (shown) => expect(shown.textContent).toMatch(/Se entregarán .*8\.?652,85.* en efectivo al cliente desde su caja abierta, y el préstamo quedará pagado\./),
  failureText: (failure) => FAILURES[failure] ?? '',
  confirmLabel: 'Devolver',
  reasonRequiredText: 'Escriba el motivo de la devolución.',
  afterDone: async () => {
    // The printable receipt of the refund replaces the dialog.
    const receipt = await eventually(() => screen.queryByRole('article', { name: 'Comprobante de devolución N° 5' }) ?? undefined, () => 'the receipt');
    expect(receipt.textContent).toContain('El cliente pagó de más');
    expect(screen.getByRole('button', { name: 'Imprimir comprobante' })).toBeTruthy();
  },
});

defineUiPaths<typeof keyedCreditRefund, CreditRefundModelEvent>({
  machine: keyedCreditRefund,
  name: 'credit refund',
  variants: { overpaid: { input: { target: OVERPAID_TARGET } } },
  setup: () => {
    clickRefundWhenShown();
    return { route: '/prueba_devolucion', deps: { storage: signedInStorage(), api: heldRefundApi() }, tweakRoutes: withButton };
  },
  context: steps.context,
  events: creditRefundFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
