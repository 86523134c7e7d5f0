/**
 * Late charges ('Recargo por mora', domain.md "Policies the business has decided"): what an overdue
 * installment owes on top of its principal and interest, derived at read from the dues, the payment
 * facts, the waivers and the business date, never stored as a balance. Rentals' late fees and
 * loans' late charges are this one engine (a rental's rule charges once; a loan's may repeat).
 *
 * An installment's charge events fall on its deadline (due date + grace days) and, when the rule
 * repeats, every `everyDays` days after it. An event on day e is due from the next day (e < today)
 * when the installment was not paid off by the payments dated up to e, replayed oldest installment
 * first over the dues as they stood (earlier events' charges included, less the waivers dated up to
 * e). Each event adds one charge (a fixed amount, or basis points of the installment's principal +
 * interest, rounded half-even); the sum per installment stops at the cap.
 *
 * Between two dated facts (a payment or a waiver) nothing paid changes, so the replay is read once
 * per such date, not once per event: charges only ever grow on an installment that is not paid off,
 * and under oldest-first allocation no later installment has been paid anything then, so adding them
 * never changes what the others were paid. The same facts and date always give the same dues, so
 * deriving twice (or on two servers) can never charge twice.
 */
import { addDays, daysBetween } from '../money/businessDate.ts';
import { MAX_AMOUNT_MINOR } from '../money/bounds.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import type { Minor } from '../money/minor.ts';
import { divRoundHalfEven } from '../money/rational.ts';
import type { InstallmentDue, PaymentFact } from './allocation.ts';

export const LATE_CHARGE_KINDS = ['fixed', 'percent'] as const;
export type LateChargeKind = (typeof LATE_CHARGE_KINDS)[number];

export interface LateChargeRule {
  /** Days after the due date before the first charge (due from the day after the deadline). */
  graceDays: number;
  kind: LateChargeKind;
  /** `fixed`: minor units per charge; `percent`: basis points of the installment (principal + interest). */
  value: number;
  /** Charge again every this many days while the installment stays unpaid; null: once. */
  everyDays: number | null;
  /** At most this much charged per installment (minor units); null: no cap but the money bound. */
  cap: Minor | null;
}

/** A rule that never charges (a loan signed before the business had a rule). */
export const NO_LATE_CHARGE: LateChargeRule = { graceDays: 0, kind: 'fixed', value: 0, everyDays: null, cap: null };

/** 'Condonar recargo': staff forgave `amount` of an installment's charges on a business date. */
export interface ChargeWaiver {
  number: number;
  businessDate: BusinessDate;
  amount: Minor;
}

/**
 * The first date after `today` from which an installment's charges could grow without a new fact:
 * the day after the next charge event of an installment not paid off and below the cap; null when
 * none will. `accrued` may be under-read (a caller that only knows the charges net of waivers): the
 * date is then earlier, never later, so a projection kept until then is never wrong.
 */
export function nextChargeChange(rule: LateChargeRule, rows: readonly { due: Pick<InstallmentDue, 'dueDate' | 'principal' | 'interest'>; settled: boolean; accrued: Minor }[], today: BusinessDate): BusinessDate | null {
  if (rule.value <= 0) return null;
  const limit = limitOf(rule);
  const every = rule.everyDays === null || rule.everyDays <= 0 ? null : rule.everyDays;
  let changesOn: BusinessDate | null = null;
  for (const { due, settled, accrued } of rows) {
    if (settled || accrued >= limit || chargeOf(rule, due) === 0) continue;
    const event = nextEventFrom(chargeDeadline(due, rule.graceDays), every, today);
    if (event === null) continue;
    const visible = addDays(event, 1);
    if (changesOn === null || visible < changesOn) changesOn = visible;
  }
  return changesOn;
}

/** One charge of `due` under `rule` (before the cap). */
export function chargeOf(rule: LateChargeRule, due: Pick<InstallmentDue, 'principal' | 'interest'>): Minor {
  if (rule.kind === 'fixed') return rule.value;
  return Number(divRoundHalfEven(BigInt(due.principal + due.interest) * BigInt(rule.value), 10_000n));
}

/** The most an installment can be charged: the cap, never above the money bound. */
const limitOf = (rule: LateChargeRule): Minor => Math.min(rule.cap ?? MAX_AMOUNT_MINOR, MAX_AMOUNT_MINOR);

/** The day of an installment's first charge event (its deadline). */
export const chargeDeadline = (due: Pick<InstallmentDue, 'dueDate'>, graceDays: number): BusinessDate => addDays(due.dueDate, graceDays);

