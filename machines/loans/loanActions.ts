/**
 * The actions of a loan's page (domain.md "Statecharts: Loan"): which the chart allows from the
 * loan's status (`loanAllows`), which the user's permissions allow, and the four-eyes rule (who
 * submitted an application neither approves nor rejects it: the page says why instead of offering
 * the button). Pure: the page asks, the server decides again with the facts.
 */
import { can, type Permission, type PermissionList } from '../permissions.ts';
import type { LoanDetail } from './loan.schema.ts';
import type { LoanLifecycleEventType } from './loan.lifecycle.ts';
import { loanAllows } from './loan.step.ts';
import { waivableRows } from './lateCharge.ts';

export const LOAN_ACTIONS = ['approve', 'reject', 'withdraw', 'undoApproval', 'disburse', 'waiveCharge', 'writeOff', 'undoWriteOff'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

export interface LoanActionSpec {
  /** The chart's event the server runs for it. */
  event: LoanLifecycleEventType;
  permission: Permission;
  /** The contract's path segment: POST /prestamos/{id}/<path>. */
  path: string;
  /** The contract requires a reason (400 `reasonRequired` without one). */
  needsReason: boolean;
  /** Approving or rejecting: never by who submitted the application. */
  fourEyes: boolean;
}

export const LOAN_ACTION_SPECS: Readonly<Record<LoanAction, LoanActionSpec>> = {
  approve: { event: 'APPROVE', permission: 'loan.approve', path: 'aprobacion', needsReason: false, fourEyes: true },
  reject: { event: 'REJECT', permission: 'loan.approve', path: 'rechazo', needsReason: true, fourEyes: true },
  withdraw: { event: 'WITHDRAW', permission: 'loan.create', path: 'retiro', needsReason: true, fourEyes: false },
  undoApproval: { event: 'UNDO_APPROVAL', permission: 'loan.approve', path: 'deshacer_aprobacion', needsReason: false, fourEyes: false },
  disburse: { event: 'DISBURSE', permission: 'loan.disburse', path: 'desembolso', needsReason: false, fourEyes: false },
  // 'Condonar recargos': every installment's late charges (the API also takes one installment's).
  waiveCharge: { event: 'CHARGE_WAIVED', permission: 'loan.waiveCharge', path: 'condonacion', needsReason: true, fourEyes: false },
  writeOff: { event: 'WRITE_OFF', permission: 'loan.writeOff', path: 'castigo', needsReason: true, fourEyes: false },
  undoWriteOff: { event: 'UNDO_WRITE_OFF', permission: 'loan.writeOff', path: 'deshacer_castigo', needsReason: false, fourEyes: false },
};

/** An action the page shows: a button, or (four eyes) the sentence saying why there is none. */
export interface OfferedAction {
  action: LoanAction;
  /** 'offer': the button; 'ownApplication': the user submitted it, so someone else must decide. */
  offer: 'offer' | 'ownApplication';
}

/**
 * The actions of `loan` for a user with `permissions` whose id is `userId`, in LOAN_ACTIONS order.
 * `fourEyes`: the location's setting; off, the submitter is offered 'Aprobar' and 'Rechazar' too.
 */
export function loanActionsFor(loan: Pick<LoanDetail, 'status' | 'submitted' | 'schedule'>, permissions: PermissionList, userId: number | null, fourEyes = true): OfferedAction[] {
  const offered: OfferedAction[] = [];
  for (const action of LOAN_ACTIONS) {
    const spec = LOAN_ACTION_SPECS[action];
    if (!loanAllows(loan.status, spec.event) || !can(permissions, spec.permission)) continue;
    // 'Condonar recargos' only where there is a late charge to waive.
    if (action === 'waiveCharge' && waivableRows(loan.schedule).length === 0) continue;
    const own = fourEyes && spec.fourEyes && userId !== null && loan.submitted?.user_id === userId;
    offered.push({ action, offer: own ? 'ownApplication' : 'offer' });
  }
  return offered;
}
