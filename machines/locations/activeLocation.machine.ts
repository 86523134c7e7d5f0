/**
 * The active location's settings for the whole signed-in app (money format, business date),
 * loaded once after sign-in (GET /ubicacion/actual) by the application layout's actor
 * `activeLocation`, and again when a location is saved. Amounts and business dates read it through
 * the selectors below (src/layouts/useActiveLocation.ts); nothing on the login page loads it.
 *
 * - `loading` → `ready` (the answer) | `failed` ('Reintentar': `location.retried`)
 * - `ready` → `loading` on `location.changed` (a location was saved: its currency or zone may differ)
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CurrentLocation } from './locations.schema.ts';
import { firstRunOf, type FirstRun } from './firstRun.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethod } from '../payments/paymentMethods.ts';

export type ActiveLocationEvent = { type: 'location.retried' } | { type: 'location.changed' };

export interface ActiveLocationContext {
  /** The last answer; kept while a reload is on its way, so amounts do not blink. */
  current: CurrentLocation | null;
}

export const activeLocationMachine = setup({
  types: { context: {} as ActiveLocationContext, events: {} as ActiveLocationEvent },
  actors: {
    loadCurrent: fromPromise<CurrentLocation, void>(async () => {
      throw new Error('activeLocation: the "loadCurrent" effect must be provided by the app');
    }),
  },
  actions: {
    assignCurrent: assign((_, current: CurrentLocation) => ({ current })),
  },
}).createMachine({
  id: 'activeLocation',
  context: { current: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCurrent',
        src: 'loadCurrent',
        onDone: { target: 'ready', actions: { type: 'assignCurrent', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    ready: { on: { 'location.changed': 'loading' } },
    failed: { on: { 'location.retried': 'loading' } },
  },
});

export type ActiveLocationSnapshot = SnapshotFrom<typeof activeLocationMachine>;

/** The money format of the active location (ISO currency, its minor digits); null before it is known or without a location. */
export function selectMoneyFormat(snapshot: ActiveLocationSnapshot): { currency: string; digits: number } | null {
  const location = snapshot.context.current?.location;
  return location ? { currency: location.currency, digits: location.minor_digits } : null;
}

/** Today's business date at the location, as the server's clock says (`YYYY-MM-DD`); null before it is known. */
export const selectBusinessDate = (snapshot: ActiveLocationSnapshot): string | null => snapshot.context.current?.business_date ?? null;

/**
 * The location's four eyes: someone other than the submitter must approve (a loan application, a
 * close's difference). On until the location says otherwise (no location yet, still loading): the
 * screens never promise what the server may refuse.
 */
export const selectFourEyes = (snapshot: ActiveLocationSnapshot): boolean => snapshot.context.current?.location?.four_eyes ?? true;

/** The payment methods the location takes (catalogue order, cash first); cash and transfer until it is known. */
export const selectPaymentMethods = (snapshot: ActiveLocationSnapshot): readonly PaymentMethod[] => snapshot.context.current?.location?.payment_methods ?? DEFAULT_PAYMENT_METHODS;

/** The settings could not be loaded (the screen offers 'Reintentar'). */
export const selectActiveLocationFailed = (snapshot: ActiveLocationSnapshot): boolean => snapshot.matches('failed');

/** The server answered and the business has no location yet (a new install): screens say so instead of waiting. */
export const selectNoLocation = (snapshot: ActiveLocationSnapshot): boolean => snapshot.context.current !== null && snapshot.context.current.location === null;

/** The active location's id; null before it is known or without a location. */
export const selectActiveLocationId = (snapshot: ActiveLocationSnapshot): number | null => snapshot.context.current?.location?.id ?? null;

/** 'Primeros pasos' from the last answer (firstRun.ts); null before it is known. */
export const selectFirstRun = (snapshot: ActiveLocationSnapshot): FirstRun | null => firstRunOf(snapshot.context.current);
