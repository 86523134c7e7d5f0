import type { CustomerPickContext, CustomerPickEvent, PickedCustomer } from './customerPick.ts';
import type { FormFailure } from './formFailure.ts';

/**
 * What one record form is made of (a loan's application, a rental contract, a debt or a fee), as
 * one bundle of types so the kit takes a single type parameter:
 * - `input`: what the page starts the form with (the location's digits, the business date…);
 * - `values`: the typed fields, all strings; `field` is a value's name or 'customer';
 * - `errors`: what the values lack, one optional code per field;
 * - `preview`: what the values make (a schedule, the terms…), null while they are incomplete;
 * - `body`: what the POST sends (with the submission's key: `RecordSaveRequest`); `saved`: the record as the server answers it;
 * - `refusal`: the contract's 422 codes the page says in their own words.
 */
export interface RecordFormTypes {
  input: object;
  values: object;
  field: string;
  errors: object;
  preview: object;
  body: object;
  saved: object;
  refusal: string;
}

/** The `saveRecord` actor's input: what to send and the key of this submission (resent by every retry). */
export interface RecordSaveRequest<B> {
  body: B;
  idempotencyKey: string;
}

export type RecordTextField<T extends RecordFormTypes> = keyof T['values'] & string;
/** A field the focus can go to: a value's or the customer picker. */
export type RecordFormField<T extends RecordFormTypes> = T['field'] | 'customer';

/** Why a submission did not save: a refusal or `invalid` waits for a change; `forbidden` and `unavailable` keep the key for 'Reintentar'. */
export type RecordFormFailure<T extends RecordFormTypes> = FormFailure<T['refusal']>;

export interface RecordFormContext<T extends RecordFormTypes> extends CustomerPickContext {
  input: T['input'];
  values: T['values'];
  /** Where the form started: leaving asks first once something differs. */
  initial: T['values'];
  /** The followers (`RecordFormOptions.follow`) staff typed themselves: those no longer follow. */
  typed: readonly RecordTextField<T>[];
  /** What the values make, recomputed on every change (null while they are incomplete). */
  preview: T['preview'] | null;
  showErrors: boolean;
  /** Made when a valid submission starts; kept by 'Reintentar', dropped by any change (a new intent). */
  idempotencyKey: string | null;
  failure: RecordFormFailure<T> | null;
  saved: T['saved'] | null;
}

export type RecordFormEvent<T extends RecordFormTypes> =
  | { type: 'field.changed'; field: RecordTextField<T>; value: string }
  | CustomerPickEvent
  | { type: 'form.submitted' }
  /** 'Reintentar' after a failed save: the same submission, the same key. */
  | { type: 'save.retried' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };

/** What differs from one record form to the next; the rest (picker, leave guard, submission) is the kit's. */
export interface RecordFormOptions<T extends RecordFormTypes> {
  /** The chart's id (`loanForm`, `rentalForm`…): charts, coverage and the inspector name it. */
  id: string;
  /** The contract's 422 codes with their own text. */
  refusals: readonly T['refusal'][];
  /** The fields in the page's order: a submit with errors focuses the first invalid one. */
  fields: readonly RecordFormField<T>[];
  /** The values the form starts with. */
  emptyValues(input: T['input']): T['values'];
  errorsOf(customer: PickedCustomer | null, values: T['values'], input: T['input']): T['errors'];
  previewOf(values: T['values'], input: T['input']): T['preview'] | null;
  /**
   * Fields that follow others until staff type them (a first due date one period after the
   * business date, a contract's end a year after its start): `values` gives the values after
   * `field` changed, `typed` the followers typed so far (with `field` when it is one).
   */
  follow?: {
    fields: readonly RecordTextField<T>[];
    values(values: T['values'], field: RecordTextField<T>, typed: readonly RecordTextField<T>[], input: T['input']): T['values'];
  };
  /** What the POST sends; null when the values cannot make it (never once they passed the rules). */
  bodyOf(customer: PickedCustomer | null, values: T['values'], input: T['input']): T['body'] | null;
  /** The field a refusal is about, where the focus goes (the customer when not given). */
  refusalField?(failure: RecordFormFailure<T>): RecordFormField<T>;
}
