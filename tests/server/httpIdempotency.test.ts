// @vitest-environment node
/** server/http/idempotency.ts's pure parts: which keys are accepted, and when two bodies are "the same request". */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, IDEMPOTENCY_KEY_PATTERN, requestHash } from '../../server/http/idempotency.ts';

describe('Idempotency-Key values', () => {
  it.each(['a', 'x'.repeat(100), '550e8400-e29b-41d4-a716-446655440000', '!~{}"\\'])('accepts %j', (key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
  });
  it.each(['', 'x'.repeat(101), 'a b', 'tab\there', 'ñ', 'line\n', '\u007f'])('refuses %j', (key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
  });
});

describe('request hashes', () => {
  it('ignore key order and spacing of JSON bodies, at every depth', () => {
    expect(requestHash('{"a":1,"b":{"c":[1,{"d":2,"e":3}]}}')).toBe(requestHash('{ "b": { "c": [1, { "e": 3, "d": 2 }] }, "a": 1 }'));
    expect(canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
  });

  it('differ when any value, array order or type differs', () => {
    const base = requestHash('{"name":"Ana","n":1,"list":[1,2]}');
    for (const other of ['{"name":"Ana ","n":1,"list":[1,2]}', '{"name":"Ana","n":"1","list":[1,2]}', '{"name":"Ana","n":1,"list":[2,1]}', '{"name":"Ana","n":1}']) {
      expect(requestHash(other)).not.toBe(base);
    }
  });

  it('hash a body that is not JSON by its text', () => {
    expect(requestHash('name=x')).toBe(requestHash('name=x'));
    expect(requestHash('name=x')).not.toBe(requestHash('name=y'));
  });

  it('do not change when the object keys of a body come in another order (property)', () => {
    const shuffle = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(shuffle);
      if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, shuffle(v)]));
      return value;
    };
    fc.assert(
      fc.property(fc.jsonValue(), (a) => {
        expect(requestHash(JSON.stringify(shuffle(a), null, 2))).toBe(requestHash(JSON.stringify(a)));
      }),
    );
  });
});
