/**
 * The SQL of 'Pendientes' (machines/pending/pending.schema.ts): per kind, how many records wait
 * and the oldest few. Each query counts and lists over the same conditions in one statement, so
 * the count and the list never disagree. Reads only; the caller's permissions were decided by the
 * route (server/pending/routes.ts).
 */
import { PENDING_ITEMS_LIMIT, type PendingGroup, type PendingItem, type PendingKind } from '../../machines/pending/pending.schema.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';
import type { Portfolio } from '../payments/portfolio.ts';

interface Row {
  id: number;
  label: string;
  amount: string | number | bigint;
  since: Date | string;
  total: number;
}

/** `conditions` over the aliased table; the rows are the oldest first, each with the total count. */
async function group(db: Queryable, kind: PendingKind, sql: string, params: SqlParam[]): Promise<PendingGroup> {
  const rows = await db.query<Row>(`${sql} LIMIT ${PENDING_ITEMS_LIMIT}`, params);
  const items: PendingItem[] = rows.map((r) => ({ id: r.id, label: r.label, amount: minorFromColumn(r.amount), since: isoTime(r.since) }));
  // No row: nothing waits (the window's count is carried by each row).
  return { kind, count: rows[0]?.total ?? 0, items };
}

/** Applications to decide: the caller's portfolio; with four eyes on, never the caller's own. */
export function loanApprovals(db: Queryable, userId: number, portfolio: Portfolio, fourEyes: boolean): Promise<PendingGroup> {
  return group(
    db,
    'loanApprovals',
    `SELECT l.id, c.name AS label, l.principal AS amount, l.submitted_at AS since, (count(*) OVER ())::int AS total
       FROM loans l JOIN customers c ON c.id = l.customer_id
      WHERE l.status = 'submitted'
        AND ($2::boolean OR l.officer_id = $1)
        AND (NOT $3::boolean OR l.submitted_by <> $1)
      ORDER BY l.submitted_at, l.id`,
    [userId, portfolio.all, fourEyes],
  );
}

/** Closes beyond the tolerance waiting for approval; with four eyes on, never the caller's own. */
export function closeApprovals(db: Queryable, userId: number, fourEyes: boolean): Promise<PendingGroup> {
  return group(
    db,
    'closeApprovals',
    `SELECT s.id, b.name || ' · ' || u.name AS label, s.counted_amount - s.expected_amount AS amount,
            s.close_requested_at AS since, (count(*) OVER ())::int AS total
       FROM cash_sessions s JOIN cash_boxes b ON b.id = s.box_id JOIN users u ON u.id = s.opened_by
      WHERE s.status = 'closing' AND (NOT $2::boolean OR s.close_requested_by <> $1)
      ORDER BY s.close_requested_at, s.id`,
    [userId, fourEyes],
  );
}

/** Deliveries declared and not yet received, sent by someone else. */
export function deliveriesToReceive(db: Queryable, userId: number): Promise<PendingGroup> {
  return group(
    db,
    'deliveriesToReceive',
    `SELECT d.id, u.name AS label, d.declared_amount AS amount, d.created_at AS since, (count(*) OVER ())::int AS total
       FROM cash_deliveries d JOIN users u ON u.id = d.sender_id
      WHERE d.status = 'pending' AND d.sender_id <> $1
      ORDER BY d.created_at, d.id`,
    [userId],
  );
}

/** Disputed deliveries to settle; the amount is what was received less what was declared. */
export function disputedDeliveries(db: Queryable): Promise<PendingGroup> {
  return group(
    db,
    'disputedDeliveries',
    `SELECT d.id, u.name AS label, coalesce(d.received_amount, 0) - d.declared_amount AS amount, d.updated_at AS since,
            (count(*) OVER ())::int AS total
       FROM cash_deliveries d JOIN users u ON u.id = d.sender_id
      WHERE d.status = 'disputed'
      ORDER BY d.updated_at, d.id`,
    [],
  );
}

/** The caller's own session whose close waits for someone's approval, or null. */
export async function ownCloseWaiting(db: Queryable, userId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM cash_sessions WHERE status = 'closing' AND opened_by = $1 ORDER BY id LIMIT 1`, [userId]);
  return rows[0]?.id ?? null;
}
