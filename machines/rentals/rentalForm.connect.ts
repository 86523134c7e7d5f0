/** 'Nuevo alquiler' as the screen reads it: the pure view model, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { BusinessDate } from '../money/isoDate.ts';
import type { PickedCustomer } from '../records/customerPick.ts';
import type { RentalDetail } from './rental.schema.ts';
import type { rentalFormMachine } from './rentalForm.machine.ts';
import { maxDueDay, nearestEndDates, rentalFormErrors, type RentalFieldErrors, type RentalFormValues, type RentalTextField, type TermsPreview } from './rentalForm.rules.ts';
import type { RentalFormEvent, RentalFormFailure } from './rentalForm.types.ts';

export type RentalFormSnapshot = SnapshotFrom<typeof rentalFormMachine>;

export interface RentalFormView {
  customer: PickedCustomer | null;
  values: RentalFormValues;
  /** The errors on screen: all from the first submit on; before it, only a blocked tenant and an end that closes no whole period, said at once. */
  errors: RentalFieldErrors;
  /** The whole-period ends nearest a typed end that closes none, offered as one click each. */
  endSuggestions: BusinessDate[];
  /** The highest due day of the chosen frequency (28 for monthly; 7 or 14 for weekly or biweekly). */
  maxDueDay: number;
  preview: TermsPreview | null;
  locked: boolean;
  saving: boolean;
  /** 'Crear contrato' does something (not while saving, nor after a failure or refusal until a change). */
  canSubmit: boolean;
  saved: RentalDetail | null;
  /** The save's failure or refusal, said under the form. */
  failure: RentalFormFailure | null;
  /** 'Reintentar' is offered (no verdict on the values). */
  canRetry: boolean;
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty list then says "no customer matches"). */
  searched: boolean;
  results: PickedCustomer[];
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: RentalTextField, value: string): void;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
  submit(): void;
  retry(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: RentalFieldErrors = Object.freeze({});

const sameValues = (a: RentalFormValues, b: RentalFormValues): boolean => (Object.keys(a) as (keyof RentalFormValues)[]).every((key) => a[key] === b[key]);

/** What is said before the first submit: what nobody should type the rest of the contract on. */
function earlyErrors(all: RentalFieldErrors): RentalFieldErrors {
  const early: RentalFieldErrors = {};
  if (all.customer === 'blocked') early.customer = 'blocked';
  if (all.endDate === 'notWholePeriods') early.endDate = 'notWholePeriods';
  return Object.keys(early).length === 0 ? NO_ERRORS : early;
}

export function connectRentalForm(snapshot: RentalFormSnapshot, send: (event: RentalFormEvent) => void): RentalFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const all = rentalFormErrors(context.customer, context.values, context.digits);
  const shown = context.showErrors ? all : earlyErrors(all);
  const failed = snapshot.matches({ form: 'failed' });
  return {
    customer: context.customer,
    values: context.values,
    errors: Object.keys(shown).length === 0 ? NO_ERRORS : shown,
    endSuggestions: shown.endDate === 'notWholePeriods' ? nearestEndDates(context.values) : [],
    maxDueDay: maxDueDay(context.values.frequency),
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
