/**
 * 'Nuevo usuario' and 'Editar usuario' (dialogs over /usuarios) through the UI, on `staffForm`:
 * the roles loading (and failing, with 'Reintentar'), typing, a refused submit (errors linked to
 * their fields), saving, failed with 'Reintentar', 422 on the user name (create) or the
 * last-manager refusal (edit), 409 with 'Recargar' keeping what was typed, the one-time password
 * and its 'Cerrar', and the "discard changes?" question when leaving by the sidebar. Every call is
 * held until a step answers it; the key is the browser's (`crypto.randomUUID()`), so the context
 * is compared with "has a key" instead of its value.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectStaffForm, type StaffField } from '../../machines/staff/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually } from '../paths/run.ts';
import { conflictUiSteps } from '../records/versionedFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CARLOS, keyedStaffForm, staffFormFixtures, type StaffFormModelEvent } from './staffAccounts.fixtures.ts';
import { clickWhenShown, followSidebarLink, heldStaffApi, staffCallsOf } from './staffUi.support.ts';

type Form = SnapshotFrom<typeof keyedStaffForm>;

const LABELS: Partial<Record<StaffField, RegExp>> = { username: /^Usuario \*/, name: /^Nombre \*/, id_rol: /^Rol \*/ };
const input = (field: StaffField) => screen.getByLabelText(LABELS[field] ?? field) as HTMLInputElement;
const viewOf = (state: Form) => connectStaffForm(state, () => {});
const formDialog = () => screen.queryByRole('dialog', { name: /^(Nuevo|Editar) usuario$/, hidden: true });
const leaveDialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });
const saveCall = (ui: UiRun, state: Form) => (state.context.original === null ? staffCallsOf(ui).create : staffCallsOf(ui).update);
const left = (event: { type: string }) => event.type === 'leave.confirmed';
const conflict = conflictUiSteps({
  heading: 'Otra persona cambió esta cuenta',
  reloadFailed: 'No se pudo recargar la cuenta. Intente nuevamente.',
  field: () => input('name'),
});

/** The fields show the model's values and errors, each error linked to its field. */
function showsFields(state: Form): void {
  const view = viewOf(state);
  const fields: StaffField[] = view.editing ? ['name', 'id_rol'] : ['username', 'name', 'id_rol'];
  // Without options (the roles did not load) the picker cannot show the account's role.
  for (const field of fields.filter((name) => name !== 'id_rol' || view.roles.length > 0)) {
    const element = input(field);
    expect(element.value, field).toBe(view.values[field]);
    const error = view.errors[field];
    expect(element.getAttribute('aria-invalid') === 'true', `${field} invalid`).toBe(error !== undefined);
    if (error) expect(element.getAttribute('aria-describedby')).toContain(`${element.id}-error`);
  }
  expect(screen.queryByLabelText(/^Usuario \*/) === null).toBe(view.editing);
}

