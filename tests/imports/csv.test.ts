// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from '../../machines/imports/csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it('reads rows of cells, LF and CRLF alike', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\r\n1,2\r\n3,4')).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quotes', () => {
    expect(parseCsv('nombre,direccion\n"Gómez, María","Calle 1\r\nPiso 2"\n"Dice ""hola""",x')).toEqual([
      ['nombre', 'direccion'],
      ['Gómez, María', 'Calle 1\r\nPiso 2'],
      ['Dice "hola"', 'x'],
    ]);
  });

  it('drops a byte order mark', () => {
    expect(parseCsv('\uFEFFnombre;monto\nAna;10,5')).toEqual([['nombre', 'monto'], ['Ana', '10,5']]);
  });

  it('takes the delimiter the header uses: comma, semicolon or tab', () => {
    expect(parseCsv('a;b;c\n1,5;2;3')).toEqual([['a', 'b', 'c'], ['1,5', '2', '3']]);
    expect(parseCsv('a\tb\n1,5\t2')).toEqual([['a', 'b'], ['1,5', '2']]);
    expect(detectDelimiter('"x;y",b,c\n1;2;3;4')).toBe(',');
    expect(detectDelimiter('solo')).toBe(',');
  });

  it('drops fully empty rows at the end, keeps those in between', () => {
    expect(parseCsv('a,b\n\n1,2\n,\n\n')).toEqual([['a', 'b'], [''], ['1', '2']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
  });

  it('keeps an empty last cell', () => {
    expect(parseCsv('a,b\n1,\n')).toEqual([['a', 'b'], ['1', '']]);
  });
});
