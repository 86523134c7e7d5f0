/**
 * The template of each import: its columns, in the order the downloadable template lists them, what
 * each holds and whether it is required. Headers are matched without regard to case, accents,
 * spaces, dashes or connectors ('Número de documento' is `numero_documento`). The app writes the template from
 * this list; the server reads the header with it.
 */
import type { ImportKind } from './imports.schema.ts';

/** What a column holds: how the app formats the template's example and how the server reads it. */
export type ColumnValue = 'text' | 'amount' | 'rate' | 'integer' | 'date' | 'choice' | 'payments';

export interface TemplateColumn {
  name: string;
  value: ColumnValue;
  required: boolean;
  /** For a `choice`: the words it takes (the first is the default when the cell is empty). */
  choices?: readonly string[];
}

const column = (name: string, value: ColumnValue, required: boolean, choices?: readonly string[]): TemplateColumn =>
  choices === undefined ? { name, value, required } : { name, value, required, choices };

/** The words of each choice, in Spanish as the specification; the server also takes the codes ('french'). */
export const DOCUMENT_TYPE_WORDS = { dni: 'dni', passport: 'pasaporte', taxId: 'cuit', other: 'otro' } as const;
export const RATE_PERIOD_WORDS = { month: 'mensual', year: 'anual' } as const;
export const FREQUENCY_WORDS = { monthly: 'mensual', biweekly: 'quincenal', weekly: 'semanal', daily: 'diaria' } as const;
export const METHOD_WORDS = { french: 'frances', equalPrincipal: 'capital_igual', flat: 'plano' } as const;

export const IMPORT_TEMPLATES: Readonly<Record<ImportKind, readonly TemplateColumn[]>> = {
  customers: [
    column('tipo_documento', 'choice', false, Object.values(DOCUMENT_TYPE_WORDS)),
    column('numero_documento', 'text', true),
    column('nombre', 'text', true),
    column('telefono', 'text', false),
    column('direccion', 'text', false),
  ],
  loans: [
    // The loan's number in the books it comes from: what makes a second import of it add nothing.
    column('referencia', 'text', true),
    column('tipo_documento_cliente', 'choice', false, Object.values(DOCUMENT_TYPE_WORDS)),
    column('documento_cliente', 'text', true),
    column('monto', 'amount', true),
    // Percent per period, as the form takes it ('5', '2,5').
    column('tasa', 'rate', true),
    column('periodo_tasa', 'choice', false, Object.values(RATE_PERIOD_WORDS)),
    column('cuotas', 'integer', true),
    column('frecuencia', 'choice', false, Object.values(FREQUENCY_WORDS)),
    column('metodo', 'choice', false, Object.values(METHOD_WORDS)),
    column('fecha_desembolso', 'date', true),
    column('primer_vencimiento', 'date', true),
    // What was paid up to today, as one opening payment dated `fecha_pagado` (or today) …
    column('pagado', 'amount', false),
    column('fecha_pagado', 'date', false),
    // … or the list of past payments: 'dd/mm/aaaa importe', separated by '|'.
    column('pagos', 'payments', false),
    // The user name of the officer whose portfolio holds it (the importer when empty).
    column('oficial', 'text', false),
    column('nota', 'text', false),
  ],
};

/** Words a header may carry that the template's names leave out ('Número de documento'). */
const CONNECTORS = new Set(['de', 'del', 'la', 'el', 'los', 'las']);

/** A header as the template names it: lower case, no accents, '_' between words, no connectors. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '' && !CONNECTORS.has(word))
    .join('_');
}

/** One example row per template, to show staff what a cell looks like (dates dd/mm/aaaa, amounts in their convention). */
export const TEMPLATE_EXAMPLES: Readonly<Record<ImportKind, Readonly<Record<string, string>>>> = {
  customers: { tipo_documento: 'dni', numero_documento: '30.123.456', nombre: 'María Gómez', telefono: '+54 11 5555-0101', direccion: 'Av. Siempre Viva 742' },
  loans: {
    referencia: 'P-0001', tipo_documento_cliente: 'dni', documento_cliente: '30.123.456', monto: '100000', tasa: '5', periodo_tasa: 'mensual', cuotas: '12',
    frecuencia: 'mensual', metodo: 'frances', fecha_desembolso: '15/01/2026', primer_vencimiento: '15/02/2026', pagado: '', fecha_pagado: '',
    pagos: '15/02/2026 11282 | 15/03/2026 11282', oficial: '', nota: '',
  },
};

/**
 * Whether a row is the template's example left as it is (every cell as the template wrote it):
 * refused as `exampleRow`, so a forgotten example never becomes a customer or a loan.
 */
export function isExampleRow(kind: ImportKind, cell: (column: string) => string): boolean {
  return Object.entries(TEMPLATE_EXAMPLES[kind]).every(([name, text]) => cell(name) === text.trim());
}
