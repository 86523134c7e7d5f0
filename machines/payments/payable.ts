/**
 * Each kind's detail (GET /{area}/{id}) as the payments slot needs it: a PayableRecord. The pages
 * hand the slot their record mapped this way, and the payment dialog reloads a record changed under
 * it (409 stale) through the same mapping, so the figures it previews are the page's.
 */
import type { DebtDetail } from '../debts/debt.schema.ts';
import { debtAllows } from '../debts/debt.step.ts';
import type { LoanDetail } from '../loans/loan.schema.ts';
import { loanPayable } from '../loans/loanPayable.ts';
import type { RentalDetail } from '../rentals/rental.schema.ts';
import { rentalAllows } from '../rentals/rental.step.ts';
import type { PayableRecord, PaymentKind } from './paymentKinds.ts';

/** A contract: its terms are its dues (rent as principal, the late fee as charges). */
export const rentalPayable = (rental: RentalDetail): PayableRecord => ({
  kind: 'rental',
  id: rental.id,
  version: rental.version,
  // A term row is a due row with its period: the extra fields do no harm to the preview.
  schedule: rental.terms,
  balance: rental.balance,
  overpaid: rental.overpaid,
  payable: rentalAllows(rental.status, 'PAYMENT'),
});

/** A debt or a fee (one contract by kind: the record says which). */
export const debtPayable = (debt: DebtDetail): PayableRecord => ({
  kind: debt.kind,
  id: debt.id,
  version: debt.version,
  schedule: debt.schedule,
  balance: debt.balance,
  overpaid: debt.overpaid,
  payable: debtAllows(debt.status, 'PAYMENT'),
});

/** The detail each kind's route answers. */
export interface PayableDetails {
  loan: LoanDetail;
  rental: RentalDetail;
  debt: DebtDetail;
  fee: DebtDetail;
}

const MAPPERS: { readonly [K in PaymentKind]: (detail: PayableDetails[K]) => PayableRecord } = {
  loan: loanPayable,
  rental: rentalPayable,
  debt: debtPayable,
  fee: debtPayable,
};

/** Any kind's detail as a PayableRecord. */
export const payableOf = <K extends PaymentKind>(kind: K, detail: PayableDetails[K]): PayableRecord => MAPPERS[kind](detail);
