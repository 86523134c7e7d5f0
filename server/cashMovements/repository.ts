/**
 * The ledger's reads (tables of migration 010): one page of movements with the totals of the whole
 * filtered set, one movement (locked for a reversal), and the delivery movements. Totals and counts
 * are computed by SQL in one statement over the same conditions as the page, so they always agree
 * with what the filters select.
 */
import type { Movement } from '../../machines/cash/cash.schema.ts';
import type {
  DeliveryMovement,
  DeliveryMovementPage,
  DeliveryMovementSortColumn,
  MovementPage,
  MovementSortColumn,
} from '../../machines/cashMovements/cashMovements.schema.ts';
import { minorFromColumn, subtractMinor } from '../../machines/money/minor.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable } from '../db/adapter.ts';
import { isoTime } from '../audit/log.ts';
import { pageWindow } from '../http/listPage.ts';
import { everyWordIn } from '../db/textSearch.ts';
import { conditionsOf, DELIVERY_READERS, MOVEMENT_READERS, whereOf } from './filters.ts';

type Column = string | number | bigint;

const MOVEMENT_FROM = `FROM cash_movements m
  JOIN cash_sessions s ON s.id = m.session_id
  JOIN cash_boxes b ON b.id = s.box_id
  JOIN users u ON u.id = m.user_id
  LEFT JOIN cash_movements r ON r.reverses_id = m.id`;

const MOVEMENT_COLUMNS = `m.id, m.session_id, s.box_id, b.name AS box_name, m.direction, m.amount, m.type, m.concept,
  m.source_kind, m.source_id, m.reverses_id, m.reason, r.id AS reversed_by, m.user_id, u.name AS user_name,
  to_char(m.business_date, 'YYYY-MM-DD') AS business_date, m.created_at`;

interface MovementRow {
  id: Column;
  session_id: number;
  box_id: number;
  box_name: string;
  direction: Movement['direction'];
  amount: Column;
  type: Movement['type'];
  concept: string;
  source_kind: string | null;
  source_id: Column | null;
  reverses_id: Column | null;
  reason: string | null;
  reversed_by: Column | null;
  user_id: number;
  user_name: string;
  business_date: string;
  created_at: Date | string;
}

const idOrNull = (value: Column | null): number | null => (value === null ? null : Number(value));

export const toMovement = (row: MovementRow): Movement => ({
  ...row,
  id: Number(row.id),
  amount: minorFromColumn(row.amount),
  source_id: idOrNull(row.source_id),
  reverses_id: idOrNull(row.reverses_id),
  reversed_by: idOrNull(row.reversed_by),
  created_at: isoTime(row.created_at),
});

const MOVEMENT_ORDER: Readonly<Record<MovementSortColumn, string>> = {
  business_date: 'm.business_date',
  amount: 'm.amount',
  type: 'm.type COLLATE "C"',
};

/**
 * One page of the ledger and the totals of the whole filtered set: the count and the sums in one
 * scan (the filters need no join but the box's subquery), then the page's rows with their joins.
 * Newest first unless a column is chosen; ties by id, so pages never overlap.
 */
