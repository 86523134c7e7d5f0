/** 'Nuevo préstamo' as the screen reads it: the pure view model, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { LoanDetail, TermsProblem } from './loan.schema.ts';
import type { loanFormMachine } from './loanForm.machine.ts';
import { loanFormErrors, termsProblemOf, type LoanFieldErrors, type LoanFormValues, type LoanTextField, type PickedCustomer } from './loanForm.rules.ts';
import type { LoanFormEvent, LoanFormFailure } from './loanForm.types.ts';
import type { Schedule } from './schedule.ts';

export type LoanFormSnapshot = SnapshotFrom<typeof loanFormMachine>;

export interface LoanFormView {
  customer: PickedCustomer | null;
  values: LoanFormValues;
  /** The errors on screen (none before the first submit, but a blocked customer's, said at once). */
  errors: LoanFieldErrors;
  preview: Schedule | null;
  /** Why there is no preview though every field is valid (the terms' schedule would not keep its shape). */
  termsProblem: TermsProblem | null;
  locked: boolean;
  saving: boolean;
  /** 'Enviar solicitud' does something (not while saving, nor after a failure or refusal until a change). */
  canSubmit: boolean;
  saved: LoanDetail | null;
  /** The save's failure or refusal, said under the form. */
  failure: LoanFormFailure | null;
  /** 'Reintentar' is offered (no verdict on the values). */
  canRetry: boolean;
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty list then says "no customer matches"). */
  searched: boolean;
  results: PickedCustomer[];
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: LoanTextField, value: string): void;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
  submit(): void;
  retry(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: LoanFieldErrors = Object.freeze({});

const sameValues = (a: LoanFormValues, b: LoanFormValues): boolean =>
  (Object.keys(a) as (keyof LoanFormValues)[]).every((key) => a[key] === b[key]);

export function connectLoanForm(snapshot: LoanFormSnapshot, send: (event: LoanFormEvent) => void): LoanFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const all = loanFormErrors(context.customer, context.values, context.digits, context.businessDate);
  // A blocked customer is said as soon as picked: nobody should type a loan for them first.
  const shown: LoanFieldErrors = context.showErrors ? all : all.customer === 'blocked' ? { customer: 'blocked' } : NO_ERRORS;
  const failed = snapshot.matches({ form: 'failed' });
  return {
    customer: context.customer,
    values: context.values,
    errors: Object.keys(shown).length === 0 ? NO_ERRORS : shown,
    preview: context.preview,
    termsProblem: termsProblemOf(context.values, context.digits, context.businessDate),
    locked: snapshot.hasTag('busy') || saved,
    saving: snapshot.matches({ form: 'saving' }),
    canSubmit: snapshot.can({ type: 'form.submitted' }),
    saved: saved ? context.saved : null,
    failure: failed || snapshot.matches({ form: 'refused' }) ? context.failure : null,
    canRetry: failed,
    searching: snapshot.matches({ picker: 'searching' }),
    searchFailed: snapshot.matches({ picker: 'failed' }),
    searched: context.search !== '' && snapshot.matches({ picker: 'idle' }),
    results: context.results,
    unsaved: !saved && (context.customer !== null || !sameValues(context.values, context.initial)),
    askingToLeave: snapshot.matches({ leave: 'asking' }),

    change: (field, value) => send({ type: 'field.changed', field, value }),
    searchCustomers: (search) => send({ type: 'customer.searched', search }),
    pick: (customer) => send({ type: 'customer.picked', customer }),
    clearCustomer: () => send({ type: 'customer.cleared' }),
    submit: () => send({ type: 'form.submitted' }),
    retry: () => send({ type: 'save.retried' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}
