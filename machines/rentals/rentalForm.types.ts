import type { NumberConventions } from '../money/numberConventions.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { RecordFormContext, RecordFormEvent, RecordFormFailure } from '../records/recordForm.types.ts';
import type { RentalDetail, RentalInput } from './rental.schema.ts';
import type { RentalFieldErrors, RentalFormField, RentalFormValues, TermsPreview } from './rentalForm.rules.ts';

/** The server's refusals of a new contract that get their own text (422; machines/rentals/rental.schema.ts). */
export const RENTAL_FORM_REFUSALS = ['customerBlocked', 'customerNotFound', 'notWholePeriods', 'tooManyTerms', 'dueDayOutOfPeriod', 'percentTooHigh'] as const;
export type RentalFormRefusal = (typeof RENTAL_FORM_REFUSALS)[number];

/** POST /alquileres: the contract and the key of this submission (resent by every retry). */
export interface CreateRentalRequest {
  rental: RentalInput;
  idempotencyKey: string;
}

export interface RentalFormInput {
  /** The location's minor digits, to read the typed amounts. */
  digits: number;
  /** How the active language writes amounts and percents (machines/money parseAmount). */
  conventions: NumberConventions;
  /** The business date: the start's default. */
  businessDate: BusinessDate;
}

/** 'Nuevo alquiler' on the record-form kit (machines/records/recordForm.types.ts). */
export interface RentalFormTypes {
  input: RentalFormInput;
  values: RentalFormValues;
  field: RentalFormField;
  errors: RentalFieldErrors;
  /** The terms the values make. */
  preview: TermsPreview;
  body: RentalInput;
  saved: RentalDetail;
  refusal: RentalFormRefusal;
}

/**
 * Why a submission did not save: a refusal above or `invalid` (400) waits for a change;
 * `forbidden` (403) and `unavailable` (no answer, 500…) keep the submission for 'Reintentar'.
 */
export type RentalFormFailure = RecordFormFailure<RentalFormTypes>;
export type RentalFormContext = RecordFormContext<RentalFormTypes>;
export type RentalFormEvent = RecordFormEvent<RentalFormTypes>;
