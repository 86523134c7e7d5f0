// @vitest-environment node
/**
 * The debt's lifecycle chart (machines/debts/debt.lifecycle.ts) as a model: paths that reach every
 * state and take every transition, each event with the facts its guards read (what is left to pay,
 * what was paid). The server runs the same chart (`nextDebtStatus`).
 */
import { debtLifecycle, type DebtLifecycleEvent } from '../../machines/debts/debt.lifecycle.ts';
import { describeModelPaths } from '../utils/paths.ts';
import type { EventFixtures } from '../utils/fixtures.ts';

const fixtures = {
  PAYMENT: { left: { type: 'PAYMENT', outstanding: 500_00 }, nothing: { type: 'PAYMENT', outstanding: 0 }, tooMuch: { type: 'PAYMENT', outstanding: -1 } },
  PAYMENT_REVERSED: { left: { type: 'PAYMENT_REVERSED', outstanding: 500_00 }, nothing: { type: 'PAYMENT_REVERSED', outstanding: 0 }, tooMuch: { type: 'PAYMENT_REVERSED', outstanding: -1 } },
  CREDIT_REFUNDED: { settled: { type: 'CREDIT_REFUNDED', outstanding: 0 }, short: { type: 'CREDIT_REFUNDED', outstanding: 1 } },
  CANCEL: { unpaid: { type: 'CANCEL', paid: 0 }, partlyPaid: { type: 'CANCEL', paid: 1 } },
  WRITE_OFF: { default: { type: 'WRITE_OFF' } },
  UNDO_WRITE_OFF: { default: { type: 'UNDO_WRITE_OFF' } },
} satisfies EventFixtures<DebtLifecycleEvent>;

describeModelPaths({ machine: debtLifecycle, replayLogic: debtLifecycle, fixtures });
