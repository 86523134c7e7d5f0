/**
 * The API messages of 'Clientes' (customers), checked by the app and by server/ alike.
 *
 * - GET /clientes?q&sort&page&pageSize&status → CustomerPage (machines/records/listQuery.ts)
 * - GET /clientes/{id} → Customer
 * - POST /clientes, header `Idempotency-Key`, body CustomerInput → 201 Customer (a replay of the
 *   same key answers the first answer again; the same key with another body: 422)
 * - PUT /clientes/{id}, body CustomerUpdate → Customer; 409 when `version` is not the stored one
 *   (someone else saved first), 422 when the document is another customer's
 * - GET /clientes/{id}/historial → AuditEntry[] (newest first)
 * Permissions: customer.view (read), customer.create, customer.edit, audit.view (the history).
 */
import * as v from 'valibot';
import { RecordIdSchema, plainLine } from '../input/index.ts';
import { listPageSchema } from '../records/listPage.schema.ts';

export const DOCUMENT_TYPES = ['dni', 'passport', 'taxId', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const CUSTOMER_LIMITS = { name: 120, documentNumber: 32, phone: 32, address: 200 } as const;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** A customer's fields as stored and answered. */
const CustomerFields = {
  document_type: v.picklist(DOCUMENT_TYPES),
  document_number: v.pipe(trimmed(CUSTOMER_LIMITS.documentNumber), v.minLength(1)),
  name: v.pipe(trimmed(CUSTOMER_LIMITS.name), v.minLength(1)),
  phone: trimmed(CUSTOMER_LIMITS.phone),
  address: trimmed(CUSTOMER_LIMITS.address),
  status: v.picklist(CUSTOMER_STATUSES),
};

/**
 * What staff type: create and edit share it. The name and the document are required; no text
 * holds control characters or text-direction overrides (422 `textNotPlain`).
 */
export const CustomerInputSchema = v.object({
  ...CustomerFields,
  document_number: v.pipe(CustomerFields.document_number, plainLine()),
  name: v.pipe(CustomerFields.name, plainLine()),
  phone: v.pipe(CustomerFields.phone, plainLine()),
  address: v.pipe(CustomerFields.address, plainLine()),
});
export type CustomerInput = v.InferOutput<typeof CustomerInputSchema>;

/** PUT body: the input plus the version the edit started from (optimistic concurrency). */
export const CustomerUpdateSchema = v.object({ ...CustomerInputSchema.entries, version: RecordIdSchema });
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

export const CustomerSchema = v.object({
  id,
  ...CustomerFields,
  /** Starts at 1, +1 on every saved edit. */
  version: id,
  /** ISO 8601. */
  created_at: v.string(),
  updated_at: v.string(),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** The sort columns GET /clientes accepts (`sort=name`, `sort=-name`); the filter is `status`. */
export const CUSTOMER_SORT_COLUMNS = ['name', 'document_number', 'status', 'created_at'] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORT_COLUMNS)[number];
export const CUSTOMER_STATUS_FILTER = 'status';

export const CustomerPageSchema = listPageSchema(CustomerSchema);

/** 'Historial' (GET /clientes/{id}/historial) is the shared one: machines/history/history.schema.ts. */
export { AuditEntryListSchema, AuditEntrySchema, type AuditEntry } from '../history/history.schema.ts';
