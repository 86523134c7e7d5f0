/**
 * The four kinds of receivable a payment can pay (domain.md "Payment": target loan, rental, debt,
 * fee), and what differs between them — routes, permission codes, the cash movement a cash payment
 * posts —, as plain data. Everything else about a payment (the dialog, the allocation preview, the
 * receipt, the reversal, the payments list, the server's write path) is one piece for all four,
 * parameterised by the kind (docs/receivables.md).
 */
import type { MovementType } from '../cash/cash.schema.ts';
import type { Minor } from '../money/minor.ts';
import type { DueRow } from '../receivables/due.schema.ts';
import type { Permission } from '../permissions.ts';
import type { PrepayBasis } from '../loans/prepayment.ts';

export const PAYMENT_KINDS = ['loan', 'rental', 'debt', 'fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PaymentKindInfo {
  /** The receivables' route: `/{area}/{id}/pagos` takes and lists one record's payments. */
  area: 'prestamos' | 'alquileres' | 'deudas' | 'honorarios';
  /** The payments list route of the specification: `/{payments}`, `/{payments}/{id}`, `/{payments}/{id}/reversion`. */
  payments: 'pagos_prestamos' | 'pagos_alquiler' | 'pagos_deudas' | 'pagos_honorario';
  view: Permission;
  create: Permission;
  reverse: Permission;
  /** Without it a user works only the records they are the officer of (and the payments they received). */
  viewAll: Permission;
  /** The type of the cash movement a cash payment posts; its `source_kind` too. */
  movementType: Extract<MovementType, 'loanPayment' | 'rentPayment' | 'debtPayment' | 'feePayment'>;
  /** The audit entity of the record a payment is written on (its 'Historial' shows the payments). */
  entity: PaymentKind;
  /** A kind whose written-off records take payments as recoveries: the permission it asks (loans only). */
  recover?: Permission;
}

export const PAYMENT_KIND_INFO: Readonly<Record<PaymentKind, PaymentKindInfo>> = {
  loan: {
    area: 'prestamos', payments: 'pagos_prestamos', view: 'loanPayment.view', create: 'loanPayment.create', reverse: 'loanPayment.reverse',
    viewAll: 'loan.viewAll', movementType: 'loanPayment', entity: 'loan', recover: 'loanPayment.recover',
  },
  rental: {
    area: 'alquileres', payments: 'pagos_alquiler', view: 'rentPayment.view', create: 'rentPayment.create', reverse: 'rentPayment.reverse',
    viewAll: 'rental.viewAll', movementType: 'rentPayment', entity: 'rental',
  },
  debt: {
    area: 'deudas', payments: 'pagos_deudas', view: 'debtPayment.view', create: 'debtPayment.create', reverse: 'debtPayment.reverse',
    viewAll: 'debt.viewAll', movementType: 'debtPayment', entity: 'debt',
  },
  fee: {
    area: 'honorarios', payments: 'pagos_honorario', view: 'feePayment.view', create: 'feePayment.create', reverse: 'feePayment.reverse',
    viewAll: 'fee.viewAll', movementType: 'feePayment', entity: 'fee',
  },
};

/**
 * What the payments section of a receivable's page needs of its record: each area's page hands it
 * to the payments feature's slot (src/app composes the two), so 'Registrar pago' previews the
 * allocation over the same schedule the page shows.
 */
export interface PayableRecord {
  kind: PaymentKind;
  id: number;
  /** The record's version as the page read it (a payment sends it: stale → 409). */
  version: number;
  schedule: readonly DueRow[];
  /** What is still owed in total (the dialog shows it beside the amount). */
  balance: Minor;
  /** Σ paid beyond everything owed. */
  overpaid: Minor;
  /** The record's chart allows a payment in its current state (the user's permission is checked apart). */
  payable: boolean;
  /**
   * It holds a credit (`overpaid` > 0) its chart lets be refunded in its state ('Devolver saldo a
   * favor': a loan or a debt 'Pagado de más', a closed rental; an open contract returns it with the
   * deposit). The user's `credit.refund` is checked apart.
   */
  refundable: boolean;
  /**
   * A loan's early settlement at the business date ('Liquidar', machines/loans/payoff.ts): the quote
   * and the schedule it settles to; absent or null where none is offered.
   */
  payoff?: { amount: Minor; schedule: readonly DueRow[] } | null;
  /** A payment would be a recovery (a written-off loan): it asks the kind's `recover` permission too. */
  recovery?: boolean;
  /**
   * An active loan takes a partial prepayment ('Menos cuotas' / 'Cuota menor', machines/loans
   * prepayment.ts): what its preview reads besides the schedule; absent or null where none is offered.
   */
  prepay?: PrepayBasis | null;
}
