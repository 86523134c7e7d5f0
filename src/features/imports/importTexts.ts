/**
 * The Spanish source texts of 'Importar': the kinds, the template's columns, why a file could not
 * be read, and every problem code of the preview (machines/imports/imports.schema.ts). A code the
 * forms have says what the form says (the same source text, so one translation); a code this
 * screen does not know shows a generic sentence with the code.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CUSTOMER_LIMITS } from '../../../machines/customers/customers.schema.ts';
import type { ImportFailure } from '../../../machines/imports/importFailure.ts';
import { MAX_FILE_BYTES, type ImportReadFailure } from '../../../machines/imports/importFile.ts';
import { IMPORT_LIMITS, type ImportKind, type ImportProblem, type ImportRowStatus } from '../../../machines/imports/imports.schema.ts';
import { IMPORT_TEMPLATES, type TemplateColumn } from '../../../machines/imports/templates.ts';
import { LOAN_LIMITS } from '../../../machines/loans/loan.schema.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';

export const KIND_LABELS: Record<ImportKind, MessageDescriptor> = {
  customers: msg`Clientes`,
  loans: msg`Préstamos en curso`,
};

export const STATUS_LABELS: Record<ImportRowStatus, MessageDescriptor> = {
  new: msg`Nueva`,
  existing: msg`Ya existe`,
  refused: msg`Con errores`,
};

/** What each column of the templates holds: the template's help row. */
const COLUMN_HELP: Record<string, MessageDescriptor> = {
  tipo_documento: msg`Tipo de documento.`,
  numero_documento: msg`Número de documento del cliente.`,
  nombre: msg`Nombre y apellido.`,
  telefono: msg`Teléfono.`,
  direccion: msg`Dirección.`,
  referencia: msg`Número del préstamo en sus registros: importarlo dos veces no lo duplica.`,
  tipo_documento_cliente: msg`Tipo de documento del cliente.`,
  documento_cliente: msg`Documento de un cliente ya cargado.`,
  monto: msg`Monto prestado, sin símbolo de moneda.`,
  tasa: msg`Tasa de interés por período, en porcentaje (5 es 5 %).`,
  periodo_tasa: msg`Período de la tasa.`,
  cuotas: msg`Número de cuotas, de 1 a 360.`,
  frecuencia: msg`Frecuencia de las cuotas.`,
  metodo: msg`Método de cálculo de las cuotas.`,
  fecha_desembolso: msg`Fecha del desembolso (dd/mm/aaaa).`,
  primer_vencimiento: msg`Fecha del primer vencimiento (dd/mm/aaaa).`,
  pagado: msg`Lo pagado hasta hoy, como un solo pago.`,
  fecha_pagado: msg`Fecha de ese pago (dd/mm/aaaa; hoy si está vacía).`,
  pagos: msg`O la lista de pagos: «dd/mm/aaaa importe», separados por «|».`,
  oficial: msg`Usuario del oficial a cargo (usted si está vacía).`,
  nota: msg`Nota.`,
};

/** A column's line of help: what it holds, its words (the first when empty) and whether it is required. */
export function columnHelp(i18n: I18n, column: TemplateColumn): string {
  const help = Object.hasOwn(COLUMN_HELP, column.name) ? COLUMN_HELP[column.name] : undefined;
  const parts = [help === undefined ? '' : i18n._(help)];
  if (column.choices !== undefined && column.choices.length > 0) {
    const words = column.choices.join(', ');
    const first = column.choices[0] ?? '';
    parts.push(i18n._(msg`Una de: ${words} (${first} si está vacía).`));
  }
  if (column.required) parts.push(i18n._(msg`Obligatoria.`));
  return parts.filter((part) => part !== '').join(' ');
}

