/**
 * The actions of a debt's or a fee's page (domain.md "Debt", docs/debts.md "Lifecycle") as data:
 * each one's chart event, its contract path, whether it needs a reason, and the permission code of
 * each kind (`debt.cancel` / `fee.cancel`: server/debts/routes.ts guards the three paths with it).
 * `debtActionsFor` offers what the chart allows from the record's status and the user's permissions
 * allow; the server decides again with the facts. Pure: no HTTP, no framework.
 */
import { can, type Permission, type PermissionList } from '../permissions.ts';
import type { PayableRecord } from '../payments/paymentKinds.ts';
import { reasonErrorOf } from '../records/recordDetail.machine.ts';
import type { ReasonError } from '../records/recordDetail.types.ts';
import { DEBT_LIMITS, DEBT_ROUTES, type DebtDetail, type DebtKind } from './debt.schema.ts';
import type { DebtLifecycleEventType } from './debt.lifecycle.ts';
import { debtAllows, nextDebtStatus } from './debt.step.ts';

export const DEBT_ACTIONS = ['cancel', 'writeOff', 'undoWriteOff'] as const;
export type DebtAction = (typeof DEBT_ACTIONS)[number];

export interface DebtActionSpec {
  /** The chart's event the server runs for it. */
  event: DebtLifecycleEventType;
  /** The contract's path segment: POST /{deudas|honorarios}/{id}/<path>. */
  path: 'cancelacion' | 'castigo' | 'deshacer_castigo';
  /** The contract requires a reason (400 `reasonRequired` without one). */
  needsReason: boolean;
  /** The code each kind's route asks for. */
  permission: Readonly<Record<DebtKind, Permission>>;
}

const CANCEL_CODES = { debt: 'debt.cancel', fee: 'fee.cancel' } as const satisfies Record<DebtKind, Permission>;

export const DEBT_ACTION_SPECS: Readonly<Record<DebtAction, DebtActionSpec>> = {
  cancel: { event: 'CANCEL', path: 'cancelacion', needsReason: true, permission: CANCEL_CODES },
  writeOff: { event: 'WRITE_OFF', path: 'castigo', needsReason: true, permission: CANCEL_CODES },
  undoWriteOff: { event: 'UNDO_WRITE_OFF', path: 'deshacer_castigo', needsReason: false, permission: CANCEL_CODES },
};

/**
 * The contract's refusal codes an action may answer, each with its own text on the page (a 409
 * `stale` is the record page kit's own case; 403 and no answer are its 'forbidden' / 'unavailable').
 */
export const DEBT_ACTION_REFUSALS = ['notAllowed', 'somethingPaid', 'reasonRequired'] as const;
export type DebtActionRefusal = (typeof DEBT_ACTION_REFUSALS)[number];
export type DebtActionFailure = DebtActionRefusal | 'stale' | 'forbidden' | 'unavailable';

/** An action the page shows: a button, or (cancel once something is paid) the sentence saying why there is none. */
export interface OfferedDebtAction {
  action: DebtAction;
  /** 'somethingPaid': cancelling needs the payments reversed first (the chart's `nothingPaid` guard). */
  offer: 'offer' | 'somethingPaid';
}

/** The actions of `debt` for a user with `permissions`, in DEBT_ACTIONS order. */
export function debtActionsFor(debt: Pick<DebtDetail, 'kind' | 'status' | 'paid_total'>, permissions: PermissionList): OfferedDebtAction[] {
  const offered: OfferedDebtAction[] = [];
  for (const action of DEBT_ACTIONS) {
    const spec = DEBT_ACTION_SPECS[action];
    if (!debtAllows(debt.status, spec.event) || !can(permissions, spec.permission[debt.kind])) continue;
    const blocked = spec.event === 'CANCEL' && nextDebtStatus(debt.status, { type: 'CANCEL', paid: debt.paid_total }) === null;
    offered.push({ action, offer: blocked ? 'somethingPaid' : 'offer' });
  }
  return offered;
}

/** POST /{deudas|honorarios}/{id}/<action> with the version the user saw, the reason, and the intent's key. */
export interface DebtActionRequest {
  kind: DebtKind;
  id: number;
  action: DebtAction;
  version: number;
  reason: string;
  idempotencyKey: string;
}

/** The action's path under the API (`/deudas/5/castigo`). */
export const debtActionPath = (kind: DebtKind, id: number, action: DebtAction): string =>
  `/${DEBT_ROUTES[kind]}/${encodeURIComponent(String(id))}/${DEBT_ACTION_SPECS[action].path}`;

/** The body the contract expects: `{version, reason?}` (a reason only where one was typed or is needed). */
export function debtActionBody(action: DebtAction, version: number, reason: string): { version: number; reason?: string } {
  const typed = reason.trim();
  return DEBT_ACTION_SPECS[action].needsReason || typed !== '' ? { version, reason: typed } : { version };
}

/** The kit's reason errors ('required' where the contract needs one, 'tooLong' past the limit). */
export type DebtReasonError = ReasonError;

/** The dialog's input errors (the record page kit's `inputErrorsOf`): a reason where required, never over the limit. */
export function debtActionInputErrors(action: DebtAction, input: { reason: string }): { reason?: DebtReasonError } {
  const reason = reasonErrorOf(input.reason, DEBT_ACTION_SPECS[action].needsReason, DEBT_LIMITS.reason);
  return reason === undefined ? {} : { reason };
}

/** What the payments slot needs of a debt or a fee: its dues, what is owed, and whether its chart takes a payment now. */
export function debtPayable(debt: DebtDetail): PayableRecord {
  return {
    kind: debt.kind,
    id: debt.id,
    version: debt.version,
    schedule: debt.schedule,
    balance: debt.balance,
    overpaid: debt.overpaid,
    payable: debtAllows(debt.status, 'PAYMENT'),
    refundable: debt.overpaid > 0 && debtAllows(debt.status, 'CREDIT_REFUNDED'),
  };
}
