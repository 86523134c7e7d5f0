// @vitest-environment node
/**
 * The shared bounds of #30 (machines/money/bounds.ts, machines/input/): one amount bound for the
 * server's schemas and the app's forms, ids, dates, plain text; and the JSON body guard
 * (server/http/jsonBody.ts jsonFaultOf) that refuses broken UTF-16 and deep nesting without recursion.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AMOUNT_TOO_LARGE,
  BoundedNonNegativeMinorSchema,
  BoundedPositiveMinorSchema,
  MAX_AMOUNT_MINOR,
  MAX_TYPED_MINOR,
  MinorOutOfRange,
  minorFromColumn,
  sumMinor,
} from '../../machines/money/index.ts';
import { InputDateSchema, isPlainLine, isPlainNote, isWellFormedText, RecordIdSchema } from '../../machines/input/index.ts';
import { DenominationCountSchema } from '../../machines/cashbox/cashbox.schema.ts';
import { amountOf, EMPTY_CASH_VALUES } from '../../machines/cashbox/index.ts';
import { jsonFaultOf, MAX_JSON_DEPTH } from '../../server/http/jsonBody.ts';
import { ES_AMOUNTS } from '../support/amounts.ts';

const messages = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the amount bound', () => {
  it('is the one the forms read typed amounts with', () => {
    expect(MAX_TYPED_MINOR).toBe(MAX_AMOUNT_MINOR);
    expect(MAX_AMOUNT_MINOR).toBe(10 ** 12);
  });
  it('takes 1 to 10^12 (or 0 where zero is allowed) and refuses more with amountTooLarge', () => {
    expect(messages(BoundedPositiveMinorSchema, MAX_AMOUNT_MINOR)).toEqual([]);
    expect(messages(BoundedNonNegativeMinorSchema, 0)).toEqual([]);
    expect(messages(BoundedPositiveMinorSchema, MAX_AMOUNT_MINOR + 1)).toEqual([AMOUNT_TOO_LARGE]);
    expect(messages(BoundedNonNegativeMinorSchema, Number.MAX_SAFE_INTEGER)).toEqual([AMOUNT_TOO_LARGE]);
    expect(messages(BoundedPositiveMinorSchema, 0)).not.toContain(AMOUNT_TOO_LARGE);
  });
  it('bounds each denomination line and their sum, exactly', () => {
    expect(messages(DenominationCountSchema, { '2000000': 500_000 })).toEqual([]);
    expect(messages(DenominationCountSchema, { '999999999999': 1_000_000 })).toEqual([AMOUNT_TOO_LARGE]);
    expect(messages(DenominationCountSchema, { '600000000000': 1, '500000000000': 1 })).toEqual([AMOUNT_TOO_LARGE]);
  });
  it('the close dialog refuses a count by denomination past the bound before sending', () => {
    const counts = { '2000000': '999999' };
    expect(amountOf({ ...EMPTY_CASH_VALUES, byDenomination: true, counts }, ES_AMOUNTS)).toEqual({ ok: false, error: 'outOfRange' });
  });
  it('a figure past 2^53 − 1 is a MinorOutOfRange (the server answers totalTooLarge), never a rounded number', () => {
    expect(() => minorFromColumn('9007199254740993')).toThrow(MinorOutOfRange);
    expect(() => minorFromColumn(9_007_199_254_740_993n)).toThrow(MinorOutOfRange);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(MinorOutOfRange);
    expect(minorFromColumn('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('ids, dates and text', () => {
  it('an id is 1 to 2^31 − 1', () => {
    expect(messages(RecordIdSchema, 2 ** 31 - 1)).toEqual([]);
    expect(messages(RecordIdSchema, 2 ** 31)).toEqual(['idOutOfRange']);
  });
  it('a date staff type is a real day from 1900 to 2199', () => {
    expect(messages(InputDateSchema, '2199-12-31')).toEqual([]);
    expect(messages(InputDateSchema, '9999-12-31')).toEqual(['dateOutOfRange']);
    expect(messages(InputDateSchema, '1899-12-31')).toEqual(['dateOutOfRange']);
    expect(messages(InputDateSchema, '2026-02-30')).not.toContain('dateOutOfRange');
  });
  it('plain text refuses control characters, bidi overrides and isolates, and lone surrogates', () => {
    for (const ok of ['Ana Pérez', 'مرحبا', 'Local 4 — 1° piso 👍', 'Zoë']) expect(isPlainLine(ok), ok).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u202Ab', 'a\u202Eb', 'a\u2066b', 'a\u2069b', 'a\ud800', '\udc00b']) {
      expect(isPlainLine(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isPlainNote('línea 1\nlínea 2\r\n\tsangría')).toBe(true);
    expect(isPlainNote('nota \u202E')).toBe(false);
    expect(isWellFormedText('😀')).toBe(true);
    expect(isWellFormedText('\ud83d')).toBe(false);
  });
});

describe('the JSON body guard', () => {
  it('finds NUL, lone surrogates (keys too) and nesting past the limit, without recursion', () => {
    expect(jsonFaultOf({ a: ['x', { b: 'y' }] })).toBeNull();
    expect(jsonFaultOf({ a: 'x\u0000' })).toEqual({ kind: 'nul', field: 'a' });
    expect(jsonFaultOf({ ['k\ud800']: 1 })).toEqual({ kind: 'malformed', field: '' });
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH; i += 1) deep = [deep];
    expect(jsonFaultOf(deep)).toBeNull();
    expect(jsonFaultOf([deep])).toEqual({ kind: 'tooDeep' });
    let huge: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) huge = [huge];
    expect(jsonFaultOf(huge)).toEqual({ kind: 'tooDeep' });
  });
});
