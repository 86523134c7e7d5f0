/**
 * The location form as a screen reads it: the pure view model (values, errors, what each control
 * sends), tested on bare snapshots without React.
 */
import type { SnapshotFrom } from 'xstate';
import type { locationFormMachine } from './locationForm.machine.ts';
import { isKnownCountry, isKnownCurrency, type LocationField, type LocationFieldErrors } from './location.rules.ts';
import {
  locationDifferencesOf,
  locationFormErrors,
  locationValuesOf,
  moneyOf,
  sameLocationValues,
  typedLateChargeOf,
  wholeOf,
  type LocationFormValues,
  type LocationValueDifference,
} from './locationForm.rules.ts';
import type { Location } from './locations.schema.ts';
import type { LateChargeSummary } from './lateChargeRule.ts';
import type { LocationFormEvent, LocationFormFailure } from './locationForm.types.ts';

export type LocationFormSnapshot = SnapshotFrom<typeof locationFormMachine>;

/** What the screen shows instead of, or under, the fields. */
export type LocationFormNotice = 'none' | 'loading' | 'loadFailed' | 'saved' | 'failed' | 'conflict' | 'reloading' | 'comparing';

export interface LocationFormView {
  /** Editing a stored location (else 'Nueva ubicación'). */
  editing: boolean;
  /** The fields are on screen (not while loading or after a failed load). */
  ready: boolean;
  values: LocationFormValues;
  errors: LocationFieldErrors;
  /** A stored location's minor digits cannot change: the input is read-only. */
  digitsLocked: boolean;
  /** The digits amounts are typed with (the typed ones when valid, for the tolerance's hint). */
  digits: number;
  /** The typed currency when the runtime knows it (upper case), for its name beside the input. */
  currency: string | null;
  /** The typed country when the runtime knows it (upper case), for its name beside the input. */
  country: string | null;
  /** The tolerance as typed, read exactly, in the typed currency: shown formatted under the input. */
  tolerance: { minor: number; currency: string; digits: number } | null;
  /** 'Recargo por mora' as typed, for its one-line summary (amounts in `digits`); null while it cannot be read. */
  lateCharge: LateChargeSummary | null;
  locked: boolean;
  saving: boolean;
  canSubmit: boolean;
  /** The record once saved (a new location: the screen goes back to the list). */
  saved: Location | null;
  /** The stored version the form edits (null: a new one, not stored yet): 'Historial' reads again when it changes. */
  storedVersion: number | null;
  notice: LocationFormNotice;
  failure: LocationFormFailure | null;
  differences: LocationValueDifference[];
  unsaved: boolean;
  askingToLeave: boolean;

  change(field: LocationField, value: string): void;
  submit(): void;
  retryLoad(): void;
  retry(): void;
  reload(): void;
  keepMine(): void;
  takeStored(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: LocationFieldErrors = Object.freeze({});
const NO_DIFFERENCES = Object.freeze([]) as never[];

function noticeOf(snapshot: LocationFormSnapshot): LocationFormNotice {
  if (snapshot.matches({ form: 'loading' }) || snapshot.matches({ form: 'starting' })) return 'loading';
  if (snapshot.matches({ form: 'loadFailed' })) return 'loadFailed';
  if (snapshot.matches({ form: 'saved' })) return 'saved';
  if (snapshot.matches({ form: 'failed' })) return 'failed';
  if (snapshot.matches({ form: { conflict: 'reloading' } })) return 'reloading';
  if (snapshot.matches({ form: { conflict: 'comparing' } })) return 'comparing';
  if (snapshot.matches({ form: 'conflict' })) return 'conflict';
  return 'none';
}

export function connectLocationForm(snapshot: LocationFormSnapshot, send: (event: LocationFormEvent) => void): LocationFormView {
  const { context } = snapshot;
  const notice = noticeOf(snapshot);
  const errors = context.showErrors ? locationFormErrors(context.values, context.original, context.conventions) : NO_ERRORS;
  const typedDigits = wholeOf(context.values.minor_digits);
  const digits = typedDigits !== null && typedDigits <= 4 ? typedDigits : 2;
  const currencyCode = context.values.currency.trim().toUpperCase();
  const currency = isKnownCurrency(currencyCode) ? currencyCode : null;
  const countryCode = context.values.country.trim().toUpperCase();
  const tolerance = moneyOf(context.values.cash_tolerance, context.conventions, digits);
  return {
    editing: context.id !== null || context.original !== null,
    ready: notice !== 'loading' && notice !== 'loadFailed',
    values: context.values,
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    digitsLocked: context.original !== null,
    digits,
    currency,
    country: isKnownCountry(countryCode) ? countryCode : null,
    tolerance: currency !== null && tolerance.ok ? { minor: tolerance.minor, currency, digits } : null,
    lateCharge: typedLateChargeOf(context.values, context.conventions),
    locked: snapshot.hasTag('busy') || snapshot.matches({ form: 'conflict' }),
    saving: snapshot.matches({ form: 'saving' }),
    canSubmit: snapshot.can({ type: 'form.submitted' }),
    saved: notice === 'saved' ? context.saved : null,
    storedVersion: context.original?.version ?? null,
    notice,
    failure: notice === 'failed' || notice === 'conflict' || notice === 'loadFailed' ? context.failure : null,
    differences:
      notice === 'comparing' && context.stored !== null ? locationDifferencesOf(context.values, locationValuesOf(context.stored, context.conventions)) : NO_DIFFERENCES,
    unsaved: notice !== 'saved' && !sameLocationValues(context.values, context.initial),
    askingToLeave: snapshot.matches({ leave: 'asking' }),

    change: (field, value) => send({ type: 'field.changed', field, value }),
    submit: () => send({ type: 'form.submitted' }),
    retryLoad: () => send({ type: 'load.retried' }),
    retry: () => send({ type: 'save.retried' }),
    reload: () => send({ type: 'conflict.reload' }),
    keepMine: () => send({ type: 'conflict.keepMine' }),
    takeStored: () => send({ type: 'conflict.takeStored' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}
