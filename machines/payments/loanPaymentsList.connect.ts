import { connectRecordsList, type RecordsListSnapshot, type RecordsListView } from '../records/recordsList.connect.ts';
import type { RecordsListEvent } from '../records/recordsList.types.ts';
import type { Payment, PaymentSortColumn, PaymentTotals } from './payments.schema.ts';

type Named = { id: number; name: string };
const NO_USERS: readonly Named[] = Object.freeze([]);

export interface LoanPaymentsView extends RecordsListView<Payment, PaymentSortColumn> {
  /** Σ posted and Σ reversed of every payment the filters match (the last answer's); null before one. */
  totals: PaymentTotals | null;
  /** The choices of the 'Usuario' filter: everyone who received a loan payment. */
  users: readonly Named[];
}

/** 'Pagos de préstamos': the records list plus the totals and user choices its answers carry. */
export function connectLoanPayments(
  snapshot: RecordsListSnapshot<Payment, PaymentSortColumn>,
  send: (event: RecordsListEvent<PaymentSortColumn>) => void,
): LoanPaymentsView {
  // The page is a PaymentPage (the API slice checked it against PaymentPageSchema).
  const page = snapshot.context.page as (typeof snapshot.context.page & { totals?: PaymentTotals; users?: Named[] }) | null;
  return { ...connectRecordsList(snapshot, send), totals: page?.totals ?? null, users: page?.users ?? NO_USERS };
}
