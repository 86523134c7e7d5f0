/**
 * 'Total adeudado' of a customer's page: what the customer owes across every receivable, computed
 * here from the projections the writes keep (loans.balance, debts.balance), never summed in a
 * component. `GET /clientes/{id}/adeudado` (customer.view) → { parts: {kind, balance}[], total }.
 * Each part counts only what the caller may see: the kind's view code, and without its viewAll
 * code only the records whose officer they are (the lists' portfolio rule).
 *
 * A rental contract owes what fell due by the business date (rent and late fees: #30, a tenant up to
 * date owes nothing) from signing on, through ending and termination, and after closing whatever the
 * deposit did not cover; a draft or a discarded one owes nothing. What its contracts still have to
 * run is answered apart (`rentals_to_run`), outside the total.
 */
import { Hono } from 'hono';
import type { CustomerOwed, OwedKind } from '../../machines/customers/customerOwed.schema.ts';
import type { Permission } from '../../machines/permissions.ts';
import { minorFromColumn, sumMinor } from '../../machines/money/index.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { locationToday } from '../locations/today.ts';
import { refreshRentalBalances } from '../rentals/balances.ts';
import { refreshLoanBalances } from '../loans/balances.ts';

interface OwedSource {
  kind: OwedKind;
  view: Permission;
  viewAll: Permission;
  /** SQL over `$1` (the customer) and, when `$2` is given, the officer: Σ still owed. */
  sql: (ownOnly: boolean) => string;
}

const debtsOf = (kind: 'debt' | 'fee') => (ownOnly: boolean) =>
  `SELECT COALESCE(sum(balance), 0) AS owed FROM debts WHERE kind = '${kind}' AND customer_id = $1 AND status IN ('open', 'writtenOff')${ownOnly ? ' AND officer_id = $2' : ''}`;

/** Every receivable a customer can owe (what a written-off record owes is still owed). */
export const OWED_SOURCES: readonly OwedSource[] = [
  {
    kind: 'loan', view: 'loan.view', viewAll: 'loan.viewAll',
    sql: (ownOnly) => `SELECT COALESCE(sum(balance), 0) AS owed FROM loans WHERE customer_id = $1 AND status IN ('active', 'writtenOff')${ownOnly ? ' AND officer_id = $2' : ''}`,
  },
  {
    kind: 'rental', view: 'rental.view', viewAll: 'rental.viewAll',
    // Due to date (the row's projection refreshed at the business date first), and apart what is still to run.
    sql: (ownOnly) => `SELECT COALESCE(sum(due_balance), 0) AS owed, COALESCE(sum(balance - due_balance), 0) AS to_run FROM rentals WHERE customer_id = $1 AND status IN ('active', 'ended', 'terminated', 'closed')${ownOnly ? ' AND officer_id = $2' : ''}`,
  },
  { kind: 'debt', view: 'debt.view', viewAll: 'debt.viewAll', sql: debtsOf('debt') },
  { kind: 'fee', view: 'fee.view', viewAll: 'fee.viewAll', sql: debtsOf('fee') },
];


export function customerOwedRoutes({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return new Hono<AppEnv>().get('/clientes/:id/adeudado', requireSession(db), requirePermission('customer.view'), idParam('id'), async (c) => {
    const { id } = c.var.ids;
    if ((await db.query('SELECT 1 FROM customers WHERE id = $1', [id])).length === 0) return notFound(c);
    const parts: CustomerOwed['parts'] = [];
    let rentalsToRun = 0;
    for (const source of OWED_SOURCES) {
      if (!(await c.var.permissions.has(source.view))) continue;
      if (source.kind === 'rental') await refreshRentalBalances(db, await locationToday({ db, clock }), id);
      if (source.kind === 'loan') await refreshLoanBalances(db, await locationToday({ db, clock }), id);
      const ownOnly = !(await c.var.permissions.has(source.viewAll));
      const row = (await db.query<{ owed: string | number; to_run?: string | number }>(source.sql(ownOnly), ownOnly ? [id, c.var.session.userId] : [id]))[0];
      parts.push({ kind: source.kind, balance: minorFromColumn(row?.owed ?? 0) });
      if (source.kind === 'rental') rentalsToRun = minorFromColumn(row?.to_run ?? 0);
    }
    const answer: CustomerOwed = { parts, total: sumMinor(parts.map((p) => p.balance)), rentals_to_run: rentalsToRun };
    return c.json(answer, 200);
  });
}
