/**
 * The deliveries' SQL (table `cash_deliveries`, migration 010_cash.sql). Writes take the caller's
 * transaction so the delivery, its movements (server/cash/ledger.ts) and its audit entry commit
 * together.
 */
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { CASH_DELIVERY_STATUSES, type CashDeliveryStatus } from '../../machines/cash/cash.schema.ts';
import type { Delivery, DeliverySortColumn } from '../../machines/deliveries/deliveries.schema.ts';
import { availableToDeliver, type HeldCash } from '../../machines/deliveries/cashDelivery.rules.ts';
import { minorFromColumn, type Minor } from '../../machines/money/minor.ts';
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';
import { sessionExpected, type LockedSession } from '../cash/ledger.ts';

const COLUMNS = `d.id, d.status, d.sender_id, s.name AS sender_name, d.sender_session_id, d.declared_amount, d.note,
  d.receiver_id, r.name AS receiver_name, d.receiver_session_id, d.received_amount, d.resolution, d.resolution_note,
  d.resolved_by, d.business_date, d.created_at, d.updated_at, d.version`;
const FROM = 'FROM cash_deliveries d JOIN users s ON s.id = d.sender_id LEFT JOIN users r ON r.id = d.receiver_id';

type Amount = string | number | bigint;
interface DeliveryRow extends Omit<Delivery, 'declared_amount' | 'received_amount' | 'difference' | 'business_date' | 'created_at' | 'updated_at' | 'resolution'> {
  declared_amount: Amount;
  received_amount: Amount | null;
  resolution: string | null;
  business_date: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const isoDay = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function toDelivery(row: DeliveryRow): Delivery {
  const declared = minorFromColumn(row.declared_amount);
  const received = row.received_amount === null ? null : minorFromColumn(row.received_amount);
  return {
    ...row,
    declared_amount: declared,
    received_amount: received,
    difference: received === null ? null : received - declared,
    resolution: row.resolution as Delivery['resolution'],
    business_date: isoDay(row.business_date),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

const ORDER_BY: Readonly<Record<DeliverySortColumn, string>> = {
  id: 'd.id',
  business_date: 'd.business_date',
  declared_amount: 'd.declared_amount',
  status: 'd.status COLLATE "C"',
};

/** `onlySender`: a collector's list (they see the deliveries they sent, no one else's). */
export async function listDeliveries(db: Queryable, query: ListQuery<DeliverySortColumn>, onlySender: number | null): Promise<ListPage<Delivery>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const where = (sql: (n: number) => string, value: SqlParam) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (onlySender !== null) where((n) => `d.sender_id = $${n}`, onlySender);
  // 'Buscar': the delivery's number, or a word of the sender's or the receiver's name.
  const q = query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (q !== '') where((n) => `(d.id::text = $${n} OR s.name ILIKE '%' || $${n} || '%' OR r.name ILIKE '%' || $${n} || '%')`, q);
  const { status, sender, date } = query.filters;
  if (status !== undefined && (CASH_DELIVERY_STATUSES as readonly string[]).includes(status)) where((n) => `d.status = $${n}`, status);
  if (sender !== undefined && /^[1-9]\d{0,8}$/.test(sender)) where((n) => `d.sender_id = $${n}`, Number(sender));
  if (date !== undefined && isBusinessDate(date)) where((n) => `d.business_date = $${n}::date`, date);
  const from = `${FROM}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  // Newest first by default: the office works the latest deliveries.
  const order = query.sort.column === null ? 'd.id DESC' : `${ORDER_BY[query.sort.column]} ${direction}, d.id ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (await db.query<DeliveryRow>(`SELECT ${COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset])).map(
        toDelivery,
      ),
  });
}

/** One delivery; `forUpdate` locks its row until the transaction ends (transitions queue on it). */
export async function findDelivery(db: Queryable, id: number, forUpdate = false): Promise<Delivery | null> {
  const rows = await db.query<DeliveryRow>(`SELECT ${COLUMNS} ${FROM} WHERE d.id = $1${forUpdate ? ' FOR UPDATE OF d' : ''}`, [id]);
  return rows[0] ? toDelivery(rows[0]) : null;
}

/**
 * What the session's holder has in hand for the office: its expected cash, less what its other
 * pending deliveries promise and the shortfalls of its disputed ones (cashDelivery.rules.ts).
 */
export async function heldCashOf(tx: Queryable, session: Pick<LockedSession, 'id' | 'opening_amount'>, exceptDelivery: number | null = null): Promise<HeldCash & { available: Minor }> {
  const expected = await sessionExpected(tx, session);
  const rows = await tx.query<{ pending: Amount; disputed: Amount }>(
    `SELECT coalesce(sum(declared_amount) FILTER (WHERE status = 'pending'), 0) AS pending,
            coalesce(sum(greatest(declared_amount - received_amount, 0)) FILTER (WHERE status = 'disputed'), 0) AS disputed
       FROM cash_deliveries WHERE sender_session_id = $1 AND id <> $2`,
    [session.id, exceptDelivery ?? 0],
  );
  const held: HeldCash = { expected, pendingDeclared: minorFromColumn(rows[0]?.pending ?? 0), disputedShortfall: minorFromColumn(rows[0]?.disputed ?? 0) };
  return { ...held, available: availableToDeliver(held) };
}

export async function insertDelivery(
  tx: Queryable,
  input: { senderId: number; sessionId: number; amount: Minor; note: string; businessDate: string },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO cash_deliveries (status, sender_id, sender_session_id, declared_amount, note, business_date)
     VALUES ('pending', $1, $2, $3, $4, $5::date) RETURNING id`,
    [input.senderId, input.sessionId, input.amount, input.note, input.businessDate],
  );
  return Number(rows[0]?.id);
}

export interface DeliveryChange {
  status: CashDeliveryStatus;
  receiver?: { id: number; sessionId: number; amount: Minor };
  resolution?: { kind: string; note: string; by: number };
}

/** Applies a transition the chart allowed (the caller holds the row lock and checked the version). */
export async function updateDelivery(tx: Queryable, id: number, change: DeliveryChange): Promise<void> {
  await tx.query(
    `UPDATE cash_deliveries SET status = $2,
        receiver_id = coalesce($3, receiver_id), receiver_session_id = coalesce($4, receiver_session_id),
        received_amount = coalesce($5, received_amount),
        resolution = coalesce($6, resolution), resolution_note = coalesce($7, resolution_note), resolved_by = coalesce($8, resolved_by),
        updated_at = now(), version = version + 1
      WHERE id = $1`,
    [
      id,
      change.status,
      change.receiver?.id ?? null,
      change.receiver?.sessionId ?? null,
      change.receiver?.amount ?? null,
      change.resolution?.kind ?? null,
      change.resolution?.note ?? null,
      change.resolution?.by ?? null,
    ],
  );
}
