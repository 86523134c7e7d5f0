import type { DebtListRow, DebtListSortColumn, DebtPage } from '../../machines/debts/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';

/** Twelve debts for the list suites: every fourth one open and overdue, the rest paid; the last a collector's. */
export const TWELVE_DEBTS: DebtListRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  kind: 'debt',
  customer_id: index === 11 ? null : 100 + index,
  debtor_user_id: index === 11 ? 3 : null,
  debtor_name: `Deudor ${String(index + 1).padStart(2, '0')}`,
  concept: index % 2 === 0 ? 'Reparación' : 'Materiales',
  amount: (index + 1) * 1_000_00,
  balance: index % 4 === 3 ? (index + 1) * 1_000_00 : 0,
  paid_total: index % 4 === 3 ? 0 : (index + 1) * 1_000_00,
  next_due_date: index % 4 === 3 ? '2026-11-05' : null,
  days_past_due: index % 4 === 3 ? 18 : 0,
  status: index % 4 === 3 ? 'open' : 'paid',
  installments: (index % 3) + 1,
  installments_paid: index % 4 === 3 ? 0 : (index % 3) + 1,
  officer_id: 2,
  officer_name: 'Carlos Pérez',
}));

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** What the server does with GET /deudas, in memory: search debtor and concept, sort, the status and overdue filters. */
export const DEBT_RULES: InMemoryListOptions<DebtListRow, DebtListSortColumn> = {
  searchIn: (debt) => `${debt.debtor_name} ${debt.concept}`,
  columns: {
    id: (a, b) => a.id - b.id,
    debtor_name: (a, b) => collator.compare(a.debtor_name, b.debtor_name),
    concept: (a, b) => collator.compare(a.concept, b.concept),
    amount: (a, b) => a.amount - b.amount,
    balance: (a, b) => a.balance - b.balance,
    next_due_date: (a, b) => collator.compare(a.next_due_date ?? '', b.next_due_date ?? ''),
    days_past_due: (a, b) => a.days_past_due - b.days_past_due,
    status: (a, b) => collator.compare(a.status, b.status),
  },
  filters: {
    status: (debt, value) => debt.status === value,
    overdue: (debt, value) => value !== '1' || (debt.status === 'open' && debt.days_past_due > 0),
    customer: (debt, value) => String(debt.customer_id) === value,
  },
  id: (debt) => debt.id,
};

/** The page and the totals of EVERY row the query matches, as the server answers. */
export function debtPageOf(rows: readonly DebtListRow[], query: ListQuery<DebtListSortColumn>): DebtPage {
  const all = pageOf(rows, { ...query, page: 1, pageSize: rows.length || 1 }, DEBT_RULES).items;
  const totals = all.reduce((sum, debt) => ({ amount: sum.amount + debt.amount, balance: sum.balance + debt.balance }), { amount: 0, balance: 0 });
  return { ...pageOf(rows, query, DEBT_RULES), totals };
}
