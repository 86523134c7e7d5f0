/**
 * A loan's late charges ('Recargo por mora', #32; docs/loans.md "Late charges"): the rule it was
 * applied under (its location's at the time) read into the receivables engine
 * (machines/receivables/lateCharges.ts), and what 'Condonar recargo' can waive. Pure: the server derives, the page shows.
 */
import type { LateChargeRule } from '../receivables/lateCharges.ts';
import type { DueRow } from '../receivables/due.schema.ts';
import type { Minor } from '../money/minor.ts';
import type { LateChargeRuleRow } from './loan.schema.ts';

/** The API's rule from the engine's; null when it charges nothing. */
export const ruleRowOf = (rule: LateChargeRule): LateChargeRuleRow | null =>
  rule.value <= 0 ? null : { grace_days: rule.graceDays, kind: rule.kind, value: rule.value, every_days: rule.everyDays, cap: rule.cap };

/**
 * What 'Condonar recargo' waives of an installment: its late charges while it is not paid off
 * (what had paid them then pays its interest and principal); nothing once it is paid off.
 */
export const waivableCharges = (row: Pick<DueRow, 'charges' | 'outstanding'>): Minor => (row.outstanding > 0 ? row.charges : 0);

/** The installments with charges to waive, oldest first. */
export const waivableRows = <R extends Pick<DueRow, 'charges' | 'outstanding'>>(rows: readonly R[]): R[] => rows.filter((row) => waivableCharges(row) > 0);
