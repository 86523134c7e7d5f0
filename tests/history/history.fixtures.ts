import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { recordHistoryMachine, type AuditEntry, type HistoryRef, type RecordHistoryEvent } from '../../machines/history/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** A location's history: its creation, then a change of the grace days and the tolerance. */
export const LOCATION_HISTORY: AuditEntry[] = [
  {
    id: 12,
    at: '2026-11-20T15:30:00.000Z',
    user_name: 'Carlos Ruiz',
    action: 'update',
    before: { id: 4, name: 'Centro', currency: 'ARS', minor_digits: 2, grace_days: 3, cash_tolerance: 500, version: 1 },
    after: { id: 4, name: 'Centro', currency: 'ARS', minor_digits: 2, grace_days: 5, cash_tolerance: 1000, version: 2 },
  },
  {
    id: 11,
    at: '2026-11-01T12:00:00.000Z',
    user_name: 'Ana Torres',
    action: 'create',
    before: null,
    after: { id: 4, name: 'Centro', currency: 'ARS', minor_digits: 2, grace_days: 3, cash_tolerance: 500, version: 1 },
  },
];

export const LOCATION_REF: HistoryRef = { area: 'ubicaciones', id: 4 };

export const inertRecordHistory = recordHistoryMachine.provide({ actors: { loadHistory: neverSettles<AuditEntry[], HistoryRef>() } });

export type RecordHistoryModelEvent = RecordHistoryEvent | DoneActorEvent<AuditEntry[], 'loadHistory'> | ErrorActorEvent<unknown, 'loadHistory'>;

export const recordHistoryFixtures = {
  'history.retried': { default: { type: 'history.retried' } },
  'xstate.done.actor.loadHistory': { entries: doneEvent('loadHistory', LOCATION_HISTORY), none: doneEvent('loadHistory', []) },
  'xstate.error.actor.loadHistory': { '500': errorEvent('loadHistory', { kind: 'status', status: 500 }), network: errorEvent('loadHistory', { kind: 'network' }) },
} satisfies EventFixtures<RecordHistoryModelEvent>;
