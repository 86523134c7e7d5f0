/**
 * A rental's terms (docs/rentals.md "Terms"): whole periods only. Period k starts k periods after
 * the start (months counted from the start, so month ends clamp and never drift: Jan 31 → Feb 28 →
 * Mar 31) and ends the day before period k + 1 starts; the contract's end date must be the last
 * period's end. A term is due on its due day: monthly, the first day on or after the period's start
 * whose day of the month is the due day (1–28, so every period of ≥ 28 days has one); weekly and
 * biweekly, the period's n-th day; never after the period's last day. The rent is the same every term.
 */
import { civilAddDays, civilAddMonths, civilOf, civilText, dayNumber, type CivilDate } from '../money/civilDate.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import { PERIOD_DAYS, RENTAL_LIMITS, type RentalContract, type RentalFrequency } from './rental.schema.ts';

export interface RentalTerm {
  number: number;
  from: BusinessDate;
  to: BusinessDate;
  dueDate: BusinessDate;
  rent: number;
}

type TermShape = Pick<RentalContract, 'frequency' | 'dueDay' | 'startDate'>;

/** The first day of period k (k = 0 is the start). */
function periodStart(start: CivilDate, frequency: RentalFrequency, k: number): CivilDate {
  return frequency === 'monthly' ? civilAddMonths(start, k) : civilAddDays(start, PERIOD_DAYS[frequency] * k);
}

function dueOf(from: CivilDate, frequency: RentalFrequency, dueDay: number): CivilDate {
  if (frequency !== 'monthly') return civilAddDays(from, dueDay - 1);
  if (from.day <= dueDay) return { ...from, day: dueDay };
  return { ...civilAddMonths({ ...from, day: 1 }, 1), day: dueDay };
}

/** The end of the `count`-th period (what the form proposes as the end date). */
export function periodEndAfter(shape: Pick<RentalContract, 'frequency' | 'startDate'>, count: number): BusinessDate {
  return civilText(civilAddDays(periodStart(civilOf(shape.startDate), shape.frequency, count), -1));
}

/** Why these terms cannot make a contract, or null. */
export function rentalTermsProblem(contract: Pick<RentalContract, 'frequency' | 'dueDay' | 'startDate' | 'endDate' | 'lateFeeKind' | 'lateFeeValue'>): 'notWholePeriods' | 'tooManyTerms' | 'dueDayOutOfPeriod' | 'percentTooHigh' | null {
  if (contract.frequency !== 'monthly' && contract.dueDay > PERIOD_DAYS[contract.frequency]) return 'dueDayOutOfPeriod';
  if (contract.lateFeeKind === 'percent' && contract.lateFeeValue > RENTAL_LIMITS.maxPercentBp) return 'percentTooHigh';
  const count = termCount(contract);
  if (count === null) return 'notWholePeriods';
  if (count > RENTAL_LIMITS.maxTerms) return 'tooManyTerms';
  return null;
}

/** How many whole periods run from the start to the end date; null when the end is no period's end. */
export function termCount(contract: Pick<RentalContract, 'frequency' | 'startDate' | 'endDate'>): number | null {
  const start = civilOf(contract.startDate);
  const end = dayNumber(civilOf(contract.endDate));
  for (let k = 1; k <= RENTAL_LIMITS.maxTerms + 1; k += 1) {
    const last = dayNumber(periodStart(start, contract.frequency, k)) - 1;
    if (last === end) return k;
    if (last > end) return null;
  }
  return RENTAL_LIMITS.maxTerms + 1;
}

/** The terms from the start to `endDate` (whole periods; throws on terms rentalTermsProblem refuses). */
export function buildTerms(contract: TermShape & Pick<RentalContract, 'endDate' | 'rent'>): RentalTerm[] {
  const count = termCount(contract);
  if (count === null || count > RENTAL_LIMITS.maxTerms) throw new RangeError(`${contract.startDate}…${contract.endDate} is not 1–${RENTAL_LIMITS.maxTerms} whole periods`);
  const start = civilOf(contract.startDate);
  const terms: RentalTerm[] = [];
  for (let k = 0; k < count; k += 1) {
    const from = periodStart(start, contract.frequency, k);
    const next = periodStart(start, contract.frequency, k + 1);
    const to = civilText(civilAddDays(next, -1));
    const due = civilText(dueOf(from, contract.frequency, contract.dueDay));
    // A period that starts on a 29th–31st and ends short of the next month's due day (Jan 31 → Feb 27, due day 28) is due on its last day.
    terms.push({ number: k + 1, from: civilText(from), to, dueDate: due > to ? to : due, rent: contract.rent });
  }
  return terms;
}
