/** A loan's page as the screen reads it: the pure view model, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { LoanDetail } from './loan.schema.ts';
import type { LoanAction } from './loanActions.ts';
import { reasonErrorOf, type loanDetailMachine, type ReasonError } from './loanDetail.machine.ts';
import type { LoanActionFailure, LoanDetailEvent, LoanLoadFailure } from './loanDetail.types.ts';

export type LoanDetailSnapshot = SnapshotFrom<typeof loanDetailMachine>;

export interface LoanDialogView {
  action: LoanAction;
  reason: string;
  /** Shown from the first confirmation on. */
  reasonError: ReasonError | null;
  sending: boolean;
  /** What went wrong, said in the dialog (null while nothing did). */
  failure: LoanActionFailure | null;
  canRetry: boolean;
  /** 409 `stale`: 'Recargar' is offered (and running while `reloadingStale`). */
  stale: boolean;
  reloadingStale: boolean;
}

export interface LoanDetailView {
  load: 'loading' | 'failed' | 'ready';
  retrying: boolean;
  loan: LoanDetail | null;
  refused: Exclude<LoanLoadFailure, 'unavailable'> | null;
  /** A RELOAD is on its way (the loan stays on screen). */
  reloading: boolean;
  reloadFailed: boolean;
  dialog: LoanDialogView | null;

  retry(): void;
  reload(): void;
  open(action: LoanAction): void;
  changeReason(reason: string): void;
  confirm(): void;
  retryAction(): void;
  reloadStale(): void;
  close(): void;
}

export function connectLoanDetail(snapshot: LoanDetailSnapshot, send: (event: LoanDetailEvent) => void): LoanDetailView {
  const { context } = snapshot;
  const inDialog = snapshot.matches({ ready: 'dialog' }) && context.action !== null;
  const sending = snapshot.matches({ ready: { dialog: 'sending' } });
  const stale = snapshot.matches({ ready: { dialog: 'stale' } }) || snapshot.matches({ ready: { dialog: 'staleReloading' } });
  return {
    load: snapshot.matches('failed') || (snapshot.matches('loading') && context.loadFailure !== null) ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready',
    retrying: snapshot.matches('loading') && context.loadFailure !== null,
    loan: context.loan,
    refused: snapshot.matches('refused') && context.loadFailure !== null && context.loadFailure !== 'unavailable' ? context.loadFailure : null,
    reloading: snapshot.matches({ ready: 'reloading' }),
    reloadFailed: context.reloadFailed,
    dialog:
      inDialog && context.action !== null
        ? {
            action: context.action,
            reason: context.reason,
            reasonError: context.showErrors ? reasonErrorOf(context) : null,
            sending,
            failure: snapshot.matches({ ready: { dialog: 'editing' } }) || sending ? null : context.actionFailure,
            canRetry: snapshot.matches({ ready: { dialog: 'failed' } }),
            stale,
            reloadingStale: snapshot.matches({ ready: { dialog: 'staleReloading' } }),
          }
        : null,

    retry: () => send({ type: 'loan.retried' }),
    reload: () => send({ type: 'RELOAD' }),
    open: (action) => send({ type: 'action.opened', action }),
    changeReason: (reason) => send({ type: 'reason.changed', reason }),
    confirm: () => send({ type: 'action.confirmed' }),
    retryAction: () => send({ type: 'action.retried' }),
    reloadStale: () => send({ type: 'stale.reloaded' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}
