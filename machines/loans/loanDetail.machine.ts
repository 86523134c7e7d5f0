import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeOf, statusOf } from '../apiFailure.ts';
import { LOAN_LIMITS, type LoanDetail } from './loan.schema.ts';
import { LOAN_ACTION_SPECS } from './loanActions.ts';
import { LOAN_ACTION_REFUSALS, type LoanActionFailure, type LoanActionRefusal, type LoanActionRequest, type LoanDetailContext, type LoanDetailEvent, type LoanDetailInput, type LoanLoadFailure } from './loanDetail.types.ts';

export const loanLoadFailureOf = (error: unknown): LoanLoadFailure => {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  return status === 403 ? 'forbidden' : 'unavailable';
};

export function loanActionFailureOf(error: unknown): LoanActionFailure {
  const code = codeOf(error);
  if (code !== null && (LOAN_ACTION_REFUSALS as readonly string[]).includes(code)) return code as LoanActionRefusal;
  const status = statusOf(error);
  // A 409 is the version the user saw being stale unless it says otherwise.
  if (status === 409) return 'stale';
  return status === 403 ? 'forbidden' : 'unavailable';
}

export type ReasonError = 'required' | 'tooLong';

/** The dialog's reason: required where the contract requires one, never longer than the limit. */
export function reasonErrorOf(context: Pick<LoanDetailContext, 'action' | 'reason'>): ReasonError | null {
  if (context.action === null) return null;
  const reason = context.reason.trim();
  if (reason.length > LOAN_LIMITS.reason) return 'tooLong';
  return LOAN_ACTION_SPECS[context.action].needsReason && reason === '' ? 'required' : null;
}

/**
 * A loan's page (/prestamos/{id}): the loan, and its actions one dialog at a time.
 *
 * - `loading` → `ready` | `refused` (404, 403: said plainly) | `failed` ('Reintentar').
 * - `ready.idle`: the loan; `RELOAD` (a payment was posted elsewhere on the page) → `reloading`,
 *   which keeps the loan on screen and takes the new one (or says the reload failed).
 * - `ready.dialog`: 'Aprobar', 'Rechazar', 'Retirar', 'Deshacer aprobación', 'Desembolsar',
 *   'Castigar', 'Deshacer castigo', each a question with a 'Motivo' where the contract needs one.
 *   - `editing`: confirming without a required reason shows its error; otherwise `sending`.
 *   - `sending` (busy): POST /prestamos/{id}/<action> with the version seen and a key made once per
 *     confirmed intent; done → `ready.idle` with the loan as answered.
 *   - `failed`: no answer, 500, 403: 'Reintentar' resends the same key; a new reason is a new intent.
 *   - `refused`: the contract's code (`notAllowed`, `ownApplication`, `noOpenSession`,
 *     `insufficientCash`, `reasonRequired`), each its own text; confirming again (the cash box
 *     opened meanwhile) is a new intent.
 *   - `stale` (409 `stale`: someone else changed the loan): 'Recargar' → `staleReloading` → back
 *     to `editing` on the new version, the typed reason kept.
 *   - 'Cancelar' (or Escape) closes it from any state but `sending`.
 */
