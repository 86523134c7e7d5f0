/**
 * A loan's partial prepayment on the payment write path (#32; machines/loans/prepayment.ts is the
 * rule, migration 034 the storage): inside the payment's transaction, with the loan row locked,
 * the new schedule version is computed from the version in effect, the payments before this one
 * and the dues at the value date, and stored (a `loan_schedule_versions` fact naming the payment,
 * and its rows) before the payment's replay, which then reads it as the version in effect.
 *
 * A version is made from the payments as they were: reversing a payment that comes before the
 * prepayment in effect, or posting one dated before it, would leave the prepayment row unpaid, so
 * both are refused (409 `prepaymentAfter`: reverse the prepayment first).
 */
import type { PrepayMode } from '../../machines/loans/prepayment.ts';
import { prepaymentVersion, versionInEffect } from '../../machines/loans/prepayment.ts';
import type { LoanMethod, LoanFrequency, RatePeriod } from '../../machines/loans/loan.schema.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Minor } from '../../machines/money/minor.ts';
import { replayOrder, type PaymentFact } from '../../machines/receivables/index.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { Refused } from '../payments/write.ts';
import { dueOfLoan, loanFactsOf, loanScheduleVersionsOf } from './projection.ts';

export interface PrepayRequest {
  paymentId: number;
  valueDate: BusinessDate;
  amount: Minor;
  mode: PrepayMode;
  /** The loan's payments before this one. */
  facts: readonly PaymentFact[];
  userId: number;
}

/** What the audit entry and the answer say of the version made. */
export interface PrepayMade {
  version: number;
  mode: PrepayMode;
  before: { installment: Minor; count: number };
  after: { installment: Minor; count: number };
  principal_prepaid: Minor;
}

/** Stores the version `request` makes (422 with the rule's code when it cannot be one). The caller holds the loan row locked. */
export async function storePrepayment(tx: Queryable, loanId: number, request: PrepayRequest): Promise<PrepayMade> {
  const facts = await loanFactsOf(tx, loanId);
  if (facts.terms === undefined) throw new Refused(422, 'notPrepayable');
  const earlier = request.facts;
  const terms = (
    await tx.query<{ method: LoanMethod; rate_millionths: number; rate_period: RatePeriod; frequency: LoanFrequency }>('SELECT method, rate_millionths, rate_period, frequency FROM loans WHERE id = $1', [loanId])
  )[0];
  if (terms === undefined) throw new Refused(422, 'notPrepayable');
  const schedule = facts.schedule;
  const dues = dueOfLoan(schedule, earlier, request.valueDate, facts.terms, facts.waivers).dues;
  const result = prepaymentVersion({
    schedule,
    dues,
    facts: earlier,
    valueDate: request.valueDate,
    amount: request.amount,
    mode: request.mode,
    terms: { method: terms.method, rateMillionths: terms.rate_millionths, ratePeriod: terms.rate_period, frequency: terms.frequency },
    start: facts.terms.start,
    payoffInterest: facts.terms.payoffInterest,
  });
  if (!result.ok) throw new Refused(422, result.code);
  const version = Math.max(1, ...facts.versions.map((v) => v.version)) + 1;
  await tx.query('INSERT INTO loan_schedule_versions (loan_id, version, payment_id, mode, value_date, created_by) VALUES ($1, $2, $3, $4, $5::date, $6)', [
    loanId,
    version,
    request.paymentId,
    request.mode,
    request.valueDate,
    request.userId,
  ]);
  for (let start = 0; start < result.rows.length; start += 100) {
    const params: SqlParam[] = [loanId, version];
    const values = result.rows.slice(start, start + 100).map((row) => {
      params.push(row.number, row.dueDate, row.principal, row.interest, row.charges, row.prepayment === true);
      const n = params.length;
      return `($1, $2, $${n - 5}, $${n - 4}::date, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await tx.query(`INSERT INTO loan_installments (loan_id, version, number, due_date, principal, interest, charges, prepayment) VALUES ${values.join(', ')}`, params);
  }
  return { version, mode: request.mode, before: result.before, after: result.after, principal_prepaid: result.principalPrepaid };
}

/**
 * 409 `prepaymentAfter` when `pivot` (a payment being reversed, or a new one at its value date)
 * comes before the payment of the version in effect among `facts` (the loan's payments as they are).
 */
export async function guardScheduleVersion(db: Queryable, loanId: number, facts: readonly PaymentFact[], pivot: PaymentFact): Promise<void> {
  const versions = (await loanScheduleVersionsOf(db, [loanId])).get(loanId) ?? [];
  const inEffect = versionInEffect(versions, facts);
  if (inEffect === 1) return;
  const paymentId = versions.find((v) => v.version === inEffect)?.paymentId;
  const made = facts.find((fact) => fact.id === paymentId);
  if (made === undefined || made.id === pivot.id) return;
  if (replayOrder(pivot, made) < 0) throw new Refused(409, 'prepaymentAfter');
}