export const READ_FAILURES: Record<ImportReadFailure, (i18n: I18n) => string> = {
  unreadable: (i18n) => i18n._(msg`No se pudo leer el archivo. Compruebe que no esté dañado y elíjalo de nuevo.`),
  notSpreadsheet: (i18n) => i18n._(msg`Elija un archivo CSV o XLSX.`),
  tooLarge: (i18n) => {
    const max = i18n.number(MAX_FILE_BYTES / 1024 / 1024);
    return i18n._(msg`El archivo pesa más de ${max} MB. Divídalo en archivos más pequeños.`);
  },
  tooManyRows: (i18n) => {
    const max = i18n.number(IMPORT_LIMITS.rows);
    return i18n._(msg`El archivo tiene más de ${max} filas. Divídalo en archivos más pequeños.`);
  },
  tooManyColumns: (i18n) => {
    const max = IMPORT_LIMITS.columns;
    return i18n._(msg`El archivo tiene más de ${max} columnas. Use las columnas de la plantilla.`);
  },
  cellTooLong: (i18n) => {
    const max = i18n.number(IMPORT_LIMITS.cell);
    return i18n._(msg`Una celda del archivo tiene más de ${max} caracteres.`);
  },
  empty: (i18n) => i18n._(msg`El archivo está vacío.`),
};

export const PREVIEW_FAILURES: Record<ImportFailure, MessageDescriptor> = {
  forbidden: msg`Su rol no permite importar.`,
  invalid: msg`El servidor rechazó el archivo. Revíselo e intente nuevamente.`,
  unavailable: msg`No se pudo revisar el archivo. Compruebe la conexión e intente nuevamente.`,
};

export const IMPORT_FAILURES: Record<ImportFailure, MessageDescriptor> = {
  forbidden: msg`Su rol no permite importar.`,
  invalid: msg`El servidor rechazó el archivo. Revíselo e intente nuevamente.`,
  unavailable: msg`No se pudo importar. Compruebe la conexión e intente nuevamente: reintentar no agrega nada dos veces.`,
};

// The forms' own sentences (the same source texts as the loan and customer forms: one translation).
const AMOUNT: Record<string, MessageDescriptor> = {
  tooSmallForTerms: msg`El monto es demasiado chico para tantas cuotas: aumente el monto o reduzca las cuotas.`,
  negative: msg`El monto no puede ser negativo.`,
  tooManyDecimals: msg`El monto tiene más decimales de los que usa la moneda.`,
  outOfRange: msg`El monto es demasiado grande.`,
};
const RATE: Record<string, MessageDescriptor> = {
  tooSteepForTerms: msg`La tasa es demasiado alta para tantas cuotas: la última cuota no se podría calcular bien. Reduzca la tasa o las cuotas.`,
  negative: msg`La tasa no puede ser negativa.`,
  notNumber: msg`Escriba un porcentaje, por ejemplo 2,5.`,
  tooManyDecimals: msg`La tasa admite hasta cuatro decimales.`,
  tooHigh: msg`La tasa no puede superar el 1000 %.`,
};
const INSTALLMENTS: Record<string, MessageDescriptor> = {
  notInteger: msg`El número de cuotas es un número entero.`,
  outOfRange: msg`El número de cuotas va de 1 a 360.`,
};

/** A text with control or direction characters (machines/input `textNotPlain`; a customer field's `invalid`). */
const NOT_PLAIN = msg`El texto tiene caracteres que no se pueden guardar (de control o de dirección). Escríbalo de nuevo.`;

