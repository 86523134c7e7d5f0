import { describe, expect, it } from 'vitest';
import { ratePercentText, typedRate } from '../../machines/loans/rate.ts';

describe('typedRate', () => {
  it('reads a percentage exactly as millionths, comma or point', () => {
    expect(typedRate('2')).toEqual({ ok: true, millionths: 20_000 });
    expect(typedRate(' 2,5 ')).toEqual({ ok: true, millionths: 25_000 });
    expect(typedRate('36.1255')).toEqual({ ok: true, millionths: 361_255 });
    expect(typedRate('0')).toEqual({ ok: true, millionths: 0 });
  });

  it('says what is wrong with what was typed', () => {
    expect(typedRate('')).toEqual({ ok: false, error: 'required' });
    expect(typedRate('-1')).toEqual({ ok: false, error: 'negative' });
    expect(typedRate('1.000,5')).toEqual({ ok: false, error: 'notNumber' });
    expect(typedRate('abc')).toEqual({ ok: false, error: 'notNumber' });
    expect(typedRate('1.23456')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(typedRate('1000.0001')).toEqual({ ok: false, error: 'tooHigh' });
  });

  it('writes millionths back as the percentage staff typed', () => {
    expect([20_000, 25_000, 361_255, 0, 10_000_000].map(ratePercentText)).toEqual(['2', '2.5', '36.1255', '0', '1000']);
  });
});
