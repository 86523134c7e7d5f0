import { assign, fromPromise, setup } from 'xstate';
import { refusalOf, statusOf } from '../apiFailure.ts';
import { EMPTY_PASSWORD_CHANGE, passwordChangeBodyOf, passwordChangeErrors } from './passwordChange.rules.ts';
import type { PasswordChangeContext, PasswordChanged, PasswordChangeEvent, PasswordChangeFailure, PasswordChangeRequest } from './passwordChange.types.ts';

const isValid = (context: PasswordChangeContext) => Object.keys(passwordChangeErrors(context.values, context.wrongCurrent)).length === 0;

/** What the form says about a failed change other than a wrong current password. */
function failureOf(error: unknown): PasswordChangeFailure {
  const status = statusOf(error);
  if (status === 429) return 'throttled';
  if (status === 422) return 'refused';
  return 'unavailable';
}

/**
 * 'Cambiar contraseña': the current password, the new one and the new one again, on its own page
 * (/perfil/contrasena) or, when the account must change it, on the screen the session shows
 * before anything else (machines/session, `authenticated.passwordChangeRequired`).
 *
 * - `editing`: the form. A submit with a field in error shows the errors (and stays); a valid
 *   one sends.
 * - `submitting`: POST /perfil/clave. A wrong current password marks that field; a 401 leaves the
 *   session to end (the HTTP client reports it to the app); anything else is shown above the button.
 * - `changed`: done; the form is empty again and says so. The user's other sessions have ended;
 *   this one goes on. Typing starts another change.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: fromPromise<PasswordChanged, PasswordChangeRequest>(async () => {
      throw new Error('passwordChange: the "changePassword" effect must be provided by the app');
    }),
  },
  actions: {
    assignValue: assign(({ context, event }) =>
      event.type === 'field.changed' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    showErrors: assign({ showErrors: true }),
    startSending: assign({ failure: null }),
    assignWrongCurrent: assign(({ context }) => ({ wrongCurrent: context.values.currentPassword, showErrors: true })),
    assignFailure: assign((_, failure: PasswordChangeFailure) => ({ failure })),
    reset: assign({ values: EMPTY_PASSWORD_CHANGE, wrongCurrent: null, showErrors: false, failure: null }),
    // Effects, provided by src/.
    notifyChanged: () => {},
    /** Tells the session the password is changed (a forced change then lets the user in). */
    reportChanged: () => {},
  },
  guards: {
    isValid: ({ context }) => isValid(context),
    isWrongPassword: (_, params: { error: unknown }) => refusalOf(params.error, 422, ['wrongPassword']) !== null,
    isUnauthorized: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
}).createMachine({
  id: 'passwordChange',
  context: { values: EMPTY_PASSWORD_CHANGE, wrongCurrent: null, showErrors: false, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'assignValue' },
        submitted: [
          { guard: 'isValid', target: 'submitting', actions: 'startSending' },
          { actions: 'showErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => passwordChangeBodyOf(context.values),
        onDone: { target: 'changed', actions: ['reset', 'notifyChanged', 'reportChanged'] },
        onError: [
          { guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'assignWrongCurrent' },
          // The session ends a moment later; nothing to say here.
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
          { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => failureOf(event.error) } },
        ],
      },
    },
    changed: {
      on: {
        'field.changed': { target: 'editing', actions: 'assignValue' },
      },
    },
  },
});
