/**
 * Permission codes (`<thing>.<verb>`, as in domain.md: `loan.approve`, `cash.close`). A role holds
 * a set of them; the server checks them on every business call and sends the signed-in role's set
 * in the login answer (`rol.r_permisos`), so the app shows only what will not answer 403. Areas
 * add their action codes here as they arrive; no code anywhere compares role ids.
 */
export const PERMISSIONS = [
  'staff.view',
  // Create staff accounts, disable and re-enable them, reset passwords, change their role.
  'staff.manage',
  'role.view',
  // Create and edit roles: name, start route, menu entries, permissions.
  'role.manage',
  'cash.view',
  // Open a cash session on a box, and ask to close one's own (counting the cash).
  'cash.open',
  'cash.close',
  // Record income and expenses in one's own open session (an expense never beyond the session's cash).
  'cash.record',
  // Approve a close whose difference is beyond the location's tolerance (not one's own close).
  'cash.approveDifference',
  // Create a location's cash boxes, rename them, deactivate one (it keeps its history and can no
  // longer be opened) and reactivate it ('Cajas' in 'Configuración de ubicación').
  'cashbox.manage',
  'movement.view',
  // Reverse a movement with a reason: the reversing movement enters the box's open session.
  'movement.reverse',
  'delivery.view',
  // Declare a delivery of one's field cash to the office, and cancel it while pending.
  'delivery.create',
  // Receive a delivery into one's own open session.
  'delivery.receive',
  // Settle a disputed delivery (the shortage becomes a debt of the collector, or is written off).
  'delivery.resolve',
  'deliveryMovement.view',
  'loan.view',
  // See every officer's loans; without it a user sees the portfolio they are the officer of.
  'loan.viewAll',
  // Apply for a loan for a customer (and withdraw an application before it is decided).
  'loan.create',
  // Approve or reject an application (never one's own), and undo an approval before disbursement.
  'loan.approve',
  // Disburse an approved loan out of one's own open cash session.
  'loan.disburse',
  // Write off an active loan's balance, and undo a write-off.
  'loan.writeOff',
  // Waive ('Condonar') an installment's unpaid late charges, with a reason (audited).
  'loan.waiveCharge',
  // Date a payment of any kind up to the location's days back ('Fecha valor'); the cash enters today's session.
  'payment.backdate',
  'loanPayment.view',
  // Take a loan payment into one's own open cash session.
  'loanPayment.create',
  // Reverse a loan payment with a reason. A cash payment's money goes back out through the box it
  // came in through (its open session), or, when that box is closed, an open session of the same
  // location the reverser chooses: no box of one's own is needed (machines/cash/cashRouting.ts).
  'loanPayment.reverse',
  // Take a payment on a written-off loan (a recovery: the loan stays written off).
  'loanPayment.recover',
  'rental.view',
  // See every rental; without it a user sees the contracts they are the officer of.
  'rental.viewAll',
  // Draft a rental contract, edit the draft, sign it (receiving the deposit) and renew it.
  'rental.create',
  // End or terminate an active contract.
  'rental.terminate',
  // Close an ended or terminated contract, settling its deposit (returned, or applied to what is owed).
  // What is returned leaves one's own open session, or, without one, an open session one chooses.
  'rental.settle',
  'rentPayment.view',
  // Take a rent payment into one's own open cash session.
  'rentPayment.create',
  // Reverse a rent payment with a reason (its cash out through the box it came in through, or a chosen open session).
  'rentPayment.reverse',
  'debt.view',
  // See every debt; without it a user sees the debts they are the officer of.
  'debt.viewAll',
  // Record a debt a customer owes (optionally in installments).
  'debt.create',
  // Cancel a debt with a reason (nothing paid yet), or write off what is left of it.
  'debt.cancel',
  'debtPayment.view',
  'debtPayment.create',
  // Reverse a debt payment with a reason (its cash out through the box it came in through, or a chosen open session).
  'debtPayment.reverse',
  'fee.view',
  // See every fee; without it a user sees the fees they are the officer of.
  'fee.viewAll',
  // Charge a customer a fee for a service.
  'fee.create',
  // Cancel a fee with a reason (nothing paid yet), or write off what is left of it.
  'fee.cancel',
  'feePayment.view',
  'feePayment.create',
  // Reverse a fee payment with a reason (its cash out through the box it came in through, or a chosen open session).
  'feePayment.reverse',
  // Pay a record's credit (what was paid beyond everything owed) back to the customer out of one's
  // own open cash session, with a reason: 'Devolver saldo a favor' of a loan, a rental, a debt or a fee.
  'credit.refund',
  'template.view',
  'template.edit',
  'location.view',
  'location.edit',
  // Turn a location's four eyes on or off (whether a submitter may approve their own loan
  // application or their own close difference); granted to the Administrador (migration 025).
  'location.fourEyes',
  'analytics.view',
  'customer.view',
  'customer.create',
  'customer.edit',
  'audit.view',
  // Import customers and running loans from a spreadsheet ('Importar', issue #37): the administrator.
  'import.run',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (code: string): code is Permission => (PERMISSIONS as readonly string[]).includes(code);

/**
 * What the app knows of the signed-in role's permissions. `null`: the API did not say (a server
 * that follows only the specification's login answer); the app then hides nothing and the
 * server's 403 is the answer, as the specification's own client behaves.
 */
export type PermissionList = readonly Permission[] | null;

export function can(permissions: PermissionList, code: Permission): boolean {
  return permissions === null || permissions.includes(code);
}

/** A code's shape (`<thing>.<verb>`): what the login answer's list is checked by. */
const CODE_SHAPE = /^[a-z][A-Za-z]{0,39}\.[a-z][A-Za-z]{0,39}$/;

/**
 * An answer's list of codes, those of another shape dropped. Checked by shape, not against
 * PERMISSIONS: the list stays out of the login page's download (it grows with every area), and a
 * code this app does not know (a newer server's) is never asked for by `can`, so keeping it is
 * harmless.
 */
export const knownPermissions = (codes: readonly unknown[]): Permission[] =>
  codes.filter((code): code is Permission => typeof code === 'string' && CODE_SHAPE.test(code));
