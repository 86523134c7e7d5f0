import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LateChargeRuleRow } from '../../../machines/loans/loan.schema.ts';

/**
 * A loan's late-charge rule in one sentence ('Recargo por mora' on its page): the charge (an amount,
 * or a percent of the installment), after how many days of grace, once or again every N days, and
 * its cap per installment.
 */
export function lateChargeText(rule: LateChargeRuleRow | null, money: (minor: number) => string, i18n: I18n): string {
  if (rule === null) return i18n._(msg`Sin recargo por mora`);
  const charge =
    rule.kind === 'fixed'
      ? money(rule.value)
      : i18n._(msg`${i18n.number(rule.value / 10_000, { style: 'percent', maximumFractionDigits: 2 })} de la cuota`);
  const grace = rule.grace_days;
  const base =
    rule.every_days === null
      ? i18n._(msg`${charge} por cuota vencida, una vez, después de ${grace} días de gracia`)
      : i18n._(msg`${charge} por cuota vencida después de ${grace} días de gracia, y de nuevo cada ${rule.every_days} días mientras siga impaga`);
  if (rule.cap === null) return base;
  const cap = money(rule.cap);
  return i18n._(msg`${base}; hasta ${cap} por cuota`);
}
