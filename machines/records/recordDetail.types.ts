/** Why a record could not be shown: no such record (or not in the caller's portfolio), not allowed, or anything else (retry). */
export type RecordLoadFailure = 'notFound' | 'forbidden' | 'unavailable';

/**
 * Why an action did not happen: one of the contract's refusal codes (each said in its own words by
 * the page), `stale` (409: someone else changed the record), `forbidden` (403) or `unavailable`
 * (no answer: 'Reintentar' with the same key).
 */
export type RecordActionFailure<C extends string = string> = C | 'stale' | 'forbidden' | 'unavailable';

export type ReasonError = 'required' | 'tooLong';

/** What the dialog's inputs lack: a reason error, and a date error as a code the area names. */
export interface ActionInputErrors {
  reason?: ReasonError;
  date?: string;
}

/** The dialog's inputs: a 'Motivo', a date and a choice (which installment…), each '' for an action that takes none. */
export interface ActionInput {
  reason: string;
  date: string;
  choice: string;
}

/** POST /{area}/{id}/<action> with the version the user saw, its inputs, and the intent's key. */
export interface RecordActionRequest<A extends string> {
  id: number;
  action: A;
  version: number;
  reason: string;
  /** An ISO business date, or '' for an action that takes none. */
  date: string;
  /** The dialog's choice as the area names it ('' : none made, or an action that takes none). */
  choice: string;
  idempotencyKey: string;
}

export interface RecordDetailInput {
  id: number;
}

export interface RecordDetailContext<R, A extends string> {
  id: number;
  record: R | null;
  loadFailure: RecordLoadFailure | null;
  /** The open dialog's action (null: none open). */
  action: A | null;
  /** The dialog's 'Motivo', kept through a failure, a refusal and a 409. */
  reason: string;
  /** The dialog's date ('' until typed), kept as the reason is. */
  date: string;
  /** The dialog's choice ('' until made), kept as the reason is. */
  choice: string;
  showErrors: boolean;
  /** Made when an action is confirmed; kept by 'Reintentar'. */
  idempotencyKey: string | null;
  actionFailure: RecordActionFailure | null;
  /** The last reload (RELOAD, or 'Recargar' after a 409) found no answer: the shown record may be old. */
  reloadFailed: boolean;
}

export type RecordDetailEvent<A extends string> =
  | { type: 'record.retried' }
  /** Sent by the page's owner when something else changed the record (a payment was posted). */
  | { type: 'RELOAD' }
  | { type: 'action.opened'; action: A }
  | { type: 'reason.changed'; reason: string }
  | { type: 'date.changed'; date: string }
  | { type: 'choice.changed'; choice: string }
  | { type: 'action.confirmed' }
  | { type: 'action.retried' }
  /** 'Recargar' after a 409 `stale`: the record as stored now; the typed inputs stay. */
  | { type: 'stale.reloaded' }
  | { type: 'dialog.closed' };

export interface RecordDetailOptions<R, A extends string> {
  /** The chart's id (`loanDetail`, `rentalDetail`…): charts, coverage and the inspector name it. */
  id: string;
  /** The contract's refusal codes the page says in their own words. */
  refusals: readonly string[];
  /** What the dialog's inputs lack for `action` on `record`; confirming with any error stays in the dialog. */
  inputErrorsOf(action: A, input: ActionInput, record: R | null): ActionInputErrors;
  /** Some of the area's actions take a date ('date.changed' exists in its chart only then). */
  takesDate?: boolean;
  /** Some of the area's actions take a choice ('choice.changed' exists in its chart only then). */
  takesChoice?: boolean;
}
