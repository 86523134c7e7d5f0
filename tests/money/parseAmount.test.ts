// @vitest-environment node
/**
 * machines/money/parseAmount: the one reading of typed amounts, in the language's convention, and
 * its refusals (docs/decisions.md, 'Typed amounts').
 */
import { describe, expect, it } from 'vitest';
import { amountInputText, MAX_TYPED_MINOR, numberConventions, parseAmount } from '../../machines/money/index.ts';

const es = numberConventions('es', 'ARS');
const en = numberConventions('en', 'USD');
const fr = numberConventions('fr', 'EUR');
const ru = numberConventions('ru', 'RUB');
const arab = numberConventions('ar-u-nu-arab', 'ARS');

const ok = (minor: number) => ({ ok: true, minor });
const refused = (error: string) => ({ ok: false, error });

describe('numberConventions', () => {
  it('reads the signs from Intl: es groups with a dot, en with a comma, fr with U+202F, ru with U+00A0', () => {
    expect([es.group, es.decimal, en.group, en.decimal]).toEqual(['.', ',', ',', '.']);
    expect(fr.group).toBe('\u202F');
    expect(ru.group).toBe('\u00A0');
    expect(arab.digits).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(es.digits).toBe('0123456789');
    expect(es.signs).toEqual(expect.arrayContaining(['ARS', '$']));
  });
});

describe('parseAmount in Spanish', () => {
  it('reads the dot as the thousands and the comma as the decimals', () => {
    expect(parseAmount('10.000', es, 2)).toEqual(ok(1_000_000));
    expect(parseAmount('2.000', es, 2)).toEqual(ok(200_000));
    expect(parseAmount('10.000,00', es, 2)).toEqual(ok(1_000_000));
    expect(parseAmount('10.000,50', es, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10000,5', es, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('1.234.567,89', es, 2)).toEqual(ok(123_456_789));
    expect(parseAmount(',50', es, 2)).toEqual(ok(50));
    expect(parseAmount(' 0 ', es, 2)).toEqual(ok(0));
  });

  it('takes the amount pasted with its currency sign or code, before or after', () => {
    expect(parseAmount('$ 10.000,50', es, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10.000,50 ARS', es, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('ars 10.000,50', es, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10.000,50\u00A0ARS', es, 2)).toEqual(ok(1_000_050));
  });

  it('refuses a dot not followed by exactly three digits: the decimals go after the comma', () => {
    for (const text of ['10.50', '1.5', '10.5', '1.0000', '1.000.5']) expect(parseAmount(text, es, 2)).toEqual(refused('decimalSign'));
  });

  it('refuses groups that are not of three digits', () => {
    expect(parseAmount('10000.000', es, 2)).toEqual(refused('grouping'));
    expect(parseAmount('1.50,00', es, 2)).toEqual(refused('grouping'));
  });

  it('refuses more decimals than the currency has, even zeros', () => {
    expect(parseAmount('1,505', es, 2)).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('1,500', es, 2)).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('1,5', es, 0)).toEqual(refused('tooManyDecimals'));
    expect(parseAmount('1,505', es, 3)).toEqual(ok(1505));
  });

  it('refuses empty, negative, malformed and too large amounts', () => {
    expect(parseAmount('  ', es, 2)).toEqual(refused('required'));
    expect(parseAmount('-5', es, 2)).toEqual(refused('negative'));
    expect(parseAmount('\u22125', es, 2)).toEqual(refused('negative'));
    expect(parseAmount('$ -5', es, 2)).toEqual(refused('negative'));
    for (const text of ['abc', '1e5', '1,2,3', '10,', '$', '1..000', '1 000', '+5', '0x10']) expect(parseAmount(text, es, 2)).toEqual(refused('notNumber'));
    expect(parseAmount('10.000.000.000,00', es, 2)).toEqual(ok(MAX_TYPED_MINOR));
    expect(parseAmount('10.000.000.000,01', es, 2)).toEqual(refused('outOfRange'));
    expect(parseAmount('999999999999999999999', es, 2)).toEqual(refused('outOfRange'));
    expect(parseAmount('100', es, 2, 5_000)).toEqual(refused('outOfRange'));
  });
});

describe('parseAmount in the other conventions', () => {
  it('en: the comma groups, the dot is the decimal', () => {
    expect(parseAmount('10,000.50', en, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('US$10,000.50', numberConventions('es', 'USD'), 2)).toEqual(refused('decimalSign'));
    expect(parseAmount('$10,000.50', en, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10.5', en, 2)).toEqual(ok(1050));
    expect(parseAmount('10,5', en, 2)).toEqual(refused('decimalSign'));
  });

  it('fr and ru: any space groups; a dot is the other convention', () => {
    expect(parseAmount('10 000,50 €', fr, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10\u202F000,50', fr, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10\u00A0000,50', ru, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10.50', ru, 2)).toEqual(refused('decimalSign'));
    expect(parseAmount('10.000', fr, 2)).toEqual(refused('decimalSign'));
  });

  it('Arabic: its own digits and signs, bidi marks ignored, ASCII digits too', () => {
    expect(parseAmount('\u200F١٠٬٠٠٠٫٥٠\u00A0ARS', arab, 2)).toEqual(ok(1_000_050));
    expect(parseAmount('10٬000٫50', arab, 2)).toEqual(ok(1_000_050));
  });
});

describe('amountInputText', () => {
  it('writes an amount to edit in the language: grouped, its decimal sign, no currency', () => {
    expect(amountInputText(94_560, es, 2)).toBe('945,60');
    expect(amountInputText(1_084_715, es, 2)).toBe('10.847,15');
    expect(amountInputText(1_084_715, en, 2)).toBe('10,847.15');
    expect(amountInputText(1_000, es, 0)).toBe('1.000');
    expect(amountInputText(5, es, 2)).toBe('0,05');
    expect(amountInputText(1_000_050, arab, 2)).toBe('١٠٬٠٠٠٫٥٠');
  });
});
