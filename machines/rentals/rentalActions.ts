/**
 * The actions of a rental contract's page (docs/rentals.md "Lifecycle"), as data: which the chart
 * allows from the contract's status (`rentalAllows`) and which the user's permissions allow, each
 * with its route, its body's fields and the checks the page makes before sending (the server
 * decides again with the facts: an open session, the business date).
 */
import type { CashRoutingRefusal } from '../cash/cashRouting.ts';
import { civilAddDays, civilOf, civilText } from '../money/civilDate.ts';
import { isBusinessDate, type BusinessDate } from '../money/isoDate.ts';
import type { PayableRecord } from '../payments/paymentKinds.ts';
import { can, type Permission, type PermissionList } from '../permissions.ts';
import type { RecordActionRequest } from '../records/recordDetail.types.ts';
import { settle, type Settlement } from './dues.ts';
import { RENTAL_LIMITS, type RentalDetail, type RentalRefusalCode } from './rental.schema.ts';
import type { RentalLifecycleEventType } from './rental.lifecycle.ts';
import { RENTAL_EVENT_PERMISSION, rentalAllows } from './rental.step.ts';
import { termCount } from './terms.ts';

export const RENTAL_ACTIONS = ['sign', 'discard', 'renew', 'end', 'terminate', 'settle'] as const;
export type RentalAction = (typeof RENTAL_ACTIONS)[number];

export interface RentalActionSpec {
  /** The chart's event the server runs for it. */
  event: Exclude<RentalLifecycleEventType, 'EDIT' | 'PAYMENT' | 'PAYMENT_REVERSED'>;
  permission: Permission;
  /** The contract's path segment: POST /alquileres/{id}/<path>. */
  path: string;
  /** The body's date field ('renovacion': the new end date; 'rescision': the termination date), or none. */
  dateField: 'endDate' | 'date' | null;
  /** The contract requires a reason (400 `reasonRequired` without one). */
  needsReason: boolean;
}

export const RENTAL_ACTION_SPECS: Readonly<Record<RentalAction, RentalActionSpec>> = {
  sign: { event: 'SIGN', permission: RENTAL_EVENT_PERMISSION.SIGN, path: 'firma', dateField: null, needsReason: false },
  discard: { event: 'DISCARD', permission: RENTAL_EVENT_PERMISSION.DISCARD, path: 'descarte', dateField: null, needsReason: false },
  renew: { event: 'RENEW', permission: RENTAL_EVENT_PERMISSION.RENEW, path: 'renovacion', dateField: 'endDate', needsReason: false },
  end: { event: 'END', permission: RENTAL_EVENT_PERMISSION.END, path: 'fin', dateField: null, needsReason: false },
  terminate: { event: 'TERMINATE', permission: RENTAL_EVENT_PERMISSION.TERMINATE, path: 'rescision', dateField: 'date', needsReason: true },
  settle: { event: 'SETTLE', permission: RENTAL_EVENT_PERMISSION.SETTLE, path: 'liquidacion', dateField: null, needsReason: false },
};

/**
 * The refusals of the actions' routes that the page says in their own words (server/rentals/routes.ts):
 * the others of RENTAL_REFUSALS belong to 'Nuevo alquiler' (customer, due day, percent), and
 * `stale` is the page kit's own (409: 'Recargar'). `insufficientCash`, `chooseSession` (the settler
 * has no open session and none was chosen) and `sessionNotOpen` are the settlement's
 * (machines/cash/cashRouting.ts).
 */
export const RENTAL_ACTION_REFUSALS = [
  'notAllowed',
  'noOpenSession',
  'insufficientCash',
  'chooseSession',
  'sessionNotOpen',
  'reasonRequired',
  'endNotLater',
  'notYetEnded',
  'dateOutsideContract',
  'notWholePeriods',
  'tooManyTerms',
] as const satisfies readonly (RentalRefusalCode | 'insufficientCash' | CashRoutingRefusal)[];
export type RentalActionRefusal = (typeof RENTAL_ACTION_REFUSALS)[number];

/**
 * The actions of `rental` for a user with `permissions`, in RENTAL_ACTIONS order: the chart allows
 * it from the status, the role may, and — the one guard the page knows the facts of — 'Finalizar'
 * waits for the business date the contract was read at to reach its end (the chart's `endReached`;
 * before it, 'Rescindir' is the way out). Open sessions stay the server's to check.
 */
