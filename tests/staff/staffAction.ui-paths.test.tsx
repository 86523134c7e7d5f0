/**
 * A row action of 'Usuarios' through the UI, on `staffAction`: 'Deshabilitar cajero' (the
 * question, the call, done, a refusal, a failure with 'Reintentar', 'Cancelar') and 'Restablecer
 * contraseña de cajero' (generated or typed, the typed one's error linked to its field, the
 * one-time password and its 'Cerrar'). Every call is held until a step answers it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectStaffAction, type StaffActionKind } from '../../machines/staff/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CARLOS, inertStaffAction, staffActionFixtures, type StaffActionModelEvent } from './staffAccounts.fixtures.ts';
import { clickWhenShown, heldStaffApi, staffCallsOf } from './staffUi.support.ts';

type Action = SnapshotFrom<typeof inertStaffAction>;

const TITLES: Record<StaffActionKind, string> = {
  disable: '¿Deshabilitar la cuenta de Carlos Ruiz?',
  enable: '¿Habilitar la cuenta de Carlos Ruiz?',
  resetPassword: 'Restablecer la contraseña de Carlos Ruiz',
};
const CONFIRMS: Record<StaffActionKind, string> = { disable: 'Deshabilitar', enable: 'Habilitar', resetPassword: 'Restablecer' };
const dialogOf = (action: StaffActionKind) => screen.queryByRole('alertdialog', { name: TITLES[action] });
const inDialog = (state: Action) => {
  const dialog = dialogOf(state.context.action);
  if (!dialog) throw new Error(`no dialog "${TITLES[state.context.action]}"`);
  return within(dialog);
};
const callOf = (ui: UiRun, state: Action) => (state.context.action === 'resetPassword' ? staffCallsOf(ui).reset : staffCallsOf(ui).setEnabled);
const closes = (event: { type: string }) => event.type === 'action.cancelled';

defineUiPaths<typeof inertStaffAction, StaffActionModelEvent>({
  machine: inertStaffAction,
  name: 'staff row action',
  variants: {
    disable: { input: { user: CARLOS, action: 'disable' } },
    reset: { input: { user: CARLOS, action: 'resetPassword' } },
  },
  setup: ({ name }) => {
    clickWhenShown(name === 'reset' ? 'Restablecer contraseña de cajero' : 'Deshabilitar cajero');
    return { route: '/usuarios', deps: { storage: signedInStorage(), api: heldStaffApi() } };
  },
  events: staffActionFixtures,
  executors: {
    'field.changed': ({ event, before }) => {
      if (event.field === 'passwordMode') fireEvent.click(inDialog(before).getByRole('radio', { name: 'Escribirla yo' }));
      else fireEvent.change(inDialog(before).getByLabelText('Contraseña *'), { target: { value: event.value } });
    },
    'action.confirmed': ({ before }) => {
      fireEvent.click(inDialog(before).getByRole('button', { name: CONFIRMS[before.context.action] }));
    },
    'action.retried': ({ before }) => {
      fireEvent.click(inDialog(before).getByRole('button', { name: 'Reintentar' }));
    },
    'action.cancelled': ({ before }) => {
      fireEvent.click(inDialog(before).getByRole('button', { name: before.matches('refused') ? 'Cerrar' : 'Cancelar' }));
    },
    'secret.closed': () => {
      fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Contraseña de cajero' })).getByRole('button', { name: 'Cerrar' }));
    },
    'xstate.done.actor.runAction': ({ event, ui, before }) =>
      before.context.action === 'resetPassword' ? staffCallsOf(ui).reset.resolve(event.output) : staffCallsOf(ui).setEnabled.resolve(event.output.user),
    'xstate.error.actor.runAction': ({ event, ui, before }) => callOf(ui, before).reject(event.error),
  },
  preconditions: {
    // Only a reset has fields, and a generated password comes back only from a reset.
    'field.changed': (state, event) => state.context.action === 'resetPassword' && state.context.values[event.field] !== event.value,
    'xstate.done.actor.runAction': (state, _event, variant) => variant !== 'generated' || state.context.action === 'resetPassword',
  },
  endsPath: (event, variant) => event.type === 'action.cancelled' || event.type === 'secret.closed' || (event.type === 'xstate.done.actor.runAction' && variant === 'plain'),
  states: {
    confirming: async ({ state }) => {
      const dialog = await eventually(() => dialogOf(state.context.action) ?? undefined, () => 'the question');
      const view = connectStaffAction(state, () => {});
      expect((within(dialog).getByRole('button', { name: CONFIRMS[state.context.action] }) as HTMLButtonElement).disabled).toBe(false);
      if (state.context.action === 'disable') expect(dialog.textContent).toContain('sus sesiones abiertas terminan ahora');
      const password = within(dialog).queryByLabelText('Contraseña *');
      expect(password !== null).toBe(view.values.passwordMode === 'set');
      if (password) expect(password.getAttribute('aria-invalid') === 'true').toBe(view.errors.password !== undefined);
    },
    working: ({ state }) => {
      expect((inDialog(state).getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
    },
    revealing: async ({ state }) => {
      const dialog = await eventually(() => screen.queryByRole('alertdialog', { name: 'Contraseña de cajero' }) ?? undefined, () => 'the one-time password');
      expect(within(dialog).getByText(state.context.secret ?? '')).toBeTruthy();
      expect(dialog.textContent).toContain('Se muestra una sola vez');
    },
    done: async ({ state }) => {
      await eventually(() => (screen.queryByRole('alertdialog') === null ? true : undefined), () => 'the dialog to close');
      // The list shows the account as stored now.
      const row = screen.getByRole('rowheader', { name: /cajero/ }).closest('tr');
      expect(row?.textContent).toContain(state.context.result?.enabled === false ? 'Deshabilitado' : 'Activo');
      expect(document.body.textContent).not.toContain(staffActionFixtures['xstate.done.actor.runAction'].generated.output.password);
    },
    refused: ({ state, event }) => {
      if (closes(event)) return;
      // Each rule said on its own, never both in one sentence.
      const said = inDialog(state).getByRole('alert').textContent;
      expect(said).toBe(
        state.context.refusal === 'selfDisable'
          ? 'No puede deshabilitar su propia cuenta.'
          : 'No se puede: debe quedar al menos una cuenta habilitada con permiso para administrar cuentas del personal.',
      );
    },
    failed: ({ state }) => {
      expect(inDialog(state).getByRole('alert').textContent).toContain('No se pudo completar');
      expect(inDialog(state).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    cancelled: async () => {
      await eventually(() => (screen.queryByRole('alertdialog') === null ? true : undefined), () => 'the dialog to close');
    },
  },
});
