import type { AuditEntry } from './history.schema.ts';

/** One field of one audit entry: before → after (null: the field did not exist, e.g. on create). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Bookkeeping that changes on every write and says nothing to the reader. */
const NOT_SHOWN = new Set(['id', 'version', 'created_at', 'updated_at']);

/** A stored value as text; nothing (undefined, null, an empty text) is null, so a create lists only what it set. */
const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What an audit entry changed, field by field, in a stable order (the record's own, then any new
 * key): a create lists every field it set (not the empty ones) with no 'before', an update only
 * the fields that differ (emptying a field is a change to nothing).
 */
export function changesOf(entry: AuditEntry): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !NOT_SHOWN.has(field));
  return fields
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** `changes` in the area's field order (a stable sort: fields it does not name keep theirs, after). */
export function inFieldOrder<T extends { field: string }>(changes: readonly T[], order: readonly string[] | undefined): readonly T[] {
  if (order === undefined) return changes;
  const rank = (field: string) => {
    const at = order.indexOf(field);
    return at === -1 ? order.length : at;
  };
  return [...changes].sort((a, b) => rank(a.field) - rank(b.field));
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
