import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LateChargeRuleRow } from '../../machines/loans/loan.schema.ts';
import type { LateChargeSummary } from '../../machines/locations/index.ts';
import type { Locale } from '../../machines/settings/index.ts';
import { formatMoney } from '../i18n/format.ts';

/** The money a summary's amounts are in: the location's currency and digits (null: no currency chosen yet). */
export interface SummaryMoney {
  currency: string | null;
  digits: number;
}

/** Basis points as a percent in the active language: 250 → '2,5 %'. */
export const percentText = (i18n: I18n, bp: number): string => i18n.number(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });

/** An amount in the location's currency and digits (a plain number until a currency is chosen). */
function amountText(i18n: I18n, minor: number, money: SummaryMoney, locale: Locale): string {
  if (money.currency !== null) return formatMoney(minor, { currency: money.currency, digits: money.digits }, locale);
  return i18n.number(minor / 10 ** money.digits, { minimumFractionDigits: money.digits, maximumFractionDigits: money.digits });
}

/**
 * 'Recargo por mora' in one plain sentence, the same on the location's form and on a loan's page
 * (the rule the loan copied when applied for): what each charge is, from when (the location's 'Días de
 * gracia'), once or every N days, up to what per installment. 'Se cobra 5 % de la cuota vencida
 * después de 3 días de gracia, cada 30 días, hasta $ 50,00 por cuota.'
 */
export function lateChargeSummaryText(i18n: I18n, summary: LateChargeSummary, money: SummaryMoney, locale: Locale): string {
  if (!summary.charges) return i18n._(msg`Sin recargo por mora.`);
  const amount = amountText(i18n, summary.value, money, locale);
  const percent = percentText(i18n, summary.value);
  const head = summary.kind === 'percent' ? i18n._(msg`Se cobra ${percent} de la cuota vencida`) : i18n._(msg`Se cobra ${amount} por cuota vencida`);
  const days = summary.graceDays;
  const grace =
    days === 0 ? i18n._(msg`desde el día siguiente al vencimiento`) : i18n._(msg`${plural(days, { one: 'después de # día de gracia', other: 'después de # días de gracia' })}`);
  const every = summary.everyDays;
  const repeat = every === null ? i18n._(msg`una sola vez`) : i18n._(msg`${plural(every, { one: 'cada día', other: 'cada # días' })}`);
  const capAmount = summary.cap === null ? '' : amountText(i18n, summary.cap, money, locale);
  const cap = summary.cap === null ? i18n._(msg`sin tope`) : i18n._(msg`hasta ${capAmount} por cuota`);
  return i18n._(msg`${head} ${grace}, ${repeat}, ${cap}.`);
}

/** A loan's rule (LoanDetail.late_charge; null: none) as the summary says it. */
export const summaryOfLoanRule = (rule: LateChargeRuleRow | null): LateChargeSummary =>
  rule === null ? { charges: false } : { charges: true, kind: rule.kind, value: rule.value, graceDays: rule.grace_days, everyDays: rule.every_days, cap: rule.cap };
