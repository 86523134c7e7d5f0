import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCATION_LIMITS, type LocationField, type LocationFieldError } from '../../../machines/locations/index.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { amountFormatMessage } from '../../components/amountTexts.ts';
import type { Locale } from '../../../machines/settings/index.ts';

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
  receipt_footer: msg`Pie del recibo`,
};

/** What an error says, per field where the reason alone would be vague. */
/** A field's error; how to write the tolerance is said in the active language (`conventions`, the typed `digits`). */
export function locationErrorText(i18n: I18n, field: LocationField, error: LocationFieldError, conventions: NumberConventions, digits: number): string {
  switch (error) {
    case 'required':
      return i18n._(msg`Este dato es obligatorio.`);
    case 'tooLong': {
      const max = field === 'name' ? LOCATION_LIMITS.name : field === 'city' ? LOCATION_LIMITS.city : field === 'address' ? LOCATION_LIMITS.address : LOCATION_LIMITS.receiptFooter;
      return i18n._(msg`Puede tener hasta ${max} caracteres.`);
    }
    case 'unknown':
      if (field === 'country') return i18n._(msg`Elija un país de la lista (código ISO de dos letras, p. ej. AR).`);
      if (field === 'currency') return i18n._(msg`Elija una moneda de la lista (código ISO 4217, p. ej. ARS).`);
      return i18n._(msg`Elija una zona horaria de la lista (p. ej. America/Argentina/Cordoba).`);
    case 'outOfRange':
      if (field === 'grace_days') return i18n._(msg`Escriba un número entero de 0 a 365.`);
      if (field === 'minor_digits') return i18n._(msg`Escriba un número entero de 0 a 4.`);
      return i18n._(msg`El importe es demasiado grande.`);
    case 'beyondCurrency':
      return i18n._(msg`Esta moneda no usa tantos decimales.`);
    case 'locked':
      return i18n._(msg`Los decimales no pueden cambiar una vez creada la ubicación: cambiarían todos los importes guardados.`);
    case 'negative':
      return i18n._(msg`El importe no puede ser negativo.`);
    case 'notNumber':
      return field === 'cash_tolerance' ? i18n._(amountFormatMessage('notNumber', conventions, digits)) : i18n._(msg`Escriba un número entero.`);
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

let regionCodes: string[] | null = null;
/** Every ISO 3166-1 alpha-2 code the runtime can name (Intl has no list of regions: each pair of letters is asked once). */
export function countryCodes(): string[] {
  if (regionCodes === null) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const codes: string[] = [];
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        if (code !== 'ZZ' && names.of(code) !== undefined) codes.push(code);
      }
    }
    regionCodes = codes;
  }
  return regionCodes;
}
