import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { countryName, currencyName, LOCATION_FIELD_LABELS, locationValueText } from './locationTexts.ts';
import { localeOf } from '../../i18n/localeOf.ts';
import { percentText } from '../../components/lateChargeTexts.ts';

const isField = (field: string): field is keyof typeof LOCATION_FIELD_LABELS => Object.hasOwn(LOCATION_FIELD_LABELS, field);

/** Codes, zones and numbers read left to right in every language. */
const LTR: ReadonlySet<string> = new Set(['country', 'currency', 'minor_digits', 'time_zone', 'grace_days', 'cash_tolerance', 'late_charge_value', 'late_charge_every_days', 'late_charge_cap', 'backdate_days']);
/** Amounts of money in the location's currency (a percent late charge is basis points instead). */
const MONEY: ReadonlySet<string> = new Set(['cash_tolerance', 'late_charge_value', 'late_charge_cap']);

/**
 * A location's 'Historial': the form's labels; the country and currency by name, the tolerance and
 * the late charge as money in the currency and digits the location had on that side of the change
 * (a percent late charge as a percent); the kinds and choices (four eyes, the late charge's kind,
 * the payoff's interest) in words.
 */
export const LOCATION_HISTORY_TEXTS: HistoryTexts = {
  fieldLabel: (i18n, field) => (isField(field) ? i18n._(LOCATION_FIELD_LABELS[field]) : null),
  valueText(i18n, field, value, record) {
    if (value === null || value === '') return '—';
    const locale = localeOf(i18n.locale);
    if (field === 'country') return `${countryName(locale, value)} (${value})`;
    if (field === 'currency') return currencyName(locale, value);
    if (field === 'late_charge_value' && record.late_charge_kind === 'percent' && Number.isSafeInteger(Number(value))) return percentText(i18n, Number(value));
    if (MONEY.has(field)) {
      const { currency, minor_digits: digits } = record;
      const minor = Number(value);
      if (typeof currency === 'string' && typeof digits === 'number' && Number.isSafeInteger(minor)) {
        return formatMoney(minor, { currency, digits }, locale);
      }
    }
    return isField(field) ? locationValueText(i18n, field, value) : value;
  },
  fieldDir: (field) => (LTR.has(field) ? 'ltr' : 'auto'),
  // The form's order (the stored record's keys come back in the database's order).
  fieldOrder: Object.keys(LOCATION_FIELD_LABELS),
};

