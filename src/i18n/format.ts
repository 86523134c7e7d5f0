import type { I18n } from '@lingui/core';

/**
 * Numbers, dates and money in the active language, through Intl (Lingui passes the Intl locale:
 * `ar` behind the app's `ae`). Views call these instead of toString/toLocaleString.
 */
export const formatNumber = (i18n: I18n, value: number, options?: Intl.NumberFormatOptions) => i18n.number(value, options);

export const formatDate = (i18n: I18n, value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  i18n.date(value, options);

export const formatDateTime = (i18n: I18n, value: Date | string) =>
  i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' });

/** The business's currency is not in the specification; callers pass it (ISO 4217). */
export const formatMoney = (i18n: I18n, value: number, currency: string) => i18n.number(value, { style: 'currency', currency });
