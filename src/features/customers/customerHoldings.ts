/**
 * What a customer has, kind by kind, as the customer's page lists it: each kind's records list
 * chart with every query fixed to `customer=<id>`, its link and its one-line summary. A new kind of
 * receivable is one entry here.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyStateMachine } from 'xstate';
import { LOAN_CUSTOMER_FILTER, loansListMachine, type LoanListRow, type LoanSortColumn } from '../../../machines/loans/loanScreens.ts';
import type { ListPage, ListQuery } from '../../../machines/records/index.ts';
import { debtsListMachine, type DebtKind, type DebtListRow, type DebtListSortColumn } from '../../../machines/debts/index.ts';
import { rentalsListMachine, type RentalListRow, type RentalListSortColumn } from '../../../machines/rentals/index.ts';
import type { Permission } from '../../../machines/permissions.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** One row as the customer's page shows it. */
export interface HoldingLine {
  id: number;
  to: string;
  /** 'Préstamo N° 12' … */
  title: MessageDescriptor;
  amount: number;
  /** What it owes (a rental: what fell due by the business date). */
  balance: number;
  /** A rental: what the contract still has to run, shown apart; null for the other kinds. */
  toRun: number | null;
}

export interface HoldingKind {
  key: 'loans' | 'rentals' | 'debts' | 'fees';
  view: Permission;
  title: MessageDescriptor;
  none: MessageDescriptor;
  forbidden: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  /** The kind's list chart, provided with its call fixed to the customer. */
  machine(deps: AppDeps, customerId: number): AnyStateMachine;
  lineOf(row: never): HoldingLine;
}

const forCustomer = <K extends string>(query: ListQuery<K>, customerId: number): ListQuery<K> => ({
  ...query,
  filters: { ...query.filters, [LOAN_CUSTOMER_FILTER]: String(customerId) },
});

const fixedTo = <Row, K extends string>(list: (query: ListQuery<K>, signal?: AbortSignal) => Promise<ListPage<Row>>, customerId: number) =>
  fromApi((query: ListQuery<K>, signal?: AbortSignal) => list(forCustomer(query, customerId), signal));

/** A debt or a fee of the customer: one list chart by kind. */
const debtLine = (kind: DebtKind) => (row: DebtListRow): HoldingLine => {
  const id = row.id;
  return kind === 'fee'
    ? { id, to: `/honorarios/${id}`, title: msg`Honorario N° ${id}`, amount: row.amount, balance: row.balance, toRun: null }
    : { id, to: `/deudas/${id}`, title: msg`Deuda N° ${id}`, amount: row.amount, balance: row.balance, toRun: null };
};
const debtsOf = (kind: DebtKind) => (deps: AppDeps, customerId: number) =>
  debtsListMachine.provide({
    actors: { loadPage: fromApi((query: ListQuery<DebtListSortColumn>, signal?: AbortSignal): Promise<ListPage<DebtListRow>> => deps.api.listDebts(kind, forCustomer(query, customerId), signal)) },
  });

export const HOLDING_KINDS: readonly HoldingKind[] = [
  {
    key: 'loans',
    view: 'loan.view',
    title: msg`Préstamos`,
    none: msg`Este cliente no tiene préstamos.`,
    forbidden: msg`Su rol no permite ver los préstamos.`,
    loading: msg`Cargando préstamos…`,
    failed: msg`No se pudo cargar la lista de préstamos`,
    machine: (deps, customerId) => loansListMachine.provide({ actors: { loadPage: fixedTo<LoanListRow, LoanSortColumn>(deps.api.listLoans, customerId) } }),
    lineOf: (row: LoanListRow) => {
      const id = row.id;
      return { id, to: `/prestamos/${id}`, title: msg`Préstamo N° ${id}`, amount: row.principal, balance: row.balance, toRun: null };
    },
  },
  {
    key: 'rentals',
    view: 'rental.view',
    title: msg`Alquileres`,
    none: msg`Este cliente no tiene alquileres.`,
    forbidden: msg`Su rol no permite ver los alquileres.`,
    loading: msg`Cargando alquileres…`,
    failed: msg`No se pudo cargar la lista de alquileres`,
    machine: (deps, customerId) => rentalsListMachine.provide({ actors: { loadPage: fixedTo<RentalListRow, RentalListSortColumn>(deps.api.listRentals, customerId) } }),
    lineOf: (row: RentalListRow) => {
      const id = row.id;
      return { id, to: `/alquileres/${id}`, title: msg`Alquiler N° ${id}`, amount: row.rent, balance: row.due_now, toRun: row.to_run };
    },
  },
  {
    key: 'debts',
    view: 'debt.view',
    title: msg`Deudas`,
    none: msg`Este cliente no tiene deudas.`,
    forbidden: msg`Su rol no permite ver las deudas.`,
    loading: msg`Cargando deudas…`,
    failed: msg`No se pudo cargar la lista de deudas`,
    machine: debtsOf('debt'),
    lineOf: debtLine('debt'),
  },
  {
    key: 'fees',
    view: 'fee.view',
    title: msg`Honorarios`,
    none: msg`Este cliente no tiene honorarios.`,
    forbidden: msg`Su rol no permite ver los honorarios.`,
    loading: msg`Cargando honorarios…`,
    failed: msg`No se pudo cargar la lista de honorarios`,
    machine: debtsOf('fee'),
    lineOf: debtLine('fee'),
  },
];
