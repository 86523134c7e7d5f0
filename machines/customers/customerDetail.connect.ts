import type { SnapshotFrom } from 'xstate';
import { changesOf, type FieldChange } from './customerHistory.rules.ts';
import type { customerDetailMachine, CustomerDetailEvent, CustomerDetailFailure } from './customerDetail.machine.ts';
import type { AuditEntry, Customer } from './customers.schema.ts';

export type CustomerDetailSnapshot = SnapshotFrom<typeof customerDetailMachine>;

/** One line of 'Historial' as shown: who, when, what, and each field before → after. */
export interface HistoryLine {
  id: number;
  at: string;
  userName: string;
  action: AuditEntry['action'];
  changes: FieldChange[];
}

export interface CustomerDetailView {
  /** For the kit's `<LoadState>`: the record's load, its retryable failure, or anything else. */
  load: 'loading' | 'failed' | 'ready';
  retrying: boolean;
  customer: Customer | null;
  /** 404 or 403: said plainly, no retry. */
  refused: Exclude<CustomerDetailFailure, 'unavailable'> | null;
  history: 'hidden' | 'loading' | 'shown' | 'failed';
  historyLines: HistoryLine[];
  retry(): void;
  retryHistory(): void;
}

const NO_LINES = Object.freeze([]) as never[];

function historyOf(snapshot: CustomerDetailSnapshot): CustomerDetailView['history'] {
  if (snapshot.matches({ ready: 'historyShown' })) return 'shown';
  if (snapshot.matches({ ready: 'historyFailed' })) return 'failed';
  if (snapshot.matches({ ready: 'historyLoading' })) return 'loading';
  return 'hidden';
}

export function connectCustomerDetail(snapshot: CustomerDetailSnapshot, send: (event: CustomerDetailEvent) => void): CustomerDetailView {
  const { customer, history, failure } = snapshot.context;
  const refused = snapshot.matches('refused') && failure !== null && failure !== 'unavailable' ? failure : null;
  const shown = historyOf(snapshot);
  return {
    load: snapshot.matches('failed') || (snapshot.matches('loading') && failure !== null) ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready',
    retrying: snapshot.matches('loading') && failure !== null,
    customer,
    refused,
    history: shown,
    historyLines:
      shown === 'shown' && history !== null
        ? history.map((entry) => ({ id: entry.id, at: entry.at, userName: entry.user_name, action: entry.action, changes: changesOf(entry) }))
        : NO_LINES,
    retry: () => send({ type: 'customer.retried' }),
    retryHistory: () => send({ type: 'history.retried' }),
  };
}
