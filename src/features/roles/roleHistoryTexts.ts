import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { entryLabel, permissionLabel, thingLabel } from './roleTexts.ts';

const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  r_nombre: msg`Nombre`,
  r_inicio: msg`Página de inicio`,
  menu_entries: msg`Entradas de menú`,
  permissions: msg`Permisos`,
};

/** A stored list (`["cash.view","staff.manage"]`), or null when the text is not one. */
function listOf(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

const permissionText = (i18n: I18n, code: string) => `${thingLabel(i18n, code.split('.')[0] ?? code)}: ${permissionLabel(i18n, code)}`;

function itemText(i18n: I18n, field: string, item: string): string {
  if (field === 'permissions') return permissionText(i18n, item);
  return entryLabel(i18n, item, item);
}

/** A role's 'Historial': its name, start page, menu entries and permissions, as the form names them. */
export const ROLE_HISTORY_TEXTS: HistoryTexts = {
  fieldLabel: (i18n, field) => (Object.hasOwn(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field] as MessageDescriptor) : null),
  fieldOrder: Object.keys(FIELD_LABELS),
  valueText(i18n, field, value) {
    if (value === null || value === '') return '—';
    if (field === 'r_inicio') return entryLabel(i18n, value, value);
    if (field !== 'menu_entries' && field !== 'permissions') return value;
    const items = listOf(value);
    if (items === null) return value;
    return items.length === 0 ? '—' : items.map((item) => itemText(i18n, field, item)).join(', ');
  },
};
