// @vitest-environment node
import { expect } from 'vitest';
import { connectLoanPayments, LOAN_PAYMENTS_PAGE_SIZE, loanPaymentsListMachine } from '../../machines/payments/index.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import { describeRecordsListView } from '../records/recordsListPaths.ts';
import { paymentPageOf, THIRTY_PAYMENTS } from './loanPayments.fixtures.ts';

describeRecordsListView({
  machine: loanPaymentsListMachine,
  pageSize: LOAN_PAYMENTS_PAGE_SIZE,
  rows: THIRTY_PAYMENTS,
  search: 'paz',
  sort: 'amount',
  filter: { key: 'status', value: 'reversed' },
  // Each answer carries the totals of the whole filter.
  pageOf: (rows, page) => paymentPageOf(rows, { ...emptyQuery(LOAN_PAYMENTS_PAGE_SIZE), page }),
  checkState: (snapshot) => {
    const view = connectLoanPayments(snapshot, () => {});
    expect(view.totals === null).toBe(snapshot.context.page === null);
  },
});
