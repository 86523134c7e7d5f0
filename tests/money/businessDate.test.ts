// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  BusinessDateSchema,
  businessDateOf,
  compareBusinessDates,
  daysBetween,
  isBusinessDate,
  isValidTimeZone,
  TimeZoneSchema,
} from '../../machines/money/index.ts';

const at = (iso: string) => new Date(iso);

describe('business dates', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(['2026-11-23', '2024-02-29', '2000-02-29'].every(isBusinessDate)).toBe(true);
    expect(['2026-02-29', '1900-02-29', '2026-13-01', '2026-1-01', '2026-11-23T00:00', '', '0099-01-01'].some(isBusinessDate)).toBe(false);
    expect(v.safeParse(BusinessDateSchema, '2026-04-31').success).toBe(false);
  });

  it('know IANA time zones, not offsets or invented names', () => {
    expect(['America/Lima', 'Europe/Madrid', 'Asia/Kolkata', 'UTC'].every(isValidTimeZone)).toBe(true);
    expect(['Mars/Olympus', '', '-05:00', '+01:00', 'America/'].some(isValidTimeZone)).toBe(false);
    expect(v.safeParse(TimeZoneSchema, 'Pacific/Apia').success).toBe(true);
  });

  it('ask the runtime about a zone once, not at every request (#39)', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i++) expect(isValidTimeZone('America/Argentina/Cordoba')).toBe(true);
      for (let i = 0; i < 5; i++) expect(isValidTimeZone('Atlantis/Capital')).toBe(false);
      expect(formatter).toHaveBeenCalledTimes(2);
    } finally {
      formatter.mockRestore();
    }
  });
});

describe('businessDateOf: the day at the location', () => {
  it('is the local day, not the UTC one', () => {
    // 03:00 UTC is still the evening before in Lima (UTC−5) and already the day in Madrid.
    expect(businessDateOf(at('2026-11-24T03:00:00Z'), 'America/Lima')).toBe('2026-11-23');
    expect(businessDateOf(at('2026-11-24T03:00:00Z'), 'Europe/Madrid')).toBe('2026-11-24');
    expect(businessDateOf(at('2026-11-23T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-24'); // UTC+14
  });

  it('follows daylight-saving changes (Madrid: +1 in winter, +2 in summer)', () => {
    // Spring forward on 2026-03-29 at 01:00 UTC.
    expect(businessDateOf(at('2026-03-28T22:59:59Z'), 'Europe/Madrid')).toBe('2026-03-28'); // 23:59:59 CET
    expect(businessDateOf(at('2026-03-28T23:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29'); // 00:00 CET
    expect(businessDateOf(at('2026-03-29T21:59:59Z'), 'Europe/Madrid')).toBe('2026-03-29'); // 23:59:59 CEST
    expect(businessDateOf(at('2026-03-29T22:00:00Z'), 'Europe/Madrid')).toBe('2026-03-30'); // 00:00 CEST
    // Fall back on 2026-10-25 at 01:00 UTC: midnight moves from 22:00 to 23:00 UTC.
    expect(businessDateOf(at('2026-10-24T22:00:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(businessDateOf(at('2026-10-25T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25'); // 23:30 CET
    expect(businessDateOf(at('2026-10-25T23:00:00Z'), 'Europe/Madrid')).toBe('2026-10-26');
  });

  it('copes with a day that starts at 01:00 (Santiago springs forward at midnight) and one that never happened (Apia)', () => {
    // 2026-09-06: Chile's clocks go from 24:00 to 01:00; 04:00 UTC is 01:00 local (UTC−3).
    expect(businessDateOf(at('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
    expect(businessDateOf(at('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
    // Samoa skipped 2011-12-30 when it crossed the date line.
    expect(businessDateOf(at('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('refuses an unknown zone or an invalid instant', () => {
    expect(() => businessDateOf(at('2026-11-23T10:00:00Z'), 'Nowhere/Town')).toThrow(RangeError);
    expect(() => businessDateOf(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and DST boundaries without drifting', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('clamps month ends: Jan 31 + 1 month = Feb 28 or 29, and + 2 months = Mar 31', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    // Due dates count from the first one, so the 31st comes back.
    expect([0, 1, 2, 3].map((k) => addMonths('2026-01-31', k))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('counts days between dates, also over a DST change', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(compareBusinessDates('2026-01-02', '2026-01-10')).toBe(-1);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01-01', 1.5)).toThrow(RangeError);
  });

  const day = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('adding n days moves daysBetween by exactly n, whatever the host time zone', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -20_000, max: 20_000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
        expect(addDays(addDays(d, n), -n)).toBe(d);
      }),
    );
  });

  it('adding months never overshoots the target month', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -240, max: 240 }), (d, n) => {
        const result = addMonths(d, n);
        const [y, m] = d.split('-').map(Number) as [number, number];
        const target = y * 12 + (m - 1) + n;
        const [ry, rm] = result.split('-').map(Number) as [number, number];
        expect(ry * 12 + (rm - 1)).toBe(target);
        expect(Number(result.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)));
      }),
    );
  });
});
