/**
 * Debts and fees as receivables of the one payment write path (server/payments/target.ts): a
 * debt's or a fee's row locked by kind, its agreed dues (the facts and the date change nothing:
 * no late fees), its chart's next status, and the projection written back. The payments slice's
 * `server/payments/targets.ts` lists `debtPaymentTargets.debt` and `.fee`.
 */
import { nextDebtStatus, type DebtKind, type DebtStatus } from '../../machines/debts/index.ts';
import type { PaymentTarget } from '../payments/target.ts';
import { debtDuesOf, debtDuesOfMany, findDebtRow, writeDebtProjection } from './repository.ts';

const CONCEPT: Readonly<Record<DebtKind, (id: number) => string>> = {
  debt: (id) => `Pago de la deuda N° ${id}`,
  fee: (id) => `Pago del honorario N° ${id}`,
};

const REFUND_CONCEPT: Readonly<Record<DebtKind, (id: number) => string>> = {
  debt: (id) => `Devolución del saldo a favor de la deuda N° ${id}`,
  fee: (id) => `Devolución del saldo a favor del honorario N° ${id}`,
};

function debtTarget(kind: DebtKind): PaymentTarget<DebtStatus> {
  return {
    kind,
    async lock(tx, id) {
      const row = await findDebtRow(tx, kind, id, { all: true }, true);
      return row === null ? null : { id: row.id, status: row.status, version: row.version, officerId: row.officer_id, balance: row.balance };
    },
    async officerOf(db, id) {
      return (await findDebtRow(db, kind, id, { all: true }))?.officer_id ?? null;
    },
    dues: (db, record) => debtDuesOf(db, record.id),
    duesOfMany: (db, facts) => debtDuesOfMany(db, [...facts.keys()]),
    next: (record, event) => nextDebtStatus(record.status, event),
    async project(tx, record, standing, status) {
      await writeDebtProjection(tx, record.id, standing);
      await tx.query('UPDATE debts SET status = $2, version = version + 1 WHERE id = $1', [record.id, status]);
    },
    concept: CONCEPT[kind],
    refundConcept: REFUND_CONCEPT[kind],
    sql: {
      table: 'debts',
      joins: 'LEFT JOIN customers tc ON tc.id = t.customer_id LEFT JOIN users tu ON tu.id = t.debtor_user_id',
      partyName: 'COALESCE(tc.name, tu.name)',
      partyDocument: "COALESCE(tc.document_number, '')",
      partyId: 'COALESCE(t.customer_id, t.debtor_user_id)',
      start: 't.business_date',
    },
  };
}

/** The targets of kinds 'debt' and 'fee' (one implementation, by kind). */
export const debtPaymentTargets: Readonly<Record<DebtKind, PaymentTarget<DebtStatus>>> = { debt: debtTarget('debt'), fee: debtTarget('fee') };
