// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from '../../src/i18n/format.ts';

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

  it('formats money with the given currency in the active language', () => {
    expect(formatMoney(inLocale('fr', 'fr'), 1500, 'EUR')).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(1500));
    expect(formatMoney(inLocale('ja', 'ja'), 1500, 'JPY')).toContain('1,500');
  });
});
