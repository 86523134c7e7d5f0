import type { BusinessDate } from '../money/isoDate.ts';
import type { FormFailure } from '../records/formFailure.ts';
import type { LoanApplication, LoanDetail } from './loan.schema.ts';
import type { LoanFormValues, LoanTextField, PickedCustomer } from './loanForm.rules.ts';
import type { Schedule } from './schedule.ts';

/**
 * Why a submission did not save. Refusals with a verdict on what was typed (the customer is
 * blocked or gone: 422; a body the server refused: 400) wait for a change; `forbidden` (403) and
 * `unavailable` (no answer, 500…) keep the submission for 'Reintentar' with the same key.
 */
export type LoanFormFailure = FormFailure<'customerBlocked' | 'customerNotFound'>;

/** POST /prestamos: the application and the key of this submission (resent by every retry). */
export interface ApplyRequest {
  application: LoanApplication;
  idempotencyKey: string;
}

export interface LoanFormInput {
  /** The location's minor digits, to read the typed amount. */
  digits: number;
  /** The business date: the first due date's default and its lower bound. */
  businessDate: BusinessDate;
}

export interface LoanFormContext extends LoanFormInput {
  customer: PickedCustomer | null;
  values: LoanFormValues;
  /** Where the form started: leaving asks first once something differs. */
  initial: LoanFormValues;
  /** Staff set the first due date themselves: a new frequency no longer moves it. */
  dueDateTouched: boolean;
  /** The schedule the values make, recomputed on every change (null while they are incomplete). */
  preview: Schedule | null;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: LoanFormFailure | null;
  saved: LoanDetail | null;
  /** The last customer search sent, and what it found. */
  search: string;
  results: PickedCustomer[];
}

export type LoanFormEvent =
  | { type: 'field.changed'; field: LoanTextField; value: string }
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
