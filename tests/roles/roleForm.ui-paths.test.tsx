/**
 * 'Nuevo rol' (/roles/nuevo) and 'Editar rol' (/roles/2) through the UI, on `roleForm`: the load
 * (the catalogue held until a step answers it; 500 with 'Reintentar', 404 said plainly), the name,
 * the entries by menu group, the start page limited to the chosen entries, the permissions by
 * area, a refused submit (errors linked to their fields), saving, failed with 'Reintentar' (the
 * same Idempotency-Key), 422 on the name, 409 with 'Recargar' (what was typed stays), and the
 * "discard changes?" question when leaving by the breadcrumb. The key is the browser's
 * (`crypto.randomUUID()`), so the context is compared with "has a key" instead of its value.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectRoleForm, type RoleCatalogue, type RoleDetail, type RoleInput, type RoleUpdate } from '../../machines/roles/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { conflictUiSteps } from '../records/versionedFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CASHIER_ROLE } from './roles.fixtures.ts';
import { keyedRoleForm, roleFormFixtures, roleFormStateKey, type RoleFormModelEvent } from './roles.pathFixtures.ts';

type Form = SnapshotFrom<typeof keyedRoleForm>;

interface FormCalls {
  catalogue: Held<RoleCatalogue, [void, AbortSignal?]>;
  createRole: Held<RoleDetail, [{ input: RoleInput; idempotencyKey: string }, AbortSignal?]>;
  updateRole: Held<RoleDetail, [{ id: number; update: RoleUpdate }, AbortSignal?]>;
  reload: Held<RoleDetail, [number, AbortSignal?]>;
  /** Set by 'Recargar': the next GET /roles/{id} is the form's reload, held; before it, the load's, answered at once. */
  reloading: boolean;
}
const byAnswer = new WeakMap<object, FormCalls>();
function heldFormApi() {
  const calls: FormCalls = {
    catalogue: new Held('roleCatalogue'),
    createRole: new Held('createRole'),
    updateRole: new Held('updateRole'),
    reload: new Held('getRole'),
    reloading: false,
  };
  byAnswer.set(calls.createRole.call, calls);
  const getRole = (id: number, signal?: AbortSignal) => (calls.reloading ? calls.reload.call(id, signal) : Promise.resolve(CASHIER_ROLE));
  return { roleCatalogue: calls.catalogue.call, createRole: calls.createRole.call, updateRole: calls.updateRole.call, getRole };
}
function callsOf(ui: UiRun): FormCalls {
  const answer = ui.deps.api.createRole.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldFormApi()');
  return calls;
}
const saveCall = (ui: UiRun, state: Form) => (state.context.original === null ? callsOf(ui).createRole : callsOf(ui).updateRole);

const viewOf = (state: Form) => connectRoleForm(state, () => {});
const dialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });
const nameInput = () => screen.getByLabelText(/^Nombre/) as HTMLInputElement;
const startSelect = () => screen.getByLabelText(/^Página de inicio/) as HTMLSelectElement;
const outer = (name: 'Entradas de menú' | 'Permisos') => screen.getByRole('group', { name, hidden: true });
const checkbox = (list: 'Entradas de menú' | 'Permisos', group: string, label: string) =>
  within(within(outer(list)).getByRole('group', { name: group, hidden: true })).getByRole('checkbox', { name: label, hidden: true }) as HTMLInputElement;

/** Each menu entry of the catalogue: its group and label on screen. */
const ENTRIES: Record<string, [string, string]> = {
  usuarios: ['Administración', 'Usuarios'],
  roles: ['Administración', 'Roles'],
  caja: ['Caja', 'Caja'],
  movimientos: ['Caja', 'Movimientos'],
};
const CODES: Record<string, [string, string]> = {
  'staff.view': ['Usuarios', 'Ver'],
  'role.view': ['Roles', 'Ver'],
  'role.manage': ['Roles', 'Administrar'],
  'cash.view': ['Caja', 'Ver'],
  'movement.view': ['Movimientos', 'Ver'],
};

