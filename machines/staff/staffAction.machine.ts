import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { refusalOf, statusOf } from '../apiFailure.ts';
import { passwordChoiceOf, passwordErrors, type StaffFieldErrors } from './staffForm.rules.ts';
import {
  STAFF_ACTION_REFUSALS,
  type StaffActionContext,
  type StaffActionEvent,
  type StaffActionFailure,
  type StaffActionInput,
  type StaffActionRefusal,
  type StaffActionRequest,
  type StaffActionResult,
} from './staffAction.types.ts';

export const staffActionFailureOf = (error: unknown): StaffActionFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

/** The rule a refusal names: 422 with a rule's code, or 403 `accountBeyondGrant`; null for anything else. */
export const staffActionRefusalOf = (error: unknown): StaffActionRefusal | null =>
  refusalOf(error, 422, STAFF_ACTION_REFUSALS) ?? refusalOf(error, 403, ['accountBeyondGrant']);

/** The password part of a reset (the only action with fields). */
export const staffActionErrors = (context: StaffActionContext): StaffFieldErrors =>
  context.action === 'resetPassword' ? passwordErrors(context.values) : {};

function requestOf(context: StaffActionContext): StaffActionRequest {
  const { id } = context.user;
  if (context.action === 'resetPassword') return { kind: 'resetPassword', id, password: passwordChoiceOf(context.values) };
  return { kind: context.action, id };
}

/**
 * One row action of 'Usuarios' — 'Deshabilitar', 'Habilitar' or 'Restablecer contraseña' — from
 * the question to the answer:
 * - `confirming`: what will happen (disabling ends the user's open sessions); a reset also picks
 *   how the new password is made (generated, or typed by the administrator: its errors show from
 *   the first confirm on). 'Cancelar' ends in `cancelled`.
 * - `working` (tag `busy`): the call; a second confirm is ignored by construction.
 * - `revealing`: a generated password came back; it is on screen until 'secret.closed' drops it.
 * - `done`: the account as stored now (`result`), for the list.
 * - `refused`: 422 with the rule's code (`selfDisable`: nobody disables themself; `lastManager`:
 *   someone must keep managing accounts), or 403 `accountBeyondGrant` (the account's role holds
 *   more than the caller's: machines/grants.ts), said on its own; only 'Cancelar' is left. A 422
 *   without a rule's code is `failed`.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' sends the same call (each action sets
 *   a state, so sending it twice changes nothing twice), or 'Cancelar'.
 */
export const staffActionMachine = setup({
  types: {
    context: {} as StaffActionContext,
    events: {} as StaffActionEvent,
    input: {} as StaffActionInput,
  },
  actors: {
    runAction: fromPromise<StaffActionResult, StaffActionRequest>(async () => {
      throw new Error('staffAction: the "runAction" effect must be provided by the app');
    }),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    showErrors: assign({ showErrors: true }),
    assignResult: assign((_, result: StaffActionResult) => ({ result: result.user, secret: result.password, failure: null })),
    dropSecret: assign({ secret: null }),
    assignFailure: assign((_, failure: StaffActionFailure) => ({ failure })),
    assignRefusal: assign((_, refusal: StaffActionRefusal | null) => ({ refusal })),
    /** Moves the focus to the password field (a refused confirm). Provided by src. */
    focusPassword: () => {},
    notifyDone: () => {},
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(staffActionErrors(context)).length > 0,
    revealsPassword: (_, params: { result: StaffActionResult }) => params.result.password !== null,
    /** 422 with a rule's code; a 422 without one is no verdict (`failed`). */
    isRefused: (_, params: { error: unknown }) => staffActionRefusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'staffAction',
  context: ({ input }) => ({
    user: input.user,
    action: input.action,
    values: { passwordMode: 'generated', password: '' },
    showErrors: false,
    failure: null,
    refusal: null,
    secret: null,
    result: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'field.changed': { actions: 'assignValue' },
        'action.confirmed': [{ guard: 'hasErrors', actions: ['showErrors', 'focusPassword'] }, { target: 'working', actions: 'showErrors' }],
        'action.cancelled': 'cancelled',
      },
    },
    working: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: { type: 'revealsPassword', params: ({ event }) => ({ result: event.output }) },
            target: 'revealing',
            // The password dialog is the confirmation: no alert over it.
            actions: { type: 'assignResult', params: ({ event }) => event.output },
          },
          { target: 'done', actions: [{ type: 'assignResult', params: ({ event }) => event.output }, 'notifyDone'] },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => staffActionRefusalOf(event.error) },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => staffActionFailureOf(event.error) } },
        ],
      },
    },
    revealing: {
      on: { 'secret.closed': { target: 'done', actions: 'dropSecret' } },
    },
    // `done` and `cancelled` end the dialog (the page closes it on seeing them); not `final`, so
    // the actor stays readable (its result) until the page lets it go.
    done: {},
    refused: {
      on: { 'action.cancelled': 'cancelled' },
    },
    failed: {
      on: { 'action.retried': 'working', 'action.cancelled': 'cancelled' },
    },
    cancelled: {},
  },
});
