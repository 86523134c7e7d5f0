/** 'Nueva deuda' / 'Nuevo honorario' as the screen reads it: the pure view model, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { PickedCustomer } from '../records/customerPick.ts';
import type { DebtDetail, DebtKind } from './debt.schema.ts';
import type { debtFormMachine } from './debtForm.machine.ts';
import { debtFormErrors, type DebtFieldErrors, type DebtFormValues, type DebtTextField } from './debtForm.rules.ts';
import type { DebtFormEvent, DebtFormFailure } from './debtForm.types.ts';
import type { DebtDue } from './dues.ts';

export type DebtFormSnapshot = SnapshotFrom<typeof debtFormMachine>;

export interface DebtFormView {
  kind: DebtKind;
  customer: PickedCustomer | null;
  values: DebtFormValues;
  /** The errors on screen (none before the first submit, but a blocked customer's, said at once). */
  errors: DebtFieldErrors;
  /** The installments the values make; null while they are incomplete. */
  preview: DebtDue[] | null;
  locked: boolean;
  saving: boolean;
  /** 'Guardar' does something (not while saving, nor after a failure or refusal until a change). */
  canSubmit: boolean;
  saved: DebtDetail | null;
  /** The save's failure or refusal, said under the form. */
  failure: DebtFormFailure | null;
  /** 'Reintentar' is offered (no verdict on the values). */
  canRetry: boolean;
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty list then says "no customer matches"). */
  searched: boolean;
  results: PickedCustomer[];
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: DebtTextField, value: string): void;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
  submit(): void;
  retry(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: DebtFieldErrors = Object.freeze({});

const sameValues = (a: DebtFormValues, b: DebtFormValues): boolean => (Object.keys(a) as (keyof DebtFormValues)[]).every((key) => a[key] === b[key]);

export function connectDebtForm(snapshot: DebtFormSnapshot, send: (event: DebtFormEvent) => void): DebtFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const all = debtFormErrors(context.kind, context.customer, context.values, context.digits, context.businessDate);
  // A blocked customer is said as soon as picked: nobody should type a debt for them first.
  const shown: DebtFieldErrors = context.showErrors ? all : all.customer === 'blocked' ? { customer: 'blocked' } : NO_ERRORS;
  const failed = snapshot.matches({ form: 'failed' });
  return {
    kind: context.kind,
    customer: context.customer,
    values: context.values,
    errors: Object.keys(shown).length === 0 ? NO_ERRORS : shown,
    preview: context.preview,
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
