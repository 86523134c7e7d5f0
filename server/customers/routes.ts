/**
 * 'Clientes' (machines/customers/customers.schema.ts is the contract):
 * - GET  /clientes?q&sort&page&pageSize&status   customer.view    one page (list contract)
 * - GET  /clientes/{id}                          customer.view    one customer; 404
 * - POST /clientes  (Idempotency-Key)            customer.create  201 Customer; 422 documentTaken {existing_id}
 * - PUT  /clientes/{id}                          customer.edit    Customer; 409 stale version; 422 documentTaken {existing_id}; 404
 *   A document is taken when another customer's has the same normalised form for its type
 *   (machines/customers/documentKey.ts: '33.444.555' is '33444555').
 * - GET  /clientes/{id}/historial                customer.view + audit.view   AuditEntry[] newest first; 404 (server/audit/history.ts)
 *
 * q searches the name and the document number (case- and accent-insensitive), and a word with
 * digits the normalised document and the phone's digits; status is `active`
 * or `blocked` (anything else filters nothing). Every write and its audit entry share one
 * transaction. The history also needs customer.view: its before/after hold the customer's data.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  CUSTOMER_SORT_COLUMNS,
  CUSTOMER_STATUS_FILTER,
  CustomerInputSchema,
  CustomerUpdateSchema,
  type Customer,
  type DocumentType,
} from '../../machines/customers/customers.schema.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { findCustomer, insertCustomer, listCustomers, updateCustomer, type UpdateOutcome } from './repository.ts';

export const CUSTOMER_ENTITY = 'customer';

/** Every field at its limit, each character a 6-byte `\uXXXX` escape, plus the keys: 8 KB is ample. */
const MAX_BODY_BYTES = 8 * 1024;
const EXPECTED =
  'Expected JSON {"document_type": "dni"|"passport"|"taxId"|"other", "document_number": string, "name": string, "phone": string, "address": string, "status": "active"|"blocked"}';
const EXPECTED_UPDATE = `${EXPECTED.slice(0, -1)}, "version": number}`;

export const documentTaken = (type: DocumentType, number: string) => `Another customer already has the document ${type} ${number}`;
export const staleVersion = (current: Customer) =>
  `Customer ${current.id} was changed by someone else (now version ${current.version}): reload it and apply your changes again`;

/** A refused edit: thrown inside the transaction to roll it back, answered outside. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<UpdateOutcome, { kind: 'updated' }>) {
    super(outcome.kind);
  }
}

/** 422 `documentTaken` with the customer who has the document (`existing_id`, 0 when unknown): the form links to them. */
const taken = (c: Context, input: { document_type: DocumentType; document_number: string }, existingId: number) =>
  c.json({ message: documentTaken(input.document_type, input.document_number), code: 'documentTaken', existing_id: existingId }, 422);

function refusal(c: Context, outcome: Exclude<UpdateOutcome, { kind: 'updated' }>, input: { document_type: DocumentType; document_number: string }) {
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c);
    case 'stale':
      return jsonError(c, 409, staleVersion(outcome.current), { code: 'stale' });
    case 'documentTaken':
      return taken(c, input, outcome.takenBy);
  }
}

export function customerRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .route('/', recordHistoryRoutes(deps, { area: 'clientes', entity: CUSTOMER_ENTITY, view: 'customer.view', exists: async (q, id) => (await findCustomer(q, id)) !== null }))
    .get('/clientes', requireSession(db), requirePermission('customer.view'), async (c) => {
      const query = readListQuery(c, { sort: CUSTOMER_SORT_COLUMNS, filters: [CUSTOMER_STATUS_FILTER] });
      return c.json(await listCustomers(db, query), 200);
    })
    .get('/clientes/:id', requireSession(db), requirePermission('customer.view'), idParam('id'), async (c) => {
      const customer = await findCustomer(db, c.var.ids.id);
      return customer === null ? notFound(c) : c.json(customer, 200);
    })
    .post(
      '/clientes',
      requireSession(db),
      requirePermission('customer.create'),
      jsonBody(CustomerInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const customer = await insertCustomer(tx, input);
        if ('takenBy' in customer) return taken(c, input, customer.takenBy);
        await appendAudit(tx, { userId: session.userId, entity: CUSTOMER_ENTITY, entityId: customer.id, action: 'create', before: null, after: customer });
        return c.json(customer, 201);
      },
    )
    .put(
      '/clientes/:id',
      requireSession(db),
      requirePermission('customer.edit'),
      idParam('id'),
      jsonBody(CustomerUpdateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_UPDATE }),
      async (c) => {
        const { version, ...input } = c.var.input;
        const { userId } = c.var.session;
        const { id } = c.var.ids;
        try {
          const saved = await db.transaction(async (tx) => {
            const outcome = await updateCustomer(tx, id, input, version);
            if (outcome.kind !== 'updated') throw new Refused(outcome);
            await appendAudit(tx, { userId, entity: CUSTOMER_ENTITY, entityId: id, action: 'update', before: outcome.before, after: outcome.after });
            return outcome.after;
          });
          return c.json(saved, 200);
        } catch (error) {
          if (error instanceof Refused) return refusal(c, error.outcome, input);
          throw error;
        }
      },
    );
}