/** How many of the events at `deadline + m·every` (m ≥ 0; only m = 0 when `every` is null) fall in [from, until). */
export function eventsIn(deadline: BusinessDate, every: number | null, from: BusinessDate | null, until: BusinessDate): number {
  const end = daysBetween(deadline, until); // events at offsets < end
  if (end <= 0) return 0;
  const start = from === null ? 0 : Math.max(0, daysBetween(deadline, from));
  if (every === null) return start === 0 ? 1 : 0;
  const first = Math.ceil(start / every);
  const last = Math.floor((end - 1) / every);
  return Math.max(0, last - first + 1);
}

/** The first event on or after `today`, if the rule has one left. */
function nextEventFrom(deadline: BusinessDate, every: number | null, today: BusinessDate): BusinessDate | null {
  const offset = daysBetween(deadline, today);
  if (offset <= 0) return deadline;
  if (every === null) return null;
  return addDays(deadline, Math.ceil(offset / every) * every);
}

export interface ChargedDues {
  /** The dues with each installment's charges (its own, plus the late charges, less the waivers). */
  dues: InstallmentDue[];
  /** Σ late charges each installment took, before waivers (the cap reads this), by index. */
  accrued: Minor[];
  /** Σ waived of each installment, by index. */
  waived: Minor[];
  /** The first date after `today` from which the dues could differ without a new fact; null: never. */
  changesOn: BusinessDate | null;
}

const add = (a: Minor, b: Minor, limit: Minor): Minor => Math.min(limit, a + b);

/**
 * `dues` with the late charges `rule` makes due at `today` given `facts` (reversed ones ignored)
 * and `waivers` (only those dated up to `today`).
 */
export function withLateCharges(dues: readonly InstallmentDue[], facts: readonly PaymentFact[], today: BusinessDate, rule: LateChargeRule, waivers: readonly ChargeWaiver[] = []): ChargedDues {
  const ordered = [...dues].sort((a, b) => a.number - b.number);
  const index = new Map(ordered.map((due, i) => [due.number, i]));
  const accrued = ordered.map(() => 0);
  const waived = ordered.map(() => 0);
  const live = facts.filter((fact) => !fact.reversed);
  const kept = waivers.flatMap((waiver) => {
    const at = index.get(waiver.number);
    return waiver.businessDate <= today && at !== undefined ? [{ ...waiver, at }] : [];
  });
  const limit = limitOf(rule);
  const every = rule.everyDays === null || rule.everyDays <= 0 ? null : rule.everyDays;
  const charges = ordered.map((due) => chargeOf(rule, due));
  const deadlines = ordered.map((due) => chargeDeadline(due, rule.graceDays));
  const owedOf = (i: number) => {
    const due = ordered[i] as InstallmentDue;
    return due.principal + due.interest + due.charges + Math.max(0, (accrued[i] as number) - (waived[i] as number));
  };
  const settledBy = (paidSoFar: Minor): boolean[] => {
    let left = paidSoFar;
    return ordered.map((_, i) => {
      const owed = owedOf(i);
      const paid = Math.min(left, owed);
      left -= paid;
      return paid >= owed;
    });
  };

  if (rule.value > 0) {
    // The dates at which what was paid (or forgiven) changes, in order; before the first, nothing was.
    const dates = [...new Set([...live.map((fact) => fact.businessDate), ...kept.map((waiver) => waiver.businessDate)])].sort();
    let paidSoFar = 0;
    for (let step = 0; step <= dates.length; step += 1) {
      const from = step === 0 ? null : (dates[step - 1] as BusinessDate);
      const next = dates[step];
      const until = next === undefined || next > today ? today : next;
      if (from !== null) {
        for (const fact of live) if (fact.businessDate === from) paidSoFar += fact.amount;
        for (const waiver of kept) if (waiver.businessDate === from) waived[waiver.at] = (waived[waiver.at] as number) + waiver.amount;
      }
      const settled = settledBy(paidSoFar);
      for (const [i, deadline] of deadlines.entries()) {
        if (settled[i] === true || (accrued[i] as number) >= limit || (charges[i] as number) === 0) continue;
        const count = eventsIn(deadline, every, from, until);
        if (count === 0) continue;
        const room = limit - (accrued[i] as number);
        accrued[i] = count >= Math.ceil(room / (charges[i] as number)) ? limit : add(accrued[i] as number, count * (charges[i] as number), limit);
      }
    }
  } else {
    for (const waiver of kept) waived[waiver.at] = (waived[waiver.at] as number) + waiver.amount;
  }

  const charged = ordered.map((due, i) => ({ ...due, charges: due.charges + Math.max(0, (accrued[i] as number) - (waived[i] as number)) }));
  const settled = settledBy(live.reduce((sum, fact) => sum + fact.amount, 0));
  const changesOn = nextChargeChange(rule, ordered.map((due, i) => ({ due, settled: settled[i] === true, accrued: accrued[i] as number })), today);
  return { dues: charged, accrued, waived, changesOn };
}
