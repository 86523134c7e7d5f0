import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import type { ActionInputErrors, RecordActionFailure, RecordActionRequest, RecordDetailContext, RecordDetailEvent, RecordDetailInput, RecordDetailOptions, RecordLoadFailure } from './recordDetail.types.ts';

export const recordLoadFailureOf = (error: unknown): RecordLoadFailure => {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  return status === 403 ? 'forbidden' : 'unavailable';
};

export function recordActionFailureOf(error: unknown, refusals: readonly string[]): RecordActionFailure {
  const code = codeOf(error);
  if (code !== null && refusals.includes(code)) return code;
  const status = statusOf(error);
  // A 409 is the version the user saw being stale unless it says otherwise.
  if (status === 409) return 'stale';
  return status === 403 ? 'forbidden' : 'unavailable';
}

/** True when `errors` holds any error. */
export const hasInputErrors = (errors: ActionInputErrors): boolean => errors.reason !== undefined || errors.date !== undefined;

/** The bounded reason rule most actions share: required where the contract requires one, never longer than `max`. */
export function reasonErrorOf(reason: string, required: boolean, max: number): ActionInputErrors['reason'] {
  const trimmed = reason.trim();
  if (trimmed.length > max) return 'tooLong';
  return required && trimmed === '' ? 'required' : undefined;
}

/**
 * A record's page (a loan, a rental contract, a debt…): the record, and its actions one dialog at
 * a time. Each area creates its own with `recordDetailMachine<Record, Action>({ id, refusals,
 * inputErrorsOf })`, so charts, coverage and the inspector name it after the area.
 *
 * - `loading` → `ready` | `refused` (404, 403: said plainly) | `failed` ('Reintentar').
 * - `ready.idle`: the record; `RELOAD` (a payment was posted elsewhere on the page) → `reloading`,
 *   which keeps the record on screen and takes the new one (or says the reload failed).
 * - `ready.dialog`: one action, a question with a 'Motivo' and/or a date where the action takes them.
 *   - `editing`: confirming with an input error shows it; otherwise `sending`.
 *   - `sending` (busy): POST with the version seen and a key made once per confirmed intent;
 *     done → `ready.idle` with the record as answered.
 *   - `failed`: no answer, 500, 403: 'Reintentar' resends the same key; a new input is a new intent.
 *   - `refused`: one of the contract's refusal codes, each its own text; confirming again (the
 *     cash box opened meanwhile) is a new intent.
 *   - `stale` (409 `stale`: someone else changed the record): 'Recargar' → `staleReloading` →
 *     back to `editing` on the new version, the typed inputs kept.
 *   - 'Cancelar' (or Escape) closes it from any state but `sending`.
 */