/** The fields show the model's values and errors, each error linked to its field. */
function showsFields(state: Form): void {
  const view = viewOf(state);
  expect(nameInput().value).toBe(view.values.r_nombre);
  expect(startSelect().value).toBe(view.values.r_inicio);
  // The start page offers the chosen entries only (and the empty choice).
  expect([...startSelect().options].map((option) => option.value)).toEqual(['', ...view.startOptions.map((entry) => entry.sm_ruta)]);
  for (const [route, [group, label]] of Object.entries(ENTRIES)) expect(checkbox('Entradas de menú', group, label).checked, route).toBe(view.values.menu_entries.includes(route));
  for (const [code, [group, label]] of Object.entries(CODES)) expect(checkbox('Permisos', group, label).checked, code).toBe(view.values.permissions.includes(code));
  const elements = { r_nombre: nameInput(), r_inicio: startSelect(), menu_entries: outer('Entradas de menú'), permissions: outer('Permisos') };
  for (const [field, element] of Object.entries(elements) as [keyof typeof elements, HTMLElement][]) {
    const error = view.errors[field];
    expect(element.getAttribute('aria-invalid') === 'true', `${field} invalid`).toBe(error !== undefined);
    if (error) expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
  }
}

const blocked = (state: Form) => viewOf(state).askingToLeave;
const conflict = conflictUiSteps({
  heading: 'Otra persona cambió este rol',
  reloadFailed: 'No se pudo recargar el rol. Intente nuevamente.',
  field: nameInput,
  // From 'Recargar' on, GET /roles/{id} is the form's reload (held), no longer the load's.
  beforeReload: (ui) => {
    callsOf(ui).reloading = true;
  },
});

