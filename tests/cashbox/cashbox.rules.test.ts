// @vitest-environment node
/**
 * The 'Caja' dialogs' rules (machines/cashbox/cashbox.rules.ts, denominations.ts): typed amounts
 * read exactly, counts by denomination, the errors per dialog, the close's preview, the request.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountOf, cashErrors, closePreview, countsOf, denominationsOf, EMPTY_CASH_VALUES, requestOf, typedAmount, type CashboxContext } from '../../machines/cashbox/index.ts';
import { OPEN_SESSION, WITH_SESSION } from './cashbox.fixtures.ts';
import { ES_AMOUNTS, ES_ARS } from '../support/amounts.ts';

describe('denominationsOf', () => {
  it('gives ARS notes and coins in minor units, largest first', () => {
    expect(denominationsOf('ARS', 2).slice(0, 3)).toEqual([20_000_00, 10_000_00, 2_000_00]);
    expect(denominationsOf('ars', 2).at(-1)).toBe(1_00);
  });
  it('leaves out what is not a whole number of minor units, and knows no made-up currency', () => {
    expect(denominationsOf('USD', 0)).not.toContain(0);
    expect(denominationsOf('USD', 0).every((v) => Number.isInteger(v))).toBe(true);
    expect(denominationsOf('USD', 0)).toEqual([100, 50, 20, 10, 5, 2, 1]);
    expect(denominationsOf('XYZ', 2)).toEqual([]);
  });
});

describe('amounts typed and counted', () => {
  it('reads an amount in the active language exactly (es: dot groups, comma decimals), refuses a guess, negatives, extra decimals', () => {
    expect(typedAmount('1500,50', ES_AMOUNTS)).toEqual({ ok: true, minor: 1_500_50 });
    expect(typedAmount(' 0,1 ', ES_AMOUNTS)).toEqual({ ok: true, minor: 10 });
    expect(typedAmount('1.234,56', ES_AMOUNTS)).toEqual({ ok: true, minor: 1_234_56 });
    expect(typedAmount('0.1', ES_AMOUNTS)).toEqual({ ok: false, error: 'decimalSign' });
    expect(typedAmount('-5', ES_AMOUNTS)).toEqual({ ok: false, error: 'negative' });
    expect(typedAmount('1,234', ES_AMOUNTS)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(typedAmount('', ES_AMOUNTS)).toEqual({ ok: false, error: 'required' });
  });
  it('adds a count by denomination (blank is zero), refusing a count that is not whole', () => {
    const values = { ...EMPTY_CASH_VALUES, byDenomination: true, counts: { '100000': '3', '50000': '', '100': '7' } };
    expect(countsOf(values)).toEqual({ '100000': 3, '100': 7 });
    expect(amountOf(values, ES_AMOUNTS)).toEqual({ ok: true, minor: 3_000_00 + 7_00 });
    expect(amountOf({ ...values, counts: { '100': '1.5' } }, ES_AMOUNTS)).toEqual({ ok: false, error: 'badCount' });
  });
  it('for any counts, the total is Σ value × count', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...denominationsOf('ARS', 2)), fc.nat(999)), { maxLength: 8 }), (pairs) => {
        const counts: Record<string, string> = {};
        for (const [value, n] of pairs) counts[String(value)] = String(n);
        const expected = Object.entries(counts).reduce((sum, [value, n]) => sum + Number(value) * Number(n), 0);
        expect(amountOf({ ...EMPTY_CASH_VALUES, byDenomination: true, counts }, ES_AMOUNTS)).toEqual({ ok: true, minor: expected });
      }),
    );
  });
});

describe('errors and requests', () => {
  it('asks for the box, a concept and more than zero where they apply', () => {
    expect(cashErrors('open', { ...EMPTY_CASH_VALUES, amount: '0' }, ES_AMOUNTS)).toEqual({ boxId: 'required' });
    expect(cashErrors('income', { ...EMPTY_CASH_VALUES, amount: '0' }, ES_AMOUNTS)).toEqual({ amount: 'zero', concept: 'required' });
    expect(cashErrors('expense', { ...EMPTY_CASH_VALUES, amount: '1', concept: 'x'.repeat(201) }, ES_AMOUNTS)).toEqual({ concept: 'tooLong' });
    expect(cashErrors('close', { ...EMPTY_CASH_VALUES, amount: '0' }, ES_AMOUNTS)).toEqual({});
  });

  it('previews the close: the difference and whether an administrator must approve it', () => {
    expect(closePreview(OPEN_SESSION, 500_00, { ...EMPTY_CASH_VALUES, amount: '60599,50' }, ES_AMOUNTS)).toEqual({ counted: 60_599_50, difference: 0, needsApproval: false });
    expect(closePreview(OPEN_SESSION, 500_00, { ...EMPTY_CASH_VALUES, amount: '60000' }, ES_AMOUNTS)).toEqual({ counted: 60_000_00, difference: -599_50, needsApproval: true });
  });

  it('sends the close with the session, its version, the count by denomination and the intent’s key', () => {
    const context: CashboxContext = {
      currency: 'ARS', digits: 2, conventions: ES_ARS, overview: WITH_SESSION, failure: null, dialog: 'close', showErrors: true, idempotencyKey: 'k-1', decision: null, saveFailure: null, insufficientCash: null,
      values: { ...EMPTY_CASH_VALUES, byDenomination: true, counts: { '2000000': '3' } },
    };
    expect(requestOf(context)).toEqual({ kind: 'close', sessionId: 7, idempotencyKey: 'k-1', input: { counted_amount: 60_000_00, version: 1, denominations: { '2000000': 3 } } });
    expect(() => requestOf({ ...context, idempotencyKey: null })).toThrow(/idempotency key/);
  });
});