export function rentalActionsFor(rental: Pick<RentalDetail, 'status' | 'business_date' | 'end_date'>, permissions: PermissionList): RentalAction[] {
  return RENTAL_ACTIONS.filter((action) => {
    const spec = RENTAL_ACTION_SPECS[action];
    if (action === 'end' && rental.business_date < rental.end_date) return false;
    return rentalAllows(rental.status, spec.event) && can(permissions, spec.permission);
  });
}

/** What a contract's page hands the payments slot: its terms are its dues; the chart says whether rent is taken now. */
export function rentalPayable(rental: RentalDetail): PayableRecord {
  return {
    kind: 'rental',
    id: rental.id,
    version: rental.version,
    schedule: rental.terms,
    balance: rental.balance,
    overpaid: rental.overpaid,
    payable: rentalAllows(rental.status, 'PAYMENT'),
    refundable: rental.overpaid > 0 && rentalAllows(rental.status, 'CREDIT_REFUNDED'),
  };
}

/** The settlement the server would make at the business date the page read (the settle dialog's preview). */
export const settlementPreview = (rental: Pick<RentalDetail, 'deposit' | 'balance' | 'overpaid'>): Settlement => settle(rental.deposit, rental.balance, rental.overpaid);

export type RentalReasonError = 'required' | 'tooLong';
/**
 * Why a dialog's date cannot be sent. Renewal: after the current end, closing a whole period, at
 * most RENTAL_LIMITS.maxTerms terms in all. Termination: from the start to the day before the end.
 */
export type RentalDateError = 'required' | 'invalid' | 'notLater' | 'notWholePeriods' | 'tooManyTerms' | 'outsideContract';

export interface RentalInputErrors {
  reason?: RentalReasonError;
  date?: RentalDateError;
}

type ContractDates = Pick<RentalDetail, 'frequency' | 'start_date' | 'end_date'>;

function dateErrorOf(action: RentalAction, date: string, rental: ContractDates): RentalDateError | undefined {
  const field = RENTAL_ACTION_SPECS[action].dateField;
  if (field === null) return undefined;
  if (date.trim() === '') return 'required';
  if (!isBusinessDate(date)) return 'invalid';
  if (action === 'terminate') return date >= rental.start_date && date < rental.end_date ? undefined : 'outsideContract';
  if (date <= rental.end_date) return 'notLater';
  const count = termCount({ frequency: rental.frequency, startDate: rental.start_date, endDate: date });
  if (count === null) return 'notWholePeriods';
  return count > RENTAL_LIMITS.maxTerms ? 'tooManyTerms' : undefined;
}

const dayAfter = (date: BusinessDate, days: number): BusinessDate => civilText(civilAddDays(civilOf(date), days));

/**
 * The bounds of an action's date field (the date picker's min and max): a renewal ends after the
 * current end; a termination falls from the start to the day before the end. Null: no date.
 */
export function rentalDateBounds(action: RentalAction, rental: Pick<RentalDetail, 'start_date' | 'end_date'>): { min: BusinessDate; max?: BusinessDate } | null {
  if (action === 'renew') return { min: dayAfter(rental.end_date, 1) };
  if (action === 'terminate') return { min: rental.start_date, max: dayAfter(rental.end_date, -1) };
  return null;
}

/** The checks of an action's dialog before it is sent: its date (if it has one) and its reason. */
export function rentalInputErrors(action: RentalAction, input: { reason: string; date: BusinessDate }, rental: ContractDates): RentalInputErrors {
  const errors: RentalInputErrors = {};
  const reason = input.reason.trim();
  if (reason.length > RENTAL_LIMITS.reason) errors.reason = 'tooLong';
  else if (RENTAL_ACTION_SPECS[action].needsReason && reason === '') errors.reason = 'required';
  const date = dateErrorOf(action, input.date, rental);
  if (date !== undefined) errors.date = date;
  return errors;
}

/** POST /alquileres/{id}/<path> with the version seen, the dialog's date and reason ('' where it takes none), and the intent's key. */
export type RentalActionRequest = RecordActionRequest<RentalAction>;

/** The body each route reads (server/rentals/routes.ts): only the fields of its own schema. */
export function rentalActionBody({ action, version, reason, date }: Pick<RentalActionRequest, 'action' | 'version' | 'reason' | 'date'>): Record<string, string | number> {
  const spec = RENTAL_ACTION_SPECS[action];
  const body: Record<string, string | number> = { version };
  if (spec.dateField !== null) body[spec.dateField] = date;
  if (spec.needsReason) body.reason = reason;
  return body;
}
