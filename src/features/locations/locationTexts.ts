import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COUNTRY_CODES, LOCATION_LIMITS, type LocationField, type LocationFieldError } from '../../../machines/locations/index.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { amountFormatMessage } from '../../components/amountTexts.ts';
import { percentInputText } from '../../../machines/money/percent.ts';
import type { Locale } from '../../../machines/settings/index.ts';
import { isPaymentMethod, type PaymentMethod } from '../../../machines/payments/paymentMethods.ts';
import { METHOD_LABELS } from '../../components/paymentMethodTexts.ts';

/** The labels of a location's fields: the form, the table and the comparison after a 409 share them. */
export const LOCATION_FIELD_LABELS: Record<LocationField, MessageDescriptor> = {
  name: msg`Nombre`,
  address: msg`Dirección`,
  city: msg`Ciudad`,
  country: msg`País`,
  currency: msg`Moneda`,
  minor_digits: msg`Decimales de la moneda`,
  time_zone: msg`Zona horaria`,
  grace_days: msg`Días de gracia antes de la mora`,
  cash_tolerance: msg`Tolerancia del arqueo de caja`,
  late_charge_kind: msg`Tipo de recargo`,
  late_charge_value: msg`Recargo`,
  late_charge_every_days: msg`Repetir cada (días)`,
  late_charge_cap: msg`Tope por cuota`,
  payoff_interest: msg`Interés en una cancelación anticipada`,
  backdate_days: msg`Días hacia atrás para la fecha valor`,
  payment_methods: msg`Métodos de pago aceptados`,
  receipt_footer: msg`Pie del recibo`,
  four_eyes: msg`Aprobación por otra persona (cuatro ojos)`,
};

/** Four eyes as the comparison after a 409 and 'Historial' say it. */
export const FOUR_EYES_VALUE_LABELS = { true: msg`Activada`, false: msg`Desactivada` } as const;

/** The kinds of late charge ('Tipo de recargo'), as the select and the comparison after a 409 say them. */
export const LATE_CHARGE_KIND_LABELS = { fixed: msg`Monto fijo`, percent: msg`Porcentaje de la cuota` } as const;

/** How an early settlement owes the current period's interest, as the select and the comparison after a 409 say it. */
export const PAYOFF_INTEREST_LABELS = {
  days: msg`Por los días transcurridos del período`,
  wholeInstallment: msg`La cuota de interés completa del período`,
} as const;

/** The methods a location takes, as the form holds them ('cash,transfer') or 'Historial' has them ('["cash","transfer"]'), in words. */
function methodsValueText(i18n: I18n, value: string): string {
  let names: unknown = value.split(',');
  try {
    if (value.startsWith('[')) names = JSON.parse(value);
  } catch {
    // Not a list: read as the form's text.
  }
  const list = Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  return list.map((name) => (isPaymentMethod(name.trim()) ? i18n._(METHOD_LABELS[name.trim() as PaymentMethod]) : name)).join(', ');
}

/** A field's value as a reader reads it (four eyes, the kind of late charge, the payoff's interest and the payment methods by their words, the rest as typed). */
export function locationValueText(i18n: I18n, field: LocationField, value: string): string {
  if (field === 'payment_methods') return methodsValueText(i18n, value);
  if (field === 'four_eyes' && (value === 'true' || value === 'false')) return i18n._(FOUR_EYES_VALUE_LABELS[value]);
  if (field === 'late_charge_kind' && (value === 'fixed' || value === 'percent')) return i18n._(LATE_CHARGE_KIND_LABELS[value]);
  if (field === 'payoff_interest' && (value === 'days' || value === 'wholeInstallment')) return i18n._(PAYOFF_INTEREST_LABELS[value]);
  return value;
}

/** The fields typed as an amount of money (their format errors show an amount as an example). */
const AMOUNT_FIELDS: ReadonlySet<LocationField> = new Set(['cash_tolerance', 'late_charge_value', 'late_charge_cap']);

/**
 * A field's error, per field where the reason alone would be vague; how to write an amount is said
 * in the active language (`conventions`, the typed `digits`). `percent`: the late charge is typed as
 * a percent ('Porcentaje de la cuota'), so its value's format is a percent's.
 */