export const loanDetailMachine = setup({
  types: {
    context: {} as LoanDetailContext,
    events: {} as LoanDetailEvent,
    input: {} as LoanDetailInput,
  },
  actors: {
    loadLoan: fromPromise<LoanDetail, number>(async () => {
      throw new Error('loanDetail: the "loadLoan" effect must be provided by the app');
    }),
    runLoanAction: fromPromise<LoanDetail, LoanActionRequest>(async () => {
      throw new Error('loanDetail: the "runLoanAction" effect must be provided by the app');
    }),
  },
  actions: {
    assignLoan: assign((_, loan: LoanDetail) => ({ loan, loadFailure: null, reloadFailed: false })),
    assignLoadFailure: assign((_, loadFailure: LoanLoadFailure) => ({ loadFailure })),
    assignReloadFailed: assign({ reloadFailed: true }),
    openDialog: assign(({ event }) => {
      assertEvent(event, 'action.opened');
      return { action: event.action, reason: '', showErrors: false, idempotencyKey: null, actionFailure: null };
    }),
    closeDialog: assign({ action: null, reason: '', showErrors: false, idempotencyKey: null, actionFailure: null }),
    assignReason: assign(({ event }) => {
      assertEvent(event, 'reason.changed');
      return { reason: event.reason };
    }),
    /** A new reason (or a new version) makes the next confirmation a new intent. */
    clearIdempotencyKey: assign({ idempotencyKey: null, actionFailure: null }),
    showErrors: assign({ showErrors: true }),
    /** Provided by src (`crypto.randomUUID()`), faked in tests. */
    newIdempotencyKey: assign(() => {
      throw new Error('loanDetail: the "newIdempotencyKey" action must be provided by the app');
    }),
    assignActionFailure: assign((_, actionFailure: LoanActionFailure) => ({ actionFailure })),
    /** 'Éxito' once an action went through (provided by the app). */
    notifyDone: () => {},
  },
  guards: {
    isFinalLoadFailure: (_, params: { error: unknown }) => loanLoadFailureOf(params.error) !== 'unavailable',
    hasReasonError: ({ context }) => reasonErrorOf(context) !== null,
    isStale: (_, params: { error: unknown }) => loanActionFailureOf(params.error) === 'stale',
    isRefusal: (_, params: { error: unknown }) => (LOAN_ACTION_REFUSALS as readonly string[]).includes(loanActionFailureOf(params.error)),
  },
}).createMachine({
  id: 'loanDetail',
  initial: 'loading',
  context: ({ input }) => ({
    id: input.id,
    loan: null,
    loadFailure: null,
    action: null,
    reason: '',
    showErrors: false,
    idempotencyKey: null,
    actionFailure: null,
    reloadFailed: false,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLoan',
        src: 'loadLoan',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'assignLoan', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isFinalLoadFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignLoadFailure', params: ({ event }) => loanLoadFailureOf(event.error) },
          },
          { target: 'failed', actions: { type: 'assignLoadFailure', params: 'unavailable' as const } },
        ],
      },
    },
    failed: {
      on: { 'loan.retried': 'loading' },
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
            id: 'reloadLoan',
            src: 'loadLoan',
            input: ({ context }) => context.id,
            onDone: { target: 'idle', actions: { type: 'assignLoan', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'assignReloadFailed' },
          },
        },
        dialog: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'reason.changed': { actions: 'assignReason' },
                'action.confirmed': [
                  { guard: 'hasReasonError', actions: 'showErrors' },
                  { target: 'sending', actions: ['showErrors', 'newIdempotencyKey'] },
                ],
                'dialog.closed': { target: '#loanDetail.ready.idle', actions: 'closeDialog' },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'runLoanAction',
                src: 'runLoanAction',
                input: ({ context }) => ({
                  id: context.id,
                  action: context.action ?? 'approve',
                  version: context.loan?.version ?? 0,
                  reason: context.reason.trim(),
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
                onDone: {
                  target: '#loanDetail.ready.idle',
                  actions: [{ type: 'assignLoan', params: ({ event }) => event.output }, 'closeDialog', 'notifyDone'],
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
                    actions: { type: 'assignActionFailure', params: ({ event }) => loanActionFailureOf(event.error) },
                  },
                  { target: 'failed', actions: { type: 'assignActionFailure', params: ({ event }) => loanActionFailureOf(event.error) } },
                ],
              },
            },
            failed: {
              on: {
                'action.retried': 'sending',
                'reason.changed': { target: 'editing', actions: ['assignReason', 'clearIdempotencyKey'] },
                'dialog.closed': { target: '#loanDetail.ready.idle', actions: 'closeDialog' },
              },
            },
            refused: {
              on: {
                'action.confirmed': { target: 'sending', actions: 'newIdempotencyKey' },
                'reason.changed': { target: 'editing', actions: ['assignReason', 'clearIdempotencyKey'] },
                'dialog.closed': { target: '#loanDetail.ready.idle', actions: 'closeDialog' },
              },
            },
            stale: {
              on: {
                'stale.reloaded': 'staleReloading',
                'dialog.closed': { target: '#loanDetail.ready.idle', actions: 'closeDialog' },
              },
            },
            staleReloading: {
              tags: ['busy'],
              invoke: {
                id: 'reloadStale',
                src: 'loadLoan',
                input: ({ context }) => context.id,
                onDone: { target: 'editing', actions: [{ type: 'assignLoan', params: ({ event }) => event.output }, 'clearIdempotencyKey'] },
                onError: { target: 'stale', actions: 'assignReloadFailed' },
              },
            },
          },
        },
      },
    },
  },
});
