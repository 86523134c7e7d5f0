import { assign, fromPromise, setup } from 'xstate';
import type { BackupLastAnswer } from './backupStatus.schema.ts';

export interface LastBackupContext {
  answer: BackupLastAnswer | null;
}

export type LastBackupEvent = { type: 'lastBackup.retried' };

/**
 * 'Última copia de seguridad' under 'Configuración de ubicación', for who may edit the locations
 * (GET /respaldos/ultimo, location.edit): when the server's last backup was taken and whether it
 * succeeded (issue #37).
 *
 * - `loading` → `shown` | `failed` ('Reintentar' loads again).
 */
export const lastBackupMachine = setup({
  types: {
    context: {} as LastBackupContext,
    events: {} as LastBackupEvent,
  },
  actors: {
    loadLastBackup: fromPromise<BackupLastAnswer, void>(async () => {
      throw new Error('lastBackup: the "loadLastBackup" effect must be provided by the app');
    }),
  },
  actions: {
    assignAnswer: assign((_, answer: BackupLastAnswer) => ({ answer })),
  },
}).createMachine({
  id: 'lastBackup',
  initial: 'loading',
  context: { answer: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLastBackup',
        src: 'loadLastBackup',
        onDone: { target: 'shown', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    shown: {},
    failed: {
      on: { 'lastBackup.retried': 'loading' },
    },
  },
});