export function locationErrorText(i18n: I18n, field: LocationField, error: LocationFieldError, conventions: NumberConventions, digits: number, percent = false): string {
  if (percent && field === 'late_charge_value') {
    const example = percentInputText(250, conventions);
    if (error === 'notNumber' || error === 'decimalSign' || error === 'grouping') return i18n._(msg`Escriba un porcentaje, por ejemplo ${example}.`);
    if (error === 'tooManyDecimals') return i18n._(msg`El porcentaje puede tener hasta dos decimales.`);
  }
  switch (error) {
    case 'required':
      if (field === 'payment_methods') return i18n._(msg`El efectivo siempre se acepta: no puede quitarse.`);
      return i18n._(msg`Este dato es obligatorio.`);
    case 'tooLong': {
      const max = field === 'name' ? LOCATION_LIMITS.name : field === 'city' ? LOCATION_LIMITS.city : field === 'address' ? LOCATION_LIMITS.address : LOCATION_LIMITS.receiptFooter;
      return i18n._(msg`Puede tener hasta ${max} caracteres.`);
    }
    case 'unknown':
      if (field === 'country') return i18n._(msg`Elija un país de la lista (código ISO de dos letras, p. ej. AR).`);
      if (field === 'currency') return i18n._(msg`Elija una moneda de la lista (código ISO 4217, p. ej. ARS).`);
      if (field === 'payoff_interest' || field === 'payment_methods') return i18n._(msg`Elija una de las opciones.`);
      return i18n._(msg`Elija una zona horaria de la lista (p. ej. America/Argentina/Cordoba).`);
    case 'outOfRange':
      if (field === 'grace_days' || field === 'late_charge_every_days') return i18n._(msg`Escriba un número entero de 0 a 365.`);
      if (field === 'minor_digits') return i18n._(msg`Escriba un número entero de 0 a 4.`);
      if (field === 'backdate_days') return i18n._(msg`Escriba un número entero de 0 a 31.`);
      return i18n._(msg`El importe es demasiado grande.`);
    case 'beyondCurrency':
      return i18n._(msg`Esta moneda no usa tantos decimales.`);
    case 'locked':
      return i18n._(msg`Los decimales no pueden cambiar una vez creada la ubicación: cambiarían todos los importes guardados.`);
    case 'negative':
      return i18n._(msg`El importe no puede ser negativo.`);
    case 'percentTooHigh':
      return i18n._(msg`El porcentaje puede ser de 0 a 100.`);
    case 'notNumber':
      return AMOUNT_FIELDS.has(field) ? i18n._(amountFormatMessage('notNumber', conventions, digits)) : i18n._(msg`Escriba un número entero.`);
    case 'decimalSign':
    case 'grouping':
      return i18n._(amountFormatMessage(error, conventions, digits));
    case 'tooManyDecimals':
      return i18n._(msg`El importe tiene más decimales de los que usa la moneda.`);
  }
}

const displayNames = new Map<string, Intl.DisplayNames>();
function namesOf(locale: Locale, type: 'currency' | 'region'): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (names === undefined) {
    names = new Intl.DisplayNames([intlLocaleOf(locale)], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names;
}

/** 'ARS' → 'peso argentino (ARS)' in the active language. */
export const currencyName = (locale: Locale, code: string): string => {
  const name = namesOf(locale, 'currency').of(code) ?? code;
  return name === code ? code : `${name} (${code})`;
};

/** 'AR' → 'Argentina' in the active language. */
export const countryName = (locale: Locale, code: string): string => namesOf(locale, 'region').of(code) ?? code;

/** 'America/Argentina/Cordoba' → 'America/Argentina/Cordoba (GMT-3)': the zone's name with its current offset. */
export function timeZoneLabel(locale: Locale, zone: string): string {
  try {
    const offset = new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone;
  } catch {
    return zone;
  }
}

/** The countries a location may be in, by code (machines/locations/countries.ts). */
export const countryCodes = (): readonly string[] => COUNTRY_CODES;