/** The import's own codes, and the forms' that read the same whatever the column. */
const CODES: Record<string, MessageDescriptor> = {
  required: msg`Este dato es obligatorio.`,
  duplicate: msg`Este documento ya pertenece a otro cliente.`,
  tooSmallForTerms: AMOUNT.tooSmallForTerms!,
  tooSteepForTerms: RATE.tooSteepForTerms!,
  missingColumn: msg`Falta esta columna obligatoria.`,
  unknownColumn: msg`La plantilla no tiene esta columna.`,
  repeatedColumn: msg`Esta columna aparece más de una vez.`,
  noRows: msg`El archivo no tiene filas de datos.`,
  noLocation: msg`Antes de importar préstamos, configure la ubicación del negocio: su moneda dice cómo leer los montos.`,
  exampleRow: msg`Es la fila de ejemplo de la plantilla: reemplácela por sus datos o bórrela.`,
  invalidDate: msg`Escriba la fecha como dd/mm/aaaa, por ejemplo 15/01/2026.`,
  dateOutOfRange: msg`La fecha está fuera del rango admitido.`,
  repeatedInFile: msg`Este valor se repite en otra fila del archivo.`,
  customerNotFound: msg`No hay ningún cliente con este documento: impórtelo primero en «Clientes».`,
  customerBlocked: msg`Este cliente está bloqueado y no puede solicitar préstamos.`,
  officerNotFound: msg`No hay ningún usuario con este nombre.`,
  disbursedAfterFirstDue: msg`El primer vencimiento debe ser posterior al desembolso.`,
  textNotPlain: NOT_PLAIN,
  paymentsTwice: msg`Complete «pagado» o «pagos», no los dos.`,
  disbursedInFuture: msg`La fecha de desembolso no puede ser posterior a hoy.`,
  paymentBeforeDisbursement: msg`Hay un pago anterior al desembolso.`,
  paymentInFuture: msg`Hay un pago con fecha posterior a hoy.`,
  paidAboveTotal: msg`Lo pagado supera el total del préstamo.`,
  invalidPayments: msg`Escriba cada pago como «dd/mm/aaaa importe», separados por «|».`,
  ambiguousDate: msg`Esta fecha puede leerse de dos maneras en el idioma del archivo: escríbala como aaaa-mm-dd, por ejemplo 2026-01-15.`,
  rateLooksLikeFraction: msg`Una tasa menor a 1 sin «%» suele ser una celda de porcentaje leída como fracción (0,05 por 5 %): escriba 5, o 0,05 % si es lo que quiso decir.`,
};

/** The longest text of the columns the forms limit (the customer's fields, the loan's note). */
const MAX_LENGTH: Record<string, number> = {
  numero_documento: CUSTOMER_LIMITS.documentNumber,
  documento_cliente: CUSTOMER_LIMITS.documentNumber,
  nombre: CUSTOMER_LIMITS.name,
  telefono: CUSTOMER_LIMITS.phone,
  direccion: CUSTOMER_LIMITS.address,
  nota: LOAN_LIMITS.note,
};

/** How the active language writes amounts of the location's currency: what the amount messages show. */
export interface AmountWriting {
  conventions: NumberConventions;
  digits: number;
}

/** One problem's sentence (without its column). */
export function problemMessage(i18n: I18n, kind: ImportKind, problem: ImportProblem, amounts: AmountWriting): string {
  const { code } = problem;
  const column = IMPORT_TEMPLATES[kind].find((entry) => entry.name === problem.column);
  const value = column?.value;
  const pick = (table: Record<string, MessageDescriptor>) => (Object.hasOwn(table, code) ? table[code] : undefined);
  if (value === 'amount' && isAmountFormatError(code)) return i18n._(amountFormatMessage(code, amounts.conventions, amounts.digits));
  const byValue = value === 'amount' ? pick(AMOUNT) : value === 'rate' ? pick(RATE) : value === 'integer' ? pick(INSTALLMENTS) : undefined;
  if (byValue !== undefined) return i18n._(byValue);
  if (code === 'tooLong') {
    const max = MAX_LENGTH[problem.column];
    return max === undefined ? i18n._(msg`El texto es demasiado largo.`) : i18n._(msg`Escriba como máximo ${max} caracteres.`);
  }
  if (code === 'invalid' || code === 'notOneOf') {
    if (value === 'date') return i18n._(msg`La fecha no es válida.`);
    if (column?.choices !== undefined) {
      const words = column.choices.join(', ');
      return i18n._(msg`Escriba una de estas palabras: ${words}.`);
    }
    if (code === 'invalid') return i18n._(NOT_PLAIN);
  }
  const known = pick(CODES);
  if (known !== undefined) return i18n._(known);
  return i18n._(msg`El dato fue rechazado (código ${code}).`);
}

/** 'columna: message', or the message alone for the row or the file. */
export function problemText(i18n: I18n, kind: ImportKind, problem: ImportProblem, amounts: AmountWriting): string {
  const message = problemMessage(i18n, kind, problem, amounts);
  return problem.column === '' ? message : `${problem.column}: ${message}`;
}
