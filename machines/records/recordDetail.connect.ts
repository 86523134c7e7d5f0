/** A record's page as the screen reads it: the pure view model, tested on bare snapshots. */
import type { SnapshotFrom } from 'xstate';
import type { RecordDetailMachine } from './recordDetail.machine.ts';
import type { ActionInputErrors, RecordActionFailure, RecordDetailEvent, RecordLoadFailure } from './recordDetail.types.ts';

export interface RecordDialogView<A extends string> {
  action: A;
  reason: string;
  date: string;
  choice: string;
  /** Shown from the first confirmation on ({} until then, and when nothing is wrong). */
  errors: ActionInputErrors;
  sending: boolean;
  /** What went wrong, said in the dialog (null while nothing did). */
  failure: RecordActionFailure | null;
  canRetry: boolean;
  /** 409 `stale`: 'Recargar' is offered (and running while `reloadingStale`). */
  stale: boolean;
  reloadingStale: boolean;
}

export interface RecordDetailView<R, A extends string> {
  load: 'loading' | 'failed' | 'ready';
  retrying: boolean;
  record: R | null;
  refused: Exclude<RecordLoadFailure, 'unavailable'> | null;
  /** A RELOAD is on its way (the record stays on screen). */
  reloading: boolean;
  reloadFailed: boolean;
  dialog: RecordDialogView<A> | null;

  retry(): void;
  reload(): void;
  open(action: A): void;
  changeReason(reason: string): void;
  changeDate(date: string): void;
  changeChoice(choice: string): void;
  confirm(): void;
  retryAction(): void;
  reloadStale(): void;
  close(): void;
}

/**
 * The view of any record page's snapshot. `inputErrorsOf` is the area's own rule (the one its
 * machine was made with), so the page shows exactly the errors that kept the dialog open.
 */
export function connectRecordDetail<R extends { version: number }, A extends string>(
  snapshot: SnapshotFrom<RecordDetailMachine<R, A>>,
  send: (event: RecordDetailEvent<A>) => void,
  inputErrorsOf: (action: A, input: { reason: string; date: string; choice: string }, record: R | null) => ActionInputErrors,
): RecordDetailView<R, A> {
  const { context } = snapshot;
  const inDialog = snapshot.matches({ ready: 'dialog' });
  const sending = snapshot.matches({ ready: { dialog: 'sending' } });
  const stale = snapshot.matches({ ready: { dialog: 'stale' } }) || snapshot.matches({ ready: { dialog: 'staleReloading' } });
  const action = context.action;
  return {
    load: snapshot.matches('failed') || (snapshot.matches('loading') && context.loadFailure !== null) ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready',
    retrying: snapshot.matches('loading') && context.loadFailure !== null,
    record: context.record,
    refused: snapshot.matches('refused') && context.loadFailure !== null && context.loadFailure !== 'unavailable' ? context.loadFailure : null,
    reloading: snapshot.matches({ ready: 'reloading' }),
    reloadFailed: context.reloadFailed,
    dialog:
      inDialog && action !== null
        ? {
            action,
            reason: context.reason,
            date: context.date,
            choice: context.choice,
            errors: context.showErrors ? inputErrorsOf(action, { reason: context.reason, date: context.date, choice: context.choice }, context.record) : {},
            sending,
            failure: snapshot.matches({ ready: { dialog: 'editing' } }) || sending ? null : context.actionFailure,
            canRetry: snapshot.matches({ ready: { dialog: 'failed' } }),
            stale,
            reloadingStale: snapshot.matches({ ready: { dialog: 'staleReloading' } }),
          }
        : null,

    retry: () => send({ type: 'record.retried' }),
    reload: () => send({ type: 'RELOAD' }),
    open: (next) => send({ type: 'action.opened', action: next }),
    changeReason: (reason) => send({ type: 'reason.changed', reason }),
    changeDate: (date) => send({ type: 'date.changed', date }),
    changeChoice: (choice) => send({ type: 'choice.changed', choice }),
    confirm: () => send({ type: 'action.confirmed' }),
    retryAction: () => send({ type: 'action.retried' }),
    reloadStale: () => send({ type: 'stale.reloaded' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}
