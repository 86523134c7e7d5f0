/**
 * The one reading of an amount staff type, in the active language's convention (es '10.000,50',
 * en '10,000.50', fr '10 000,50', ar with its own digits…) → minor units, exactly (no float on
 * the way). It refuses what it would have to guess (docs/decisions.md, 'Typed amounts'):
 *
 * - a group sign not followed by exactly three digits is a decimal written the other way (es
 *   '10.50', '1.5': `decimalSign`, "use ',' for decimals"), and so is the other language's decimal
 *   sign (ru '10.50'); groups are of three digits ('10000.000': `grouping`);
 * - more decimals than the currency has (`tooManyDecimals`, even zeros: es '1,500' in a 2-digit
 *   currency is refused, not read as 1.5 or 1500), a minus (`negative`), anything but digits and
 *   the two signs (`notNumber`), more than `max` minor units (`outOfRange`; 10^12 by default).
 *
 * An amount may be pasted with the currency's sign or code before or after it ('$ 10.000,50',
 * '10.000,50 ARS'); spaces, and the bidi marks Intl writes in Arabic, are ignored around it. Where
 * the language groups with a space (fr U+202F, ru/pl/sv/hu U+00A0) any space groups. Digits may be
 * the language's own or ASCII.
 */
import { assertDigits, fromMinor, type Minor } from './minor.ts';
import type { NumberConventions } from './numberConventions.ts';
import { MAX_AMOUNT_MINOR } from './bounds.ts';

/** The most an amount typed anywhere in the app may be: 10^12 minor units (a field may ask for less). */
export const MAX_TYPED_MINOR = MAX_AMOUNT_MINOR;

export type AmountError = 'required' | 'negative' | 'notNumber' | 'decimalSign' | 'grouping' | 'tooManyDecimals' | 'outOfRange';
export type AmountResult = { ok: true; minor: Minor } | { ok: false; error: AmountError };

/** Bidi marks Intl writes around Arabic numbers (LRM, RLM, ALM, embeddings and isolates). */
const BIDI = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const MINUS = /^[-\u2212\u2012\u2013\u2014\uFE63\uFF0D]/;
const SPACE = /^\s$/u;
/** Decimal or group signs of some language; one that is neither of this language's is the other way of writing a decimal. */
const FOREIGN_SIGNS = new Set(['.', ',', '\u066B', '\u066C', '\u2019', "'"]);

const refuse = (error: AmountError): AmountResult => ({ ok: false, error });

/** The text without a leading or trailing currency sign (the longest that matches, any case). */
function withoutSign(text: string, signs: readonly string[]): string {
  const upper = text.toUpperCase();
  for (const sign of signs) {
    const mark = sign.toUpperCase();
    if (upper.startsWith(mark)) return text.slice(sign.length).trim();
    if (upper.endsWith(mark)) return text.slice(0, text.length - sign.length).trim();
  }
  return text;
}

/** Digits as ASCII, `G` for a group sign, `D` for the decimal sign, `X` for a sign of the other convention; null for anything else. */
function canonical(text: string, conventions: NumberConventions): string | null {
  const spaceGroups = SPACE.test(conventions.group);
  let out = '';
  for (const char of text) {
    const native = conventions.digits.indexOf(char);
    if (native >= 0) out += String(native);
    else if (char >= '0' && char <= '9') out += char;
    else if (char === conventions.decimal) out += 'D';
    else if (char === conventions.group || (spaceGroups && SPACE.test(char))) out += 'G';
    else if (FOREIGN_SIGNS.has(char)) out += 'X';
    else return null;
  }
  return out;
}

const DIGITS = /^\d+$/;

/**
 * `text` as typed in the language of `conventions`, in a currency of `digits` minor digits → its
 * minor units, or why it is refused. `parseAmount('10.000,50', es, 2)` → 1000050.
 */
export function parseAmount(text: string, conventions: NumberConventions, digits: number, max: Minor = MAX_TYPED_MINOR): AmountResult {
  assertDigits(digits);
  let rest = text.replace(BIDI, '').trim();
  if (rest === '') return refuse('required');
  if (MINUS.test(rest)) return refuse('negative');
  rest = withoutSign(rest, conventions.signs);
  if (MINUS.test(rest)) return refuse('negative');
  const written = canonical(rest, conventions);
  if (written === null || written === '') return refuse('notNumber');
  if (written.includes('X')) return refuse('decimalSign');
  const [whole = '', fraction, ...more] = written.split('D');
  // A group sign after the decimal one: the amount is written the other way round (es '1,000.50').
  if (more.length === 0 && fraction !== undefined && /^\d+(G\d+)+$/.test(fraction)) return refuse('decimalSign');
  if (more.length > 0 || fraction === '' || (fraction !== undefined && !DIGITS.test(fraction))) return refuse('notNumber');
  if (whole === '' && fraction === undefined) return refuse('notNumber');
  const groups = whole === '' ? ['0'] : whole.split('G');
  if (groups.some((group) => !DIGITS.test(group))) return refuse('notNumber');
  if (groups.length > 1) {
    const last = groups[groups.length - 1] ?? '';
    if (fraction === undefined && last.length !== 3) return refuse('decimalSign');
    if ((groups[0] ?? '').length > 3 || groups.slice(1).some((group) => group.length !== 3)) return refuse('grouping');
  }
  const decimals = fraction ?? '';
  if (decimals.length > digits) return refuse('tooManyDecimals');
  const minorText = (groups.join('') + decimals.padEnd(digits, '0')).replace(/^0+(?=\d)/, '');
  if (minorText.length > 15) return refuse('outOfRange');
  const minor = Number(minorText);
  return minor > max ? refuse('outOfRange') : { ok: true, minor };
}

/**
 * An amount as an input shows it to be edited (a pre-filled 'Monto'): the language's digits,
 * groups and decimal sign, no currency — what `parseAmount` reads back. es 94560 → '945,60'.
 */
export function amountInputText(minor: Minor, conventions: NumberConventions, digits: number): string {
  const plain = fromMinor(minor, digits);
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = whole.slice(start, end) + (grouped === '' ? '' : conventions.group + grouped);
  }
  const text = fraction === undefined ? grouped : `${grouped}${conventions.decimal}${fraction}`;
  const native = text.replace(/\d/g, (digit) => conventions.digits[Number(digit)] ?? digit);
  return negative ? `-${native}` : native;
}

/** What a money field reads with: the currency's minor digits and the active language's conventions. */
export interface AmountFormat {
  digits: number;
  conventions: NumberConventions;
}

/** `parseAmount` with a field's format: what the forms' rules call. */
export const readAmount = (text: string, format: AmountFormat, max?: Minor): AmountResult => parseAmount(text, format.conventions, format.digits, max);

/** What a money field understood, to show before it is sent ('= 10.000,50 ARS'); null while the text is no amount. */
export function understoodAmount(text: string, format: AmountFormat, max?: Minor): Minor | null {
  const read = readAmount(text, format, max);
  return read.ok ? read.minor : null;
}
