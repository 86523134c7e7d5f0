import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { pendingFeedMachine, type PendingAnswer, type PendingFeedEvent } from '../../machines/pending/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** An approver's answer: two applications, one close beyond the tolerance, nothing of their own waiting. */
export const APPROVER: PendingAnswer = {
  groups: [
    {
      kind: 'loanApprovals',
      count: 2,
      items: [
        { id: 7, label: 'María López', amount: 500_000_00, since: '2026-11-23T12:00:00.000Z' },
        { id: 9, label: 'José Díaz', amount: 80_000_00, since: '2026-11-23T13:00:00.000Z' },
      ],
    },
    { kind: 'closeApprovals', count: 1, items: [{ id: 4, label: 'Caja principal · Carlos Ruiz', amount: -1_250_00, since: '2026-11-23T20:00:00.000Z' }] },
    { kind: 'deliveriesToReceive', count: 0, items: [] },
    { kind: 'disputedDeliveries', count: 0, items: [] },
  ],
  mine: { closeWaiting: null },
};

/** A cashier whose own close waits for approval; acts on nothing. */
export const WAITING_CASHIER: PendingAnswer = { groups: [], mine: { closeWaiting: 4 } };

export const inertPendingFeed = pendingFeedMachine.provide({ actors: { loadPending: neverSettles<PendingAnswer, void>() } });

export type PendingFeedModelEvent =
  | PendingFeedEvent
  | DoneActorEvent<PendingAnswer, 'loadPending'>
  | ErrorActorEvent<unknown, 'loadPending'>
  | { type: 'xstate.after.pendingPollInterval.pendingFeed.ready' }
  | { type: 'xstate.after.pendingPollInterval.pendingFeed.error' };

export const pendingFeedFixtures = {
  'pending.refresh': { default: { type: 'pending.refresh' } },
  'page.hidden': { default: { type: 'page.hidden' } },
  'page.visible': { default: { type: 'page.visible' } },
  'xstate.done.actor.loadPending': { approver: doneEvent('loadPending', APPROVER), waiting: doneEvent('loadPending', WAITING_CASHIER) },
  'xstate.error.actor.loadPending': { network: errorEvent('loadPending', { kind: 'network' }) },
  'xstate.after.pendingPollInterval.pendingFeed.ready': { default: { type: 'xstate.after.pendingPollInterval.pendingFeed.ready' } },
  'xstate.after.pendingPollInterval.pendingFeed.error': { default: { type: 'xstate.after.pendingPollInterval.pendingFeed.error' } },
} satisfies EventFixtures<PendingFeedModelEvent>;
