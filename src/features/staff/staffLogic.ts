import { assign, fromPromise } from 'xstate';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import {
  staffActionMachine,
  staffFormMachine,
  staffListMachine,
  type SaveStaffRequest,
  type SaveStaffResult,
  type StaffActionRequest,
  type StaffActionResult,
  type StaffField,
  type StaffSortColumn,
  type StaffUser,
} from '../../../machines/staff/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The 'Usuarios' list with the app's effect: one page of GET /usuarios per query. */
export function provideStaffList(deps: AppDeps) {
  return staffListMachine.provide({
    actors: { loadPage: fromApi(deps.api.listStaff) },
  });
}

/** 'Exportar': every account the current query matches, not just the page on screen. */
export const allStaffOf = (deps: AppDeps) => (query: ListQuery<StaffSortColumn>): Promise<StaffUser[]> =>
  fetchAllRows(deps.api.listStaff, query);

/** The screen kit's navigation gate, plus "focus this field" handed over by the dialog (its inputs' ids). */
export function createStaffFormGate() {
  let focus: (field: StaffField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: StaffField) => void) {
      focus = focusField;
    },
    focus(field: StaffField) {
      focus(field);
    },
  };
}

export type StaffFormGate = ReturnType<typeof createStaffFormGate>;

/** The save as the API slice takes it: POST with the submission's key, or PUT with the version. */
const saveWith = (deps: AppDeps) => async (request: SaveStaffRequest, signal?: AbortSignal): Promise<SaveStaffResult> =>
  request.kind === 'create'
    ? deps.api.createStaff({ input: request.input, idempotencyKey: request.idempotencyKey }, signal)
    : { user: await deps.api.updateStaff({ id: request.id, update: request.update }, signal), password: null };

/**
 * 'Nuevo usuario' / 'Editar usuario' with the app's effects: the role options, the save and
 * reload calls, a fresh idempotency key per submission (`crypto.randomUUID()` in the browser),
 * the catalogue's 'Guardado correctamente.' alert, focus and the held navigation through the gate.
 */
export function provideStaffForm(deps: AppDeps, gate: StaffFormGate, newKey: () => string = () => crypto.randomUUID()) {
  const save = saveWith(deps);
  return staffFormMachine.provide({
    actors: {
      loadRoles: fromPromise(({ signal }) => deps.api.listStaffRoles(undefined, signal)),
      saveStaff: fromPromise<SaveStaffResult, SaveStaffRequest>(({ input, signal }) => save(input, signal)),
      loadStaff: fromApi(deps.api.getStaff),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, field) => gate.focus(field),
      notifySaved: () => void deps.alert('success', CATALOGUE.saved),
      proceedNavigation: () => gate.proceed(),
      cancelNavigation: () => gate.stay(),
    },
  });
}

/** One row action's call, as the API slice takes it. */
const runWith = (deps: AppDeps) => async (request: StaffActionRequest, signal?: AbortSignal): Promise<StaffActionResult> =>
  request.kind === 'resetPassword'
    ? deps.api.resetStaffPassword({ id: request.id, password: request.password }, signal)
    : { user: await deps.api.setStaffEnabled({ id: request.id, enabled: request.kind === 'enable' }, signal), password: null };

/** 'Deshabilitar' / 'Habilitar' / 'Restablecer contraseña' with the app's effects. */
export function provideStaffAction(deps: AppDeps, focusPassword: () => void) {
  const run = runWith(deps);
  return staffActionMachine.provide({
    actors: { runAction: fromPromise<StaffActionResult, StaffActionRequest>(({ input, signal }) => run(input, signal)) },
    actions: {
      focusPassword: () => focusPassword(),
      notifyDone: () => void deps.alert('success', CATALOGUE.saved),
    },
  });
}