export async function listMovements(db: Queryable, query: ListQuery<MovementSortColumn>): Promise<MovementPage> {
  const conditions = conditionsOf(query.filters, MOVEMENT_READERS);
  // 'Buscar': every word in the concept (accent- and case-insensitive).
  const search = everyWordIn(query.q, ['m.concept'], conditions.params);
  if (search !== null) conditions.sql.push(search);
  const where = whereOf(conditions);
  const [sums] = await db.query<{ n: number; total_in: Column; total_out: Column }>(
    `SELECT count(*)::int AS n,
            coalesce(sum(m.amount) FILTER (WHERE m.direction = 'in'), 0) AS total_in,
            coalesce(sum(m.amount) FILTER (WHERE m.direction = 'out'), 0) AS total_out
       FROM cash_movements m${where}`,
    conditions.params,
  );
  const total = sums?.n ?? 0;
  const totalIn = minorFromColumn(sums?.total_in ?? 0);
  const totalOut = minorFromColumn(sums?.total_out ?? 0);
  const window = pageWindow(query, total);
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'm.id DESC' : `${MOVEMENT_ORDER[query.sort.column]} ${direction}, m.id ${direction}`;
  const n = conditions.params.length;
  const rows =
    total === 0
      ? []
      : await db.query<MovementRow>(`SELECT ${MOVEMENT_COLUMNS} ${MOVEMENT_FROM}${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...conditions.params,
          window.limit,
          window.offset,
        ]);
  return {
    items: rows.map(toMovement),
    total,
    page: window.page,
    pageSize: query.pageSize,
    totals: { in: totalIn, out: totalOut, net: subtractMinor(totalIn, totalOut) },
    facets: await facetsOf(db),
  };
}

/**
 * What the 'Caja' and 'Usuario' filters offer: every box, and the staff who opened a session (the
 * only ones who can have posted a movement). Small tables: read with each page rather than by a
 * call of their own.
 */
async function facetsOf(db: Queryable): Promise<MovementPage['facets']> {
  const boxes = await db.query<{ id: number; name: string }>('SELECT id, name FROM cash_boxes ORDER BY name COLLATE "C", id');
  const users = await db.query<{ id: number; name: string }>(
    'SELECT u.id, u.name FROM users u WHERE EXISTS (SELECT 1 FROM cash_sessions s WHERE s.opened_by = u.id) ORDER BY u.name COLLATE "C", u.id',
  );
  return { boxes, users };
}

/** One movement as the API sends it; null if there is none. */
export async function findMovement(db: Queryable, id: number): Promise<Movement | null> {
  const rows = await db.query<MovementRow>(`SELECT ${MOVEMENT_COLUMNS} ${MOVEMENT_FROM} WHERE m.id = $1`, [id]);
  return rows[0] ? toMovement(rows[0]) : null;
}

/**
 * Serialises reversals of one movement: its row locked FOR UPDATE until the transaction ends (a
 * lock only: the append-only table refuses the update itself). The second of two concurrent
 * reversals waits here, then reads the first's reversal and answers 409; the unique
 * `reverses_id` is the last line of defence. False when there is no such movement.
 */
export async function lockMovement(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM cash_movements WHERE id = $1 FOR UPDATE', [id])).length > 0;
}

/** The open session of a box (the one a reversal goes into), or null. */
export async function openSessionOfBox(tx: Queryable, boxId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>("SELECT id FROM cash_sessions WHERE box_id = $1 AND status = 'open'", [boxId]);
  return rows[0]?.id ?? null;
}

const DELIVERY_ORDER: Readonly<Record<DeliveryMovementSortColumn, string>> = {
  business_date: 'm.business_date',
  amount: 'm.amount',
  delivery_id: 'd.id',
};

interface DeliveryRow extends Omit<DeliveryMovement, 'id' | 'amount' | 'declared_amount' | 'received_amount'> {
  id: Column;
  amount: Column;
  declared_amount: Column;
  received_amount: Column | null;
}

/** The movements deliveries produced (deliveryOut / deliveryIn), each with its delivery's facts. */
export async function listDeliveryMovements(db: Queryable, query: ListQuery<DeliveryMovementSortColumn>): Promise<DeliveryMovementPage> {
  const conditions = conditionsOf(query.filters, DELIVERY_READERS, ["m.source_kind = 'delivery'", "m.type IN ('deliveryOut', 'deliveryIn')"]);
  // 'Buscar': a delivery's number, or words of its sender's or receiver's name.
  if (/^[0-9]{1,9}$/.test(query.q)) {
    conditions.params.push(Number(query.q));
    conditions.sql.push(`d.id = $${conditions.params.length}`);
  } else {
    const names = "(SELECT name FROM users WHERE id = d.sender_id) || ' ' || coalesce((SELECT name FROM users WHERE id = d.receiver_id), '')";
    const search = everyWordIn(query.q, [names], conditions.params);
    if (search !== null) conditions.sql.push(search);
  }
  const where = whereOf(conditions);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cash_movements m JOIN cash_deliveries d ON d.id = m.source_id${where}`, conditions.params);
  const total = count?.n ?? 0;
  const window = pageWindow(query, total);
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'm.id DESC' : `${DELIVERY_ORDER[query.sort.column]} ${direction}, m.id ${direction}`;
  const n = conditions.params.length;
  const rows =
    total === 0
      ? []
      : await db.query<DeliveryRow>(
          `SELECT m.id, d.id AS delivery_id, m.type, m.direction, m.amount, to_char(m.business_date, 'YYYY-MM-DD') AS business_date,
                  b.name AS box_name, u.name AS user_name, su.name AS sender_name, ru.name AS receiver_name,
                  d.declared_amount, d.received_amount, d.status
             FROM cash_movements m
             JOIN cash_deliveries d ON d.id = m.source_id
             JOIN cash_sessions s ON s.id = m.session_id
             JOIN cash_boxes b ON b.id = s.box_id
             JOIN users u ON u.id = m.user_id
             JOIN users su ON su.id = d.sender_id
             LEFT JOIN users ru ON ru.id = d.receiver_id${where}
            ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...conditions.params, window.limit, window.offset],
        );
  return {
    items: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      amount: minorFromColumn(row.amount),
      declared_amount: minorFromColumn(row.declared_amount),
      received_amount: row.received_amount === null ? null : minorFromColumn(row.received_amount),
    })),
    total,
    page: window.page,
    pageSize: query.pageSize,
    users: await db.query<{ id: number; name: string }>(
      `SELECT u.id, u.name FROM users u
        WHERE EXISTS (SELECT 1 FROM cash_deliveries d WHERE d.sender_id = u.id OR d.receiver_id = u.id)
        ORDER BY u.name COLLATE "C", u.id`,
    ),
  };
}