export function recordDetailMachine<R extends { version: number }, A extends string>({ id, refusals, inputErrorsOf, takesDate = false, takesChoice = false }: RecordDetailOptions<R, A>) {
  // Only an area whose actions take a date listens for one: the others' charts stay without it.
  const onDate = <T>(transition: T) => (takesDate ? { 'date.changed': transition } : {});
  // Likewise a choice (which installment a waiver is for).
  const onChoice = <T>(transition: T) => (takesChoice ? { 'choice.changed': transition } : {});
  const errorsOf = (context: RecordDetailContext<R, A>): ActionInputErrors =>
    context.action === null ? {} : inputErrorsOf(context.action, { reason: context.reason, date: context.date, choice: context.choice }, context.record);
  const failureOf = (error: unknown) => recordActionFailureOf(error, refusals);
  return setup({
    types: {
      context: {} as RecordDetailContext<R, A>,
      events: {} as RecordDetailEvent<A>,
      input: {} as RecordDetailInput,
    },
    actors: {
      loadRecord: fromPromise<R, number>(async () => {
        throw new Error(`${id}: the "loadRecord" effect must be provided by the app`);
      }),
      runAction: fromPromise<R, RecordActionRequest<A>>(async () => {
        throw new Error(`${id}: the "runAction" effect must be provided by the app`);
      }),
    },
    actions: {
      // The record comes wrapped: a bare type parameter as an action's params defeats XState's typing.
      assignRecord: assign((_, params: { record: R }) => ({ record: params.record, loadFailure: null, reloadFailed: false })),
      assignLoadFailure: assign((_, loadFailure: RecordLoadFailure) => ({ loadFailure })),
      assignReloadFailed: assign({ reloadFailed: true }),
      openDialog: assign(({ event }) => {
        assertEvent(event, 'action.opened');
        return { action: event.action, reason: '', date: '', choice: '', showErrors: false, idempotencyKey: null, actionFailure: null };
      }),
      closeDialog: assign({ action: null, reason: '', date: '', choice: '', showErrors: false, idempotencyKey: null, actionFailure: null }),
      assignReason: assign(({ event }) => {
        assertEvent(event, 'reason.changed');
        return { reason: event.reason };
      }),
      assignDate: assign(({ event }) => {
        assertEvent(event, 'date.changed');
        return { date: event.date };
      }),
      assignChoice: assign(({ event }) => {
        assertEvent(event, 'choice.changed');
        return { choice: event.choice };
      }),
      /** A new input (or a new version) makes the next confirmation a new intent. */
      clearIdempotencyKey: assign({ idempotencyKey: null, actionFailure: null }),
      showErrors: assign({ showErrors: true }),
      /** Provided by src (`crypto.randomUUID()`), faked in tests. */
      newIdempotencyKey: assign(() => {
        throw new Error(`${id}: the "newIdempotencyKey" action must be provided by the app`);
      }),
      assignActionFailure: assign((_, actionFailure: RecordActionFailure) => ({ actionFailure })),
      /** 'Éxito' once an action went through (provided by the app). */
      notifyDone: () => {},
    },
    guards: {
      isFinalLoadFailure: (_, params: { error: unknown }) => recordLoadFailureOf(params.error) !== 'unavailable',
      hasInputError: ({ context }) => hasInputErrors(errorsOf(context)),
      isStale: (_, params: { error: unknown }) => failureOf(params.error) === 'stale',
      isRefusal: (_, params: { error: unknown }) => refusals.includes(failureOf(params.error)),
    },
  }).createMachine({
    id,
    initial: 'loading',
    context: ({ input }) => ({
      id: input.id,
      record: null,
      loadFailure: null,
      action: null,
      reason: '',
      date: '',
      choice: '',
      showErrors: false,
      idempotencyKey: null,
      actionFailure: null,
      reloadFailed: false,
    }),
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: { type: 'assignRecord', params: ({ event }) => ({ record: event.output }) } },
          onError: [
            {
              guard: { type: 'isFinalLoadFailure', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: { type: 'assignLoadFailure', params: ({ event }) => recordLoadFailureOf(event.error) },
            },
            { target: 'failed', actions: { type: 'assignLoadFailure', params: 'unavailable' as const } },
          ],
        },
      },
      failed: {
        on: { 'record.retried': 'loading' },
      },
      /** 404 or 403: nothing to retry. */
      refused: {},
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              RELOAD: 'reloading',
              'action.opened': { target: 'dialog', actions: 'openDialog' },
            },
          },
          reloading: {
            tags: ['busy'],
            invoke: {
              id: 'reloadRecord',
              src: 'loadRecord',
              input: ({ context }) => context.id,
              onDone: { target: 'idle', actions: { type: 'assignRecord', params: ({ event }) => ({ record: event.output }) } },
              onError: { target: 'idle', actions: 'assignReloadFailed' },
            },
          },
          dialog: {
            initial: 'editing',
            states: {
              editing: {
                on: {
                  'reason.changed': { actions: 'assignReason' },
                  ...onDate({ actions: 'assignDate' as const }),
                  ...onChoice({ actions: 'assignChoice' as const }),
                  'action.confirmed': [
                    { guard: 'hasInputError', actions: 'showErrors' },
                    { target: 'sending', actions: ['showErrors', 'newIdempotencyKey'] },
                  ],
                  'dialog.closed': { target: `#${id}.ready.idle`, actions: 'closeDialog' },
                },
              },
              sending: {
                tags: ['busy'],
                invoke: {
                  id: 'runAction',
                  src: 'runAction',
                  input: ({ context }) => ({
                    id: context.id,
                    // Only `editing` with an action enters `sending`: the cast names that.
                    action: context.action as A,
                    version: context.record?.version ?? 0,
                    reason: context.reason.trim(),
                    date: context.date,
                    choice: context.choice,
                    idempotencyKey: context.idempotencyKey ?? '',
                  }),
                  onDone: {
                    target: `#${id}.ready.idle`,
                    actions: [{ type: 'assignRecord', params: ({ event }) => ({ record: event.output }) }, 'closeDialog', 'notifyDone'],
                  },
                  onError: [
                    {
                      guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
                      target: 'stale',
                      actions: [{ type: 'assignActionFailure', params: 'stale' as const }],
                    },
                    {
                      guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                      target: 'refused',
                      actions: { type: 'assignActionFailure', params: ({ event }) => failureOf(event.error) },
                    },
                    { target: 'failed', actions: { type: 'assignActionFailure', params: ({ event }) => failureOf(event.error) } },
                  ],
                },
              },
              failed: {
                on: {
                  'action.retried': 'sending',
                  'reason.changed': { target: 'editing', actions: ['assignReason', 'clearIdempotencyKey'] },
                  ...onDate({ target: 'editing' as const, actions: ['assignDate' as const, 'clearIdempotencyKey' as const] }),
                  ...onChoice({ target: 'editing' as const, actions: ['assignChoice' as const, 'clearIdempotencyKey' as const] }),
                  'dialog.closed': { target: `#${id}.ready.idle`, actions: 'closeDialog' },
                },
              },
              refused: {
                on: {
                  'action.confirmed': { target: 'sending', actions: 'newIdempotencyKey' },
                  'reason.changed': { target: 'editing', actions: ['assignReason', 'clearIdempotencyKey'] },
                  ...onDate({ target: 'editing' as const, actions: ['assignDate' as const, 'clearIdempotencyKey' as const] }),
                  ...onChoice({ target: 'editing' as const, actions: ['assignChoice' as const, 'clearIdempotencyKey' as const] }),
                  'dialog.closed': { target: `#${id}.ready.idle`, actions: 'closeDialog' },
                },
              },
              stale: {
                on: {
                  'stale.reloaded': 'staleReloading',
                  'dialog.closed': { target: `#${id}.ready.idle`, actions: 'closeDialog' },
                },
              },
              staleReloading: {
                tags: ['busy'],
                invoke: {
                  id: 'reloadStale',
                  src: 'loadRecord',
                  input: ({ context }) => context.id,
                  onDone: { target: 'editing', actions: [{ type: 'assignRecord', params: ({ event }) => ({ record: event.output }) }, 'clearIdempotencyKey'] },
                  onError: { target: 'stale', actions: 'assignReloadFailed' },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type RecordDetailMachine<R extends { version: number }, A extends string> = ReturnType<typeof recordDetailMachine<R, A>>;
