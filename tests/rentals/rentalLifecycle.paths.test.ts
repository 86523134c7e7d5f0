// @vitest-environment node
/**
 * The rental's lifecycle chart (machines/rentals/rental.lifecycle.ts) as a model: paths that reach
 * every state and take every transition, each event with the facts its guards read (an open
 * session for the deposit, the dates). The server runs the same chart (`nextRentalStatus`) and
 * refuses what it refuses (tests/rentals/rentals.server.test.ts).
 */
import { rentalLifecycle, type RentalLifecycleEvent } from '../../machines/rentals/rental.lifecycle.ts';
import { describeModelPaths } from '../utils/paths.ts';
import type { EventFixtures } from '../utils/fixtures.ts';

const contract = { startDate: '2026-01-01', endDate: '2026-12-31' } as const;

const fixtures = {
  EDIT: { default: { type: 'EDIT' } },
  DISCARD: { default: { type: 'DISCARD' } },
  SIGN: { session: { type: 'SIGN', deposit: 100_00, sessionOpen: true }, noSession: { type: 'SIGN', deposit: 100_00, sessionOpen: false }, noDeposit: { type: 'SIGN', deposit: 0, sessionOpen: false } },
  RENEW: { later: { type: 'RENEW', endDate: '2026-12-31', newEndDate: '2027-12-31' }, same: { type: 'RENEW', endDate: '2026-12-31', newEndDate: '2026-12-31' } },
  END: { reached: { type: 'END', today: '2026-12-31', endDate: '2026-12-31' }, early: { type: 'END', today: '2026-12-30', endDate: '2026-12-31' } },
  TERMINATE: { within: { type: 'TERMINATE', date: '2026-06-30', ...contract }, outside: { type: 'TERMINATE', date: '2026-12-31', ...contract } },
  SETTLE: { session: { type: 'SETTLE', returned: 100_00, sessionOpen: true }, noSession: { type: 'SETTLE', returned: 100_00, sessionOpen: false }, nothingBack: { type: 'SETTLE', returned: 0, sessionOpen: false } },
  PAYMENT: { left: { type: 'PAYMENT', outstanding: 500_00 }, tooMuch: { type: 'PAYMENT', outstanding: -1 } },
  PAYMENT_REVERSED: { left: { type: 'PAYMENT_REVERSED', outstanding: 500_00 } },
  CREDIT_REFUNDED: { settled: { type: 'CREDIT_REFUNDED', outstanding: 0 }, short: { type: 'CREDIT_REFUNDED', outstanding: 1 } },
} satisfies EventFixtures<RentalLifecycleEvent>;

describeModelPaths({ machine: rentalLifecycle, replayLogic: rentalLifecycle, fixtures });
