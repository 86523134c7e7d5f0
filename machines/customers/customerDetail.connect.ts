import type { SnapshotFrom } from 'xstate';
import type { customerDetailMachine, CustomerDetailEvent, CustomerDetailFailure } from './customerDetail.machine.ts';
import type { Customer } from './customers.schema.ts';

export type CustomerDetailSnapshot = SnapshotFrom<typeof customerDetailMachine>;

export interface CustomerDetailView {
  /** For the kit's `<LoadState>`: the record's load, its retryable failure, or anything else. */
  load: 'loading' | 'failed' | 'ready';
  retrying: boolean;
  customer: Customer | null;
  /** 404 or 403: said plainly, no retry. */
  refused: Exclude<CustomerDetailFailure, 'unavailable'> | null;
  retry(): void;
}

export function connectCustomerDetail(snapshot: CustomerDetailSnapshot, send: (event: CustomerDetailEvent) => void): CustomerDetailView {
  const { customer, failure } = snapshot.context;
  const refused = snapshot.matches('refused') && failure !== null && failure !== 'unavailable' ? failure : null;
  return {
    load: snapshot.matches('failed') || (snapshot.matches('loading') && failure !== null) ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready',
    retrying: snapshot.matches('loading') && failure !== null,
    customer,
    refused,
    retry: () => send({ type: 'customer.retried' }),
  };
}
