import { assign, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  customerDetailMachine,
  customerErrors,
  customerFormMachine,
  sameValues,
  type Customer,
  type CustomerDetailEvent,
  type CustomerFormEvent,
  type SaveCustomerRequest,
} from '../../machines/customers/index.ts';
import { versionedFormKey } from '../records/versionedFormPaths.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { ANA, ANA_CHANGED } from './customers.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedCustomerForm = customerFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

/** What the customer form's path suites (model and UI) tell states apart by: what the chart distinguishes, never what was typed. */
export const customerFormStateKey = ({ context }: SnapshotFrom<typeof keyedCustomerForm>) => ({
  ...versionedFormKey(context, { errors: customerErrors(context.values, context.rejectedDocument), unsaved: !sameValues(context.values, context.initial) }),
  rejected: context.rejectedDocument !== null,
  stored: context.stored !== null,
});

export const inertCustomerForm = keyedCustomerForm.provide({
  actors: { saveCustomer: neverSettles<Customer, SaveCustomerRequest>(), loadCustomer: neverSettles<Customer, number>() },
});

export const inertCustomerDetail = customerDetailMachine.provide({
  actors: { loadCustomer: neverSettles<Customer, number>() },
});

export type CustomerFormModelEvent =
  | CustomerFormEvent
  | DoneActorEvent<Customer, 'saveCustomer'>
  | ErrorActorEvent<unknown, 'saveCustomer'>
  | DoneActorEvent<Customer, 'loadCustomer'>
  | ErrorActorEvent<unknown, 'loadCustomer'>;

export const customerFormFixtures = {
  'field.changed': {
    name: { type: 'field.changed', field: 'name', value: 'Luis Gómez' },
    document: { type: 'field.changed', field: 'document_number', value: '20999888' },
    phone: { type: 'field.changed', field: 'phone', value: '555-0123' },
  },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'conflict.reload': { default: { type: 'conflict.reload' } },
  'conflict.keepMine': { default: { type: 'conflict.keepMine' } },
  'conflict.takeStored': { default: { type: 'conflict.takeStored' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveCustomer': { saved: doneEvent('saveCustomer', { ...ANA, name: 'Luis Gómez' }) },
  'xstate.error.actor.saveCustomer': {
    '409': errorEvent('saveCustomer', { kind: 'status', status: 409 }),
    '422': errorEvent('saveCustomer', { kind: 'status', status: 422 }),
    '403': errorEvent('saveCustomer', { kind: 'status', status: 403 }),
    timeout: errorEvent('saveCustomer', { kind: 'timeout' }),
  },
  'xstate.done.actor.loadCustomer': { stored: doneEvent('loadCustomer', ANA_CHANGED) },
  'xstate.error.actor.loadCustomer': { network: errorEvent('loadCustomer', { kind: 'network' }) },
} satisfies EventFixtures<CustomerFormModelEvent>;

export type CustomerDetailModelEvent =
  | CustomerDetailEvent
  | DoneActorEvent<Customer, 'loadCustomer'>
  | ErrorActorEvent<unknown, 'loadCustomer'>;

export const customerDetailFixtures = {
  'customer.retried': { default: { type: 'customer.retried' } },
  'xstate.done.actor.loadCustomer': { ana: doneEvent('loadCustomer', ANA) },
  'xstate.error.actor.loadCustomer': {
    '404': errorEvent('loadCustomer', { kind: 'status', status: 404 }),
    '403': errorEvent('loadCustomer', { kind: 'status', status: 403 }),
    '500': errorEvent('loadCustomer', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<CustomerDetailModelEvent>;
