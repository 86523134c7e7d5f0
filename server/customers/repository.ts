/**
 * The customers' SQL (table `customers`, migration 005_customers.sql). Writes take the caller's
 * transaction, so the route can add its audit entry (and its idempotency record) to the same one.
 */
import type { Customer, CustomerInput, CustomerSortColumn } from '../../machines/customers/customers.schema.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordInFolded } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';

const COLUMNS = 'c.id, c.document_type, c.document_number, c.name, c.phone, c.address, c.status, c.version, c.created_at, c.updated_at';

type CustomerRow = Omit<Customer, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

const toCustomer = (row: CustomerRow): Customer => ({ ...row, created_at: isoTime(row.created_at), updated_at: isoTime(row.updated_at) });

/**
 * Text sorts by its folded form in code-unit order ("C"): the same order on PGlite and PostgreSQL.
 * The folded forms are stored generated columns with indexes (migration 016).
 */
const ORDER_BY: Readonly<Record<CustomerSortColumn, string>> = {
  name: 'c.name_key COLLATE "C"',
  document_number: 'c.document_key COLLATE "C"',
  status: 'c.status COLLATE "C"',
  created_at: 'c.created_at',
};


export async function listCustomers(db: Queryable, query: ListQuery<CustomerSortColumn>): Promise<ListPage<Customer>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  // The folded name and document, stored (migration 016): the search words match either.
  const search = everyWordInFolded(query.q, 'c.search_key', params);
  if (search !== null) conditions.push(search);
  const status = query.filters.status;
  if (status === 'active' || status === 'blocked') {
    params.push(status);
    conditions.push(`c.status = $${params.length}`);
  }
  const from = `FROM customers c${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'c.id' : `${ORDER_BY[query.sort.column]} ${direction}, c.id ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db.query<CustomerRow>(`SELECT ${COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
          ...params,
          limit,
          offset,
        ])
      ).map(toCustomer),
  });
}

/** One customer; `forUpdate` locks its row until the transaction ends (edits queue on it). */
export async function findCustomer(db: Queryable, id: number, forUpdate = false): Promise<Customer | null> {
  const rows = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers c WHERE c.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toCustomer(rows[0]) : null;
}

const inputParams = (input: CustomerInput): SqlParam[] => [
  input.document_type,
  input.document_number,
  input.name,
  input.phone,
  input.address,
  input.status,
];

/**
 * Inserts a customer, or answers null when the document is already another customer's. ON CONFLICT
 * on the unique index: a concurrent insert of the same document waits for the first and then
 * finds it taken, without an error that would abort the transaction.
 */
export async function insertCustomer(tx: Queryable, input: CustomerInput): Promise<Customer | null> {
  const rows = await tx.query<CustomerRow>(
    `INSERT INTO customers AS c (document_type, document_number, name, phone, address, status)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (document_type, lower(document_number)) DO NOTHING
     RETURNING ${COLUMNS}`,
    inputParams(input),
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}

export type UpdateOutcome =
  | { kind: 'updated'; before: Customer; after: Customer }
  | { kind: 'notFound' }
  | { kind: 'stale'; current: Customer }
  | { kind: 'documentTaken' };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Saves an edit made from `version`. The row is locked first, so of two edits from one version the
 * second waits and then sees the first's new version: stale. A document race that the check
 * misses ends in the unique index (the transaction is then unusable: the caller rolls it back).
 */
export async function updateCustomer(tx: Queryable, id: number, input: CustomerInput, version: number): Promise<UpdateOutcome> {
  const before = await findCustomer(tx, id, true);
  if (before === null) return { kind: 'notFound' };
  if (before.version !== version) return { kind: 'stale', current: before };
  const taken = await tx.query(
    'SELECT 1 FROM customers WHERE document_type = $1 AND lower(document_number) = lower($2) AND id <> $3',
    [input.document_type, input.document_number, id],
  );
  if (taken.length > 0) return { kind: 'documentTaken' };
  try {
    const rows = await tx.query<CustomerRow>(
      `UPDATE customers AS c SET document_type = $2, document_number = $3, name = $4, phone = $5, address = $6, status = $7,
              version = c.version + 1, updated_at = now()
        WHERE c.id = $1 RETURNING ${COLUMNS}`,
      [id, ...inputParams(input)],
    );
    const after = rows[0];
    if (!after) return { kind: 'notFound' };
    return { kind: 'updated', before, after: toCustomer(after) };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'documentTaken' };
    throw error;
  }
}
