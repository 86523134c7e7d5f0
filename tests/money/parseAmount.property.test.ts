// @vitest-environment node
/**
 * What the app shows, it reads back: for each of the 16 languages (the Intl locale the app maps
 * each to: `ae` → `ar`), an amount formatted by the app's money formatter (src/i18n/format.ts,
 * with its currency sign, grouping, narrow no-break spaces, bidi marks), by Intl without grouping,
 * or as an input pre-fills it, parses to the same minor units, for random amounts up to the bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText, fromMinor, MAX_TYPED_MINOR, numberConventions, parseAmount } from '../../machines/money/index.ts';
import { LOCALES } from '../../machines/settings/index.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { intlLocaleOf } from '../../src/i18n/locales.ts';

const SEED = 20_261_128;
const money = fc.record({
  minor: fc.oneof(fc.integer({ min: 0, max: MAX_TYPED_MINOR }), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0, 1, 999, 1000, 185_050, MAX_TYPED_MINOR)),
  currency: fc.constantFrom('ARS', 'EUR', 'USD', 'JPY', 'KWD', 'PEN', 'CLF', 'RUB', 'CNY', 'SEK', 'PLN', 'HUF', 'TRY', 'AED'),
  digits: fc.integer({ min: 0, max: 4 }),
});

describe.each(LOCALES)('format → parse in %s', (locale) => {
  const intl = intlLocaleOf(locale);

  it('the money formatter’s text (sign, groups) reads back to the same minor units', () => {
    fc.assert(
      fc.property(money, ({ minor, currency, digits }) => {
        const shown = formatMoney(minor, { currency, digits }, locale);
        expect(parseAmount(shown, numberConventions(intl, currency), digits)).toEqual({ ok: true, minor });
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('without grouping, and as an input pre-fills it', () => {
    fc.assert(
      fc.property(money, ({ minor, currency, digits }) => {
        const conventions = numberConventions(intl, currency);
        const plain = new Intl.NumberFormat(intl, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fromMinor(minor, digits) as Intl.StringNumericLiteral);
        expect(parseAmount(plain, conventions, digits)).toEqual({ ok: true, minor });
        expect(parseAmount(amountInputText(minor, conventions, digits), conventions, digits)).toEqual({ ok: true, minor });
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('format → parse with Arabic-Indic digits (what a browser may write for ar)', () => {
  it('reads back the same minor units', () => {
    fc.assert(
      fc.property(money, ({ minor, currency, digits }) => {
        const format = new Intl.NumberFormat('ar-u-nu-arab', { style: 'currency', currency, useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits });
        expect(parseAmount(format.format(fromMinor(minor, digits) as Intl.StringNumericLiteral), numberConventions('ar-u-nu-arab', currency), digits)).toEqual({ ok: true, minor });
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
