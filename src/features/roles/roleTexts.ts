import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '../../../machines/permissions.ts';
import type { RoleRefusal } from '../../../machines/roles/index.ts';
import { GROUP_TITLES, isBusinessRoute, ROUTE_TITLES } from '../../app/routes.ts';

/** A menu entry's name: the app's own title for a known route, else the server's text. */
export const entryLabel = (i18n: I18n, route: string, serverText: string): string =>
  isBusinessRoute(route) ? i18n._(ROUTE_TITLES[route]) : serverText;

/** A menu group's name: the app's own title by its icon key, else the server's text. */
export const groupLabel = (i18n: I18n, icon: string, serverText: string): string =>
  Object.hasOwn(GROUP_TITLES, icon) ? i18n._(GROUP_TITLES[icon] as MessageDescriptor) : serverText;

/** A permission code's group (`cash` of `cash.view`) and its verb (`view`). */
type ThingOf<P> = P extends `${infer T}.${string}` ? T : never;
type VerbOf<P> = P extends `${string}.${infer V}` ? V : never;

/**
 * What a permission code lets a role do, readable: the code's thing (its group) and verb. Typed by
 * the codes themselves, so a permission added without its words fails the typecheck instead of
 * showing 'terminate' to a Spanish administrator.
 */
const THING_LABELS: Readonly<Record<ThingOf<Permission>, MessageDescriptor>> = {
  staff: msg`Usuarios`,
  role: msg`Roles`,
  cash: msg`Caja`,
  cashbox: msg`Cajas`,
  movement: msg`Movimientos`,
  delivery: msg`Entregas de efectivo`,
  deliveryMovement: msg`Movimientos de entrega`,
  loan: msg`Préstamos`,
  loanPayment: msg`Pagos de préstamos`,
  rental: msg`Alquileres`,
  rentPayment: msg`Pagos de alquiler`,
  debt: msg`Deudas`,
  debtPayment: msg`Pagos de deudas`,
  fee: msg`Honorarios`,
  feePayment: msg`Pagos de honorarios`,
  template: msg`Configuración de mensajes`,
  location: msg`Configuración de ubicación`,
  analytics: msg`Analítica`,
  customer: msg`Clientes`,
  audit: msg`Historial de cambios`,
  credit: msg`Saldos a favor`,
  import: msg`Importar`,
  payment: msg`Pagos`,
};

const VERB_LABELS: Readonly<Record<VerbOf<Permission>, MessageDescriptor>> = {
  view: msg`Ver`,
  manage: msg`Administrar`,
  create: msg`Crear`,
  edit: msg`Modificar`,
  open: msg`Abrir`,
  close: msg`Cerrar`,
  record: msg`Registrar ingresos y egresos`,
  approveDifference: msg`Aprobar cierres con diferencia`,
  reverse: msg`Revertir`,
  receive: msg`Recibir`,
  resolve: msg`Resolver disputas`,
  viewAll: msg`Ver toda la cartera`,
  approve: msg`Aprobar o rechazar`,
  disburse: msg`Desembolsar`,
  writeOff: msg`Castigar`,
  waiveCharge: msg`Condonar recargos por mora`,
  terminate: msg`Finalizar o rescindir contratos`,
  settle: msg`Liquidar la garantía y cerrar contratos`,
  cancel: msg`Anular o castigar`,
  fourEyes: msg`Activar o desactivar la aprobación por otra persona (cuatro ojos)`,
  refund: msg`Devolver`,
  run: msg`Importar clientes y préstamos desde planillas`,
  backdate: msg`Registrar pagos con fecha valor anterior a hoy`,
  recover: msg`Cobrar recuperos de préstamos castigados`,
};

const labelOf = (labels: Readonly<Record<string, MessageDescriptor>>, key: string, i18n: I18n): string => {
  const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
  return label ? i18n._(label) : key;
};

/** The group a code is shown under ('Caja' for `cash.view`); an unknown thing shows as written. */
export const thingLabel = (i18n: I18n, thing: string): string => labelOf(THING_LABELS, thing, i18n);

/** The verb of a code ('Ver' for `cash.view`). */
export const permissionLabel = (i18n: I18n, code: Permission | string): string => labelOf(VERB_LABELS, code.split('.')[1] ?? code, i18n);

/** Why the server or the rules refused a save, said to the user. */
export const REFUSAL_TEXTS: Record<RoleRefusal, MessageDescriptor> = {
  nameRequired: msg`Escriba el nombre del rol.`,
  nameTaken: msg`Ya existe un rol con ese nombre.`,
  startRouteNotChosen: msg`La página de inicio debe ser una de las entradas de menú elegidas.`,
  unknownMenuEntry: msg`Una de las entradas de menú ya no existe. Recargue la página.`,
  unknownPermission: msg`Uno de los permisos ya no existe. Recargue la página.`,
  lastManager: msg`Debe quedar al menos una cuenta habilitada con el permiso Usuarios: Administrar. Déselo antes a otro rol con cuentas habilitadas, o deje este permiso en este rol.`,
  selfLockout: msg`Este es su propio rol: debe conservar la entrada de menú Roles y los permisos Roles: Ver y Roles: Administrar, o no podría volver a esta pantalla.`,
};
