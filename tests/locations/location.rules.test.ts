// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../machines/locations/countries.ts';
import { currencyDigits, firstInvalidLocationField, isKnownCountry, isKnownCurrency, locationErrors } from '../../machines/locations/location.rules.ts';
import type { LocationInput } from '../../machines/locations/locations.schema.ts';
import { MAX_PERCENT_BP } from '../../machines/money/percent.ts';
import { RENTAL_LIMITS } from '../../machines/rentals/rental.schema.ts';
import { DEMO_LOCATION } from '../../server/locations/seed.ts';
import { businessToday, fixedClock } from '../../server/clock.ts';

describe('location rules (shared by the server and the form)', () => {
  it('accepts the demo location', () => {
    expect(locationErrors(DEMO_LOCATION)).toEqual({});
  });

  it('knows currencies and countries from Intl, and each currency its minor digits', () => {
    expect(isKnownCurrency('ARS')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('ars')).toBe(false);
    expect(isKnownCountry('AR')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(isKnownCountry('QQ')).toBe(false);
    // Intl also names pseudo-locales, groupings and retired aliases: none of them is a country.
    for (const code of ['XA', 'XB', 'EU', 'EZ', 'UN', 'QO', 'UK', 'SU', 'YU', 'DD', 'BU']) expect(isKnownCountry(code), code).toBe(false);
    expect([currencyDigits('ARS'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('CLF')]).toEqual([2, 0, 3, 4]);
  });

  it('offers each country once: 249 assigned codes and Kosovo, each with its own name', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    const names = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });
    const named = COUNTRY_CODES.map((code) => names.of(code));
    expect(named).not.toContain(undefined);
    expect(new Set(named).size).toBe(COUNTRY_CODES.length);
  });

  it('refuses changed minor digits only when a stored location is given', () => {
    const input = { ...DEMO_LOCATION, minor_digits: 0 };
    expect(locationErrors(input)).toEqual({});
    expect(locationErrors(input, { minor_digits: 2 })).toEqual({ minor_digits: 'locked' });
    expect(locationErrors(DEMO_LOCATION, { minor_digits: 2 })).toEqual({});
  });

  it('names the first invalid field in the form order', () => {
    const errors = locationErrors({ ...DEMO_LOCATION, grace_days: 400, currency: 'NOPE', name: '' });
    expect(errors).toEqual({ name: 'required', currency: 'unknown', grace_days: 'outOfRange' });
    expect(firstInvalidLocationField(errors)).toBe('name');
    expect(firstInvalidLocationField({})).toBeNull();
  });
});

describe("the location's late charge ('Recargo por mora')", () => {
  const MAX = 1_000_000_000_000;
  const errorsOf = (charge: Partial<LocationInput>) => locationErrors({ ...DEMO_LOCATION, ...charge });

  it('has nothing to check when the fields are absent (an old client), and accepts the defaults', () => {
    expect(locationErrors(DEMO_LOCATION)).toEqual({});
    expect(errorsOf({ late_charge_kind: 'fixed', late_charge_value: 0, late_charge_every_days: 0, late_charge_cap: null })).toEqual({});
  });

  it('bounds a fixed charge by the money bound, a percent by 100 % (10000 bp)', () => {
    expect(errorsOf({ late_charge_kind: 'fixed', late_charge_value: MAX })).toEqual({});
    expect(errorsOf({ late_charge_kind: 'fixed', late_charge_value: MAX + 1 })).toEqual({ late_charge_value: 'outOfRange' });
    // 50,00 fixed is fine; the same number as basis points is 500 %.
    expect(errorsOf({ late_charge_kind: 'fixed', late_charge_value: 10_001 })).toEqual({});
    expect(errorsOf({ late_charge_kind: 'percent', late_charge_value: 10_000 })).toEqual({});
    expect(errorsOf({ late_charge_kind: 'percent', late_charge_value: 10_001 })).toEqual({ late_charge_value: 'percentTooHigh' });
    expect(errorsOf({ late_charge_kind: 'percent', late_charge_value: MAX + 1 })).toEqual({ late_charge_value: 'outOfRange' });
    expect(errorsOf({ late_charge_kind: 'percent', late_charge_value: -1 })).toEqual({ late_charge_value: 'negative' });
    expect(errorsOf({ late_charge_value: -1 })).toEqual({ late_charge_value: 'negative' });
    expect(MAX_PERCENT_BP).toBe(10_000);
    expect(RENTAL_LIMITS.maxPercentBp).toBe(MAX_PERCENT_BP);
  });

  it('repeats every 0 (once) to 365 days', () => {
    expect(errorsOf({ late_charge_every_days: 0 })).toEqual({});
    expect(errorsOf({ late_charge_every_days: 365 })).toEqual({});
    expect(errorsOf({ late_charge_every_days: 366 })).toEqual({ late_charge_every_days: 'outOfRange' });
    expect(errorsOf({ late_charge_every_days: -1 })).toEqual({ late_charge_every_days: 'outOfRange' });
    expect(errorsOf({ late_charge_every_days: 1.5 })).toEqual({ late_charge_every_days: 'outOfRange' });
  });

  it('caps at 0 to the money bound, or not at all', () => {
    expect(errorsOf({ late_charge_cap: null })).toEqual({});
    expect(errorsOf({ late_charge_cap: 0 })).toEqual({});
    expect(errorsOf({ late_charge_cap: MAX })).toEqual({});
    expect(errorsOf({ late_charge_cap: MAX + 1 })).toEqual({ late_charge_cap: 'outOfRange' });
    expect(errorsOf({ late_charge_cap: -5 })).toEqual({ late_charge_cap: 'negative' });
  });

  it('puts the late charge after the tolerance and before the footer in the focus order', () => {
    expect(firstInvalidLocationField(errorsOf({ late_charge_cap: -5, receipt_footer: 'x'.repeat(501) }))).toBe('late_charge_cap');
    expect(firstInvalidLocationField(errorsOf({ late_charge_cap: -5, late_charge_value: -1, cash_tolerance: -1 }))).toBe('cash_tolerance');
    expect(firstInvalidLocationField(errorsOf({ late_charge_cap: -5, late_charge_every_days: 400 }))).toBe('late_charge_every_days');
  });
});

