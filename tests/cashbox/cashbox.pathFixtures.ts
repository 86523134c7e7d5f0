import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  cashboxMachine,
  type CashboxEvent,
  type CashboxOverview,
  type CashRequest,
  type CashSessionDetail,
} from '../../machines/cashbox/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { NO_SESSION, OPEN_SESSION, WITH_SESSION } from './cashbox.fixtures.ts';

/** The page with a fixed key maker: the model and its replay make the same key. */
export const keyedCashbox = cashboxMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
export const inertCashbox = keyedCashbox.provide({
  actors: { loadOverview: neverSettles<CashboxOverview>(), submitCash: neverSettles<CashSessionDetail, CashRequest>() },
});


export type CashboxModelEvent =
  | CashboxEvent
  | DoneActorEvent<CashboxOverview, 'loadOverview'>
  | ErrorActorEvent<unknown, 'loadOverview'>
  | DoneActorEvent<CashSessionDetail, 'submitCash'>
  | ErrorActorEvent<unknown, 'submitCash'>;

export const cashboxFixtures = {
  'overview.retried': { default: { type: 'overview.retried' } },
  'dialog.opened': { open: { type: 'dialog.opened', dialog: 'open' }, income: { type: 'dialog.opened', dialog: 'income' }, expense: { type: 'dialog.opened', dialog: 'expense' }, close: { type: 'dialog.opened', dialog: 'close' } },
  'dialog.cancelled': { default: { type: 'dialog.cancelled' } },
  'field.changed': {
    amount: { type: 'field.changed', field: 'amount', value: '1000' },
    otherAmount: { type: 'field.changed', field: 'amount', value: '2500' },
    concept: { type: 'field.changed', field: 'concept', value: 'Venta' },
  },
  'count.changed': { twoNotes: { type: 'count.changed', denomination: 1_000_00, value: '2' } },
  'denominations.toggled': { default: { type: 'denominations.toggled' } },
  'dialog.submitted': { default: { type: 'dialog.submitted' } },
  'decision.requested': { approve: { type: 'decision.requested', decision: 'approve', sessionId: 8, version: 2 } },
  'submit.retried': { default: { type: 'submit.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'overview.stale': { default: { type: 'overview.stale' } },
  'xstate.done.actor.loadOverview': { none: doneEvent('loadOverview', NO_SESSION), open: doneEvent('loadOverview', WITH_SESSION) },
  'xstate.error.actor.loadOverview': { '500': errorEvent('loadOverview', { kind: 'status', status: 500 }) },
  'xstate.done.actor.submitCash': { saved: doneEvent('submitCash', OPEN_SESSION) },
  'xstate.error.actor.submitCash': {
    '409': errorEvent('submitCash', { kind: 'status', status: 409 }),
    insufficientCash: errorEvent('submitCash', { kind: 'status', status: 409, code: 'insufficientCash', available: 12_500_00 }),
    network: errorEvent('submitCash', { kind: 'network' }),
  },
} satisfies EventFixtures<CashboxModelEvent>;
