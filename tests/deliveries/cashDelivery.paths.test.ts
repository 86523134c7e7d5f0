// @vitest-environment node
/**
 * The delivery's lifecycle as a model: every status and transition reached from `pending` with the
 * events the server sends it (server/deliveries/routes.ts), the guards' both sides included.
 */
import { expect } from 'vitest';
import { cashDeliveryLifecycle, type CashDeliveryEvent } from '../../machines/deliveries/index.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

const SENDER = 3;
const fixtures = {
  RECEIVE: {
    asDeclared: { type: 'RECEIVE', actorId: 2, receivedAmount: 100_00, actorHasOpenSession: true },
    short: { type: 'RECEIVE', actorId: 2, receivedAmount: 90_00, actorHasOpenSession: true },
    bySender: { type: 'RECEIVE', actorId: SENDER, receivedAmount: 100_00, actorHasOpenSession: true },
    noSession: { type: 'RECEIVE', actorId: 2, receivedAmount: 100_00, actorHasOpenSession: false },
  },
  CANCEL: { bySender: { type: 'CANCEL', actorId: SENDER }, byOther: { type: 'CANCEL', actorId: 2 } },
  RESOLVE: { default: { type: 'RESOLVE' } },
} satisfies EventFixtures<CashDeliveryEvent>;

describeModelPaths({
  machine: cashDeliveryLifecycle,
  replayLogic: cashDeliveryLifecycle,
  fixtures,
  inputs: { delivery: { senderId: SENDER, declared: 100_00 } },
  checkState: (snapshot) => {
    // The context never changes: the chart decides, the table stores.
    expect(snapshot.context).toEqual({ senderId: SENDER, declared: 100_00 });
  },
});
