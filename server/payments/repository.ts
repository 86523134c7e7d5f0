/**
 * Payments' SQL over the one `payments` table (migration 018), for one kind at a time: the payment
 * inserted (append-only) and reversed (the one update the table allows), and the reads of a
 * record's 'Pagos' section, the kind's payments list and the receipt. The record's own table and
 * who owes it come from its `PaymentTarget` (`sql`, `dues`). The allocation of each payment is never
 * read from a table: it is the replay of the record's facts (machines/receivables allocatePayments).
 */
import { allocatePayments, type PaymentFact } from '../../machines/receivables/allocation.ts';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type {
  Payment,
  PaymentPage,
  PaymentMethod,
  PaymentSortColumn,
  PaymentStatus,
  Receipt,
} from '../../machines/payments/payments.schema.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';
import { pageWindow } from '../http/listPage.ts';
import { everyWordIn } from '../db/textSearch.ts';
import { activeLocation } from '../locations/repository.ts';
import { conditionsOf, whereOf } from '../cashMovements/filters.ts';
import { PAYMENT_READERS } from './filters.ts';
import { replayedReceiptFigures, storedReceiptFigures } from './receipts.ts';
import type { PaymentTarget } from './target.ts';
import { factOf, FACT_COLUMNS, paymentFactsOf, type FactColumns } from '../records/facts.ts';

type Column = string | number | bigint;

/** The record's payment facts in replay order (date, then arrival), reversed ones included. */
export async function paymentFacts(db: Queryable, kind: PaymentKind, targetId: number): Promise<PaymentFact[]> {
  return paymentFactsOf(db, kind, targetId);
}

/**
 * A record as a read (not a write) hands it to `dues`: reads hold no lock and need only its id (a
 * target's dues read the record's own terms by id; status, version and officer are a write's).
 */

/** The next payment id, taken before the insert so its cash movement can name it as its source. */
export async function nextPaymentId(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: Column }>("SELECT nextval(pg_get_serial_sequence('payments', 'id')) AS id");
  return Number(rows[0]?.id);
}

export interface NewPayment {
  id: number;
  kind: PaymentKind;
  targetId: number;
  amount: number;
  method: PaymentMethod;
  /** 'Referencia', trimmed; null: none. */
  reference?: string | null;
  businessDate: BusinessDate;
  sessionId: number | null;
  movementId: number | null;
  receivedBy: number;
  /** A loan's early settlement (machines/loans/payoff.ts). */
  settles?: boolean;
  /** A payment on a written-off loan ('Recuperos' in Analítica). */
  recovery?: boolean;
}

export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<void> {
  await tx.query(
    `INSERT INTO payments (id, kind, target_id, amount, method, business_date, session_id, movement_id, received_by, settles, recovery, reference)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12)`,
    [payment.id, payment.kind, payment.targetId, payment.amount, payment.method, payment.businessDate, payment.sessionId, payment.movementId, payment.receivedBy, payment.settles === true, payment.recovery === true, payment.reference ?? null],
  );
}

/** posted → reversed: the only update the table's trigger lets through. */
export async function markReversed(tx: Queryable, id: number, by: { userId: number; reason: string; movementId: number | null }): Promise<void> {
  await tx.query(
    "UPDATE payments SET status = 'reversed', reversed_by = $2, reversed_at = now(), reversal_reason = $3, reversal_movement_id = $4 WHERE id = $1",
    [id, by.userId, by.reason, by.movementId],
  );
}

/** The SELECT list of a payment of `target`'s kind, its party named by the target. */
export const paymentColumns = (target: PaymentTarget): string => `p.id, p.kind, p.target_id, ${target.sql.partyId} AS party_id, ${target.sql.partyName} AS party_name,
  p.amount, p.method, p.reference, to_char(p.business_date, 'YYYY-MM-DD') AS business_date, p.status, p.session_id, p.movement_id, p.received_by,
  ru.name AS received_by_name, p.created_at, rv.name AS reversed_by_name, p.reversed_at, p.reversal_reason`;

/** Payments joined to the record (`t`) and its party (every statement also filters by `p.kind`). */
export const paymentFrom = (target: PaymentTarget): string => `FROM payments p
  JOIN ${target.sql.table} t ON t.id = p.target_id
  ${target.sql.joins}
  JOIN users ru ON ru.id = p.received_by
  LEFT JOIN users rv ON rv.id = p.reversed_by`;

