import { assign, fromPromise } from 'xstate';
import {
  locationFormMachine,
  locationsListMachine,
  type Location,
  type LocationField,
  type LocationSortColumn,
  type SaveLocationRequest,
} from '../../../machines/locations/index.ts';
import { cashBoxesMachine, type CashBoxRequest, type ManagedCashBox } from '../../../machines/cashbox/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The locations list with the app's effect: one page of GET /ubicaciones per query. */
export function provideLocationsList(deps: AppDeps) {
  return locationsListMachine.provide({ actors: { loadPage: fromApi(deps.api.listLocations) } });
}

/** 'Exportar': every location the current query matches, not just the page on screen. */
export const allLocationsOf = (deps: AppDeps) => (query: ListQuery<LocationSortColumn>): Promise<Location[]> => fetchAllRows(deps.api.listLocations, query);

/** The screen kit's navigation gate, plus "focus this field" handed over by the page. */
export function createLocationFormGate() {
  let focus: (field: LocationField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: LocationField) => void) {
      focus = focusField;
    },
    focus(field: LocationField) {
      focus(field);
    },
  };
}
export type LocationFormGate = ReturnType<typeof createLocationFormGate>;

const saveWith = (deps: AppDeps) => (request: SaveLocationRequest, signal?: AbortSignal): Promise<Location> =>
  request.kind === 'create'
    ? deps.api.createLocation({ input: request.input, idempotencyKey: request.idempotencyKey }, signal)
    : deps.api.updateLocation({ id: request.id, update: request.update }, signal);

/**
 * The location form with the app's effects: load and save calls, a fresh idempotency key per
 * submission, 'Guardado correctamente.', focus and the held navigation through the page's gate,
 * and `onSaved` (the app-wide active location reloads: amounts and the business date follow).
 */
export function provideLocationForm(deps: AppDeps, gate: LocationFormGate, onSaved: () => void, newKey: () => string = () => crypto.randomUUID()) {
  const save = saveWith(deps);
  return locationFormMachine.provide({
    actors: {
      saveLocation: fromPromise<Location, SaveLocationRequest>(({ input, signal }) => save(input, signal)),
      loadLocation: fromApi(deps.api.getLocation),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, field) => gate.focus(field),
      notifySaved: () => {
        void deps.alert('success', CATALOGUE.saved);
        onSaved();
      },
      proceedNavigation: () => gate.proceed(),
      cancelNavigation: () => gate.stay(),
    },
  });
}

/**
 * 'Cajas' of a location with the app's effects: GET /ubicaciones/{id}/cajas, the writes (each with
 * the key the machine made for the intent), a fresh key per submission (`newKey`,
 * `crypto.randomUUID()` in the browser), 'Guardado correctamente.' (and `onSaved`: the active
 * location reloads, so 'Primeros pasos' counts the boxes again) and the focus of the name.
 */
export function provideCashBoxes(deps: AppDeps, focusName: () => void, onSaved: () => void = () => {}, newKey: () => string = () => crypto.randomUUID()) {
  return cashBoxesMachine.provide({
    actors: {
      loadBoxes: fromApi(deps.api.listCashBoxes),
      saveBox: fromPromise<ManagedCashBox, CashBoxRequest | null>(({ input, signal }) =>
        input === null ? Promise.reject(new Error('cashBoxes: no write to send')) : deps.api.saveCashBox(input, signal)),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusName: () => focusName(),
      notifySaved: () => {
        // 'Primeros pasos' and Caja read the active boxes from the active location's answer.
        onSaved();
        void deps.alert('success', CATALOGUE.saved);
      },
    },
  });
}
