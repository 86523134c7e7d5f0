/**
 * Credit refunds' SQL (migration 026): the refund inserted (append-only) and read back with what its
 * receipt prints — the party of the record (its `PaymentTarget.sql`), the location, who refunded.
 */
import type { CreditRefund } from '../../machines/payments/payments.schema.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';
import { activeLocation } from '../locations/repository.ts';
import type { PaymentTarget } from './target.ts';

export interface NewCreditRefund {
  kind: PaymentKind;
  targetId: number;
  amount: number;
  businessDate: BusinessDate;
  sessionId: number;
  movementId: number;
  refundedBy: number;
  reason: string;
}

/** The next refund id, taken before the insert so its cash movement can name it as its source. */
export async function nextRefundId(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: string | number }>("SELECT nextval(pg_get_serial_sequence('credit_refunds', 'id')) AS id");
  return Number(rows[0]?.id);
}

export async function insertRefund(tx: Queryable, id: number, refund: NewCreditRefund): Promise<void> {
  await tx.query(
    `INSERT INTO credit_refunds (id, kind, target_id, amount, business_date, session_id, movement_id, refunded_by, reason)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9)`,
    [id, refund.kind, refund.targetId, refund.amount, refund.businessDate, refund.sessionId, refund.movementId, refund.refundedBy, refund.reason],
  );
}

interface RefundRow {
  id: string | number;
  target_id: number;
  amount: string | number | bigint;
  business_date: string;
  reason: string;
  session_id: number;
  refunded_by_name: string;
  created_at: Date | string;
  party_name: string;
  party_document: string;
}

/** A refund of `target`'s kind with its receipt's figures; null when there is none. */
export async function findRefund(db: Queryable, target: PaymentTarget, id: number): Promise<CreditRefund | null> {
  const rows = await db.query<RefundRow>(
    `SELECT r.id, r.target_id, r.amount, to_char(r.business_date, 'YYYY-MM-DD') AS business_date, r.reason, r.session_id,
            u.name AS refunded_by_name, r.created_at, ${target.sql.partyName} AS party_name, ${target.sql.partyDocument} AS party_document
       FROM credit_refunds r
       JOIN ${target.sql.table} t ON t.id = r.target_id
       ${target.sql.joins}
       JOIN users u ON u.id = r.refunded_by
      WHERE r.kind = $1 AND r.id = $2`,
    [target.kind, id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const location = await activeLocation(db);
  return {
    id: Number(row.id),
    kind: target.kind,
    target_id: row.target_id,
    location_name: location?.name ?? '',
    receipt_footer: location?.receipt_footer ?? '',
    party_name: row.party_name,
    party_document: row.party_document,
    amount: minorFromColumn(row.amount),
    business_date: row.business_date,
    reason: row.reason,
    session_id: row.session_id,
    refunded_by_name: row.refunded_by_name,
    created_at: isoTime(row.created_at),
  };
}
