// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellText, sheetRows } from '../../machines/imports/cells.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';

const es = numberConventions('es');
const en = numberConventions('en');

describe('cellText', () => {
  it('writes a number in the language\'s decimal sign, without groups', () => {
    expect(cellText(10000.5, es)).toBe('10000,5');
    expect(cellText(10000.5, en)).toBe('10000.5');
    expect(cellText(1234567, es)).toBe('1234567');
    expect(cellText(-2.25, es)).toBe('-2,25');
  });

  it('never writes an exponent nor a float artefact', () => {
    expect(cellText(1e21, en)).toBe('1000000000000000000000');
    expect(cellText(0.0000001, en)).toBe('0.0000001');
    expect(cellText(0.1 + 0.2, es)).toBe('0,3');
    expect(cellText(11282.000000000002, es)).toBe('11282');
  });

  it('writes a date as dd/mm/aaaa of its UTC day', () => {
    expect(cellText(new Date(Date.UTC(2026, 0, 5, 23, 30)), es)).toBe('2026-01-05');
    expect(cellText(new Date(Number.NaN), es)).toBe('');
  });

  it('keeps text as it is; booleans and empty cells', () => {
    expect(cellText(' 30.123.456 ', es)).toBe(' 30.123.456 ');
    expect(cellText(true, es)).toBe('true');
    expect(cellText(false, es)).toBe('false');
    expect(cellText(null, es)).toBe('');
    expect(cellText(undefined, es)).toBe('');
    expect(cellText(Number.POSITIVE_INFINITY, es)).toBe('');
  });
});

describe('sheetRows', () => {
  it('turns every cell into text and drops empty rows at the end', () => {
    expect(sheetRows([['monto', 'fecha'], [100.5, new Date(Date.UTC(2026, 1, 15))], [null, null]], es)).toEqual([
      ['monto', 'fecha'],
      ['100,5', '2026-02-15'],
    ]);
  });
});
