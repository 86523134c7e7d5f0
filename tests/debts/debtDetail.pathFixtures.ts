import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { DebtDetail } from '../../machines/debts/index.ts';
import type { DebtAction } from '../../machines/debts/debtActions.ts';
import { debtDetailMachine } from '../../machines/debts/debtDetail.machine.ts';
import type { RecordActionRequest, RecordDetailEvent } from '../../machines/records/recordDetail.types.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { CANCELLED_DEBT, OPEN_DEBT } from './debtDetail.fixtures.ts';

/** The page with a fixed key maker: the model and its replay make the same key. */
export const keyedDebtDetail = debtDetailMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertDebtDetail = keyedDebtDetail.provide({
  actors: { loadRecord: neverSettles<DebtDetail, number>(), runAction: neverSettles<DebtDetail, RecordActionRequest<DebtAction>>() },
});

export type DebtDetailModelEvent =
  | RecordDetailEvent<DebtAction>
  | DoneActorEvent<DebtDetail, 'loadRecord'>
  | ErrorActorEvent<unknown, 'loadRecord'>
  | DoneActorEvent<DebtDetail, 'reloadRecord'>
  | ErrorActorEvent<unknown, 'reloadRecord'>
  | DoneActorEvent<DebtDetail, 'runAction'>
  | ErrorActorEvent<unknown, 'runAction'>
  | DoneActorEvent<DebtDetail, 'reloadStale'>
  | ErrorActorEvent<unknown, 'reloadStale'>;

/** Debt 12 (open, nothing paid) cancelled with a reason: the journeys of 'Anular'. */
export const debtDetailFixtures = {
  'record.retried': { default: { type: 'record.retried' } },
  RELOAD: { default: { type: 'RELOAD' } },
  'action.opened': { cancel: { type: 'action.opened', action: 'cancel' } },
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Duplicada por error' },
    // A second reason: after a failure or a refusal, a new reason is a new intent.
    other: { type: 'reason.changed', reason: 'Cargada dos veces' },
  },
  // A debt's actions take no date: its chart has no 'date.changed' transition, so nothing is sent.
  'date.changed': {},
  // A debt's actions take no choice: its chart has no 'choice.changed' transition, so nothing is sent.
  'choice.changed': {},
  'action.confirmed': { default: { type: 'action.confirmed' } },
  'action.retried': { default: { type: 'action.retried' } },
  'stale.reloaded': { default: { type: 'stale.reloaded' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.loadRecord': { open: doneEvent('loadRecord', OPEN_DEBT) },
  'xstate.error.actor.loadRecord': {
    '404': errorEvent('loadRecord', { kind: 'status', status: 404 }),
    '500': errorEvent('loadRecord', { kind: 'status', status: 500 }),
  },
  'xstate.done.actor.reloadRecord': { open: doneEvent('reloadRecord', OPEN_DEBT) },
  'xstate.error.actor.reloadRecord': { network: errorEvent('reloadRecord', { kind: 'network' }) },
  'xstate.done.actor.runAction': { cancelled: doneEvent('runAction', { ...CANCELLED_DEBT, reason: 'Duplicada por error' }) },
  'xstate.error.actor.runAction': {
    stale: errorEvent('runAction', { kind: 'status', status: 409, code: 'stale' }),
    somethingPaid: errorEvent('runAction', { kind: 'status', status: 409, code: 'somethingPaid' }),
    timeout: errorEvent('runAction', { kind: 'timeout' }),
  },
  // Someone took the debt on meanwhile: a newer version, still open.
  'xstate.done.actor.reloadStale': { newer: doneEvent('reloadStale', { ...OPEN_DEBT, version: 2 }) },
  'xstate.error.actor.reloadStale': { network: errorEvent('reloadStale', { kind: 'network' }) },
} satisfies EventFixtures<DebtDetailModelEvent>;
