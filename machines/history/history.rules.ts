import type { AuditEntry } from './history.schema.ts';

/** One field of one audit entry: before → after (null: the field did not exist, e.g. on create). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Bookkeeping that changes on every write and says nothing to the reader. */
const NOT_SHOWN = new Set(['id', 'version', 'created_at', 'updated_at']);

const text = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What an audit entry changed, field by field, in a stable order (the record's own, then any new
 * key): a create lists every field with no 'before', an update only the fields that differ.
 */
export function changesOf(entry: AuditEntry): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !NOT_SHOWN.has(field));
  return fields
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** One line of 'Historial' as shown: who, when, what, and each field before → after. */
export interface HistoryLine {
  id: number;
  at: string;
  userName: string;
  action: AuditEntry['action'];
  changes: FieldChange[];
  /** The whole record before and after ({} when none): a value may read another field (a currency's digits). */
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

export const historyLineOf = (entry: AuditEntry): HistoryLine => ({
  id: entry.id,
  at: entry.at,
  userName: entry.user_name,
  action: entry.action,
  changes: changesOf(entry),
  before: entry.before ?? {},
  after: entry.after ?? {},
});
