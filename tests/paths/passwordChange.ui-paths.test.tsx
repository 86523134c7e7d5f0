/**
 * 'Cambiar contraseña' through the UI, on its own page (/perfil/contrasena): typing, a submit with
 * errors (shown, focus on the first), a valid one sent as typed, every answer (done: the form
 * empties and says so, with the alert; a wrong current password marked on its field; too many
 * tries, no connection shown above the button; 401 ending the session), typing again after a
 * change. The forced change on the same form is walked by the session's UI paths.
 */
import { i18n } from '@lingui/core';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import {
  PASSWORD_CHANGE_FIELDS,
  passwordChangeMachine,
  selectPasswordChangeErrors,
  type PasswordChangeField,
} from '../../machines/passwordChange/index.ts';
import type { PasswordChanged, PasswordChangeRequest } from '../../machines/passwordChange/passwordChange.schema.ts';
import { PASSWORD_FIELD_LABELS } from '../../src/components/password/PasswordChangeForm.tsx';
import { PASSWORD_CHANGED } from '../../src/components/password/passwordChangeLogic.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { passwordChangeFixtures, type PasswordChangeModelEvent } from '../utils/fixtures/passwordChange.ts';
import { TEXT } from './gestures.ts';
import { defineUiPaths, type InitEvent } from './kit.ts';
import { Held } from './run.ts';

/** This path's POST /perfil/clave, held until a step answers it (paths run one after another). */
let change = new Held<PasswordChanged, [PasswordChangeRequest, AbortSignal?]>('changePassword');

const label = (field: PasswordChangeField) => i18n._(PASSWORD_FIELD_LABELS[field]);
const input = (field: PasswordChangeField) => screen.getByLabelText(label(field)) as HTMLInputElement;
const answered401 = (event: PasswordChangeModelEvent | InitEvent) =>
  event.type === 'xstate.error.actor.changePassword' && (event.error as { status?: number }).status === 401;

defineUiPaths<typeof passwordChangeMachine, PasswordChangeModelEvent>({
  machine: passwordChangeMachine,
  name: 'password change page',
  setup: () => {
    change = new Held('changePassword');
    return { route: '/perfil/contrasena', deps: { storage: signedInStorage(), api: { changePassword: change.call } } };
  },
  events: passwordChangeFixtures,
  executors: {
    'field.changed': async ({ event }) => {
      await screen.findByLabelText(label(event.field));
      fireEvent.change(input(event.field), { target: { value: event.value } });
    },
    submitted: () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.changePassword }));
    },
    'xstate.done.actor.changePassword': ({ event }) => change.resolve(event.output),
    'xstate.error.actor.changePassword': ({ event }) => change.reject(event.error),
  },
  endsPath: answered401,
  states: {
    editing: async ({ state, event, ui }) => {
      if (answered401(event)) {
        // The token is no longer valid: the session ends, back to the login form.
        await screen.findByPlaceholderText(TEXT.userPlaceholder);
        expect(ui.path()).toBe('/');
        return;
      }
      await screen.findByRole('heading', { name: TEXT.changePassword, level: 1 });
      const errors = selectPasswordChangeErrors(state);
      for (const field of PASSWORD_CHANGE_FIELDS) {
        const shown = input(field);
        expect(shown.value).toBe(state.context.values[field]);
        expect(shown.type).toBe('password');
        expect(shown.getAttribute('aria-invalid') === 'true', `${field} marked invalid`).toBe(errors[field] !== undefined);
      }
      if (errors.currentPassword === 'wrong') expect(screen.getByText('La contraseña actual no es correcta.')).toBeTruthy();
      const alert = screen.queryByRole('alert');
      expect(alert !== null, 'a failure above the button').toBe(state.context.failure !== null);
      if (state.context.failure === 'throttled') expect(alert?.textContent).toBe('Demasiados intentos. Intente nuevamente más tarde.');
      const button = screen.getByRole('button', { name: TEXT.changePassword }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      // A submit with errors puts the focus on the first field in error.
      if (event.type === 'submitted' && Object.keys(errors).length > 0) {
        const first = PASSWORD_CHANGE_FIELDS.find((field) => errors[field] !== undefined);
        expect(document.activeElement).toBe(first ? input(first) : null);
      }
    },
    submitting: async ({ state }) => {
      const button = (await screen.findByRole('button', { name: 'Cambiando…' })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
      expect(change.last()?.[0]).toEqual({ currentPassword: state.context.values.currentPassword, newPassword: state.context.values.newPassword });
    },
    changed: async ({ ui }) => {
      await screen.findByText('Su contraseña fue cambiada.');
      for (const field of PASSWORD_CHANGE_FIELDS) expect(input(field).value).toBe('');
      const last = ui.deps.alerts.at(-1);
      expect(last).toEqual({ icon: 'success', title: i18n._(PASSWORD_CHANGED.title), text: i18n._(PASSWORD_CHANGED.text) });
      // The session goes on: still on the page, with the application around it.
      expect(ui.path()).toBe('/perfil/contrasena');
      expect(screen.getByRole('button', { name: TEXT.profileMenu })).toBeTruthy();
    },
  },
});
