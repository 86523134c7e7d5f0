import type { I18n } from '@lingui/core';
import type { ImportKind } from '../../../machines/imports/imports.schema.ts';
import { IMPORT_TEMPLATES, TEMPLATE_EXAMPLES } from '../../../machines/imports/templates.ts';
import type { ExportFields } from '../../components/spreadsheet/cells.ts';
import { columnHelp } from './importTexts.ts';

type TemplateRow = Readonly<Record<string, string>>;

/**
 * 'Descargar plantilla': an XLSX whose header is the template's columns (machines/imports/templates.ts),
 * then one example row and one row saying what each column holds. Every cell is text, so the
 * example's dates and amounts open as written.
 */
export function importTemplate(i18n: I18n, kind: ImportKind): { name: string; data: TemplateRow[]; fields: ExportFields<TemplateRow> } {
  const columns = IMPORT_TEMPLATES[kind];
  return {
    name: kind === 'customers' ? 'plantilla_clientes.xlsx' : 'plantilla_prestamos.xlsx',
    data: [TEMPLATE_EXAMPLES[kind], Object.fromEntries(columns.map((column) => [column.name, columnHelp(i18n, column)]))],
    fields: Object.fromEntries(columns.map((column) => [column.name, (row: TemplateRow) => row[column.name] ?? ''])),
  };
}
