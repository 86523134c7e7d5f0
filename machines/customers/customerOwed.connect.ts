import type { SnapshotFrom } from 'xstate';
import type { customerOwedMachine, CustomerOwedEvent } from './customerOwed.machine.ts';
import type { CustomerOwed } from './customerOwed.schema.ts';

export interface CustomerOwedView {
  state: 'loading' | 'shown' | 'failed';
  /** The answer while `shown`, else null. */
  owed: CustomerOwed | null;
  retry(): void;
}

export function connectCustomerOwed(snapshot: SnapshotFrom<typeof customerOwedMachine>, send: (event: CustomerOwedEvent) => void): CustomerOwedView {
  const state = snapshot.matches('shown') ? 'shown' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { state, owed: state === 'shown' ? snapshot.context.owed : null, retry: () => send({ type: 'owed.retried' }) };
}
