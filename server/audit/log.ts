/**
 * The audit log (table `audit_log`, migration 005_audit_log.sql): who, when, what, before and
 * after, for every business write. `appendAudit` is called by a route with the transaction of its
 * write (the `tx` of server/http/idempotency.ts, or its own), so the entry commits with the write
 * or not at all. There is deliberately no function, route or SQL here that changes or removes an
 * entry; the table's triggers refuse it too. `historyOf` reads one record's entries, newest first,
 * with the author's name.
 */
import type { AuditAction } from '../../machines/history/history.schema.ts';
import type { Queryable } from '../db/adapter.ts';

/**
 * What a write did: the contract's list (machines/history/history.schema.ts), which the app
 * checks answers against. Later areas add theirs there ('approve', 'reverse'…); the table only
 * checks the form.
 */
export type { AuditAction };

export interface AuditRecord {
  userId: number;
  /** The kind of record, one English word per area (`customer`, `loan`…). */
  entity: string;
  entityId: number;
  action: AuditAction;
  /** The record before the write (null for a create) and after it; stored as jsonb. */
  before: object | null;
  after: object | null;
}

export async function appendAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.query('INSERT INTO audit_log (user_id, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
    record.userId,
    record.entity,
    record.entityId,
    record.action,
    record.before === null ? null : JSON.stringify(record.before),
    record.after === null ? null : JSON.stringify(record.after),
  ]);
}

/** One entry as 'Historial' shows it (the contract's AuditEntry). */
export interface AuditLine {
  id: number;
  /** ISO 8601. */
  at: string;
  user_name: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  user_name: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const isoTime = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Every entry of one record, newest first (by id: entries of one transaction share `at`). */
export async function historyOf(db: Queryable, entity: string, entityId: number): Promise<AuditLine[]> {
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.at, u.name AS user_name, a.action, a.before, a.after
       FROM audit_log a JOIN users u ON u.id = a.user_id
      WHERE a.entity = $1 AND a.entity_id = $2
      ORDER BY a.id DESC`,
    [entity, entityId],
  );
  // bigint arrives as a string from node-postgres; ids stay far below 2^53.
  return rows.map((row) => ({ ...row, id: Number(row.id), at: isoTime(row.at) }));
}
