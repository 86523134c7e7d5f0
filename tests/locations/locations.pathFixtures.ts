import { assign, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  activeLocationMachine,
  locationFormMachine,
  type ActiveLocationEvent,
  type CurrentLocation,
  type Location,
  locationFormErrors,
  sameLocationValues,
  type LocationFormEvent,
  type SaveLocationRequest,
} from '../../machines/locations/index.ts';
import { versionedFormKey } from '../records/versionedFormPaths.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { CENTRAL, CENTRAL_CHANGED } from './locations.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedLocationForm = locationFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

/** What the location form's path suites (model and UI) tell states apart by: what the chart distinguishes, never what was typed. */
export const locationFormStateKey = ({ context }: SnapshotFrom<typeof keyedLocationForm>) => ({
  ...versionedFormKey(context, {
    errors: locationFormErrors(context.values, context.original, context.conventions),
    unsaved: !sameLocationValues(context.values, context.initial),
  }),
  stored: context.stored !== null,
});

export const inertLocationForm = keyedLocationForm.provide({
  actors: { saveLocation: neverSettles<Location, SaveLocationRequest>(), loadLocation: neverSettles<Location, number>() },
});

export type LocationFormModelEvent =
  | LocationFormEvent
  | DoneActorEvent<Location, 'saveLocation'>
  | ErrorActorEvent<unknown, 'saveLocation'>
  | DoneActorEvent<Location, 'loadLocation'>
  | ErrorActorEvent<unknown, 'loadLocation'>;

/** The four required fields a new location starts without; with them all typed, it can be saved. */
export const locationFormFixtures = {
  'field.changed': {
    name: { type: 'field.changed', field: 'name', value: 'Sucursal norte' },
    country: { type: 'field.changed', field: 'country', value: 'UY' },
    currency: { type: 'field.changed', field: 'currency', value: 'UYU' },
    zone: { type: 'field.changed', field: 'time_zone', value: 'America/Montevideo' },
  },
  'form.submitted': { default: { type: 'form.submitted' } },
  'load.retried': { default: { type: 'load.retried' } },
  'save.retried': { default: { type: 'save.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'conflict.keepMine': { default: { type: 'conflict.keepMine' } },
  'conflict.takeStored': { default: { type: 'conflict.takeStored' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveLocation': { saved: doneEvent('saveLocation', { ...CENTRAL, name: 'Sucursal norte', version: 3 }) },
  'xstate.error.actor.saveLocation': {
    '409': errorEvent('saveLocation', { kind: 'status', status: 409 }),
    '422': errorEvent('saveLocation', { kind: 'status', status: 422 }),
    timeout: errorEvent('saveLocation', { kind: 'timeout' }),
  },
  'xstate.done.actor.loadLocation': { central: doneEvent('loadLocation', CENTRAL), changed: doneEvent('loadLocation', CENTRAL_CHANGED) },
  'xstate.error.actor.loadLocation': {
    '404': errorEvent('loadLocation', { kind: 'status', status: 404 }),
    network: errorEvent('loadLocation', { kind: 'network' }),
  },
} satisfies EventFixtures<LocationFormModelEvent>;

export const inertActiveLocation = activeLocationMachine.provide({ actors: { loadCurrent: neverSettles<CurrentLocation, void>() } });

export type ActiveLocationModelEvent =
  | ActiveLocationEvent
  | DoneActorEvent<CurrentLocation, 'loadCurrent'>
  | ErrorActorEvent<unknown, 'loadCurrent'>;

export const activeLocationFixtures = {
  'location.retried': { default: { type: 'location.retried' } },
  'location.changed': { default: { type: 'location.changed' } },
  'xstate.done.actor.loadCurrent': {
    cordoba: doneEvent('loadCurrent', { location: CENTRAL, business_date: '2026-11-23' }),
    tokyo: doneEvent('loadCurrent', { location: { ...CENTRAL, time_zone: 'Asia/Tokyo', version: 3 }, business_date: '2026-11-24' }),
  },
  'xstate.error.actor.loadCurrent': { network: errorEvent('loadCurrent', { kind: 'network' }) },
} satisfies EventFixtures<ActiveLocationModelEvent>;
