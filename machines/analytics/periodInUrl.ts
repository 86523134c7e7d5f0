/**
 * 'Analítica' keeps its period in the address (`/analytics?desde=2026-11-01&hasta=2026-11-24`), so
 * a link or a bookmark opens the same figures and back / forward step through the periods viewed.
 * The machine holds the period that was checked and asked for; the address follows it, and a
 * period that only the address has (a link, back / forward) is offered to the machine, which
 * checks it like a typed one (an invalid one becomes the form's field error).
 */
import { periodErrorOf, type Period } from './analytics.rules.ts';
import type { BusinessDate } from '../money/index.ts';

export type PeriodSync =
  /** The address asks for a period the machine does not hold: choose it. */
  | { do: 'choose'; period: Period }
  /** The machine holds a period the address does not show: write it (replacing the entry, or as a new one). */
  | { do: 'write'; period: Period; replace: boolean }
  | null;

const same = (a: Period | null, b: Period | null) => a?.from === b?.from && a?.to === b?.to;

/**
 * What to do when the address's period (`url`, null if absent or malformed) or the machine's
 * (`held`, null before the first answer) changed; `before` is the machine's at the last call.
 * The first answer (the server's default month) or an address with no period is written in place
 * (a history entry per page, not two); a period chosen on the page is a new entry.
 */
export function periodSyncOf(url: Period | null, held: Period | null, before: Period | null): PeriodSync {
  if (held === null || same(url, held)) return null;
  const first = before === null;
  if (url !== null && (first || same(held, before))) return { do: 'choose', period: url };
  return { do: 'write', period: held, replace: first || url === null };
}

/**
 * The period the page starts with: the address's, when the business date is already known (the
 * app has been open: back from a list) and the rule accepts it, so the first request asks for it.
 * Otherwise null: the first answer is the default month, and `periodSyncOf` offers the address's
 * period to the machine, which checks it then.
 */
export function initialPeriodOf(url: Period | null, businessDate: BusinessDate | null): Period | null {
  return url !== null && businessDate !== null && periodErrorOf(url, businessDate) === null ? url : null;
}
