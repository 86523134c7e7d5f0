/** A record form as the screen reads it: the pure view model every 'Nuevo …' form shares, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { PickedCustomer } from './customerPick.ts';
import type { RecordFormMachine } from './recordForm.machine.ts';
import type { RecordFormContext, RecordFormEvent, RecordFormFailure, RecordFormTypes, RecordTextField } from './recordForm.types.ts';

export interface RecordFormView<T extends RecordFormTypes> {
  customer: PickedCustomer | null;
  values: T['values'];
  /** The errors on screen: all from the first submit on; before it, only what the area says at once. */
  errors: T['errors'];
  preview: T['preview'] | null;
  locked: boolean;
  saving: boolean;
  /** The submit does something (not while saving, nor after a failure or refusal until a change). */
  canSubmit: boolean;
  saved: T['saved'] | null;
  /** The save's failure or refusal, said under the form. */
  failure: RecordFormFailure<T> | null;
  /** 'Reintentar' is offered (no verdict on the values). */
  canRetry: boolean;
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty list then says "no customer matches"). */
  searched: boolean;
  results: PickedCustomer[];
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: RecordTextField<T>, value: string): void;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
  submit(): void;
  retry(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

/** How an area reads its errors: all of them, and those said before the first submit (a blocked customer…). */
export interface RecordFormErrorsRule<T extends RecordFormTypes> {
  errorsOf(context: RecordFormContext<T>): T['errors'];
  earlyErrors(all: T['errors']): T['errors'];
}

const NO_ERRORS = Object.freeze({});

const sameValues = (a: object, b: object): boolean =>
  Object.keys(a).every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);

/** Only a blocked customer: nobody should type a record for them first. */
export function blockedCustomerOnly<E extends { customer?: string }>(all: E): E {
  return all.customer === 'blocked' ? ({ customer: 'blocked' } as E) : (NO_ERRORS as E);
}

export function connectRecordForm<T extends RecordFormTypes>(
  snapshot: SnapshotFrom<RecordFormMachine<T>>,
  send: (event: RecordFormEvent<T>) => void,
  rule: RecordFormErrorsRule<T>,
): RecordFormView<T> {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const all = rule.errorsOf(context);
  const shown = context.showErrors ? all : rule.earlyErrors(all);
  const failed = snapshot.matches({ form: 'failed' });
  return {
    customer: context.customer,
    values: context.values,
    errors: Object.keys(shown).length === 0 ? (NO_ERRORS as T['errors']) : shown,
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
