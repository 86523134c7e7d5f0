// @vitest-environment node
/** Every problem code of the preview in words: the forms' sentences for the forms' codes, a generic one for an unknown code. */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATES } from '../../machines/imports/index.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';
import { columnHelp, problemText } from '../../src/features/imports/importTexts.ts';

const amounts = { conventions: numberConventions('es'), digits: 2 };
const loan = (column: string, code: string) => problemText(i18n, 'loans', { column, code }, amounts);
const customer = (column: string, code: string) => problemText(i18n, 'customers', { column, code }, amounts);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} });
});

describe('problemText', () => {
  it('says how to write an amount, with an example in the language\'s convention', () => {
    expect(loan('monto', 'decimalSign')).toBe('monto: Para los decimales use «,», por ejemplo 10.000,50.');
    expect(loan('pagado', 'notNumber')).toBe('pagado: Escriba un monto, por ejemplo 10.000,50.');
    expect(loan('monto', 'tooSmallForTerms')).toMatch(/^monto: El monto es demasiado chico para tantas cuotas/);
  });

  it('tells a rate\'s and the installments\' codes from an amount\'s of the same name', () => {
    expect(loan('tasa', 'notNumber')).toBe('tasa: Escriba un porcentaje, por ejemplo 2,5.');
    expect(loan('tasa', 'tooManyDecimals')).toBe('tasa: La tasa admite hasta cuatro decimales.');
    expect(loan('monto', 'tooManyDecimals')).toBe('monto: El monto tiene más decimales de los que usa la moneda.');
    expect(loan('cuotas', 'outOfRange')).toBe('cuotas: El número de cuotas va de 1 a 360.');
    expect(loan('monto', 'outOfRange')).toBe('monto: El monto es demasiado grande.');
    expect(loan('tasa', 'tooSteepForTerms')).toMatch(/^tasa: La tasa es demasiado alta para tantas cuotas/);
  });

  it('uses the customer form\'s sentences and limits', () => {
    expect(customer('numero_documento', 'required')).toBe('numero_documento: Este dato es obligatorio.');
    expect(customer('nombre', 'tooLong')).toBe('nombre: Escriba como máximo 120 caracteres.');
    expect(customer('numero_documento', 'duplicate')).toBe('numero_documento: Este documento ya pertenece a otro cliente.');
    expect(customer('tipo_documento', 'notOneOf')).toBe('tipo_documento: Escriba una de estas palabras: dni, pasaporte, cuit, otro.');
    expect(loan('fecha_desembolso', 'invalid')).toBe('fecha_desembolso: La fecha no es válida.');
    // A text field's `invalid` is a text the server cannot keep (control or direction characters).
    expect(customer('nombre', 'invalid')).toBe(customer('nombre', 'textNotPlain'));
    expect(customer('nombre', 'invalid')).toMatch(/^nombre: El texto tiene caracteres que no se pueden guardar/);
  });

  it('names the import\'s own codes, the file\'s without a column', () => {
    expect(loan('documento_cliente', 'customerNotFound')).toBe('documento_cliente: No hay ningún cliente con este documento: impórtelo primero en «Clientes».');
    expect(loan('fecha_desembolso', 'invalidDate')).toBe('fecha_desembolso: Escriba la fecha como dd/mm/aaaa, por ejemplo 15/01/2026.');
    expect(customer('', 'noRows')).toBe('El archivo no tiene filas de datos.');
    expect(customer('nombre', 'missingColumn')).toBe('nombre: Falta esta columna obligatoria.');
    expect(loan('pagos', 'paymentsTwice')).toBe('pagos: Complete «pagado» o «pagos», no los dos.');
    expect(loan('primer_vencimiento', 'disbursedAfterFirstDue')).toBe('primer_vencimiento: El primer vencimiento debe ser posterior al desembolso.');
  });

  it('shows an unknown code with a generic sentence', () => {
    expect(customer('nombre', 'somethingNew')).toBe('nombre: El dato fue rechazado (código somethingNew).');
    expect(customer('', 'toString')).toBe('El dato fue rechazado (código toString).');
  });
});

describe('columnHelp', () => {
  it('says what a column holds, its words and whether it is required', () => {
    const [tipo, numero] = IMPORT_TEMPLATES.customers;
    expect(columnHelp(i18n, tipo!)).toBe('Tipo de documento. Una de: dni, pasaporte, cuit, otro (dni si está vacía).');
    expect(columnHelp(i18n, numero!)).toBe('Número de documento del cliente. Obligatoria.');
    for (const kind of ['customers', 'loans'] as const) for (const column of IMPORT_TEMPLATES[kind]) expect(columnHelp(i18n, column), column.name).not.toBe('');
  });
});

describe('an imported loan in its Historial', () => {
  it('names its reference, its disbursement and what was paid, as dates and money', async () => {
    const { loanHistoryTexts } = await import('../../src/features/loans/loanHistoryTexts.ts');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const texts = loanHistoryTexts((minor) => `$${minor / 100}`);
    expect(texts.fieldLabel(i18n, 'import_reference')).toBe('Referencia en los registros anteriores');
    expect(texts.valueText?.(i18n, 'paid_total', '2000050', {})).toBe('$20000.5');
    expect(texts.valueText?.(i18n, 'disbursed_date', '2026-01-15', {})).not.toBe('2026-01-15');
  });
});
