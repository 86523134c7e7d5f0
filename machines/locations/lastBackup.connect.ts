import type { SnapshotFrom } from 'xstate';
import type { lastBackupMachine, LastBackupEvent } from './lastBackup.machine.ts';
import type { BackupLastAnswer } from './backupStatus.schema.ts';

export interface LastBackupView {
  state: 'loading' | 'shown' | 'failed';
  /** The answer while `shown`, else null. */
  answer: BackupLastAnswer | null;
  retry(): void;
}

export function connectLastBackup(snapshot: SnapshotFrom<typeof lastBackupMachine>, send: (event: LastBackupEvent) => void): LastBackupView {
  const state = snapshot.matches('shown') ? 'shown' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { state, answer: state === 'shown' ? snapshot.context.answer : null, retry: () => send({ type: 'lastBackup.retried' }) };
}
