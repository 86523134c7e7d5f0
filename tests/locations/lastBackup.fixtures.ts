import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { lastBackupMachine, type BackupLastAnswer, type LastBackupEvent } from '../../machines/locations/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** A daily backup taken at 03:00 UTC that succeeded. */
export const LAST_BACKUP: BackupLastAnswer = {
  enabled: true,
  daily: true,
  last: { at: '2026-11-24T03:00:00.000Z', ok: true, file: 'sofia-2026-11-24T03-00-00-000Z.tar.gz', failedChecks: [], error: null },
};

export const inertLastBackup = lastBackupMachine.provide({ actors: { loadLastBackup: neverSettles<BackupLastAnswer, void>() } });

export type LastBackupModelEvent = LastBackupEvent | DoneActorEvent<BackupLastAnswer, 'loadLastBackup'> | ErrorActorEvent<unknown, 'loadLastBackup'>;

export const lastBackupFixtures = {
  'lastBackup.retried': { default: { type: 'lastBackup.retried' } },
  'xstate.done.actor.loadLastBackup': { taken: doneEvent('loadLastBackup', LAST_BACKUP) },
  'xstate.error.actor.loadLastBackup': { '500': errorEvent('loadLastBackup', { kind: 'status', status: 500 }) },
} satisfies EventFixtures<LastBackupModelEvent>;
