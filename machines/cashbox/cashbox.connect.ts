/**
 * The 'Caja' page as a screen reads it: a pure view model of the machine's snapshot (what shows,
 * the dialog's values and errors, the close's difference), tested without React.
 */
import type { SnapshotFrom } from 'xstate';
import type { Minor } from '../money/minor.ts';
import type { CashBox, CashSession, CashSessionDetail } from './cashbox.schema.ts';
import type { cashboxMachine } from './cashbox.machine.ts';
import type { AmountFormat } from '../money/parseAmount.ts';
import { amountOf, cashErrors, closePreview, denominationsFor, type CashFieldErrors } from './cashbox.rules.ts';
import type { CashboxEvent, CashboxFailure, CashDecision, CashDialog, CashField, CashValues } from './cashbox.types.ts';

export type CashboxSnapshot = SnapshotFrom<typeof cashboxMachine>;

/** What the dialog shows under its fields. */
export type CashNotice = 'none' | 'failed' | 'conflict';

export interface CashboxView {
  load: 'loading' | 'failed' | 'ready';
  failure: CashboxFailure | null;
  /** A reload after a write is on its way (the page stays on screen). */
  refreshing: boolean;
  boxes: CashBox[];
  /** The caller's unclosed session, with its movements. */
  session: CashSessionDetail | null;
  /** The caller's box is waiting for an administrator's approval. */
  waitingApproval: boolean;
  tolerance: Minor;
  /** Sessions waiting for approval (for a role with cash.approveDifference). */
  waiting: CashSession[];
  /** 'Abrir caja' is offered: no session and a free box. */
  canOpen: boolean;
  dialog: CashDialog | null;
  values: CashValues;
  errors: CashFieldErrors;
  /** The denominations of the location's currency (minor units, largest first). */
  denominations: number[];
  /** What the typed count adds up to (by denomination or as typed), null while unreadable. */
  amount: Minor | null;
  /** How the amount is typed: the currency's digits and the active language's conventions (its error's example). */
  amountFormat: AmountFormat;
  /** Close dialog: counted − expected and whether it needs an administrator. */
  preview: { counted: Minor; difference: Minor; needsApproval: boolean } | null;
  /** Open dialog: the chosen box's last closing count and the opening's difference from it. */
  lastClosing: { amount: Minor; difference: Minor | null } | null;
  busy: boolean;
  submitting: boolean;
  /** The decision on its way or failed (approve / reopen), by session. */
  decision: { kind: CashDecision; sessionId: number } | null;
  notice: CashNotice;
  saveFailure: CashboxFailure | null;
  /** The expense was refused for lack of cash (409 insufficientCash): what the box holds, when said. */
  insufficientCash: { available: Minor | null } | null;

  retryLoad(): void;
  openDialog(dialog: CashDialog): void;
  cancel(): void;
  change(field: CashField, value: string): void;
  changeCount(denomination: number, value: string): void;
  toggleDenominations(): void;
  submit(): void;
  decide(decision: CashDecision, session: CashSession): void;
  retrySubmit(): void;
  reload(): void;
}

const NO_ERRORS: CashFieldErrors = Object.freeze({});

function noticeOf(snapshot: CashboxSnapshot): CashNotice {
  if (snapshot.matches({ ready: 'failed' })) return 'failed';
  if (snapshot.matches({ ready: 'conflict' }) || snapshot.matches({ ready: 'reloading' })) return 'conflict';
  return 'none';
}

export function connectCashbox(snapshot: CashboxSnapshot, send: (event: CashboxEvent) => void): CashboxView {
  const { context } = snapshot;
  const overview = context.overview;
  const session = overview?.session ?? null;
  const load = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') || overview === null ? 'loading' : 'ready';
  const errors = context.showErrors && context.dialog !== null ? cashErrors(context.dialog, context.values, context) : NO_ERRORS;
  const amount = amountOf(context.values, context);
  const box = overview?.boxes.find((candidate) => String(candidate.id) === context.values.boxId);
  const lastClosing = context.dialog === 'open' && box !== undefined && box.last_closing !== null
    ? { amount: box.last_closing, difference: amount.ok ? amount.minor - box.last_closing : null }
    : null;
  return {
    load,
    failure: load === 'failed' ? context.failure : null,
    refreshing: snapshot.matches('refreshing'),
    boxes: overview?.boxes ?? [],
    session,
    waitingApproval: session?.status === 'closing',
    tolerance: overview?.cash_tolerance ?? 0,
    waiting: overview?.waiting ?? [],
    canOpen: session === null && (overview?.boxes.some((candidate) => candidate.session === null) ?? false),
    dialog: context.dialog,
    values: context.values,
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    denominations: denominationsFor(context),
    amount: amount.ok ? amount.minor : null,
    amountFormat: { digits: context.digits, conventions: context.conventions },
    preview: context.dialog === 'close' && session !== null ? closePreview(session, overview?.cash_tolerance ?? 0, context.values, context) : null,
    lastClosing,
    busy: snapshot.hasTag('busy'),
    submitting: snapshot.matches({ ready: 'submitting' }),
    decision: context.decision === null ? null : { kind: context.decision.kind, sessionId: context.decision.sessionId },
    notice: noticeOf(snapshot),
    saveFailure: snapshot.matches({ ready: 'failed' }) ? context.saveFailure : null,
    insufficientCash: snapshot.matches({ ready: 'editing' }) ? context.insufficientCash : null,

    retryLoad: () => send({ type: 'overview.retried' }),
    openDialog: (dialog) => send({ type: 'dialog.opened', dialog }),
    cancel: () => send({ type: 'dialog.cancelled' }),
    change: (field, value) => send({ type: 'field.changed', field, value }),
    changeCount: (denomination, value) => send({ type: 'count.changed', denomination, value }),
    toggleDenominations: () => send({ type: 'denominations.toggled' }),
    submit: () => send({ type: 'dialog.submitted' }),
    decide: (decision, target) => send({ type: 'decision.requested', decision, sessionId: target.id, version: target.version }),
    retrySubmit: () => send({ type: 'submit.retried' }),
    reload: () => send({ type: 'conflict.reload' }),
  };
}
