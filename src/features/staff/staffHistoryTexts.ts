import type { HistoryTexts } from '../../components/HistoryPanel.tsx';
import { enabledText, STAFF_HEADERS } from './staffColumns.tsx';

/** What 'Historial' shows of an account: the columns of the list (the role by name, never its id or the photo). */
const SHOWN = ['username', 'name', 'r_nombre', 'enabled'] as const;
const isShown = (field: string): field is (typeof SHOWN)[number] => (SHOWN as readonly string[]).includes(field);

/** An account's 'Historial': user name, name, role and state, as the list names them. */
export const STAFF_HISTORY_TEXTS: HistoryTexts = {
  fieldLabel: (i18n, field) => (isShown(field) ? i18n._(STAFF_HEADERS[field]) : null),
  fieldOrder: Object.keys(STAFF_HEADERS),
  valueText(i18n, field, value) {
    if (value === null || value === '') return '—';
    if (field === 'enabled' && (value === 'true' || value === 'false')) return enabledText(i18n, value === 'true');
    return value;
  },
  fieldDir: (field) => (field === 'username' ? 'ltr' : 'auto'),
};
