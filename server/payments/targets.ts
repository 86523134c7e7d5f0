/**
 * Every receivable the payment routes serve: `paymentRoutes` is mounted once per target
 * (server/app.ts). An area adds ONE import and ONE entry here (its `server/<area>/paymentTarget.ts`).
 */
import { loanPaymentTarget } from '../loans/paymentTarget.ts';
import { rentalPaymentTarget } from '../rentals/paymentTarget.ts';
import { debtPaymentTargets } from '../debts/paymentTarget.ts';
import type { PaymentTarget } from './target.ts';

export const PAYMENT_TARGETS: readonly PaymentTarget[] = [
  loanPaymentTarget,
  rentalPaymentTarget,
  debtPaymentTargets.debt,
  debtPaymentTargets.fee,
];
