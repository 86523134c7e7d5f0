/**
 * How a language writes numbers, as Intl writes them (Intl is no DOM: machines may use it): the
 * group and decimal signs, its ten digits, and the signs of a currency an amount may carry. The one
 * source of what `parseAmount` reads and `amountInputText` writes, so typed amounts follow exactly
 * what the app's money formatter (src/i18n/format.ts) shows.
 */

export interface NumberConventions {
  /** The group sign as Intl writes it: '.', ',', U+00A0 (ru, pl, hu, sv…), U+202F (fr), '٬'. */
  group: string;
  /** The decimal sign: ',' or '.' (or '٫' with Arabic-Indic digits). */
  decimal: string;
  /** The ten digits the language writes, zero first: '0123456789' or '٠١٢٣٤٥٦٧٨٩'. */
  digits: string;
  /** What an amount pasted with its currency may carry: the language's symbol, the narrow one, the ISO code ('ARS', '$'). */
  signs: readonly string[];
}

const cache = new Map<string, NumberConventions>();

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes): string | undefined => parts.find((part) => part.type === type)?.value;

/** The Intl currency sign of `currency` in `locale` for one display, or null (an unknown currency code). */
function currencySign(locale: string, currency: string, currencyDisplay: 'symbol' | 'narrowSymbol' | 'code'): string | null {
  try {
    return partOf(new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1), 'currency') ?? null;
  } catch {
    return null;
  }
}

/**
 * The conventions of the Intl locale `locale` ('es', 'en', 'ar' — the app's `ae` is `ar`, like
 * src/i18n/locales.ts maps it), with the signs of `currency` when it is given.
 */
export function numberConventions(locale: string, currency?: string): NumberConventions {
  const key = `${locale}|${currency ?? ''}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always', minimumFractionDigits: 1 }).formatToParts(1234567.5);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const signs = new Set<string>();
  if (currency !== undefined && currency !== '') {
    for (const display of ['symbol', 'narrowSymbol', 'code'] as const) {
      const sign = currencySign(locale, currency, display);
      if (sign !== null && sign.trim() !== '') signs.add(sign.trim());
    }
  }
  const conventions: NumberConventions = Object.freeze({
    group: partOf(parts, 'group') ?? ',',
    decimal: partOf(parts, 'decimal') ?? '.',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join(''),
    // The longest first, so 'US$' is taken whole before '$'.
    signs: Object.freeze([...signs].sort((a, b) => b.length - a.length)),
  });
  cache.set(key, conventions);
  return conventions;
}