defineUiPaths<typeof keyedStaffForm, StaffFormModelEvent>({
  machine: keyedStaffForm,
  name: 'staff form',
  variants: { create: { input: { user: null } }, edit: { input: { user: CARLOS } } },
  setup: ({ name }) => {
    clickWhenShown(name === 'edit' ? 'Editar cajero' : 'Nuevo usuario');
    return { route: '/usuarios', deps: { storage: signedInStorage(), api: heldStaffApi() } };
  },
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: staffFormFixtures,
  executors: {
    'field.changed': ({ event }) => {
      fireEvent.change(input(event.field), { target: { value: event.value } });
    },
    'form.submitted': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'roles.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'save.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    ...conflict.executors,
    'secret.closed': () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar' }));
    },
    'leave.requested': () => followSidebarLink(),
    'leave.confirmed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.loadRoles': ({ event, ui }) => staffCallsOf(ui).roles.resolve(event.output),
    'xstate.error.actor.loadRoles': ({ event, ui }) => staffCallsOf(ui).roles.reject(event.error),
    'xstate.done.actor.saveStaff': ({ event, ui, before }) =>
      before.context.original === null ? staffCallsOf(ui).create.resolve(event.output) : staffCallsOf(ui).update.resolve(event.output.user),
    'xstate.error.actor.saveStaff': ({ event, ui, before }) => saveCall(ui, before).reject(event.error),
    'xstate.done.actor.loadStaff': ({ event, ui }) => staffCallsOf(ui).reload.resolve(event.output),
    'xstate.error.actor.loadStaff': ({ event, ui }) => staffCallsOf(ui).reload.reject(event.error),
  },
  preconditions: {
    'leave.requested': (state) => viewOf(state).unsaved && !viewOf(state).askingToLeave,
    // An edit has no user name field; behind the question nothing else can be typed or clicked.
    'field.changed': (state, event) =>
      !viewOf(state).askingToLeave && state.context.values[event.field] !== event.value && (event.field !== 'username' || state.context.original === null),
    'form.submitted': (state) => !viewOf(state).askingToLeave,
    'roles.retried': (state) => !viewOf(state).askingToLeave,
    'save.retried': (state) => !viewOf(state).askingToLeave,
    'conflict.reload': (state) => !viewOf(state).askingToLeave,
    'secret.closed': (state) => !viewOf(state).askingToLeave,
    // A generated password comes back only for a new account; an edit answers the account alone.
    'xstate.done.actor.saveStaff': (state, _event, variant) => (variant === 'generated') === (state.context.original === null),
  },
  // Saved (and the password closed), the dialog is gone; discarded, so is the page.
  endsPath: (event, variant) => event.type === 'secret.closed' || event.type === 'leave.confirmed' || (event.type === 'xstate.done.actor.saveStaff' && variant === 'plain'),
  states: {
    form: async ({ state, event }) => {
      if (left(event) || state.matches({ form: 'saved' }) || state.matches({ form: 'revealing' })) return;
      await eventually(() => formDialog() ?? undefined, () => 'the form dialog');
      if (!state.matches({ form: 'loadingRoles' })) showsFields(state);
    },
    'form.loadingRoles': () => {
      expect(screen.getByText('Cargando roles…').getAttribute('role')).toBe('status');
      expect((input('id_rol') as unknown as HTMLSelectElement).disabled).toBe(true);
    },
    'form.rolesFailed': ({ event }) => {
      if (left(event)) return;
      expect(screen.getByText('No se pudieron cargar los roles.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
    },
    'form.editing': ({ state, event }) => {
      if (left(event)) return;
      expect((screen.getByRole('button', { name: 'Guardar', hidden: true }) as HTMLButtonElement).disabled).toBe(false);
      expect(input('name').readOnly).toBe(false);
      // Every role offered, plus the empty choice.
      expect((input('id_rol') as unknown as HTMLSelectElement).options).toHaveLength(state.context.roles.length + 1);
    },
    'form.saving': ({ event }) => {
      if (left(event)) return;
      expect((screen.getByRole('button', { name: 'Guardando…', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
      expect(input('name').readOnly).toBe(true);
    },
    'form.revealing': async ({ state }) => {
      const dialog = await eventually(() => screen.queryByRole('alertdialog', { name: /^Contraseña de / }) ?? undefined, () => 'the one-time password');
      expect(within(dialog).getByText(state.context.secret ?? '')).toBeTruthy();
      expect(dialog.textContent).toContain('Se muestra una sola vez');
      expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeTruthy();
      expect(formDialog()).toBeNull();
    },
    'form.saved': async ({ state }) => {
      await eventually(() => (formDialog() === null && screen.queryByRole('alertdialog') === null ? true : undefined), () => 'the dialog to close');
      expect(document.body.textContent).not.toContain(state.context.secret ?? 'never');
    },
    'form.failed': ({ event }) => {
      if (left(event)) return;
      expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
    },
    'form.taken': ({ event }) => {
      if (left(event)) return;
      const element = input('username');
      expect(element.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(`${element.id}-error`)?.textContent).toBe('Ya existe una cuenta con este usuario (sin distinguir mayúsculas). Elija otro.');
    },
    'form.refused': ({ event }) => {
      if (left(event)) return;
      expect(screen.getByRole('heading', { name: 'No se puede guardar este rol', hidden: true })).toBeTruthy();
    },
    ...conflict.states,
    'leave.idle': async ({ event, ui }) => {
      if (left(event)) {
        await eventually(() => (ui.path() === '/roles' ? true : undefined), () => 'the Roles page');
        return;
      }
      expect(leaveDialog()).toBeNull();
    },
    'leave.asking': () => {
      expect(leaveDialog()).not.toBeNull();
    },
  },
});
