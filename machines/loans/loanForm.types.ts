import type { BusinessDate } from '../money/isoDate.ts';
import type { NumberConventions } from '../money/numberConventions.ts';
import type { RecordFormContext, RecordFormEvent, RecordFormFailure } from '../records/recordForm.types.ts';
import type { LoanApplication, LoanDetail } from './loan.schema.ts';
import type { LoanFieldErrors, LoanFormField, LoanFormValues } from './loanForm.rules.ts';
import type { Schedule } from './schedule.ts';

/** The contract's refusals of an application that get their own text (422). */
export const LOAN_FORM_REFUSALS = ['customerBlocked', 'customerNotFound'] as const;

/** POST /prestamos: the application and the key of this submission (resent by every retry). */
export interface ApplyRequest {
  application: LoanApplication;
  idempotencyKey: string;
}

export interface LoanFormInput {
  /** The location's minor digits, to read the typed amount. */
  digits: number;
  /** How the active language writes amounts (machines/money parseAmount). */
  conventions: NumberConventions;
  /** The business date: the first due date's default and its lower bound. */
  businessDate: BusinessDate;
}

/** 'Nuevo préstamo' on the record-form kit (machines/records/recordForm.types.ts). */
export interface LoanFormTypes {
  input: LoanFormInput;
  values: LoanFormValues;
  field: LoanFormField;
  errors: LoanFieldErrors;
  /** The schedule the values make. */
  preview: Schedule;
  body: LoanApplication;
  saved: LoanDetail;
  refusal: (typeof LOAN_FORM_REFUSALS)[number];
}

/**
 * Why a submission did not save. Refusals with a verdict on what was typed (the customer is
 * blocked or gone: 422; a body the server refused: 400) wait for a change; `forbidden` (403) and
 * `unavailable` (no answer, 500…) keep the submission for 'Reintentar' with the same key.
 */
export type LoanFormFailure = RecordFormFailure<LoanFormTypes>;
export type LoanFormContext = RecordFormContext<LoanFormTypes>;
export type LoanFormEvent = RecordFormEvent<LoanFormTypes>;
