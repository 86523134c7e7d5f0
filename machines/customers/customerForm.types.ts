import type { Customer, CustomerInput, CustomerUpdate } from './customers.schema.ts';
import type { CustomerField, CustomerFormValues } from './customerForm.rules.ts';

/** Why a save failed without a verdict on the values: 403 (this role may not), or anything else. */
export type CustomerFormFailure = 'forbidden' | 'unavailable';

/** What the save effect sends: a POST with its idempotency key, or a PUT with the version. */
export type SaveCustomerRequest =
  | { kind: 'create'; input: CustomerInput; idempotencyKey: string }
  | { kind: 'update'; id: number; update: CustomerUpdate };

export interface CustomerFormInput {
  /** The customer being edited; null: a new customer. */
  customer: Customer | null;
}

export interface CustomerFormContext {
  /** The stored record the edit starts from (its id and version); null while creating. */
  original: Customer | null;
  /** What the inputs show. */
  values: CustomerFormValues;
  /** The values the form started from (or last took from the server): "unsaved" compares with them. */
  initial: CustomerFormValues;
  /** The errors show from the first submit on (not while the user types the first time). */
  showErrors: boolean;
  /** The document number the server refused (422) as another customer's, trimmed. */
  rejectedDocument: string | null;
  /** The customer the server named as that document's holder (422 `existing_id`): the error links to them. */
  duplicateOf: number | null;
  /** One per user intent: made when a new customer is submitted, reused by every retry of it. */
  idempotencyKey: string | null;
  failure: CustomerFormFailure | null;
  /** After a 409 and 'Recargar': the record as stored now, to compare with what was typed. */
  stored: Customer | null;
  /** The server's answer once saved. */
  saved: Customer | null;
}

export type CustomerFormEvent =
  | { type: 'field.changed'; field: CustomerField; value: string }
  | { type: 'form.submitted' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  /** 'Recargar' after a 409: fetch the record as stored now. */
  | { type: 'conflict.reload' }
  /** Keep the typed values over the stored record (the next save overwrites it). */
  | { type: 'conflict.keepMine' }
  /** Take the stored record and drop what was typed. */
  | { type: 'conflict.takeStored' }
  /** The router holds a navigation away from unsaved work. */
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
