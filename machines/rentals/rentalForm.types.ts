import type { BusinessDate } from '../money/isoDate.ts';
import type { CustomerPickContext, CustomerPickEvent } from '../records/customerPick.ts';
import type { FormFailure } from '../records/formFailure.ts';
import type { RentalDetail, RentalInput } from './rental.schema.ts';
import type { RentalFormValues, RentalTextField, TermsPreview } from './rentalForm.rules.ts';

/** The server's refusals of a new contract that get their own text (422; machines/rentals/rental.schema.ts). */
export const RENTAL_FORM_REFUSALS = ['customerBlocked', 'customerNotFound', 'notWholePeriods', 'tooManyTerms', 'dueDayOutOfPeriod', 'percentTooHigh'] as const;
export type RentalFormRefusal = (typeof RENTAL_FORM_REFUSALS)[number];

/**
 * Why a submission did not save: a refusal above or `invalid` (400) waits for a change;
 * `forbidden` (403) and `unavailable` (no answer, 500…) keep the submission for 'Reintentar'.
 */
export type RentalFormFailure = FormFailure<RentalFormRefusal>;

/** POST /alquileres: the contract and the key of this submission (resent by every retry). */
export interface CreateRentalRequest {
  rental: RentalInput;
  idempotencyKey: string;
}

export interface RentalFormInput {
  /** The location's minor digits, to read the typed amounts. */
  digits: number;
  /** The business date: the start's default. */
  businessDate: BusinessDate;
}

export interface RentalFormContext extends RentalFormInput, CustomerPickContext {
  values: RentalFormValues;
  /** Where the form started: leaving asks first once something differs. */
  initial: RentalFormValues;
  /** Staff typed the end themselves: a new start or frequency no longer moves it. */
  endTouched: boolean;
  /** The terms the values make, recomputed on every change (null while they are incomplete). */
  preview: TermsPreview | null;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: RentalFormFailure | null;
  saved: RentalDetail | null;
}

export type RentalFormEvent =
  | { type: 'field.changed'; field: RentalTextField; value: string }
  | CustomerPickEvent
  | { type: 'form.submitted' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
