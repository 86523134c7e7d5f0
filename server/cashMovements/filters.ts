/**
 * The filters of GET /movimientos and GET /movimientos_entrega, read from the list query into SQL
 * conditions with numbered parameters. A malformed value of a known filter (a date that is no
 * date, a type that does not exist) is refused (400 `invalidFilter`) rather than ignored: a ledger
 * whose totals silently dropped a filter would show wrong money.
 */
import { CASH_DELIVERY_STATUSES, MOVEMENT_DIRECTIONS, MOVEMENT_TYPES } from '../../machines/cash/cash.schema.ts';
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import type { SqlParam } from '../db/adapter.ts';
import { parseId } from '../http/ids.ts';


export class InvalidFilter extends Error {
  constructor(readonly filter: string) {
    super(`Invalid value for the filter "${filter}"`);
  }
}

export interface Conditions {
  sql: string[];
  params: SqlParam[];
}

type Reader = (value: string, add: (sql: (n: string) => string, param: SqlParam) => void) => boolean;

const dateFrom = (column: string): Reader => (value, add) => isBusinessDate(value) && (add((n) => `${column} >= ${n}::date`, value), true);
const dateTo = (column: string): Reader => (value, add) => isBusinessDate(value) && (add((n) => `${column} <= ${n}::date`, value), true);
const idIn = (sql: (n: string) => string): Reader => (value, add) => {
  const id = parseId(value);
  return id !== null && (add(sql, id), true);
};
const oneOf = (allowed: readonly string[], column: string): Reader => (value, add) =>
  allowed.includes(value) && (add((n) => `${column} = ${n}`, value), true);

/** The ledger's filters; `m` is cash_movements, `s` its session. */
export const MOVEMENT_READERS: Readonly<Record<string, Reader>> = {
  from: dateFrom('m.business_date'),
  to: dateTo('m.business_date'),
  type: oneOf(MOVEMENT_TYPES, 'm.type'),
  direction: oneOf(MOVEMENT_DIRECTIONS, 'm.direction'),
  user: idIn((n) => `m.user_id = ${n}`),
  // The box through its sessions (indexed: cash_sessions_box_idx, cash_movements_session_idx).
  box: idIn((n) => `m.session_id IN (SELECT id FROM cash_sessions WHERE box_id = ${n})`),
};

/** The delivery movements' filters; `d` is cash_deliveries; `user` is the sender or the receiver. */
export const DELIVERY_READERS: Readonly<Record<string, Reader>> = {
  from: dateFrom('m.business_date'),
  to: dateTo('m.business_date'),
  status: oneOf(CASH_DELIVERY_STATUSES, 'd.status'),
  user: idIn((n) => `(d.sender_id = ${n} OR d.receiver_id = ${n})`),
};

/** SQL conditions for the filters given ('' = none); throws InvalidFilter on a malformed value. */
export function conditionsOf(filters: Readonly<Record<string, string>>, readers: Readonly<Record<string, Reader>>, base: string[] = []): Conditions {
  const result: Conditions = { sql: [...base], params: [] };
  for (const [key, value] of Object.entries(filters)) {
    const read = readers[key];
    if (read === undefined || value === '') continue;
    const ok = read(value, (sql, param) => {
      result.params.push(param);
      result.sql.push(sql(`$${result.params.length}`));
    });
    if (!ok) throw new InvalidFilter(key);
  }
  return result;
}

export const whereOf = (conditions: Conditions): string => (conditions.sql.length > 0 ? ` WHERE ${conditions.sql.join(' AND ')}` : '');
