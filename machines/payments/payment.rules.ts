/**
 * The arithmetic of one payment, shared by the 'Registrar pago' dialog (the default amount, the
 * allocation preview) and the server (the receipt's allocation and remaining balance), for every kind of receivable. Everything
 * is a replay with machines/loans `allocatePayments`, the one allocation rule: oldest installment
 * first, within it charges → interest → principal, the rest an overpayment.
 */
import { allocatePayments, replayOrder, type InstallmentDue, type PaymentFact } from '../receivables/allocation.ts';
import type { DueRow } from '../receivables/due.schema.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import type { AllocationRow } from './payments.schema.ts';

export interface PaymentEffect {
  /** Which installments it pays, and which parts of each. */
  rows: AllocationRow[];
  /** What it pays beyond everything owed. */
  overpayment: Minor;
  /** What the loan still owes once it is applied. */
  remaining: Minor;
}

const owedOf = (due: InstallmentDue): Minor => due.principal + due.interest + due.charges;

/**
 * What a payment did in the replay of `facts` (the stored payments, reversed ones included): the
 * replay of every unreversed payment up to this one in replay order (date, then arrival), so a
 * reprint says what the loan owed right after it. A reversed payment is shown as it was when it
 * counted (the replay as if it still did).
 */
export function effectOfPayment(dues: readonly InstallmentDue[], facts: readonly PaymentFact[], paymentId: number): PaymentEffect | null {
  const replay = replayUpTo(dues, facts, paymentId);
  if (replay === null) return null;
  const { allocation, own } = replay;
  const owed = dues.reduce((sum, due) => sum + owedOf(due), 0);
  const paid = allocation.installments.reduce((sum, installment) => sum + installment.total, 0);
  return { rows: own?.rows ?? [], overpayment: own?.overpayment ?? 0, remaining: owed - paid };
}

function replayUpTo(dues: readonly InstallmentDue[], facts: readonly PaymentFact[], paymentId: number) {
  const target = facts.find((fact) => fact.id === paymentId);
  if (target === undefined) return null;
  const counted = { ...target, reversed: false };
  const upTo = facts.filter((fact) => fact.id !== paymentId && !fact.reversed && replayOrder(fact, counted) < 0);
  const allocation = allocatePayments(dues, [...upTo, counted]);
  return { allocation, own: allocation.payments.find((payment) => payment.paymentId === paymentId) };
}

/** What a receipt prints: the payment's effect, and what was still owed split at its date. */
export interface ReceiptFigures extends PaymentEffect {
  /** Owed right after it of the dues fallen due by `asOf` (the payment's date): what was due to date. */
  dueNow: Minor;
  /** Owed right after it of the dues not yet due then: what the record still had to run. */
  toRun: Minor;
}

/**
 * The receipt's figures as of the payment's own business date (#30: a reprint says what the
 * original said, so nothing is read at the reprint's date): `dues` must be the dues as they stood
 * on `asOf` (a rental's late fees of that day), `facts` the record's payments.
 */
export function receiptFiguresOf(dues: readonly InstallmentDue[], facts: readonly PaymentFact[], paymentId: number, asOf: BusinessDate): ReceiptFigures | null {
  const effect = effectOfPayment(dues, facts, paymentId);
  const replay = replayUpTo(dues, facts, paymentId);
  if (effect === null || replay === null) return null;
  const toRun = dues.reduce((sum, due, index) => (due.dueDate > asOf ? sum + owedOf(due) - (replay.allocation.installments[index]?.total ?? 0) : sum), 0);
  return { ...effect, dueNow: effect.remaining - toRun, toRun };
}

/** The agreed schedule's dues as the loan's detail sends them. */
export const duesOfSchedule = (schedule: readonly DueRow[]): InstallmentDue[] =>
  schedule.map((row) => ({ number: row.number, dueDate: row.due_date, principal: row.principal, interest: row.interest, charges: row.charges }));

/**
 * The preview of a new payment of `amount` on a record as its page shows it. The new payment is the
 * last in replay order (it is dated today, no stored payment is later), and the allocation is greedy
 * in one fixed order, so the payments already made act exactly as one payment of their sum (Σ paid
 * of the schedule plus what was overpaid): replaying that fact and the new one, both of one date,
 * gives the allocation the server will store. Which date does not matter (both facts share it), so
 * the preview needs no business date.
 */
export function previewPayment(schedule: readonly DueRow[], overpaid: Minor, amount: Minor): PaymentEffect {
  const dues = duesOfSchedule(schedule);
  const before = schedule.reduce((sum, row) => sum + row.paid, 0) + overpaid;
  const facts: PaymentFact[] = [{ id: 2, businessDate: ONE_DATE, amount, reversed: false }];
  if (before > 0) facts.unshift({ id: 1, businessDate: ONE_DATE, amount: before, reversed: false });
  return amount > 0 ? (effectOfPayment(dues, facts, 2) as PaymentEffect) : { rows: [], overpayment: 0, remaining: schedule.reduce((sum, row) => sum + row.outstanding, 0) };
}

/** The date both facts of a preview carry (any date: only their order counts). */
const ONE_DATE = '2000-01-01';

const FALLEN_DUE: ReadonlySet<DueRow['status']> = new Set(['due', 'overdue']);

/**
 * 'Monto' before anyone types: what is due now — Σ outstanding of the dues that fell due by the
 * business date — or, when none did, the next due's outstanding (0 when nothing is owed). Read from
 * the rows' derived statuses (the page computed them at its business date, so the slot needs no date
 * of its own): due or overdue fell due; a partly paid row fell due when a row due no earlier did.
 * Allocation is oldest first, so only the oldest unpaid row can be partly paid; when no row
 * vouches for it, it is the next unpaid one either way, and the amount is the same.
 */
export function amountDueNow(schedule: readonly DueRow[]): Minor {
  const unpaid = schedule.filter((row) => row.outstanding > 0);
  const lastFallen = unpaid.filter((row) => FALLEN_DUE.has(row.status)).reduce<BusinessDate | null>((last, row) => (last === null || row.due_date > last ? row.due_date : last), null);
  const fell = (row: DueRow) => FALLEN_DUE.has(row.status) || (row.status === 'partial' && lastFallen !== null && row.due_date <= lastFallen);
  const due = unpaid.filter(fell).reduce((sum, row) => sum + row.outstanding, 0);
  return due > 0 ? due : (unpaid[0]?.outstanding ?? 0);
}

/**
 * What a payment of `amount` would pay beyond everything the record owes (0: nothing): the excess
 * 'Registrar pago' names before it posts ('El pago supera el saldo en …'), from the same replay as
 * the preview. On a loan owing 10.847,15, 20.000 exceeds it by 9.152,85.
 */
export const paymentExcess = (record: { schedule: readonly DueRow[]; overpaid: Minor }, amount: Minor): Minor =>
  amount > 0 ? previewPayment(record.schedule, record.overpaid, amount).overpayment : 0;

/**
 * The server's reading of the same rule: how much the credit grew from the replay before the payment
 * to the replay with it (both net of refunds). A payment that only settles what is owed grows none.
 */
export const excessOfStandings = (before: { overpayment: Minor }, after: { overpayment: Minor }): Minor => Math.max(0, after.overpayment - before.overpayment);
