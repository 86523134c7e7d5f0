import type { CashBoxRefusal, ManagedCashBox } from './cashBoxes.schema.ts';

/** A write of 'Cajas', with the key made for its intent (a retry resends it). */
export type CashBoxRequest =
  | { kind: 'create'; locationId: number; name: string; idempotencyKey: string }
  | { kind: 'rename'; locationId: number; boxId: number; name: string; version: number; idempotencyKey: string }
  | { kind: 'deactivate' | 'activate'; locationId: number; boxId: number; version: number; idempotencyKey: string };

export type CashBoxesFailure = 'forbidden' | 'unavailable';

/** What the server refused, as the section says it (a missing box reads as changed by someone else). */
export type CashBoxesRefusal = CashBoxRefusal | 'notFound';

export interface CashBoxesInput {
  locationId: number;
}

export interface CashBoxesContext extends CashBoxesInput {
  boxes: ManagedCashBox[] | null;
  failure: CashBoxesFailure | null;
  /** The dialog: a new box, or renaming one. */
  dialog: { kind: 'create' } | { kind: 'rename'; box: ManagedCashBox } | null;
  name: string;
  showErrors: boolean;
  /** A deactivation or reactivation on its way (or failed, waiting for 'Reintentar'). */
  toggle: { box: ManagedCashBox; active: boolean } | null;
  idempotencyKey: string | null;
  refusal: CashBoxesRefusal | null;
  saveFailure: CashBoxesFailure | null;
}

export type CashBoxesEvent =
  | { type: 'boxes.retried' }
  | { type: 'boxes.reloaded' }
  | { type: 'create.started' }
  | { type: 'rename.started'; boxId: number }
  | { type: 'toggle.requested'; boxId: number }
  | { type: 'name.changed'; value: string }
  | { type: 'dialog.cancelled' }
  | { type: 'dialog.submitted' }
  | { type: 'submit.retried' };
