// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  divideRound,
  fromMinor,
  MinorAmountSchema,
  minorFromColumn,
  negateMinor,
  PositiveMinorSchema,
  roundHalfEven,
  sumMinor,
  toMinor,
} from '../../machines/money/index.ts';

describe('minor units', () => {
  it('accepts only safe integers at the API edge', () => {
    expect(v.safeParse(MinorAmountSchema, -125).success).toBe(true);
    expect(v.safeParse(MinorAmountSchema, 12.5).success).toBe(false);
    expect(v.safeParse(MinorAmountSchema, 2 ** 53).success).toBe(false);
    expect(v.safeParse(MinorAmountSchema, '125').success).toBe(false);
    expect(v.safeParse(PositiveMinorSchema, 1).success).toBe(true);
    expect(v.safeParse(PositiveMinorSchema, 0).success).toBe(false);
  });

  it('refuses to sum a float or past the safe range instead of losing cents', () => {
    expect(sumMinor([100, -25, 1])).toBe(76);
    expect(() => sumMinor([100, 0.5])).toThrow(RangeError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(Object.is(negateMinor(0), 0)).toBe(true);
  });

  it('reads bigint columns as the drivers hand them, refusing what does not fit', () => {
    expect(minorFromColumn('-123456')).toBe(-123456);
    expect(minorFromColumn(42n)).toBe(42);
    expect(() => minorFromColumn('9007199254740993')).toThrow(RangeError);
    expect(() => minorFromColumn('12.5')).toThrow(RangeError);
  });
});

describe('toMinor and fromMinor', () => {
  it('converts exactly, where a float would not (0.1 + 0.2, 1.005)', () => {
    expect(toMinor('1234.56', 2)).toEqual({ ok: true, minor: 123456 });
    expect(toMinor('1.005', 3)).toEqual({ ok: true, minor: 1005 });
    expect(toMinor('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(toMinor('-0.05', 2)).toEqual({ ok: true, minor: -5 });
    expect(toMinor('1500', 0)).toEqual({ ok: true, minor: 1500 });
    expect(fromMinor(123456, 2)).toBe('1234.56');
    expect(fromMinor(-5, 2)).toBe('-0.05');
    expect(fromMinor(1200, 2)).toBe('12.00');
    expect(fromMinor(7, 0)).toBe('7');
    expect(fromMinor(1, 3)).toBe('0.001');
  });

  it('says why it refuses', () => {
    expect(toMinor('10.505', 2)).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(toMinor('10.5', 0)).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(toMinor('10.500', 2)).toEqual({ ok: true, minor: 1050 });
    for (const text of ['', '1,5', '1e3', ' 1', '1.', '.5', '+1', '1 000', 'NaN', 'Infinity']) {
      expect(toMinor(text, 2)).toEqual({ ok: false, reason: 'format' });
    }
    expect(toMinor('90071992547409.92', 2)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(() => toMinor('1', 5)).toThrow(RangeError);
  });

  it('round-trips every safe amount in every number of digits', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 4 }), (minor, digits) => {
        expect(toMinor(fromMinor(minor, digits), digits)).toEqual({ ok: true, minor: minor === 0 ? 0 : minor });
      }),
    );
  });
});

describe('half-even rounding', () => {
  it('sends a tie to the even neighbour, anything else to the nearest', () => {
    expect([ '0.5', '1.5', '2.5', '3.5', '-0.5', '-1.5', '-2.5'].map(roundHalfEven)).toEqual([0, 2, 2, 4, 0, -2, -2]);
    expect(['2.4999999999999999999999', '2.5000000000000000000001', '-2.51'].map(roundHalfEven)).toEqual([2, 3, -3]);
  });

  it('on every .5 case: the result is even and half a unit away', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const rounded = roundHalfEven(`${n < 0 ? '-' : ''}${Math.abs(n)}.5`);
        expect(Math.abs(rounded) % 2).toBe(0);
        expect(Math.abs(Math.abs(rounded) - (Math.abs(n) + 0.5))).toBe(0.5);
      }),
    );
  });

  it('applies rates and divides once, from the exact value', () => {
    expect(applyRate(1000000, '0.02')).toBe(20000);
    expect(applyRate(125, '0.02')).toBe(2); // 2.5 → 2
    expect(applyRate(175, '0.02')).toBe(4); // 3.5 → 4
    expect(applyRate(1000000, { numerator: '0.10', denominator: 12 })).toBe(8333); // 8333.33…
    expect(divideRound(1000000, 12)).toBe(83333);
    expect(divideRound(30, 4)).toBe(8); // 7.5 → 8
    expect(divideRound(10, 4)).toBe(2); // 2.5 → 2
  });
});