defineUiPaths<typeof keyedRoleForm, RoleFormModelEvent>({
  machine: keyedRoleForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: roleFormStateKey,
  name: 'role form',
  variants: { create: { input: { id: null } }, edit: { input: { id: 2 } } },
  setup: ({ name }) => ({ route: name === 'edit' ? '/roles/2' : '/roles/nuevo', deps: { storage: signedInStorage(), api: heldFormApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: roleFormFixtures,
  executors: {
    'name.changed': ({ event }) => {
      fireEvent.change(nameInput(), { target: { value: event.value } });
    },
    'start.changed': ({ event }) => {
      fireEvent.change(startSelect(), { target: { value: event.value } });
    },
    'entry.toggled': ({ event }) => {
      const [group, label] = ENTRIES[event.route] ?? ['', ''];
      fireEvent.click(checkbox('Entradas de menú', group, label));
    },
    'permission.toggled': ({ event }) => {
      const [group, label] = CODES[event.code] ?? ['', ''];
      fireEvent.click(checkbox('Permisos', group, label));
    },
    'form.submitted': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'load.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'save.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    ...conflict.executors,
    'leave.requested': () => {
      fireEvent.click(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector('a[href="/roles"]') as HTMLElement);
    },
    'leave.confirmed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.loadForm': ({ event, ui }) => callsOf(ui).catalogue.resolve(event.output.catalogue),
    'xstate.error.actor.loadForm': ({ event, ui }) => callsOf(ui).catalogue.reject(event.error),
    'xstate.done.actor.saveRole': ({ event, ui, before }) => saveCall(ui, before).resolve(event.output),
    'xstate.error.actor.saveRole': ({ event, ui, before }) => saveCall(ui, before).reject(event.error),
    'xstate.done.actor.loadRole': ({ event, ui }) => callsOf(ui).reload.resolve(event.output),
    'xstate.error.actor.loadRole': ({ event, ui }) => callsOf(ui).reload.reject(event.error),
  },
  preconditions: {
    // The load answers what the page asked for: the catalogue alone, or with the role being edited.
    'xstate.done.actor.loadForm': (state, event) => (state.context.id === null) === (event.output.role === null),
    // 'Reintentar' is offered for a failure that may pass; a missing role is said plainly.
    'load.retried': (state) => state.context.failure === 'unavailable',
    'leave.requested': (state) => viewOf(state).unsaved && !blocked(state),
    // Behind the question the page is inert. Typing what a field holds changes nothing (no input
    // event); the start page offers only chosen entries.
    'name.changed': (state, event) => !blocked(state) && state.context.values.r_nombre !== event.value,
    'start.changed': (state, event) => !blocked(state) && state.context.values.r_inicio !== event.value && state.context.values.menu_entries.includes(event.value),
    'entry.toggled': (state) => !blocked(state),
    'permission.toggled': (state) => !blocked(state),
    'form.submitted': (state) => !blocked(state),
    'save.retried': (state) => !blocked(state),
    'conflict.reload': (state) => !blocked(state),
  },
  // Saved, the screen goes to the list; discarded, too: the form is gone.
  endsPath: (event) => event.type === 'xstate.done.actor.saveRole' || event.type === 'leave.confirmed',
  states: {
    form: async ({ state, event, ui }) => {
      if (event.type === 'leave.confirmed' || state.matches({ form: 'saved' })) {
        await eventually(() => (ui.path() === '/roles' ? true : undefined), () => 'the list');
        return;
      }
      if (viewOf(state).load !== 'ready') return;
      await eventually(() => screen.queryByLabelText(/^Nombre/) ?? undefined, () => 'the form');
      showsFields(state);
    },
    'form.loading': async ({ state }) => {
      if (viewOf(state).retrying) {
        const button = await eventually(() => screen.queryByRole('button', { name: 'Reintentando…' }) ?? undefined, () => 'the retry running');
        expect((button as HTMLButtonElement).disabled).toBe(true);
      } else {
        await eventually(() => screen.queryByText('Cargando el rol…') ?? undefined, () => 'the loading status');
      }
    },
    'form.loadFailed': async ({ state }) => {
      if (state.context.failure === 'notFound') {
        await eventually(() => screen.queryByRole('alert') ?? undefined, () => 'the refusal');
        expect(screen.getByRole('alert').textContent).toBe('No existe ese rol');
        expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
      } else {
        await eventually(() => screen.queryByRole('heading', { name: 'No se pudo cargar el rol' }) ?? undefined, () => 'the failure');
        expect((screen.getByRole('button', { name: 'Reintentar' }) as HTMLButtonElement).disabled).toBe(false);
      }
    },
    'form.editing': ({ state, event }) => {
      if (event.type === 'leave.confirmed') return;
      const save = screen.getByRole('button', { name: 'Guardar', hidden: true }) as HTMLButtonElement;
      expect(save.disabled).toBe(false);
      expect(nameInput().readOnly).toBe(false);
      const reloaded = screen.queryByText('Se cargó la versión actual del rol y se conservó lo que usted eligió. Revíselo y guarde de nuevo.');
      expect(reloaded !== null).toBe(state.context.reloaded);
    },
    'form.saving': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      const save = screen.getByRole('button', { name: 'Guardando…', hidden: true }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(nameInput().readOnly).toBe(true);
      expect(checkbox('Permisos', 'Caja', 'Ver').disabled).toBe(true);
    },
    'form.saved': async ({ ui }) => {
      await eventually(() => (ui.path() === '/roles' ? true : undefined), () => 'the list');
    },
    'form.failed': ({ state, event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
      if (state.context.failure === 'forbidden') expect(screen.getByText('Su rol no permite guardar roles.')).toBeTruthy();
    },
    ...conflict.states,
    'leave.idle': () => {
      expect(dialog()).toBeNull();
    },
    'leave.asking': () => {
      expect(dialog()).not.toBeNull();
    },
  },
});
