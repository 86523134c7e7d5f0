// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../machines/locations/countries.ts';
import { currencyDigits, firstInvalidLocationField, isKnownCountry, isKnownCurrency, locationErrors } from '../../machines/locations/location.rules.ts';
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
