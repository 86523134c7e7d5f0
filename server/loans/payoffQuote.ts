/**
 * 'Cancelación anticipada' at a date (#32): what closes a loan on `date`, as the page's card and
 * GET /prestamos/{id}/liquidacion?fecha= answer it.
 *
 * One computation for every date, the one the payment write runs: the loan's facts with a
 * settlement of nothing dated `date` added, replayed at the later of `date` and the business date.
 * - `date` ≤ today: the settlement a 'Fecha valor' of `date` would post today — so posting the
 *   quote's amount with that value date closes the loan (the write's `quoteChanged` check agrees).
 * - `date` > today: what the customer would pay on that day if nothing is paid before it (the
 *   installments falling due by then and their late charges included).
 */
import type { PayoffQuoteRow } from '../../machines/loans/index.ts';
import { payoffQuote } from '../../machines/loans/payoff.ts';
import { addDays, daysBetween, type BusinessDate } from '../../machines/money/index.ts';
import { receivableStanding, type PaymentFact, type ReceivableStanding } from '../../machines/receivables/index.ts';
import type { Queryable } from '../db/adapter.ts';
import { holds, type Portfolio } from '../payments/portfolio.ts';
import { dueRowsOf } from '../records/facts.ts';
import { refuse, NOT_FOUND, type Outcome } from '../records/outcome.ts';
import { dueOfLoan, loanFactsOf, dateText } from './projection.ts';

/** How far ahead a quote is asked: a year (the card's question is "and if I pay on the 10th?"). */
export const QUOTE_DAYS_AHEAD = 366;

type LoanFacts = Awaited<ReturnType<typeof loanFactsOf>>;

/**
 * The quote at `date` from a loan's facts (its `terms` known: a loan from migration 031 on).
 * `standing`: the loan's standing at `today` when the caller has it (the detail): not replayed again.
 */
export function payoffAt(facts: LoanFacts, date: BusinessDate, today: BusinessDate, standing?: ReceivableStanding): PayoffQuoteRow {
  const at = date > today ? date : today;
  const settlement: PaymentFact = { id: Number.MAX_SAFE_INTEGER, businessDate: date, amount: 0, reversed: false, settles: true };
  const settledFacts = [...facts.payments, settlement];
  const scheduled =
    standing !== undefined && at === today
      ? standing
      : receivableStanding(dueOfLoan(facts.schedule, facts.payments, at, facts.terms, facts.waivers).dues, facts.payments, at, facts.refunded);
  const settled = receivableStanding(dueOfLoan(facts.schedule, settledFacts, at, facts.terms, facts.waivers).dues, settledFacts, at, facts.refunded);
  const quote = payoffQuote(date, scheduled, settled);
  return {
    date: quote.date,
    amount: quote.amount,
    overdue: quote.overdue,
    principal_ahead: quote.principalAhead,
    interest_accrued: quote.interestAccrued,
    scheduled: quote.scheduled,
    savings: quote.savings,
    schedule: dueRowsOf(settled),
  };
}

export type PayoffQuoteRefusal = 'notActive' | 'quoteTooOld' | 'quoteBeforeStart' | 'quoteTooFar';

/**
 * GET /prestamos/{id}/liquidacion?fecha=: an active loan of the caller's portfolio (others: 404),
 * `date` from the location's furthest 'Fecha valor' back (422 quoteTooOld) and never before the
 * disbursement (422 quoteBeforeStart) to a year ahead (422 quoteTooFar); 409 notActive otherwise.
 */
export async function quoteLoanPayoff(db: Queryable, id: number, date: BusinessDate, today: BusinessDate, portfolio: Portfolio): Promise<Outcome<PayoffQuoteRow, PayoffQuoteRefusal>> {
  const rows = await db.query<{ status: string; officer_id: number; backdate_days: number }>(
    'SELECT l.status, l.officer_id, COALESCE((SELECT backdate_days FROM locations ORDER BY id LIMIT 1), 7) AS backdate_days FROM loans l WHERE l.id = $1',
    [id],
  );
  const row = rows[0];
  if (row === undefined || !holds(portfolio, row.officer_id)) return NOT_FOUND;
  if (row.status !== 'active') return refuse(409, 'notActive', 'Only an active loan has a payoff quote');
  const facts = await loanFactsOf(db, id);
  if (facts.terms === undefined) return refuse(409, 'notActive', 'This loan has no payoff terms');
  if (date < facts.terms.start) return refuse(422, 'quoteBeforeStart', `The date is before the disbursement (${dateText(facts.terms.start)})`);
  if (date < today && daysBetween(date, today) > row.backdate_days) return refuse(422, 'quoteTooOld', `A settlement is dated at most ${row.backdate_days} days back`);
  if (date > addDays(today, QUOTE_DAYS_AHEAD)) return refuse(422, 'quoteTooFar', `A quote is asked at most ${QUOTE_DAYS_AHEAD} days ahead`);
  return { ok: true, value: payoffAt(facts, date, today) };
}