describe("the location's 'Pagos' settings", () => {
  const errorsOf = (settings: Partial<LocationInput>) => locationErrors({ ...DEMO_LOCATION, ...settings });

  it('has nothing to check when they are absent, and accepts both payoff choices', () => {
    expect(errorsOf({ payoff_interest: 'days', backdate_days: 7 })).toEqual({});
    expect(errorsOf({ payoff_interest: 'wholeInstallment' })).toEqual({});
    expect(errorsOf({ payoff_interest: 'monthly' as never })).toEqual({ payoff_interest: 'unknown' });
  });

  it('lets a value date go back 0 to 31 whole days', () => {
    expect(errorsOf({ backdate_days: 0 })).toEqual({});
    expect(errorsOf({ backdate_days: 31 })).toEqual({});
    expect(errorsOf({ backdate_days: 32 })).toEqual({ backdate_days: 'outOfRange' });
    expect(errorsOf({ backdate_days: -1 })).toEqual({ backdate_days: 'outOfRange' });
    expect(errorsOf({ backdate_days: 1.5 })).toEqual({ backdate_days: 'outOfRange' });
  });

  it('takes any of the payment methods, cash always', () => {
    expect(errorsOf({ payment_methods: ['cash'] })).toEqual({});
    expect(errorsOf({ payment_methods: ['card', 'cash', 'wallet', 'transfer'] })).toEqual({});
    expect(errorsOf({ payment_methods: ['transfer'] })).toEqual({ payment_methods: 'required' });
    expect(errorsOf({ payment_methods: [] })).toEqual({ payment_methods: 'required' });
    expect(errorsOf({ payment_methods: ['cash', 'bitcoin' as never] })).toEqual({ payment_methods: 'unknown' });
  });

  it('puts them after the late charge and before the footer in the focus order', () => {
    expect(firstInvalidLocationField(errorsOf({ backdate_days: 32, receipt_footer: 'x'.repeat(501) }))).toBe('backdate_days');
    expect(firstInvalidLocationField(errorsOf({ backdate_days: 32, late_charge_cap: -5 }))).toBe('late_charge_cap');
  });
});

describe('businessToday (server/clock.ts): the business date at the location', () => {
  const clock = fixedClock('2026-11-24T02:00:00Z');
  it("is the clock's day in the location's zone", async () => {
    expect(await businessToday(clock, async () => 'America/Argentina/Cordoba')).toBe('2026-11-23');
    expect(await businessToday(clock, async () => 'Asia/Tokyo')).toBe('2026-11-24');
  });
  it('is the day in UTC without a location or with a zone the runtime does not know', async () => {
    expect(await businessToday(fixedClock('2026-11-23T23:30:00Z'), async () => null)).toBe('2026-11-23');
    expect(await businessToday(fixedClock('2026-11-23T23:30:00Z'), async () => 'Mars/Olympus')).toBe('2026-11-23');
  });
});
