/**
 * The import's readers (machines/imports): dates and choices as a spreadsheet holds them, headers
 * as staff write them, and a row read with the forms' rules, refused by column.
 */
import { describe, expect, it } from 'vitest';
import { readChoice, readDate, writesMonthFirst } from '../../machines/imports/cellReaders.ts';
import { readCustomerRow } from '../../machines/imports/customerRows.ts';
import { readLoanRow } from '../../machines/imports/loanRows.ts';
import { fileColumns } from '../../machines/imports/header.ts';
import { METHOD_WORDS, headerKey } from '../../machines/imports/templates.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';

const es = { digits: 2, conventions: numberConventions('es-AR') };
const TODAY = '2026-11-24';
const cells = (values: Record<string, string>) => (column: string) => values[column] ?? '';
const LOAN = { referencia: 'P-9', documento_cliente: '30.123.456', monto: '10.000', tasa: '3', cuotas: '6', fecha_desembolso: '01/03/2026', primer_vencimiento: '01/04/2026' };

describe('cells', () => {
  it('reads dates day first or ISO, and refuses what it would guess', () => {
    expect(readDate('5/1/2026')).toEqual({ ok: true, date: '2026-01-05' });
    expect(readDate('05.01.2026')).toEqual({ ok: true, date: '2026-01-05' });
    expect(readDate('2026-01-05')).toEqual({ ok: true, date: '2026-01-05' });
    expect(readDate('31/02/2026')).toEqual({ ok: false, error: 'invalidDate' });
    expect(readDate('05/01/26')).toEqual({ ok: false, error: 'invalidDate' });
    expect(readDate('01/01/1850')).toEqual({ ok: false, error: 'dateOutOfRange' });
    expect(readDate(' ')).toEqual({ ok: false, error: 'required' });
  });

  it('refuses a day-first date that could be month-first when the file comes from such a language', () => {
    expect([writesMonthFirst('en-US'), writesMonthFirst('es-AR'), writesMonthFirst('en-GB'), writesMonthFirst('ja'), writesMonthFirst('ar')]).toEqual([true, false, false, false, false]);
    expect(readDate('02/03/2026', true)).toEqual({ ok: false, error: 'ambiguousDate' });
    expect(readDate('13/03/2026', true)).toEqual({ ok: true, date: '2026-03-13' });
    expect(readDate('03/03/2026', true)).toEqual({ ok: true, date: '2026-03-03' });
    expect(readDate('2026-02-03', true)).toEqual({ ok: true, date: '2026-02-03' });
  });

  it('reads a choice by its word or its code, accents and case aside; empty is the default', () => {
    expect(readChoice('Francés', METHOD_WORDS)).toBe('french');
    expect(readChoice('Capital igual', METHOD_WORDS)).toBe('equalPrincipal');
    expect(readChoice('equalPrincipal', METHOD_WORDS)).toBe('equalPrincipal');
    expect(readChoice('', METHOD_WORDS)).toBe('french');
    expect(readChoice('alemán', METHOD_WORDS)).toBeNull();
  });

  it('matches headers as staff write them', () => {
    expect(headerKey(' Número de Documento ')).toBe('numero_documento');
    expect(headerKey('Fecha-de-desembolso')).toBe('fecha_desembolso');
    expect(fileColumns('customers', ['Nombre', 'nombre', 'DNI']).problems).toEqual([
      { column: 'nombre', code: 'repeatedColumn' },
      { column: 'DNI', code: 'unknownColumn' },
      { column: 'numero_documento', code: 'missingColumn' },
    ]);
  });
});

describe('a customers row', () => {
  it('is the form’s input, keyed by its document as the books compare it', () => {
    const read = readCustomerRow(cells({ tipo_documento: 'Pasaporte', numero_documento: 'AB-123 456', nombre: 'Ana' }));
    expect(read).toEqual({ ok: true, key: 'passport:ab123456', input: { document_type: 'passport', document_number: 'AB-123 456', name: 'Ana', phone: '', address: '', status: 'active' } });
  });

  it('is refused by column with the form’s codes', () => {
    const read = readCustomerRow(cells({ tipo_documento: 'libreta', numero_documento: '', nombre: 'x'.repeat(121), telefono: 'a\u202Eb' }));
    expect(read).toEqual({
      ok: false,
      problems: [
        { column: 'tipo_documento', code: 'notOneOf' },
        { column: 'numero_documento', code: 'required' },
        { column: 'nombre', code: 'tooLong' },
        { column: 'telefono', code: 'invalid' },
      ],
    });
  });
});

describe('a loans row', () => {
  it('reads amounts in the file’s convention, and its payments in date order', () => {
    const read = readLoanRow(cells({ ...LOAN, pagos: '01/05/2026 1.200,50 | 01/04/2026 1.000' }), es, TODAY);
    expect(read.ok && read.row.terms.principal).toBe(1_000_000);
    expect(read.ok && read.row.payments).toEqual([
      { date: '2026-04-01', amount: 100_000 },
      { date: '2026-05-01', amount: 120_050 },
    ]);
    const opening = readLoanRow(cells({ ...LOAN, pagado: '2.000' }), es, TODAY);
    expect(opening.ok && opening.row.payments).toEqual([{ date: TODAY, amount: 200_000 }]);
  });

  it('is refused by column: the form’s codes and the import’s own', () => {
    const problems = (values: Record<string, string>) => {
      const read = readLoanRow(cells({ ...LOAN, ...values }), es, TODAY);
      return read.ok ? [] : read.problems.map((p) => `${p.column}:${p.code}`);
    };
    expect(problems({ monto: '10.50' })).toEqual(['monto:decimalSign']);
    expect(problems({ tasa: '-1', cuotas: '0' })).toEqual(['tasa:negative', 'cuotas:outOfRange']);
    expect(problems({ pagado: '1', pagos: '01/04/2026 1' })).toEqual(['pagos:paymentsTwice']);
    expect(problems({ pagos: 'abril 1.000' })).toEqual(['pagos:invalidPayments']);
    expect(problems({ pagos: '01/12/2026 1.000' })).toEqual(['pagos:paymentInFuture']);
    expect(problems({ primer_vencimiento: '01/03/2026' })).toEqual(['primer_vencimiento:disbursedAfterFirstDue']);
    expect(problems({ monto: '0,05' })).toEqual(['monto:tooSmallForTerms']);
    expect(problems({ pagado: '1.000.000' })).toEqual(['pagado:paidAboveTotal']);
    expect(problems({ referencia: '' })).toEqual(['referencia:required']);
    // A percent cell read as its fraction (0,05 for 5 %) is refused; '0,5 %' says what it means.
    expect(problems({ tasa: '0,05' })).toEqual(['tasa:rateLooksLikeFraction']);
    expect(problems({ tasa: '0,5 %' })).toEqual([]);
    expect(problems({ tasa: '0' })).toEqual([]);
  });
});
