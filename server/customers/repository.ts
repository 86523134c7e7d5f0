/**
 * The customers' SQL (table `customers`, migration 005_customers.sql). Writes take the caller's
 * transaction, so the route can add its audit entry (and its idempotency record) to the same one.
 */
import type { Customer, CustomerInput, CustomerSortColumn, DocumentType } from '../../machines/customers/customers.schema.ts';
import { documentKeyOf, searchNormOf } from '../../machines/customers/documentKey.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { escapeLike, folded, searchTerms } from '../db/textSearch.ts';
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


/**
 * `q`: every word in the folded name or document (migration 016, trigram-indexed); a word with a
 * digit also in the normalised document or the phone's digits (migration 029's `search_norm`), so
 * '30.456.789' finds 30456789 and the reverse, and a phone number finds its customer.
 */
function customerSearch(q: string, params: SqlParam[]): string | null {
  const words = searchTerms(q);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      params.push(escapeLike(word));
      const text = `c.search_key LIKE '%' || ${folded(`$${params.length}::text`)} || '%' ESCAPE '\\'`;
      const norm = searchNormOf(word);
      if (norm === null) return text;
      params.push(norm);
      return `(${text} OR c.search_norm LIKE '%' || $${params.length}::text || '%')`;
    })
    .join(' AND ');
}

export async function listCustomers(db: Queryable, query: ListQuery<CustomerSortColumn>): Promise<ListPage<Customer>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  // The folded name and document, stored (migration 016), and the normalised document and phone (029).
  const search = customerSearch(query.q, params);
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

const ALL_DOCUMENTS_LOCK = 'customer-documents';

/**
 * Waits for every document check in flight (each holds ALL_DOCUMENTS_LOCK shared from its check to
 * its commit) and keeps new ones out until the caller commits: an import of customers checks and
 * inserts thousands of documents at once, more than one lock each could hold.
 */
export async function lockAllDocuments(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ALL_DOCUMENTS_LOCK]);
}

/**
 * The customer (the oldest) whose document has this one's normalised form (machines/customers
 * documentKeyOf), other than `exceptId`; null when none. Takes a transaction-long advisory lock on
 * the form first, so two writes of one document (however punctuated) queue here and the second
 * sees the first: the index cannot be unique while older duplicates are kept (migration 029).
 */
export async function documentOwner(tx: Queryable, type: DocumentType, number: string, exceptId: number | null = null): Promise<number | null> {
  const key = documentKeyOf(type, number);
  // Shared with every other document's check; an import of customers takes it alone (lockAllDocuments).
  await tx.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [ALL_DOCUMENTS_LOCK]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`customer-document:${type}:${key}`]);
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM customers WHERE document_type = $1 AND document_norm = $2${exceptId === null ? '' : ' AND id <> $3'} ORDER BY id LIMIT 1`,
    exceptId === null ? [type, key] : [type, key, exceptId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Inserts a customer, or answers the id of the customer who already has the document (in its
 * normalised form). ON CONFLICT on the older unique index stays as a last guard.
 */
export async function insertCustomer(tx: Queryable, input: CustomerInput): Promise<Customer | { takenBy: number }> {
  const owner = await documentOwner(tx, input.document_type, input.document_number);
  if (owner !== null) return { takenBy: owner };
  const rows = await tx.query<CustomerRow>(
    `INSERT INTO customers AS c (document_type, document_number, name, phone, address, status)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (document_type, lower(document_number)) DO NOTHING
     RETURNING ${COLUMNS}`,
    inputParams(input),
  );
  if (rows[0]) return toCustomer(rows[0]);
  return { takenBy: (await documentOwner(tx, input.document_type, input.document_number)) ?? 0 };
}

export type UpdateOutcome =
  | { kind: 'updated'; before: Customer; after: Customer }
  | { kind: 'notFound' }
  | { kind: 'stale'; current: Customer }
  | { kind: 'documentTaken'; takenBy: number };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Saves an edit made from `version`. The row is locked first, so of two edits from one version the
 * second waits and then sees the first's new version: stale. A document race that the check
 * misses ends in the unique index (the transaction is then unusable: the caller rolls it back).
 */
export async function updateCustomer(tx: Queryable, id: number, input: CustomerInput, version: number): Promise<UpdateOutcome> {
  // The lock the UPDATE below needs, taken before the row's: an import of loans holds the table in
  // SHARE mode and then waits for the rows it references, so an edit that locked its row first and
  // then waited for the table would deadlock with it (server/imports/routes.ts).
  await tx.query('LOCK TABLE customers IN ROW EXCLUSIVE MODE');
  const before = await findCustomer(tx, id, true);
  if (before === null) return { kind: 'notFound' };
  if (before.version !== version) return { kind: 'stale', current: before };
  // Only a changed document is checked: a customer who already shared theirs with an older row
  // (kept by migration 029) can still be edited as long as the document stays what it was.
  const sameDocument = before.document_type === input.document_type && documentKeyOf(before.document_type, before.document_number) === documentKeyOf(input.document_type, input.document_number);
  const takenBy = sameDocument ? null : await documentOwner(tx, input.document_type, input.document_number, id);
  if (takenBy !== null) return { kind: 'documentTaken', takenBy };
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
    if (isUniqueViolation(error)) return { kind: 'documentTaken', takenBy: 0 };
    throw error;
  }
}
