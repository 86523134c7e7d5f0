/**
 * The SQL of 'Caja': boxes, sessions with their figures, and a session's movements. Reads take
 * any Queryable; the writes live in server/cashbox/sessions.ts, inside the route's transaction.
 */
import type { CashBox, CashSession, CashSessionDetail, CashSessionSortColumn } from '../../machines/cashbox/cashbox.schema.ts';
import type { Movement, MovementDirection, MovementType, CashSessionStatus } from '../../machines/cash/index.ts';
import { isBusinessDate, minorFromColumn, sumMinor, subtractMinor } from '../../machines/money/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';

type Num = string | number | bigint;
type Time = Date | string;

interface SessionRow {
  id: number;
  box_id: number;
  box_name: string;
  status: CashSessionStatus;
  business_date: string;
  opened_by: number;
  opened_by_name: string;
  opened_at: Time;
  opening_amount: Num;
  previous_closing: Num | null;
  expected_amount: Num | null;
  counted_amount: Num | null;
  denominations: Record<string, number> | null;
  close_requested_by: number | null;
  close_requested_by_name: string | null;
  closed_at: Time | null;
  approved_by_name: string | null;
  version: number;
  net: Num;
  movement_count: number;
}

const SESSION_SELECT = `
  SELECT s.id, s.box_id, b.name AS box_name, s.status, to_char(s.business_date, 'YYYY-MM-DD') AS business_date,
         s.opened_by, ou.name AS opened_by_name, s.opened_at, s.opening_amount, s.previous_closing,
         s.expected_amount, s.counted_amount, s.denominations, s.close_requested_by, ru.name AS close_requested_by_name,
         s.closed_at, au.name AS approved_by_name, s.version,
         coalesce(m.net, 0) AS net, coalesce(m.n, 0)::int AS movement_count
    FROM cash_sessions s
    JOIN cash_boxes b ON b.id = s.box_id
    JOIN users ou ON ou.id = s.opened_by
    LEFT JOIN users ru ON ru.id = s.close_requested_by
    LEFT JOIN users au ON au.id = s.approved_by
    LEFT JOIN LATERAL (SELECT sum(CASE direction WHEN 'in' THEN amount ELSE -amount END) AS net, count(*) AS n
                         FROM cash_movements WHERE session_id = s.id) m ON true`;

const money = (value: Num | null): number | null => (value === null ? null : minorFromColumn(value));

function toSession(row: SessionRow): CashSession {
  const opening = minorFromColumn(row.opening_amount);
  const previous = money(row.previous_closing);
  // While open the expectation is live; once the close was asked, it is what the count was held against.
  const expected = row.status === 'open' || row.expected_amount === null ? sumMinor([opening, minorFromColumn(row.net)]) : minorFromColumn(row.expected_amount);
  const counted = money(row.counted_amount);
  return {
    id: row.id,
    box_id: row.box_id,
    box_name: row.box_name,
    status: row.status,
    business_date: row.business_date,
    opened_by: row.opened_by,
    opened_by_name: row.opened_by_name,
    opened_at: isoTime(row.opened_at),
    opening_amount: opening,
    previous_closing: previous,
    opening_difference: previous === null ? null : subtractMinor(opening, previous),
    expected_amount: expected,
    counted_amount: counted,
    difference: counted === null ? null : subtractMinor(counted, expected),
    denominations: row.denominations,
    close_requested_by: row.close_requested_by,
    close_requested_by_name: row.close_requested_by_name,
    closed_at: row.closed_at === null ? null : isoTime(row.closed_at),
    approved_by_name: row.approved_by_name,
    movement_count: row.movement_count,
    version: row.version,
  };
}

