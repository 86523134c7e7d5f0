import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { Location } from './locations.schema.ts';
import { firstInvalidLocationField, type LocationField } from './location.rules.ts';
import { EMPTY_LOCATION_VALUES, locationFormErrors, locationInputOf, locationValuesOf, withChange } from './locationForm.rules.ts';
import type { LocationFormContext, LocationFormEvent, LocationFormFailure, LocationFormInput, SaveLocationRequest } from './locationForm.types.ts';
import { LEAVE_GUARD_REGION } from '../records/leaveGuard.ts';

export function locationFormFailureOf(error: unknown): LocationFormFailure {
  switch (statusOf(error)) {
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 422:
      return 'refused';
    default:
      return 'unavailable';
  }
}

const errorsOf = (context: LocationFormContext) => locationFormErrors(context.values, context.original, context.conventions);

function saveRequestOf(context: LocationFormContext): SaveLocationRequest {
  const input = locationInputOf(context.values, context.conventions);
  if (context.original !== null) return { kind: 'update', id: context.original.id, update: { ...input, version: context.original.version } };
  if (context.idempotencyKey === null) throw new Error('locationForm: a new location is sent only with its idempotency key');
  return { kind: 'create', input, idempotencyKey: context.idempotencyKey };
}

/** Takes a stored record as the form's starting point: its version, and (optionally) its values. */
const fromStored = (stored: Location, keepValues: boolean, context: LocationFormContext) => {
  const storedValues = locationValuesOf(stored, context.conventions);
  return { original: stored, initial: storedValues, values: keepValues ? context.values : storedValues, stored: null, failure: null };
};

/**
 * 'Nueva ubicación' and a location's settings: one form, two regions.
 *
 * `form`:
 * - `starting`: a new location goes straight to `editing`; a stored one is `loading` first.
 * - `loading` (tag `busy`): GET /ubicaciones/{id}; `loadFailed` offers 'Reintentar' (403/404 say why).
 * - `editing`: errors (the server's own rules, machines/locations/location.rules.ts) show from the
 *   first submit on; a refused submit moves the focus to the first invalid field; a valid one goes
 *   to `saving`, a new location with a fresh idempotency key (one per user intent).
 * - `saving` (tag `busy`): POST with `Idempotency-Key`, or PUT with the version the edit started from.
 * - `saved`: the answer is the new starting point (its version); typing again is a new edit.
 * - `failed`: no verdict on the values (no answer, 500, 403, 422): 'Reintentar' sends the same
 *   request with the same key; typing is a new intent.
 * - `conflict` (409): the typed values are kept; `asking` → 'Recargar' → `reloading` →
 *   `comparing` typed vs. stored per field: keep mine (on top of the new version) or take stored.
 *
 * `leave`: `idle` ⇄ `asking` (the "discard changes?" question while the router holds a navigation).
 */
export const locationFormMachine = setup({
  types: {
    context: {} as LocationFormContext,
    events: {} as LocationFormEvent,
    input: {} as LocationFormInput,
  },
  actors: {
    saveLocation: fromPromise<Location, SaveLocationRequest>(async () => {
      throw new Error('locationForm: the "saveLocation" effect must be provided by the app');
    }),
    loadLocation: fromPromise<Location, number>(async () => {
      throw new Error('locationForm: the "loadLocation" effect must be provided by the app');
    }),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return { values: withChange(context.values, event.field, event.value, context.original === null) };
    }),
    clearIdempotencyKey: assign({ idempotencyKey: null, failure: null }),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('locationForm: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignLoaded: assign(({ context }, loaded: Location) => ({ original: loaded, values: locationValuesOf(loaded, context.conventions), initial: locationValuesOf(loaded, context.conventions), failure: null })),
    assignSaved: assign(({ context }, saved: Location) => ({
      saved,
      original: saved,
      failure: null,
      idempotencyKey: null,
      initial: locationValuesOf(saved, context.conventions),
      values: locationValuesOf(saved, context.conventions),
    })),
    assignFailure: assign((_, failure: LocationFormFailure) => ({ failure })),
    assignStored: assign((_, stored: Location) => ({ stored, failure: null })),
    keepMine: assign(({ context }) => (context.stored === null ? {} : fromStored(context.stored, true, context))),
    takeStored: assign(({ context }) => (context.stored === null ? {} : fromStored(context.stored, false, context))),
    // Effects, provided by src.
    focusField: (_, _field: LocationField) => {},
    notifySaved: () => {},
    proceedNavigation: () => {},
    cancelNavigation: () => {},
  },
  guards: {
    hasErrors: ({ context }) => firstInvalidLocationField(errorsOf(context)) !== null,
    isCreating: ({ context }) => context.original === null,
    isNew: ({ context }) => context.id === null,
    isConflict: ({ context }, params: { error: unknown }) => context.original !== null && statusOf(params.error) === 409,
  },
}).createMachine({
  id: 'locationForm',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id,
    conventions: input.conventions,
    original: null,
    values: EMPTY_LOCATION_VALUES,
    initial: EMPTY_LOCATION_VALUES,
    showErrors: false,
    idempotencyKey: null,
    failure: null,
    stored: null,
    saved: null,
  }),
  states: {
    form: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
        },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadLocation',
            src: 'loadLocation',
            input: ({ context }) => context.id ?? 0,
            onDone: { target: 'editing', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: { type: 'assignFailure', params: ({ event }) => locationFormFailureOf(event.error) } },
          },
        },
        loadFailed: {
          on: { 'load.retried': 'loading' },
        },
        editing: {
          on: {
            'field.changed': { actions: 'assignValue' },
            'form.submitted': [
              {
                guard: 'hasErrors',
                actions: ['showErrors', { type: 'focusField', params: ({ context }) => firstInvalidLocationField(errorsOf(context)) ?? 'name' }],
              },
              { guard: 'isCreating', target: 'saving', actions: ['showErrors', 'newIdempotencyKey'] },
              { target: 'saving', actions: 'showErrors' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveLocation',
            src: 'saveLocation',
            input: ({ context }) => saveRequestOf(context),
            onDone: { target: 'saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'] },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => locationFormFailureOf(event.error) } },
            ],
          },
        },
        saved: {
          on: { 'field.changed': { target: 'editing', actions: 'assignValue' } },
        },
        failed: {
          on: {
            'save.retried': 'saving',
            'field.changed': { target: 'editing', actions: ['assignValue', 'clearIdempotencyKey'] },
          },
        },
        conflict: {
          initial: 'asking',
          states: {
            asking: {
              on: { 'conflict.reload': 'reloading' },
            },
            reloading: {
              tags: ['busy'],
              invoke: {
                id: 'loadLocation',
                src: 'loadLocation',
                input: ({ context }) => context.original?.id ?? 0,
                onDone: { target: 'comparing', actions: { type: 'assignStored', params: ({ event }) => event.output } },
                onError: { target: 'asking', actions: { type: 'assignFailure', params: ({ event }) => locationFormFailureOf(event.error) } },
              },
            },
            comparing: {
              on: {
                'conflict.keepMine': { target: '#locationForm.form.editing', actions: 'keepMine' },
                'conflict.takeStored': { target: '#locationForm.form.editing', actions: 'takeStored' },
              },
            },
          },
        },
      },
    },
    leave: LEAVE_GUARD_REGION,
  },
});
