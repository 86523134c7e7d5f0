/**
 * A location's 'Recargo por mora' as the engine reads it (machines/receivables/lateCharges.ts) and as
 * a sentence under the form says it. The charge's grace is the location's 'Días de gracia' (one notion
 * of late, docs/decisions.md); a loan copies the rule when it is applied for.
 */
import type { Minor } from '../money/minor.ts';
import type { LateChargeKind, LateChargeRule } from '../receivables/lateCharges.ts';
import type { Location } from './locations.schema.ts';

type LateChargeFields = Pick<Location, 'grace_days' | 'late_charge_kind' | 'late_charge_value' | 'late_charge_every_days' | 'late_charge_cap'>;

/** The location's rule: every days 0 is once (null), the grace its 'Días de gracia'. */
export const lateChargeRuleOf = (location: LateChargeFields): LateChargeRule => ({
  graceDays: location.grace_days,
  kind: location.late_charge_kind,
  value: location.late_charge_value,
  everyDays: location.late_charge_every_days > 0 ? location.late_charge_every_days : null,
  cap: location.late_charge_cap,
});

/** What the one-line summary says: nothing is charged, or the parts of its sentence. */
export type LateChargeSummary =
  | { charges: false }
  | {
      charges: true;
      kind: LateChargeKind;
      /** Minor units (fixed) or basis points (percent) per charge. */
      value: number;
      graceDays: number;
      /** null: once. */
      everyDays: number | null;
      /** Minor units per installment; null: no cap. */
      cap: Minor | null;
    };

/** The summary of a rule: nothing when a charge is 0 or the cap allows nothing. */
export function lateChargeSummaryOf(rule: LateChargeRule): LateChargeSummary {
  if (rule.value <= 0 || rule.cap === 0) return { charges: false };
  return { charges: true, kind: rule.kind, value: rule.value, graceDays: rule.graceDays, everyDays: rule.everyDays !== null && rule.everyDays > 0 ? rule.everyDays : null, cap: rule.cap };
}
