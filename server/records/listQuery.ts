/**
 * The list query of every receivable's records list (GET /prestamos, /alquileres, /deudas,
 * /honorarios): the portfolio scope, `q`, the filters, the sort with its stable tie-break on the id,
 * offset paging clamped to the last page, and optionally totals of the whole filtered set. An area
 * describes its table as data (`RecordListSpec`); the SQL shape lives here once.
 *
 * Filters are a map from the query-string name to what the value means: a condition over the
 * record's columns, or null when the value is not one the filter knows (it then filters nothing,
 * like every list). Every value reaches SQL as a parameter, named by `param`.
 */
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { listPage } from '../http/listPage.ts';
import type { Portfolio } from '../payments/portfolio.ts';

/** Adds a value to the statement's parameters and answers its placeholder (`$3`). */
export type Param = (value: SqlParam) => string;

export interface RecordListContext {
  today: BusinessDate;
  portfolio: Portfolio;
}

/** What a filter's value means: a SQL condition, or null (a value the filter does not know). */
export type RecordFilter<C extends RecordListContext> = (value: string, param: Param, context: C) => string | null;

export interface RecordListSpec<K extends string, Raw, Row, C extends RecordListContext = RecordListContext> {
  /** The record table's alias in the SQL below (`l`, `r`, `d`). */
  alias: string;
  /** `FROM <table> <alias> JOIN …` of the rows (what the columns, the sort and the search read). */
  from: string;
  /** The FROM of the count, told whether `q` searches (loans count without joining customers unless they search them). Default `from`. */
  countFrom?: (searching: boolean) => string;
  /** The SELECT list of a row; `today` is the placeholder of the business date (days past due). */
  columns: (today: string) => string;
  /** Conditions every page has (debts: the kind), before the portfolio. */
  always?: (param: Param, context: C) => string[];
  /** `q`: every word somewhere (server/db/textSearch.ts), or null without words. */
  search: (q: string, params: SqlParam[]) => string | null;
  filters: Readonly<Record<string, RecordFilter<C>>>;
  orderBy: Readonly<Record<K, string>>;
  toRow: (raw: Raw) => Row;
}

/** A filter by one of a closed set of values (`status`). */
export const oneOf =
  (column: string, values: readonly string[]): RecordFilter<RecordListContext> =>
  (value, param) =>
    values.includes(value) ? `${column} = ${param(value)}` : null;

/** A filter by an id (`customer`, `officer`): anything but 1–9 digits filters nothing. */
export const idEquals =
  (column: string): RecordFilter<RecordListContext> =>
  (value, param) =>
    /^[0-9]{1,9}$/.test(value) ? `${column} = ${param(Number(value))}` : null;

/** The WHERE (with its leading space, '' without conditions) and its parameters. */
export function recordConditions<K extends string, Raw, Row, C extends RecordListContext>(
  spec: RecordListSpec<K, Raw, Row, C>,
  query: Pick<ListQuery<K>, 'q' | 'filters'>,
  context: C,
): { where: string; params: SqlParam[]; searching: boolean } {
  const params: SqlParam[] = [];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = spec.always?.(param, context) ?? [];
  if (!context.portfolio.all) conditions.push(`${spec.alias}.officer_id = ${param(context.portfolio.officerId)}`);
  const search = spec.search(query.q, params);
  if (search !== null) conditions.push(search);
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = query.filters[name];
    const condition = value === undefined ? null : filter(value, param, context);
    if (condition !== null) conditions.push(condition);
  }
  return { where: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '', params, searching: search !== null };
}

/** The ORDER BY: newest first unless sorted; a sort breaks ties on the id, empty values last. */
export function recordOrder<K extends string>(alias: string, orderBy: Readonly<Record<K, string>>, sort: ListQuery<K>['sort']): string {
  const direction = sort.direction === 'descending' ? 'DESC' : 'ASC';
  return sort.column === null ? `${alias}.id DESC` : `${orderBy[sort.column]} ${direction} NULLS LAST, ${alias}.id ${direction}`;
}

/** One page of records. */
export async function listRecords<K extends string, Raw, Row, C extends RecordListContext>(
  db: Queryable,
  spec: RecordListSpec<K, Raw, Row, C>,
  query: ListQuery<K>,
  context: C,
): Promise<ListPage<Row>> {
  return (await listRecordsWithTotals(db, spec, query, context, null)).page;
}

/** Totals of the whole filtered set: `select` are aggregate expressions (`sum(d.amount) AS amount`), read by `read`. */
export interface RecordTotals<R, T> {
  select: string;
  read: (row: R | undefined) => T;
}

/** One page of records and the totals of the whole filtered set, counted in the same statement. */
export async function listRecordsWithTotals<K extends string, Raw, Row, C extends RecordListContext, R, T>(
  db: Queryable,
  spec: RecordListSpec<K, Raw, Row, C>,
  query: ListQuery<K>,
  context: C,
  totals: RecordTotals<R, T> | null,
): Promise<{ page: ListPage<Row>; totals: T | null }> {
  const { where, params, searching } = recordConditions(spec, query, context);
  const order = recordOrder(spec.alias, spec.orderBy, query.sort);
  const countFrom = spec.countFrom?.(searching) ?? spec.from;
  let summed: T | null = null;
  const page = await listPage(query, {
    count: async () => {
      const row = (await db.query<{ n: number } & R>(`SELECT count(*)::int AS n${totals === null ? '' : `, ${totals.select}`} ${countFrom}${where}`, params))[0];
      if (totals !== null) summed = totals.read(row);
      return row?.n ?? 0;
    },
    rows: async ({ limit, offset }) =>
      (
        await db.query<Raw>(
          `SELECT ${spec.columns(`$${params.length + 1}`)} ${spec.from}${where}
            ORDER BY ${order} LIMIT $${params.length + 2} OFFSET $${params.length + 3}`,
          [...params, context.today, limit, offset],
        )
      ).map(spec.toRow),
  });
  return { page, totals: summed };
}
