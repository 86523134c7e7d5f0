/** 'Nuevo alquiler' as the screen reads it: the record-form kit's view plus the end's suggestions and the due day's bound. */
import type { SnapshotFrom } from 'xstate';
import type { BusinessDate } from '../money/isoDate.ts';
import { connectRecordForm, type RecordFormView } from '../records/recordForm.connect.ts';
import type { rentalFormMachine } from './rentalForm.machine.ts';
import { maxDueDay, nearestEndDates, rentalFormErrors, understoodAmounts, type RentalFieldErrors } from './rentalForm.rules.ts';
import type { RentalFormEvent, RentalFormTypes } from './rentalForm.types.ts';

export type RentalFormSnapshot = SnapshotFrom<typeof rentalFormMachine>;

export interface RentalFormView extends RecordFormView<RentalFormTypes> {
  /** The whole-period ends nearest a typed end that closes none, offered as one click each. */
  endSuggestions: BusinessDate[];
  /** The highest due day of the chosen frequency (28 for monthly; 7 or 14 for weekly or biweekly). */
  maxDueDay: number;
  /** What each amount field reads, shown before it is sent; null while it is no amount. */
  understood: ReturnType<typeof understoodAmounts>;
}

const NO_ERRORS: RentalFieldErrors = Object.freeze({});

/** What is said before the first submit: what nobody should type the rest of the contract on (a blocked tenant, an end that closes no whole period). */
function earlyErrors(all: RentalFieldErrors): RentalFieldErrors {
  const early: RentalFieldErrors = {};
  if (all.customer === 'blocked') early.customer = 'blocked';
  if (all.endDate === 'notWholePeriods') early.endDate = 'notWholePeriods';
  return Object.keys(early).length === 0 ? NO_ERRORS : early;
}

export function connectRentalForm(snapshot: RentalFormSnapshot, send: (event: RentalFormEvent) => void): RentalFormView {
  const { input, values } = snapshot.context;
  const view = connectRecordForm<RentalFormTypes>(snapshot, send, {
    errorsOf: (context) => rentalFormErrors(context.customer, context.values, input),
    earlyErrors,
  });
  return {
    ...view,
    endSuggestions: view.errors.endDate === 'notWholePeriods' ? nearestEndDates(values) : [],
    maxDueDay: maxDueDay(values.frequency),
    understood: understoodAmounts(values, input),
  };
}