interface PaymentRow {
  id: Column;
  kind: PaymentKind;
  target_id: number;
  party_id: number;
  party_name: string;
  amount: Column;
  method: PaymentMethod;
  reference: string | null;
  business_date: string;
  status: PaymentStatus;
  session_id: number | null;
  movement_id: Column | null;
  received_by: number;
  received_by_name: string;
  created_at: Date | string;
  reversed_by_name: string | null;
  reversed_at: Date | string | null;
  reversal_reason: string | null;
}

type Allocations = Map<number, { rows: Payment['allocation']; overpayment: number }>;

const toPayment = (row: PaymentRow, allocations: Allocations): Payment => {
  const id = Number(row.id);
  const allocation = allocations.get(id);
  return {
    id,
    kind: row.kind,
    target_id: row.target_id,
    party_id: row.party_id,
    party_name: row.party_name,
    amount: minorFromColumn(row.amount),
    method: row.method,
    reference: row.reference,
    business_date: row.business_date,
    status: row.status,
    session_id: row.session_id,
    received_by: row.received_by,
    received_by_name: row.received_by_name,
    created_at: isoTime(row.created_at),
    allocation: allocation?.rows ?? [],
    overpayment: allocation?.overpayment ?? 0,
    reversed_by_name: row.reversed_by_name,
    reversed_at: row.reversed_at === null ? null : isoTime(row.reversed_at),
    reversal_reason: row.reversal_reason,
  };
};

/**
 * The current replay of each record's payments, by payment id: the facts of every record on the
 * page in one statement, the dues of every record in one more (the target's `duesOfMany`), then
 * the pure replay per record. A page costs the same statements whatever the number of records on it.
 */
async function allocationsOf(db: Queryable, target: PaymentTarget, targetIds: readonly number[], today: BusinessDate): Promise<Allocations> {
  const result: Allocations = new Map();
  const ids = [...new Set(targetIds)];
  if (ids.length === 0) return result;
  const list = ids.map((_, index) => `$${index + 2}`).join(', ');
  const factRows = await db.query<FactColumns & { target_id: number }>(
    `SELECT target_id, ${FACT_COLUMNS} FROM payments WHERE kind = $1 AND target_id IN (${list}) ORDER BY target_id, business_date, id`,
    [target.kind, ...ids],
  );
  const facts = new Map<number, PaymentFact[]>(ids.map((id) => [id, []]));
  for (const row of factRows) {
    facts.get(row.target_id)?.push(factOf(row));
  }
  const dues = await target.duesOfMany(db, facts, today);
  for (const [targetId, recordFacts] of facts) {
    for (const payment of allocatePayments(dues.get(targetId) ?? [], recordFacts).payments) result.set(payment.paymentId, { rows: payment.rows, overpayment: payment.overpayment });
  }
  return result;
}

