// @vitest-environment node
/**
 * The payment methods' pure rules (machines/payments/paymentMethods.ts) and what 'Registrar pago'
 * posts with them: the location's methods listed (cash first), the reference required for every
 * method but cash and sent trimmed (never for cash), and a 409 duplicateReference asked about
 * before it is posted again with `acceptDuplicate`.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  connectPaymentDialog,
  enabledMethodsOf,
  paymentFailureOf,
  referenceError,
  referenceKey,
  type PaymentRequest,
  type PaymentWithReceipt,
} from '../../machines/payments/index.ts';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';
import type { PayableRef } from '../../machines/payments/index.ts';
import { LOAN_TWO_DUE_RECORD, POSTED } from './loanPayments.fixtures.ts';
import { EARLIER_PAYMENT, keyedPaymentDialog } from './loanPayments.pathFixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

describe('the methods a location takes', () => {
  it('are the catalogue’s, in its order, cash always; cash and transfer when none are known', () => {
    expect(enabledMethodsOf(undefined)).toEqual(['cash', 'transfer']);
    expect(enabledMethodsOf(['card', 'wallet', 'card'])).toEqual(['cash', 'wallet', 'card']);
    expect(enabledMethodsOf(['transfer', 'bitcoin'])).toEqual(['cash', 'transfer']);
  });
});

describe("a payment's reference", () => {
  it('is required for every method but cash, trimmed, at most 64 characters', () => {
    expect(referenceError('cash', '')).toBeNull();
    expect(referenceError('cash', 'x'.repeat(65))).toBe('referenceTooLong');
    for (const method of ['transfer', 'wallet', 'card'] as const) {
      expect(referenceError(method, '  ')).toBe('referenceRequired');
      expect(referenceError(method, ` ${'x'.repeat(64)} `)).toBeNull();
      expect(referenceError(method, 'x'.repeat(65))).toBe('referenceTooLong');
    }
  });

  it('is compared trimmed and case-insensitive', () => {
    expect(referenceKey(' OP-778899 ')).toBe(referenceKey('op-778899'));
  });
});

describe("'Registrar pago' with methods and references", () => {
  const start = (answers: ((request: PaymentRequest) => Promise<PaymentWithReceipt>)[], methods?: readonly ('cash' | 'transfer' | 'wallet' | 'card')[]) => {
    const sent: PaymentRequest[] = [];
    const machine = keyedPaymentDialog.provide({
      actors: {
        postPayment: fromPromise<PaymentWithReceipt, PaymentRequest>(({ input }) => {
          sent.push(input);
          const answer = answers[sent.length - 1];
          if (answer === undefined) throw new Error('no answer left');
          return answer(input);
        }),
        loadRecord: fromPromise<PayableRecord, PayableRef>(async () => LOAN_TWO_DUE_RECORD),
      },
    });
    const actor = createActor(machine, { input: { record: LOAN_TWO_DUE_RECORD, digits: 2, conventions: ES_ARS, ...(methods ? { methods } : {}) } }).start();
    const view = () => connectPaymentDialog(actor.getSnapshot(), actor.send);
    return { actor, sent, view };
  };
  const duplicate = () => Promise.reject({ kind: 'status', status: 409, code: 'duplicateReference', earlier: EARLIER_PAYMENT });
  const posted = () => Promise.resolve(POSTED);

  it("lists the location's methods, cash first; cash and transfer without them", () => {
    expect(start([], ['cash', 'wallet', 'card']).view().methods).toEqual(['cash', 'wallet', 'card']);
    expect(start([]).view().methods).toEqual(['cash', 'transfer']);
  });

  it('asks for the reference of a transfer, and sends it trimmed; cash sends none', async () => {
    const { actor, sent, view } = start([posted]);
    expect(view().referenceShown).toBe(false);
    view().changeMethod('transfer');
    view().changeReference('old');
    view().changeMethod('cash');
    view().changeMethod('transfer');
    view().changeReference('   ');
    view().submit();
    expect([view().face, view().referenceError]).toEqual(['editing', 'referenceRequired']);
    view().changeReference(' OP-1 ');
    view().submit();
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(sent[0]).toMatchObject({ method: 'transfer', reference: 'OP-1' });
    expect(sent[0]).not.toHaveProperty('acceptDuplicate');

    const cash = start([posted]);
    cash.view().submit();
    await waitFor(cash.actor, (s) => s.matches('receipt'));
    expect(cash.sent[0]).not.toHaveProperty('reference');
  });

  it('posts cash whatever was typed as a reference for another method (unseen, unsent)', async () => {
    const { actor, sent, view } = start([posted]);
    view().changeMethod('transfer');
    view().changeReference('x'.repeat(80));
    view().changeMethod('cash');
    view().submit();
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(sent[0]).not.toHaveProperty('reference');
  });

  it('names the earlier payment of a duplicate reference and posts again only once confirmed', async () => {
    const { actor, sent, view } = start([duplicate, posted]);
    view().changeMethod('transfer');
    view().changeReference('OP-778899');
    view().submit();
    await waitFor(actor, (s) => s.matches('confirmingDuplicate'));
    expect(view().duplicate).toEqual(EARLIER_PAYMENT);
    view().confirmDuplicate();
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(sent.map((request) => request.acceptDuplicate === true)).toEqual([false, true]);
  });

  it("'Corregir la referencia' goes back to the form, and the corrected reference is asked about anew", async () => {
    const { actor, sent, view } = start([duplicate, posted]);
    view().changeMethod('card');
    view().changeReference('POS-1');
    view().submit();
    await waitFor(actor, (s) => s.matches('confirmingDuplicate'));
    view().declineDuplicate();
    expect([view().face, view().duplicate]).toEqual(['editing', null]);
    view().changeReference('POS-2');
    view().submit();
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(sent.map((request) => [request.reference, request.acceptDuplicate === true])).toEqual([['POS-1', false], ['POS-2', false]]);
  });

  it('says a method the location no longer takes, or a reference the server refuses, in its own words', () => {
    for (const code of ['methodNotEnabled', 'referenceRequired', 'referenceTooLong']) expect(paymentFailureOf({ kind: 'status', status: 422, code })).toBe('methodRefused');
  });
});
