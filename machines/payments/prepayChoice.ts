/**
 * 'Registrar pago' on an active loan, when the amount is above what is due at the value date (and
 * not above the balance, not a settlement): the dialog asks what the excess does (#32,
 * machines/loans/prepayment.ts) — 'Menos cuotas' or 'Cuota menor' (a new schedule version), or
 * 'Adelantar las próximas cuotas' (it pays the next installments ahead, the schedule unchanged).
 * Pure: the chart's guard and the view read the same figures.
 */
import { dueAt, previewPrepayment, type PrepaymentResult } from '../loans/prepayment.ts';
import { PREPAY_MODES, type PrepayMode } from '../loans/loan.schema.ts';
import type { Minor } from '../money/minor.ts';
import type { PayableRecord } from './paymentKinds.ts';
import { amountDueNow, paymentExcess } from './payment.rules.ts';

/** What the excess does: a new schedule version in one of the two modes, or the next installments paid ahead. */
export const PREPAY_CHOICES = [...PREPAY_MODES, 'payAhead'] as const;
export type PrepayChoice = (typeof PREPAY_CHOICES)[number];

export const isPrepayMode = (choice: PrepayChoice | null): choice is PrepayMode => choice === 'fewerInstallments' || choice === 'lowerInstallment';

/** The date a payment counts from: the 'Fecha valor' typed, else the record's business date. */
const valueDateOf = (record: PayableRecord, valueDate: string): string => (valueDate === '' ? (record.prepay?.today ?? '') : valueDate);

/**
 * What the amount exceeds the dues at the value date by (what a prepayment would prepay, less the
 * interest accrued), when the dialog asks what it does: an amount above what 'Monto' starts at
 * (what is due, or the next installment when nothing is: paying it early asks nothing), not above
 * the balance, and one that at least one mode can prepay; 0 when it does not ask.
 */
export function prepayExcess(record: PayableRecord, amount: Minor | null, valueDate: string, settle: boolean): Minor {
  if (record.prepay == null || settle || amount === null || amount <= amountDueNow(record.schedule) || paymentExcess(record, amount) > 0) return 0;
  const excess = Math.max(0, amount - dueAt(record.schedule, valueDateOf(record, valueDate)));
  if (excess === 0) return 0;
  // Nothing to choose when neither mode applies (the whole balance, an excess below the interest
  // accrued): the payment pays the next installments ahead, as any payment did before #32.
  const options = prepayOptions(record, amount, valueDate);
  return options !== null && !options.fewerInstallments.ok && !options.lowerInstallment.ok ? 0 : excess;
}

/** The version each mode would make (the server computes it again from the facts). */
export function prepayOptions(record: PayableRecord, amount: Minor, valueDate: string): Record<PrepayMode, PrepaymentResult> | null {
  const basis = record.prepay;
  if (basis == null) return null;
  const date = valueDateOf(record, valueDate);
  return {
    fewerInstallments: previewPrepayment(basis, record.schedule, amount, 'fewerInstallments', date),
    lowerInstallment: previewPrepayment(basis, record.schedule, amount, 'lowerInstallment', date),
  };
}
