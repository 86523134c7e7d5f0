import type { I18n } from '@lingui/core';
import type { Locale } from '../../machines/settings/index.ts';
// These two files, not machines/money/index.ts: the index also loads big.js and @date-fns/tz (their
// modules have top-level code, so bundlers keep them), which screens that only show amounts and days
// do not need (2.5 KB gzip less).
import { fromMinor, type Minor } from '../../machines/money/minor.ts';
import { isBusinessDate, type BusinessDate } from '../../machines/money/isoDate.ts';
import { intlLocaleOf } from './locales.ts';

/**
 * Numbers, dates and money in the active language, through Intl (Lingui passes the Intl locale:
 * `ar` behind the app's `ae`). Views call these instead of toString/toLocaleString.
 */
export const formatNumber = (i18n: I18n, value: number, options?: Intl.NumberFormatOptions) => i18n.number(value, options);

export const formatDate = (i18n: I18n, value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  i18n.date(value, options);

export const formatDateTime = (i18n: I18n, value: Date | string) =>
  i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' });

/** The location's currency (ISO 4217) and its minor digits (conf_ubicacion), which may differ from ISO's default. */
export interface MoneyFormat {
  currency: string;
  digits: number;
}

// A format is built once per language, currency and digits: tables render hundreds of amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units, in the language `locale` (the app's code: `ae` is formatted as `ar`)
 * and the location's currency: `formatMoney(123456, { currency: 'PEN', digits: 2 }, 'es')` →
 * '1.234,56 PEN' as Spanish writes it. Exact: Intl formats the decimal string fromMinor writes
 * (ES2023 string values), so no float ever stands between the integer and the text.
 */
export function formatMoney(minor: Minor, money: MoneyFormat, locale: Locale): string {
  const key = `${locale}|${money.currency}|${money.digits}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency: money.currency,
      // Always grouped: Intl's Spanish (and Italian, Polish, Hungarian) default leaves 4-digit
      // amounts ungrouped ('1850,50' beside '12.000,00').
      useGrouping: 'always',
      minimumFractionDigits: money.digits,
      maximumFractionDigits: money.digits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(fromMinor(minor, money.digits) as Intl.StringNumericLiteral);
}

/**
 * A business date (`YYYY-MM-DD`, a day at the location) in the language `locale`. It is formatted
 * as that day in UTC, so the browser's own time zone can never move it to the day before.
 */
export function formatBusinessDate(date: BusinessDate, locale: Locale, style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium'): string {
  if (!isBusinessDate(date)) throw new RangeError(`not a business date: ${String(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
