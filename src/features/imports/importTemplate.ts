import type { I18n } from '@lingui/core';
import type { ImportKind } from '../../../machines/imports/imports.schema.ts';
import { IMPORT_TEMPLATES, TEMPLATE_EXAMPLES } from '../../../machines/imports/templates.ts';
import { msg } from '@lingui/core/macro';
import type { ExportFields, ExtraSheet } from '../../components/spreadsheet/cells.ts';
import { columnHelp } from './importTexts.ts';

type TemplateRow = Readonly<Record<string, string>>;

/**
 * 'Descargar plantilla': an XLSX whose first sheet is the template's columns
 * (machines/imports/templates.ts) and one example row, which staff overwrite (an import refuses it
 * left as it is: `exampleRow`); a second sheet, 'Ayuda', says what each column holds, beside its
 * example, so nothing in the first sheet is there to be deleted but the example. Every cell is
 * text, so the example's dates and amounts open as written.
 */
export function importTemplate(i18n: I18n, kind: ImportKind): { name: string; data: TemplateRow[]; fields: ExportFields<TemplateRow>; sheets: ExtraSheet[] } {
  const columns = IMPORT_TEMPLATES[kind];
  const example = TEMPLATE_EXAMPLES[kind];
  const help: ExtraSheet = {
    name: i18n._(msg`Ayuda`),
    rows: [
      [i18n._(msg`Columna`), i18n._(msg`Qué lleva`), i18n._(msg`Ejemplo`)],
      ...columns.map((column) => [column.name, columnHelp(i18n, column), example[column.name] ?? '']),
    ],
  };
  return {
    name: kind === 'customers' ? 'plantilla_clientes.xlsx' : 'plantilla_prestamos.xlsx',
    data: [example],
    fields: Object.fromEntries(columns.map((column) => [column.name, (row: TemplateRow) => row[column.name] ?? ''])),
    sheets: [help],
  };
}
