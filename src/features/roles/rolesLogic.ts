import { msg } from '@lingui/core/macro';
import { assign, fromPromise } from 'xstate';
import {
  roleFormMachine,
  rolesListMachine,
  type RoleDetail,
  type RoleFormData,
  type RoleFormField,
  type RoleRow,
  type RoleSortColumn,
  type SaveRoleRequest,
} from '../../../machines/roles/index.ts';
import { fetchAllRows } from '../../../machines/records/allRows.ts';
import type { ListQuery } from '../../../machines/records/listQuery.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** The 'Roles' list with the app's effect: one page of GET /roles per query. */
export function provideRolesList(deps: AppDeps) {
  return rolesListMachine.provide({ actors: { loadPage: fromApi(deps.api.listRoles) } });
}

/** 'Exportar': every role the current query matches, not just the page on screen. */
export const allRolesOf = (deps: AppDeps) => (query: ListQuery<RoleSortColumn>): Promise<RoleRow[]> => fetchAllRows(deps.api.listRoles, query);

/**
 * Saving one's own role: the server applies the new codes at once, but the app keeps the menu and
 * permissions it got at sign-in, so the user is told when theirs change (docs/roles.md).
 */
export const OWN_ROLE_SAVED = {
  title: CATALOGUE.saved.title,
  text: msg`Guardado correctamente. Los cambios de su propio rol (menú y permisos) se aplican la próxima vez que inicie sesión.`,
};

/** The screen kit's navigation gate, plus "focus this field" handed over by the page. */
export function createRoleFormGate() {
  let focus: (field: RoleFormField) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: RoleFormField) => void) {
      focus = focusField;
    },
    focus(field: RoleFormField) {
      focus(field);
    },
  };
}

export type RoleFormGate = ReturnType<typeof createRoleFormGate>;

/** The catalogue and, when editing, the role: both before the form shows. */
const loadWith = (deps: AppDeps) => async (id: number | null, signal?: AbortSignal): Promise<RoleFormData> => {
  const [catalogue, role] = await Promise.all([deps.api.roleCatalogue(undefined, signal), id === null ? null : deps.api.getRole(id, signal)]);
  return { catalogue, role };
};

const saveWith = (deps: AppDeps) => (request: SaveRoleRequest, signal?: AbortSignal): Promise<RoleDetail> =>
  request.kind === 'create'
    ? deps.api.createRole({ input: request.input, idempotencyKey: request.idempotencyKey }, signal)
    : deps.api.updateRole({ id: request.id, update: request.update }, signal);

/**
 * The role form with the app's effects: the load, save and reload calls, a fresh idempotency key
 * per submission (`crypto.randomUUID()` in the browser), the 'Guardado' alert (saying when the
 * caller's own role takes effect), focus and the held navigation through the page's gate.
 */
export function provideRoleForm(deps: AppDeps, gate: RoleFormGate, newKey: () => string = () => crypto.randomUUID()) {
  return roleFormMachine.provide({
    actors: {
      loadForm: fromApi(loadWith(deps)),
      saveRole: fromPromise<RoleDetail, SaveRoleRequest>(({ input, signal }) => saveWith(deps)(input, signal)),
      loadRole: fromApi(deps.api.getRole),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      focusField: (_, field) => gate.focus(field),
      notifySaved: ({ context }) => void deps.alert('success', context.saved?.own ? OWN_ROLE_SAVED : CATALOGUE.saved),
      proceedNavigation: () => gate.proceed(),
      cancelNavigation: () => gate.stay(),
    },
  });
}
