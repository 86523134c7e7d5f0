import type { NumberConventions } from '../money/numberConventions.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { RecordFormContext, RecordFormEvent, RecordFormFailure } from '../records/recordForm.types.ts';
import type { DebtCreate, DebtDetail, DebtKind } from './debt.schema.ts';
import type { DebtFieldErrors, DebtFormField, DebtFormValues } from './debtForm.rules.ts';
import type { DebtDue } from './dues.ts';

/** The contract's refusals of a new debt or fee that get their own text (422). */
export const DEBT_FORM_REFUSALS = ['customerBlocked', 'customerNotFound', 'firstDuePassed'] as const;

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
  /** How the active language writes amounts (machines/money parseAmount). */
  conventions: NumberConventions;
  /** The business date: the first due date's lower bound. */
  businessDate: BusinessDate;
}

/** 'Nueva deuda' / 'Nuevo honorario' on the record-form kit (machines/records/recordForm.types.ts). */
export interface DebtFormTypes {
  input: DebtFormInput;
  values: DebtFormValues;
  field: DebtFormField;
  errors: DebtFieldErrors;
  /** The installments the values make. */
  preview: DebtDue[];
  body: Omit<CreateDebtRequest, 'idempotencyKey'>;
  saved: DebtDetail;
  refusal: (typeof DEBT_FORM_REFUSALS)[number];
}

/**
 * Why a submission did not save. Refusals with a verdict on what was typed (422: the customer is
 * blocked or gone, the first due date passed meanwhile; 400 or another 422: refused as typed) wait
 * for a change; `forbidden` (403) and `unavailable` (no answer, 500…) keep the submission for
 * 'Reintentar' with the same key.
 */
export type DebtFormFailure = RecordFormFailure<DebtFormTypes>;
export type DebtFormContext = RecordFormContext<DebtFormTypes>;
export type DebtFormEvent = RecordFormEvent<DebtFormTypes>;
