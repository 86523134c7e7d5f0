// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../machines/money/index.ts';

describe('allocate', () => {
  it('splits by the largest remainder and gives ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [3, 7])).toEqual([2, 3]); // 1.5 / 3.5: equal remainders, first wins
    expect(allocate(10, [1, 2, 2])).toEqual([2, 4, 4]);
    expect(allocate(1, [0, 1, 1])).toEqual([0, 1, 0]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('stays exact where total times weight passes 2^53', () => {
    const parts = allocate(Number.MAX_SAFE_INTEGER, [Number.MAX_SAFE_INTEGER - 1, 1]);
    expect(BigInt(parts[0] ?? 0) + BigInt(parts[1] ?? 0)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    expect(parts[1]).toBe(1);
  });

  it('refuses what cannot be split', () => {
    expect(() => allocate(100, [])).toThrow(RangeError);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [-1, 2])).toThrow(RangeError);
    expect(() => allocate(10.5, [1])).toThrow(RangeError);
  });

  const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some((x) => x > 0));
  const total = fc.integer({ min: -1e13, max: 1e13 });

  it('always sums exactly to the total, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const parts = allocate(t, w);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
        const sum = w.reduce((a, b) => a + b, 0);
        parts.forEach((part, i) => {
          expect(Math.abs(part - (t * (w[i] ?? 0)) / sum)).toBeLessThan(1 + 1e-6);
          if (w[i] === 0) expect(part).toBe(0);
        });
      }),
    );
  });

  it('is deterministic and a reversal splits into exactly the negated parts', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        expect(allocate(t, w)).toEqual(allocate(t, w));
        expect(allocate(-t, w)).toEqual(allocate(t, w).map((p) => (p === 0 ? 0 : -p)));
      }),
    );
  });
});