export async function findSession(db: Queryable, id: number): Promise<CashSession | null> {
  const rows = await db.query<SessionRow>(`${SESSION_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

interface MovementRow {
  id: Num;
  session_id: number;
  box_id: number;
  box_name: string;
  direction: MovementDirection;
  amount: Num;
  type: MovementType;
  concept: string;
  source_kind: string | null;
  source_id: Num | null;
  reverses_id: Num | null;
  reason: string | null;
  reversed_by: Num | null;
  user_id: number;
  user_name: string;
  business_date: string;
  created_at: Time;
}

const idOrNull = (value: Num | null): number | null => (value === null ? null : Number(value));

export async function movementsOf(db: Queryable, sessionId: number): Promise<Movement[]> {
  const rows = await db.query<MovementRow>(
    `SELECT m.id, m.session_id, s.box_id, b.name AS box_name, m.direction, m.amount, m.type, m.concept, m.source_kind, m.source_id,
            m.reverses_id, m.reason, r.id AS reversed_by, m.user_id, u.name AS user_name,
            to_char(m.business_date, 'YYYY-MM-DD') AS business_date, m.created_at
       FROM cash_movements m
       JOIN cash_sessions s ON s.id = m.session_id
       JOIN cash_boxes b ON b.id = s.box_id
       JOIN users u ON u.id = m.user_id
       LEFT JOIN cash_movements r ON r.reverses_id = m.id
      WHERE m.session_id = $1
      ORDER BY m.id`,
    [sessionId],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    amount: minorFromColumn(row.amount),
    source_id: idOrNull(row.source_id),
    reverses_id: idOrNull(row.reverses_id),
    reversed_by: idOrNull(row.reversed_by),
    created_at: isoTime(row.created_at),
  }));
}

export async function sessionDetail(db: Queryable, id: number): Promise<CashSessionDetail | null> {
  const session = await findSession(db, id);
  return session === null ? null : { ...session, movements: await movementsOf(db, id) };
}

/** The user's unclosed session (open or closing), if any. */
export async function unclosedSessionIdOf(db: Queryable, userId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = $1 AND status <> 'closed'", [userId]);
  return rows[0]?.id ?? null;
}

/** The last count of a box's closed sessions (the next opening is compared with it). */
export async function lastClosingOf(db: Queryable, boxId: number): Promise<number | null> {
  const rows = await db.query<{ counted_amount: Num | null }>(
    "SELECT counted_amount FROM cash_sessions WHERE box_id = $1 AND status = 'closed' ORDER BY closed_at DESC, id DESC LIMIT 1",
    [boxId],
  );
  return money(rows[0]?.counted_amount ?? null);
}

/** The active boxes of a location, each with its unclosed session and last closing count. */
export async function boxesOf(db: Queryable, locationId: number): Promise<CashBox[]> {
  const rows = await db.query<{ id: number; name: string; session_id: number | null; status: CashSessionStatus | null; opened_by_name: string | null; last_closing: Num | null }>(
    `SELECT b.id, b.name, s.id AS session_id, s.status, u.name AS opened_by_name,
            (SELECT c.counted_amount FROM cash_sessions c WHERE c.box_id = b.id AND c.status = 'closed' ORDER BY c.closed_at DESC, c.id DESC LIMIT 1) AS last_closing
       FROM cash_boxes b
       LEFT JOIN cash_sessions s ON s.box_id = b.id AND s.status <> 'closed'
       LEFT JOIN users u ON u.id = s.opened_by
      WHERE b.location_id = $1 AND b.active
      ORDER BY b.name, b.id`,
    [locationId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    session: row.session_id === null || row.status === null ? null : { id: row.session_id, status: row.status, opened_by_name: row.opened_by_name ?? '' },
    last_closing: money(row.last_closing),
  }));
}

export async function waitingSessions(db: Queryable): Promise<CashSession[]> {
  const rows = await db.query<SessionRow>(`${SESSION_SELECT} WHERE s.status = 'closing' ORDER BY s.close_requested_at, s.id`);
  return rows.map(toSession);
}

const ORDER_BY: Readonly<Record<CashSessionSortColumn, string>> = {
  opened_at: 's.opened_at',
  box_name: 'b.name COLLATE "C"',
  difference: '(s.counted_amount - s.expected_amount)',
};

/**
 * Past and current sessions, newest first unless sorted; filters: status, box, from/to (business
 * dates). `onlyOpener`: a user id to list only the sessions that user opened (null: every session).
 */
export async function listSessions(db: Queryable, query: ListQuery<CashSessionSortColumn>, onlyOpener: number | null = null): Promise<ListPage<CashSession>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  if (onlyOpener !== null) {
    params.push(onlyOpener);
    conditions.push(`s.opened_by = $${params.length}`);
  }
  const { status, box, from, to } = query.filters;
  // The search: every word in the box's or the user's name (case-insensitive).
  for (const word of query.q.toLowerCase().split(/\s+/).filter(Boolean)) {
    params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`lower(b.name || ' ' || ou.name) LIKE $${params.length}`);
  }
  if (status === 'open' || status === 'closing' || status === 'closed') {
    params.push(status);
    conditions.push(`s.status = $${params.length}`);
  }
  if (box !== undefined && /^[0-9]{1,9}$/.test(box)) {
    params.push(Number(box));
    conditions.push(`s.box_id = $${params.length}`);
  }
  if (from !== undefined && isBusinessDate(from)) {
    params.push(from);
    conditions.push(`s.business_date >= $${params.length}::date`);
  }
  if (to !== undefined && isBusinessDate(to)) {
    params.push(to);
    conditions.push(`s.business_date <= $${params.length}::date`);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 's.id DESC' : `${ORDER_BY[query.sort.column]} ${direction} NULLS LAST, s.id ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cash_sessions s JOIN cash_boxes b ON b.id = s.box_id JOIN users ou ON ou.id = s.opened_by${where}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (await db.query<SessionRow>(`${SESSION_SELECT}${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset])).map(toSession),
  });
}
