// @vitest-environment node
/** Accept-Encoding negotiation (RFC 9110 §12.5.3): which coding the SPA's files go out in. */
import { describe, expect, it } from 'vitest';
import { chooseCoding, parseAcceptEncoding } from '../../server/acceptEncoding.ts';

describe('chooseCoding with br and gzip available', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    // Weights beat the server's order; equal weights go to the server's order.
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['gzip, br', 'br'],
    ['GZIP;Q=1, BR;Q=0.999', 'gzip'],
    ['x-gzip', 'gzip'],
    // The wildcard weighs what is not named.
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, *;q=0.5', 'gzip'],
    // Identity: always acceptable unless excluded, last when not named.
    ['gzip;q=0.1', 'gzip'],
    ['identity', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['gzip;q=0.5, *;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    // Invalid weights drop their entry only.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=0.0001, gzip', 'gzip'],
    ['br;q=abc', 'identity'],
    // Nothing acceptable.
    ['identity;q=0', null],
    ['*;q=0', null],
    ['deflate, identity;q=0', null],
    ['br;q=0, gzip;q=0, identity;q=0', null],
    // An explicit identity entry beats the wildcard.
    ['*;q=0, identity', 'identity'],
    ['*;q=0, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(chooseCoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('sends the file as it is when the request has no Accept-Encoding', () => {
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBe('identity');
  });

  it('only chooses among the available codings', () => {
    expect(chooseCoding('br', ['gzip'])).toBe('identity');
    expect(chooseCoding('br, gzip;q=0.1', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br, identity;q=0', [])).toBeNull();
  });
});

describe('parseAcceptEncoding', () => {
  it('reads weights with spaces, keeps the best of a coding listed twice, and skips empty entries', () => {
    expect(parseAcceptEncoding(' gzip ; q=0.3 ,, br;q=1.000, gzip;q=0.7, identity ; q = 0 ')).toEqual(
      new Map([
        ['gzip', 0.7],
        ['br', 1],
        ['identity', 0],
      ]),
    );
  });
});
