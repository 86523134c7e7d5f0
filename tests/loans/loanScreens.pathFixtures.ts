import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  loanDetailMachine,
  loanFormMachine,
  type LoanApplication,
  type LoanActionRequest,
  type LoanDetail,
  type LoanAction,
  type LoanFormEvent,
  type PickedCustomer,
} from '../../machines/loans/loanScreens.ts';
import type { RecordDetailEvent } from '../../machines/records/index.ts';
import type { RecordSaveRequest } from '../../machines/records/recordForm.types.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { ANA, APPROVED_LOAN, BLOCKED, SUBMITTED_LOAN } from './loanScreens.fixtures.ts';

/** The form with a fixed key maker: the model and its replay make the same key. */
export const keyedLoanForm = loanFormMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertLoanForm = keyedLoanForm.provide({
  actors: { saveRecord: neverSettles<LoanDetail, RecordSaveRequest<LoanApplication>>(), searchCustomers: neverSettles<PickedCustomer[], string>() },
});

export type LoanFormModelEvent =
  | LoanFormEvent
  | DoneActorEvent<LoanDetail, 'saveRecord'>
  | ErrorActorEvent<unknown, 'saveRecord'>
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>;

export const LOAN_FORM_INPUT = { digits: 2, businessDate: '2026-11-23' };

export const loanFormFixtures = {
  'field.changed': {
    amount: { type: 'field.changed', field: 'amount', value: '10000' },
    rate: { type: 'field.changed', field: 'rate', value: '2' },
    // A second amount: after a failed or refused submission, a change is a new intent.
    otherAmount: { type: 'field.changed', field: 'amount', value: '12000' },
  },
  'customer.searched': { ana: { type: 'customer.searched', search: 'ana' } },
  'customer.picked': { ana: { type: 'customer.picked', customer: ANA }, blocked: { type: 'customer.picked', customer: BLOCKED } },
  'customer.cleared': { default: { type: 'customer.cleared' } },
  'form.submitted': { default: { type: 'form.submitted' } },
  'save.retried': { default: { type: 'save.retried' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.saveRecord': { saved: doneEvent('saveRecord', SUBMITTED_LOAN) },
  'xstate.error.actor.saveRecord': {
    customerBlocked: errorEvent('saveRecord', { kind: 'status', status: 422, code: 'customerBlocked' }),
    timeout: errorEvent('saveRecord', { kind: 'timeout' }),
  },
  'xstate.done.actor.searchCustomers': { found: doneEvent('searchCustomers', [ANA, BLOCKED]) },
  'xstate.error.actor.searchCustomers': { network: errorEvent('searchCustomers', { kind: 'network' }) },
} satisfies EventFixtures<LoanFormModelEvent>;

/** The page with a fixed key maker, as the form. */
export const keyedLoanDetail = loanDetailMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertLoanDetail = keyedLoanDetail.provide({
  actors: { loadRecord: neverSettles<LoanDetail, number>(), runAction: neverSettles<LoanDetail, LoanActionRequest>() },
});

export type LoanDetailModelEvent =
  | RecordDetailEvent<LoanAction>
  | DoneActorEvent<LoanDetail, 'loadRecord'>
  | ErrorActorEvent<unknown, 'loadRecord'>
  | DoneActorEvent<LoanDetail, 'reloadRecord'>
  | ErrorActorEvent<unknown, 'reloadRecord'>
  | DoneActorEvent<LoanDetail, 'runAction'>
  | ErrorActorEvent<unknown, 'runAction'>
  | DoneActorEvent<LoanDetail, 'reloadStale'>
  | ErrorActorEvent<unknown, 'reloadStale'>;

export const loanDetailFixtures = {
  'record.retried': { default: { type: 'record.retried' } },
  RELOAD: { default: { type: 'RELOAD' } },
  'action.opened': { reject: { type: 'action.opened', action: 'reject' } },
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Ingresos insuficientes' },
    // A second reason: after a failure or a refusal, a new reason is a new intent.
    other: { type: 'reason.changed', reason: 'Documentación incompleta' },
  },
  // A loan's actions take no date: its chart has no 'date.changed' transition, so nothing is sent.
  'date.changed': {},
  'action.confirmed': { default: { type: 'action.confirmed' } },
  'action.retried': { default: { type: 'action.retried' } },
  'stale.reloaded': { default: { type: 'stale.reloaded' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.loadRecord': { submitted: doneEvent('loadRecord', SUBMITTED_LOAN) },
  'xstate.error.actor.loadRecord': {
    '404': errorEvent('loadRecord', { kind: 'status', status: 404 }),
    '500': errorEvent('loadRecord', { kind: 'status', status: 500 }),
  },
  'xstate.done.actor.reloadRecord': { submitted: doneEvent('reloadRecord', SUBMITTED_LOAN) },
  'xstate.error.actor.reloadRecord': { network: errorEvent('reloadRecord', { kind: 'network' }) },
  'xstate.done.actor.runAction': { rejected: doneEvent('runAction', { ...SUBMITTED_LOAN, status: 'rejected', version: 2, reason: 'Ingresos insuficientes' }) },
  'xstate.error.actor.runAction': {
    stale: errorEvent('runAction', { kind: 'status', status: 409, code: 'stale' }),
    ownApplication: errorEvent('runAction', { kind: 'status', status: 422, code: 'ownApplication' }),
    timeout: errorEvent('runAction', { kind: 'timeout' }),
  },
  'xstate.done.actor.reloadStale': { newer: doneEvent('reloadStale', { ...APPROVED_LOAN, status: 'submitted' }) },
  'xstate.error.actor.reloadStale': { network: errorEvent('reloadStale', { kind: 'network' }) },
} satisfies EventFixtures<LoanDetailModelEvent>;
