// @vitest-environment node
/**
 * The loan's lifecycle chart (machines/loans/loan.lifecycle.ts) as a model: paths that reach every
 * state and take every transition, each event with the facts its guards read (who acts, the cash
 * the session holds, what is left to pay). The server runs the same chart (`nextLoanStatus`) and
 * refuses what it refuses (tests/loans/loanLifecycleRoutes.server.test.ts walks the routes).
 */
import { loanLifecycle, type LoanLifecycleEvent } from '../../machines/loans/loan.lifecycle.ts';
import { describeModelPaths } from '../utils/paths.ts';
import type { EventFixtures } from '../utils/fixtures.ts';

const left = (outstanding: number) => ({ left: { type: 'PAYMENT', outstanding }, nothing: { type: 'PAYMENT', outstanding: 0 }, tooMuch: { type: 'PAYMENT', outstanding: -1 } }) as const;

const fixtures = {
  APPROVE: { other: { type: 'APPROVE', userId: 1 } },
  REJECT: { other: { type: 'REJECT', userId: 1 } },
  WITHDRAW: { default: { type: 'WITHDRAW' } },
  UNDO_APPROVAL: { default: { type: 'UNDO_APPROVAL' } },
  DISBURSE: { held: { type: 'DISBURSE', amount: 1_000_00, available: 5_000_00 }, short: { type: 'DISBURSE', amount: 1_000_00, available: 999_99 }, noSession: { type: 'DISBURSE', amount: 1_000_00, available: null } },
  PAYMENT: left(500_00),
  PAYMENT_REVERSED: { left: { type: 'PAYMENT_REVERSED', outstanding: 500_00 }, nothing: { type: 'PAYMENT_REVERSED', outstanding: 0 }, tooMuch: { type: 'PAYMENT_REVERSED', outstanding: -1 } },
  CREDIT_REFUNDED: { settled: { type: 'CREDIT_REFUNDED', outstanding: 0 }, short: { type: 'CREDIT_REFUNDED', outstanding: 1 } },
  CHARGE_WAIVED: { left: { type: 'CHARGE_WAIVED', outstanding: 500_00 }, nothing: { type: 'CHARGE_WAIVED', outstanding: 0 }, tooMuch: { type: 'CHARGE_WAIVED', outstanding: -1 } },
  WRITE_OFF: { default: { type: 'WRITE_OFF' } },
  UNDO_WRITE_OFF: { default: { type: 'UNDO_WRITE_OFF' } },
} satisfies EventFixtures<LoanLifecycleEvent>;

describeModelPaths({ machine: loanLifecycle, replayLogic: loanLifecycle, fixtures });
