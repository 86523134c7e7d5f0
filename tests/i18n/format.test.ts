// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatDate, formatMoney, formatNumber } from '../../src/i18n/format.ts';

const inLocale = (locale: string, intl: string) => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: [intl], messages: {} });
  return i18n;
};

describe('formatting through Intl with the active language', () => {
  it('uses each language own number conventions', () => {
    expect(formatNumber(inLocale('es', 'es'), 1234567.5)).toBe(new Intl.NumberFormat('es').format(1234567.5));
    expect(formatNumber(inLocale('de', 'de'), 1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(inLocale('en', 'en'), 1234567.5)).toBe('1,234,567.5');
  });

  it('formats Arabic through the Intl locale ar, not the app code ae (which Intl does not know)', () => {
    const arabic = formatDate(inLocale('ae', 'ar'), new Date(Date.UTC(2026, 10, 22)), { month: 'long', timeZone: 'UTC' });
    expect(arabic).toBe(new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22))));
    expect(arabic).not.toBe('November');
  });

  // Intl separates some of these with no-break spaces; the tests compare words, not spaces.
  const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');

  it('formats minor units as the location currency in the active language', () => {
    const pen = { currency: 'PEN', digits: 2 };
    expect(spaced(formatMoney(123_456_789, pen, 'es'))).toBe('1.234.567,89 PEN');
    expect(spaced(formatMoney(123_456_789, pen, 'en'))).toBe('PEN 1,234,567.89');
    expect(spaced(formatMoney(123_456_789, pen, 'de'))).toBe('1.234.567,89 PEN');
    expect(spaced(formatMoney(-5, { currency: 'EUR', digits: 2 }, 'fr'))).toBe('-0,05 €');
    expect(formatMoney(1500, { currency: 'JPY', digits: 0 }, 'ja')).toBe('￥1,500');
  });

  it('shows the location digits, not the currency default, and stays exact past 2^53 hundredths', () => {
    expect(spaced(formatMoney(1500, { currency: 'CLP', digits: 2 }, 'es'))).toBe('15,00 CLP');
    expect(spaced(formatMoney(1005, { currency: 'KWD', digits: 3 }, 'en'))).toBe('KWD 1.005');
    // As a float, 90071992547409.91 would print …409.92.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, { currency: 'USD', digits: 2 }, 'en')).toBe('$90,071,992,547,409.91');
  });

  it('formats money in Arabic through the Intl locale ar', () => {
    const arabic = formatMoney(123_456_789, { currency: 'PEN', digits: 2 }, 'ae');
    expect(arabic).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'PEN' }).format(1_234_567.89));
  });

  it('formats a business date as that day whatever the browser time zone', () => {
    expect(formatBusinessDate('2026-11-23', 'es')).toBe('23 nov 2026');
    expect(formatBusinessDate('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatBusinessDate('2026-11-23', 'zh')).toBe('2026年11月23日');
    expect(formatBusinessDate('2026-11-23', 'ae')).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 23)));
    expect(formatBusinessDate('2026-01-01', 'en', 'long')).toBe('January 1, 2026');
    expect(() => formatBusinessDate('2026-02-30', 'en')).toThrow(RangeError);
  });
});
