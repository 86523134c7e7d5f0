import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { debtFormMachine, type DebtDetail, type DebtFormEvent, type DebtFormTypes } from '../../machines/debts/index.ts';
import type { RecordSaveRequest } from '../../machines/records/recordForm.types.ts';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

export const ANA: PickedCustomer = { id: 7, name: 'Ana Pérez', document: '30111222', blocked: false };
export const BLOCKED: PickedCustomer = { id: 8, name: 'Bruno Díaz', document: '30999888', blocked: true };

/** 'Reparación del techo', 900,00 in 3 monthly installments from 2026-12-23, as the server answers it. */
export const SAVED_DEBT: DebtDetail = {
  id: 41,
  kind: 'debt',
  customer_id: ANA.id,
  debtor_user_id: null,
  debtor_name: ANA.name,
  concept: 'Reparación del techo',
  amount: 900_00,
  balance: 900_00,
  paid_total: 0,
  next_due_date: '2026-12-23',
  days_past_due: 0,
  status: 'open',
  officer_id: 1,
  officer_name: 'Ana Torres',
  delivery_id: null,
  first_due_date: '2026-12-23',
  installments: 3,
  frequency: 'monthly',
  note: '',
  overpaid: 0,
  created: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-23T10:00:00Z' },
  cancelled: null,
  written_off: null,
  reason: null,
  schedule: ['2026-12-23', '2027-01-23', '2027-02-23'].map((due_date, index) => ({
    number: index + 1, due_date, principal: 300_00, interest: 0, charges: 0, total: 300_00, paid: 0, outstanding: 300_00, status: 'upcoming' as const,
  })),
  version: 1,
  business_date: '2026-11-23',
};

export const DEBT_FORM_INPUT = { kind: 'debt' as const, digits: 2, businessDate: '2026-11-23' };

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedDebtForm = debtFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertDebtForm = keyedDebtForm.provide({
  actors: { saveRecord: neverSettles<DebtDetail, RecordSaveRequest<DebtFormTypes['body']>>(), searchCustomers: neverSettles<PickedCustomer[], string>() },
});

export type DebtFormModelEvent =
  | DebtFormEvent
  | DoneActorEvent<DebtDetail, 'saveRecord'>
  | ErrorActorEvent<unknown, 'saveRecord'>
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>;

export const debtFormFixtures = {
  'field.changed': {
    concept: { type: 'field.changed', field: 'concept', value: 'Reparación del techo' },
    amount: { type: 'field.changed', field: 'amount', value: '900' },
    // A second amount: after a failed or refused submission, a change is a new intent.
    otherAmount: { type: 'field.changed', field: 'amount', value: '1200' },
  },
  'customer.searched': { ana: { type: 'customer.searched', search: 'ana' } },
  'customer.picked': { ana: { type: 'customer.picked', customer: ANA }, blocked: { type: 'customer.picked', customer: BLOCKED } },
  'customer.cleared': { default: { type: 'customer.cleared' } },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveRecord': { saved: doneEvent('saveRecord', SAVED_DEBT) },
  'xstate.error.actor.saveRecord': {
    firstDuePassed: errorEvent('saveRecord', { kind: 'status', status: 422, code: 'firstDuePassed' }),
    timeout: errorEvent('saveRecord', { kind: 'timeout' }),
  },
  'xstate.done.actor.searchCustomers': { found: doneEvent('searchCustomers', [ANA, BLOCKED]) },
  'xstate.error.actor.searchCustomers': { network: errorEvent('searchCustomers', { kind: 'network' }) },
} satisfies EventFixtures<DebtFormModelEvent>;
