/**
 * The `PaymentTarget` of kind 'rental' (server/payments/target.ts): what the one payment write path
 * needs of a rental contract. Its dues are the contract's terms with the late fees the payment facts
 * and the business date make due (machines/rentals rentalDues), so a payment or a reversal moves
 * fees exactly as the detail shows them; the chart (rental.lifecycle.ts) takes a payment in active,
 * ended, terminated and closed, and keeps the status.
 */
import { nextRentalStatus, rentalDues, type RentalStatus } from '../../machines/rentals/index.ts';
import type { PaymentTarget, TargetRecord } from '../payments/target.ts';
import { findRentalRow, findRentalRows, writeRentalProjection } from './repository.ts';

export const rentalPaymentTarget: PaymentTarget<RentalStatus> = {
  kind: 'rental',
  async lock(tx, id) {
    const row = await findRentalRow(tx, id, { all: true }, true);
    return row === null ? null : { id: row.id, status: row.status, version: row.version, officerId: row.officer_id, balance: row.balance };
  },
  async officerOf(db, id) {
    const row = (await db.query<{ officer_id: number }>('SELECT officer_id FROM rentals WHERE id = $1', [id]))[0];
    return row === undefined ? null : row.officer_id;
  },
  async dues(db, record: TargetRecord<RentalStatus>, facts, today) {
    const row = await findRentalRow(db, record.id, { all: true });
    return row === null ? [] : rentalDues(row.contract, facts, today);
  },
  async duesOfMany(db, facts, today) {
    const rows = await findRentalRows(db, [...facts.keys()]);
    return new Map([...rows].map(([id, row]) => [id, rentalDues(row.contract, facts.get(id) ?? [], today)]));
  },
  next: (record, event) => nextRentalStatus(record.status, event),
  async project(tx, record, standing, status) {
    await writeRentalProjection(tx, record.id, standing);
    await tx.query('UPDATE rentals SET status = $2, version = version + 1 WHERE id = $1', [record.id, status]);
  },
  concept: (id) => `Pago del alquiler N° ${id}`,
  refundConcept: (id) => `Devolución del saldo a favor del alquiler N° ${id}`,
  sql: {
    table: 'rentals',
    joins: 'JOIN customers tc ON tc.id = t.customer_id',
    partyName: 'tc.name',
    partyDocument: 'tc.document_number',
    partyId: 't.customer_id',
    start: 't.start_date',
  },
};
