/**
 * 'Cajas' as the section reads it: a pure view model of the cashBoxes machine's snapshot, tested
 * without React.
 */
import type { SnapshotFrom } from 'xstate';
import type { ManagedCashBox } from './cashBoxes.schema.ts';
import { cashBoxNameError, type CashBoxNameError } from './cashBoxes.rules.ts';
import type { cashBoxesMachine } from './cashBoxes.machine.ts';
import type { CashBoxesEvent, CashBoxesFailure, CashBoxesRefusal } from './cashBoxes.types.ts';

export type CashBoxesSnapshot = SnapshotFrom<typeof cashBoxesMachine>;

export interface CashBoxesView {
  load: 'loading' | 'failed' | 'ready';
  failure: CashBoxesFailure | null;
  /** Active boxes first, as the server ordered them. */
  boxes: ManagedCashBox[];
  activeCount: number;
  dialog: 'create' | 'rename' | null;
  /** The box being renamed. */
  renaming: ManagedCashBox | null;
  name: string;
  /** The name's error, from the first submit on. */
  nameError: CashBoxNameError | null;
  /** What the server refused last (in the dialog, or above the list for a deactivation). */
  refusal: CashBoxesRefusal | null;
  busy: boolean;
  /** The box whose deactivation or reactivation is on its way or failed. */
  togglingId: number | null;
  /** A write got no verdict: 'Reintentar' resends it. */
  saveFailure: CashBoxesFailure | null;

  retryLoad(): void;
  reload(): void;
  startCreate(): void;
  startRename(box: ManagedCashBox): void;
  toggle(box: ManagedCashBox): void;
  changeName(value: string): void;
  cancel(): void;
  submit(): void;
  retrySubmit(): void;
}

export function connectCashBoxes(snapshot: CashBoxesSnapshot, send: (event: CashBoxesEvent) => void): CashBoxesView {
  const { context } = snapshot;
  const load = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') || context.boxes === null ? 'loading' : 'ready';
  const boxes = context.boxes ?? [];
  return {
    load,
    failure: load === 'failed' ? context.failure : null,
    boxes,
    activeCount: boxes.filter((box) => box.active).length,
    dialog: context.dialog?.kind ?? null,
    renaming: context.dialog?.kind === 'rename' ? context.dialog.box : null,
    name: context.name,
    nameError: context.showErrors && context.dialog !== null ? cashBoxNameError(context.name) : null,
    refusal: context.refusal,
    busy: snapshot.hasTag('busy'),
    togglingId: context.toggle?.box.id ?? null,
    saveFailure: snapshot.matches({ ready: 'failed' }) ? context.saveFailure : null,

    retryLoad: () => send({ type: 'boxes.retried' }),
    reload: () => send({ type: 'boxes.reloaded' }),
    startCreate: () => send({ type: 'create.started' }),
    startRename: (box) => send({ type: 'rename.started', boxId: box.id }),
    toggle: (box) => send({ type: 'toggle.requested', boxId: box.id }),
    changeName: (value) => send({ type: 'name.changed', value }),
    cancel: () => send({ type: 'dialog.cancelled' }),
    submit: () => send({ type: 'dialog.submitted' }),
    retrySubmit: () => send({ type: 'submit.retried' }),
  };
}