/** The record's payments, newest first, each with what it pays in the current replay. */
export async function paymentsOf(db: Queryable, target: PaymentTarget, targetId: number, today: BusinessDate): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${paymentColumns(target)} ${paymentFrom(target)} WHERE p.kind = $1 AND p.target_id = $2 ORDER BY p.business_date DESC, p.id DESC`,
    [target.kind, targetId],
  );
  const allocations = await allocationsOf(db, target, [targetId], today);
  return rows.map((row) => toPayment(row, allocations));
}

/** A payment of `target`'s kind (another kind's id is not found here). */
export async function findPayment(db: Queryable, target: PaymentTarget, id: number, today: BusinessDate, forUpdate = false): Promise<Payment | null> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${paymentColumns(target)} ${paymentFrom(target)} WHERE p.kind = $1 AND p.id = $2${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [target.kind, id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return toPayment(row, await allocationsOf(db, target, [row.target_id], today));
}

/** The cash movement a payment entered, if it moved cash. */
export async function movementOfPayment(db: Queryable, id: number): Promise<{ movement_id: number | null; session_id: number | null }> {
  const rows = await db.query<{ movement_id: Column | null; session_id: number | null }>('SELECT movement_id, session_id FROM payments WHERE id = $1', [id]);
  const row = rows[0];
  return { movement_id: row?.movement_id == null ? null : Number(row.movement_id), session_id: row?.session_id ?? null };
}

/**
 * What the receipt prints: the figures kept when it was posted (server/payments/receipts.ts), or for
 * a payment from before they were kept, replayed as of its own business date; the same at posting
 * and at every reprint.
 */
export async function receiptOf(db: Queryable, target: PaymentTarget, payment: Payment): Promise<Receipt> {
  const [stored, location, party] = await Promise.all([
    storedReceiptFigures(db, payment.id),
    activeLocation(db),
    db.query<{ document: string }>(`SELECT ${target.sql.partyDocument} AS document FROM ${target.sql.table} t ${target.sql.joins} WHERE t.id = $1`, [payment.target_id]),
  ]);
  const effect = stored ?? (await replayedReceiptFigures(db, target, payment, await paymentFacts(db, target.kind, payment.target_id)));
  return {
    payment_id: payment.id,
    kind: payment.kind,
    target_id: payment.target_id,
    location_name: location?.name ?? '',
    receipt_footer: location?.receipt_footer ?? '',
    party_name: payment.party_name,
    party_document: party[0]?.document ?? '',
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    business_date: payment.business_date,
    allocation: effect.rows,
    overpayment: effect.overpayment,
    remaining: effect.remaining,
    due_now: effect.dueNow,
    to_run: effect.toRun,
    received_by_name: payment.received_by_name,
    status: payment.status,
  };
}

const PAYMENT_ORDER: Readonly<Record<PaymentSortColumn, string>> = {
  business_date: 'p.business_date',
  amount: 'p.amount',
  target_id: 'p.target_id',
};

/**
 * The WHERE of a kind's payments list: always the kind, the list's filters, `receivedBy`
 * (only that user's payments: a user without the kind's viewAll), and `q`: the record's number,
 * or words of the party's name or document. Exported so its kind handling is tested apart.
 */
export function listConditions(target: PaymentTarget, query: Pick<ListQuery<PaymentSortColumn>, 'filters' | 'q'>, receivedBy: number | null): { where: string; params: SqlParam[] } {
  const conditions = conditionsOf(query.filters, PAYMENT_READERS, []);
  conditions.params.push(target.kind);
  conditions.sql.unshift(`p.kind = $${conditions.params.length}`);
  if (receivedBy !== null) {
    conditions.params.push(receivedBy);
    conditions.sql.push(`p.received_by = $${conditions.params.length}`);
  }
  if (/^[0-9]{1,9}$/.test(query.q)) {
    conditions.params.push(Number(query.q));
    conditions.sql.push(`p.target_id = $${conditions.params.length}`);
  } else {
    const search = everyWordIn(query.q, [`${target.sql.partyName} || ' ' || ${target.sql.partyDocument}`], conditions.params);
    if (search !== null) conditions.sql.push(search);
  }
  return { where: whereOf(conditions), params: conditions.params };
}

/** One page of the kind's payments list and the totals (Σ posted, Σ reversed) of the whole filtered set. */
export async function listPayments(
  db: Queryable,
  target: PaymentTarget,
  query: ListQuery<PaymentSortColumn>,
  receivedBy: number | null,
  today: BusinessDate,
): Promise<PaymentPage> {
  const { where, params } = listConditions(target, query, receivedBy);
  const [sums] = await db.query<{ n: number; posted: Column; reversed: Column }>(
    `SELECT count(*)::int AS n,
            coalesce(sum(p.amount) FILTER (WHERE p.status = 'posted'), 0) AS posted,
            coalesce(sum(p.amount) FILTER (WHERE p.status = 'reversed'), 0) AS reversed
       FROM payments p JOIN ${target.sql.table} t ON t.id = p.target_id ${target.sql.joins}${where}`,
    params,
  );
  const total = sums?.n ?? 0;
  const window = pageWindow(query, total);
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'p.id DESC' : `${PAYMENT_ORDER[query.sort.column]} ${direction}, p.id ${direction}`;
  const n = params.length;
  const rows =
    total === 0
      ? []
      : await db.query<PaymentRow>(`SELECT ${paymentColumns(target)} ${paymentFrom(target)}${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...params,
          window.limit,
          window.offset,
        ]);
  const allocations = await allocationsOf(
    db,
    target,
    rows.map((row) => row.target_id),
    today,
  );
  return {
    items: rows.map((row) => toPayment(row, allocations)),
    total,
    page: window.page,
    pageSize: query.pageSize,
    totals: { posted: minorFromColumn(sums?.posted ?? 0), reversed: minorFromColumn(sums?.reversed ?? 0) },
    users: await db.query<{ id: number; name: string }>(
      'SELECT u.id, u.name FROM users u WHERE EXISTS (SELECT 1 FROM payments p WHERE p.kind = $1 AND p.received_by = u.id) ORDER BY u.name COLLATE "C", u.id',
      [target.kind],
    ),
  };
}
