/**
 * Each kind's detail (GET /{area}/{id}) as the payments slot needs it: a PayableRecord. The pages
 * hand the slot their record mapped this way, and the payment dialog reloads a record changed under
 * it (409 stale) through the same mapping, so the figures it previews are the page's. Each area
 * owns its mapper (loanPayable, rentalPayable, debtPayable); this file only names them by kind.
 */
import type { DebtDetail } from '../debts/debt.schema.ts';
import { debtPayable } from '../debts/debtActions.ts';
import type { LoanDetail } from '../loans/loan.schema.ts';
import { loanPayable } from '../loans/loanPayable.ts';
import type { RentalDetail } from '../rentals/rental.schema.ts';
import { rentalPayable } from '../rentals/rentalActions.ts';
import type { PayableRecord, PaymentKind } from './paymentKinds.ts';

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

export { rentalPayable, debtPayable };
