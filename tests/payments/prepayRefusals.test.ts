// @vitest-environment node
/**
 * A prepayment's refusals in the dialogs' words (#32): the payment dialog reads the server's
 * prepayment codes as `prepayRefused`; 'Revertir pago' reads 409 `prepaymentAfter` (a payment under
 * the prepayment in effect) as its own refusal, saying to reverse the prepayment first.
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { paymentFailureOf, paymentReversalFailureOf } from '../../machines/payments/index.ts';
import { paymentFailureText, reversalFailureText } from '../../src/features/payments/paymentTexts.ts';

const refusal = (status: number, code: string) => ({ kind: 'status', status, code });

describe('a prepayment refused', () => {
  it('is prepayRefused in the payment dialog, for each code the server answers', () => {
    for (const [status, code] of [[422, 'notPrepayable'], [422, 'prepayNotAbove'], [422, 'prepaySettles'], [422, 'prepayTooSmall'], [422, 'prepayBeforeLastPayment'], [409, 'prepaymentAfter']] as const) {
      expect(paymentFailureOf(refusal(status, code)), code).toBe('prepayRefused');
    }
    expect(paymentFailureOf(refusal(422, 'somethingElse'))).toBe('unavailable');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(paymentFailureText(i18n, 'loan', 'prepayRefused')).toMatch(/para cancelarlo todo use 'Liquidar'\.$/);
  });

  it("is prepaymentAfter in 'Revertir pago', which says to reverse the prepayment first", () => {
    expect(paymentReversalFailureOf(refusal(409, 'prepaymentAfter'))).toBe('prepaymentAfter');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(reversalFailureText(i18n, 'loan', 'prepaymentAfter')).toBe('Un prepago posterior creó el cronograma vigente a partir de este pago: revierta primero ese prepago.');
  });
});
