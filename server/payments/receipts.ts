/**
 * What a payment's receipt printed (#30 "a reprinted rental receipt changes its 'Saldo
 * pendiente'"): the figures are stored once, in the payment's transaction (migration 029,
 * `payment_receipts`, append-only), and a reprint reads them. A payment posted before that
 * migration has none: its figures are replayed as of its own business date (the dues as they stood
 * that day, its late fees then, the payments up to it), never at the reprint's.
 */
import { receiptFiguresOf, type ReceiptFigures } from '../../machines/payments/payment.rules.ts';
import type { AllocationRow } from '../../machines/payments/payments.schema.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { PaymentFact } from '../../machines/receivables/allocation.ts';
import type { Queryable } from '../db/adapter.ts';
import type { PaymentTarget, TargetRecord } from './target.ts';

type Column = string | number | bigint;

const readOnly = (id: number): TargetRecord => ({ id, status: '', version: 0, officerId: 0, balance: 0 });

/** The stored figures of a payment's receipt, or null when it was posted before they were kept. */
export async function storedReceiptFigures(db: Queryable, paymentId: number): Promise<ReceiptFigures | null> {
  const rows = await db.query<{ allocation: AllocationRow[] | string; overpayment: Column; remaining: Column; due_now: Column; to_run: Column }>(
    'SELECT allocation, overpayment, remaining, due_now, to_run FROM payment_receipts WHERE payment_id = $1',
    [paymentId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    rows: typeof row.allocation === 'string' ? (JSON.parse(row.allocation) as AllocationRow[]) : row.allocation,
    overpayment: minorFromColumn(row.overpayment),
    remaining: minorFromColumn(row.remaining),
    dueNow: minorFromColumn(row.due_now),
    toRun: minorFromColumn(row.to_run),
  };
}

/** The figures replayed as of the payment's own business date. */
export async function replayedReceiptFigures(db: Queryable, target: PaymentTarget, payment: { id: number; target_id: number; business_date: string }, facts: readonly PaymentFact[]): Promise<ReceiptFigures> {
  const dues = await target.dues(db, readOnly(payment.target_id), facts, payment.business_date);
  return receiptFiguresOf(dues, facts, payment.id, payment.business_date) ?? { rows: [], overpayment: 0, remaining: 0, dueNow: 0, toRun: 0 };
}

/** Keeps what the receipt printed when the payment was posted (once: a retry finds them kept). */
export async function storeReceiptFigures(tx: Queryable, paymentId: number, figures: ReceiptFigures): Promise<void> {
  await tx.query(
    `INSERT INTO payment_receipts (payment_id, allocation, overpayment, remaining, due_now, to_run) VALUES ($1, $2::jsonb, $3, $4, $5, $6)
     ON CONFLICT (payment_id) DO NOTHING`,
    [paymentId, JSON.stringify(figures.rows), figures.overpayment, figures.remaining, figures.dueNow, figures.toRun],
  );
}
