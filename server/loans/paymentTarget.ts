/**
 * Loans as a receivable the one payment path (server/payments) pays: the loan row locked, its
 * agreed schedule with the late charges its rule, the payments and the date make due as the dues
 * (server/loans/projection.ts loanDuesOfMany), the loan chart's
 * answer to PAYMENT / PAYMENT_REVERSED, and the projection (balance, Σ paid, next due date) with
 * the new status and version written on the row.
 */
import type { LoanStatus } from '../../machines/loans/loan.schema.ts';
import { nextLoanStatus } from '../../machines/loans/loan.step.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { Queryable } from '../db/adapter.ts';
import type { PaymentTarget, TargetRecord } from '../payments/target.ts';
import { loanDues, loanDuesOfMany, writeProjection } from './projection.ts';
import { guardScheduleVersion, storePrepayment } from './prepayment.ts';
import { Refused } from '../payments/write.ts';

/** The loan row as a payment locks it: the chart's guards also read who submitted it. */
interface LockedLoan extends TargetRecord<LoanStatus> {
  submittedBy: number | null;
}

const isLockedLoan = (record: TargetRecord<LoanStatus>): record is LockedLoan => 'submittedBy' in record;

export const loanPaymentTarget: PaymentTarget<LoanStatus> = {
  kind: 'loan',
  async lock(tx, id) {
    const rows = await tx.query<{ id: number; status: LoanStatus; version: number; officer_id: number; submitted_by: number | null; balance: string | number | bigint }>(
      'SELECT id, status, version, officer_id, submitted_by, balance FROM loans WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = rows[0];
    if (row === undefined) return null;
    const locked: LockedLoan = { id: row.id, status: row.status, version: row.version, officerId: row.officer_id, balance: minorFromColumn(row.balance), submittedBy: row.submitted_by };
    return locked;
  },
  async officerOf(db, id) {
    const rows = await db.query<{ officer_id: number }>('SELECT officer_id FROM loans WHERE id = $1', [id]);
    return rows[0]?.officer_id ?? null;
  },
  dues: (db, record, facts, today) => loanDues(db, record.id, facts, today),
  duesOfMany: (db, facts, today) => loanDuesOfMany(db, facts, today),
  isRecovery: (record) => record.status === 'writtenOff',
  // A partial prepayment makes a new schedule version (#32): only on an active loan.
  async prepay(tx, record, request) {
    if (record.status !== 'active') throw new Refused(422, 'notPrepayable');
    return storePrepayment(tx, record.id, request);
  },
  guardFacts: (tx, record, facts, pivot) => guardScheduleVersion(tx, record.id, facts, pivot),
  next: (record, event) => nextLoanStatus(record.status, isLockedLoan(record) ? record.submittedBy : null, event),
  async project(tx: Queryable, record, standing, status, today) {
    await writeProjection(tx, record.id, standing, today);
    // `closed_at` follows whether the chart closed the loan (a reversal can reopen it).
    await tx.query(
      `UPDATE loans SET status = $2, version = version + 1,
              closed_at = CASE WHEN $2 = 'closed' THEN coalesce(closed_at, now()) ELSE NULL END
        WHERE id = $1`,
      [record.id, status],
    );
  },
  concept: (id) => `Pago del préstamo N° ${id}`,
  refundConcept: (id) => `Devolución del saldo a favor del préstamo N° ${id}`,
  sql: {
    table: 'loans',
    joins: 'JOIN customers party ON party.id = t.customer_id',
    partyName: 'party.name',
    partyDocument: 'party.document_number',
    partyId: 'party.id',
    start: 't.disbursed_date',
  },
};
