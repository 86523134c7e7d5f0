import { PERMISSIONS, type Permission } from '../../machines/permissions.ts';

/**
 * The demo roles' permission codes as the login answer lists them (`rol.r_permisos`), following
 * the groups each role's menu holds in server/db/seed.ts; every role reads the message templates,
 * only the administrator edits them.
 */
export const ROLE_PERMISSIONS = {
  Administrador: [...PERMISSIONS],
  Cajero: ['cash.view', 'cash.open', 'cash.close', 'cash.record', 'delivery.receive', 'movement.view', 'delivery.view', 'deliveryMovement.view', 'loan.view', 'loanPayment.view', 'rental.view', 'rentPayment.view', 'template.view'],
  Cobrador: ['cash.view', 'cash.open', 'cash.close', 'cash.record', 'delivery.view', 'delivery.create', 'loan.view', 'loanPayment.view', 'rental.view', 'rentPayment.view', 'debt.view', 'debtPayment.view', 'fee.view', 'feePayment.view', 'template.view'],
} satisfies Record<string, Permission[]>;

/** The stored `rol` key of a session of that role, with its permissions. */
export const storedRole = (idRol: number, name: keyof typeof ROLE_PERMISSIONS): string =>
  JSON.stringify({ id_rol: idRol, r_nombre: name, r_permisos: ROLE_PERMISSIONS[name] });
