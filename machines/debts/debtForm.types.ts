import type { BusinessDate } from '../money/isoDate.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import type { DebtCreate, DebtDetail, DebtKind } from './debt.schema.ts';
import type { DebtFormValues, DebtTextField } from './debtForm.rules.ts';
import type { DebtDue } from './dues.ts';

/**
 * Why a submission did not save. Refusals with a verdict on what was typed (422: the customer is
 * blocked or gone, the first due date passed meanwhile; 400 or another 422: refused as typed) wait
 * for a change; `forbidden` (403) and `unavailable` (no answer, 500…) keep the submission for
 * 'Reintentar' with the same key.
 */
export type DebtFormFailure = 'customerBlocked' | 'customerNotFound' | 'firstDuePassed' | 'invalid' | 'forbidden' | 'unavailable';

/** POST /deudas | /honorarios: the kind, the body and the key of this submission (resent by every retry). */
export interface CreateDebtRequest {
  kind: DebtKind;
  input: DebtCreate;
  idempotencyKey: string;
}

export interface DebtFormInput {
  kind: DebtKind;
  /** The location's minor digits, to read the typed amount. */
  digits: number;
  /** The business date: the first due date's lower bound. */
  businessDate: BusinessDate;
}

export interface DebtFormContext extends DebtFormInput {
  customer: PickedCustomer | null;
  values: DebtFormValues;
  /** Where the form started: leaving asks first once something differs. */
  initial: DebtFormValues;
  /** The installments the values make, recomputed on every change (null while they are incomplete). */
  preview: DebtDue[] | null;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: DebtFormFailure | null;
  saved: DebtDetail | null;
  /** The last customer search sent, and what it found. */
  search: string;
  results: PickedCustomer[];
}

export type DebtFormEvent =
  | { type: 'field.changed'; field: DebtTextField; value: string }
  /** 'Buscar' in the customer box: GET /clientes?q= (one request per search). */
  | { type: 'customer.searched'; search: string }
  | { type: 'customer.picked'; customer: PickedCustomer }
  /** 'Cambiar cliente': back to the search. */
  | { type: 'customer.cleared' }
  | { type: 'form.submitted' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
