/**
 * What the one payment write path (server/payments) needs of a receivable, and nothing more: each
 * kind (loan, rental, debt, fee) gives one `PaymentTarget`, and the same routes take, list and
 * reverse its payments (docs/receivables.md). The payments themselves are rows of the one
 * `payments` table (migration 018: `kind` + `target_id`), read and written only by server/payments.
 *
 * A write runs, in the one transaction of `idempotent`: `lock` the record → read its payment facts
 * → `dues` with the new payment (or without the reversed one) → `receivableStanding` → `next` (the
 * record's chart; null refuses 409 notAllowed) → the cash movement → the payment row → `project`
 * → the audit entry on `PAYMENT_KIND_INFO[kind].entity`.
 */
import type { InstallmentDue, PaymentFact, ReceivableStanding } from '../../machines/receivables/index.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Minor } from '../../machines/money/minor.ts';
import type { Queryable } from '../db/adapter.ts';
import type { PrepayMade, PrepayRequest } from '../loans/prepayment.ts';

/** A receivable's row as a payment write reads it, locked. */
export interface TargetRecord<Status extends string = string> {
  id: number;
  status: Status;
  /** Optimistic lock: the payment's `version` must equal it (else 409 stale); `project` bumps it. */
  version: number;
  /** Whose portfolio holds it: without the kind's `viewAll` code only they see and collect it. */
  officerId: number;
  /** What the record's projection said it owed before this write (for the audit's `before`). */
  balance: Minor;
}

/**
 * A payment, a reversal or a credit refund as the record's chart hears it; `outstanding` = owed −
 * credit (negative: overpaid).
 */
export interface PaymentChartEvent {
  type: 'PAYMENT' | 'PAYMENT_REVERSED' | 'CREDIT_REFUNDED';
  outstanding: number;
}

export interface PaymentTarget<Status extends string = string> {
  kind: PaymentKind;
  /** `SELECT … FOR UPDATE` of the record: payments and reversals on one record run one at a time. Null: none. */
  lock(tx: Queryable, id: number): Promise<TargetRecord<Status> | null>;
  /** Whose record it is, without a lock (the GET routes' portfolio rule); null when there is none. */
  officerOf(db: Queryable, id: number): Promise<number | null>;
  /**
   * The record's dues at `today` given these payment facts: a loan's agreed schedule (facts
   * unused), a rental's terms with the late fees the facts and the date make due, a debt's or a
   * fee's installments. Pure in the facts: the same facts and date always give the same dues.
   */
  dues(db: Queryable, record: TargetRecord<Status>, facts: readonly PaymentFact[], today: BusinessDate): Promise<InstallmentDue[]>;
  /**
   * `dues` of many records at once, for reads (a page of payments, each replayed): ONE statement
   * for all the records, never one per record. `facts` holds each record's payment facts by id;
   * the answer has an entry per id (none for a record that does not exist).
   */
  duesOfMany(db: Queryable, facts: ReadonlyMap<number, readonly PaymentFact[]>, today: BusinessDate): Promise<Map<number, InstallmentDue[]>>;
  /** A payment on the record now would be a recovery (a written-off loan): it asks the kind's `recover` code. */
  isRecovery?(record: TargetRecord<Status>): boolean;
  /**
   * A loan's partial prepayment (server/loans/prepayment.ts): stores the new schedule version the
   * payment makes, before the payment's replay (which then reads it); refuses with a code. Absent:
   * the kind takes no prepayment (422 `notPrepayable`).
   */
  prepay?(tx: Queryable, record: TargetRecord<Status>, request: PrepayRequest): Promise<PrepayMade>;
  /** Refuses a payment or a reversal (`pivot`) that would change the payments a schedule version in effect was made from. */
  guardFacts?(tx: Queryable, record: TargetRecord<Status>, facts: readonly PaymentFact[], pivot: PaymentFact): Promise<void>;
  /** The status the record's chart leads to on this event, or null when the chart refuses it. */
  next(record: TargetRecord<Status>, event: PaymentChartEvent): Status | null;
  /** Writes the replay's projection at `today` (balance, Σ paid, next due date…) and `status` on the row, and bumps `version`. */
  project(tx: Queryable, record: TargetRecord<Status>, standing: ReceivableStanding, status: Status, today: BusinessDate): Promise<void>;
  /** The Spanish concept of the cash movement a cash payment posts ('Pago del préstamo N° 7'). */
  concept(id: number): string;
  /** The concept of the cash movement a credit refund posts ('Devolución del saldo a favor del préstamo N° 7'). */
  refundConcept(id: number): string;
  /**
   * The record's table for the payments lists' and receipts' SQL: the factory joins it as `t` on
   * `t.id = p.target_id` (with `p.kind` = this kind); `party` are SQL expressions over `t` and the
   * `joins` this target adds, naming who owes it (a customer, or a staff member for a collector's
   * debt) and their document ('' when none); `start` the date the record began (a loan's disbursement,
 * a contract's start, a debt's date): no payment may carry a value date before it.
   */
  sql: { table: string; joins: string; partyName: string; partyDocument: string; partyId: string; start: string };
}
