import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  loanDetailMachine,
  loanFormErrors,
  loanFormMachine,
  type LoanFormTypes,
  type LoanActionRequest,
  type LoanDetail,
  type LoanAction,
} from '../../machines/loans/loanScreens.ts';
import type { RecordDetailEvent } from '../../machines/records/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { recordFormFixtures, recordFormModel, type RecordFormModelEvent } from '../records/recordFormModel.ts';
import { APPROVED_LOAN, CHARGED_LOAN, SUBMITTED_LOAN } from './loanScreens.fixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

/** The loan form's model; its state key judges the values with the loan's rules (as the machine's `errorsOf`). */
export const loanFormModel = recordFormModel(loanFormMachine, ({ customer, values, input }) => loanFormErrors(customer, values, input, input.businessDate));
export const { keyed: keyedLoanForm, inert: inertLoanForm, stateKey: loanFormStateKey } = loanFormModel;

export type LoanFormModelEvent = RecordFormModelEvent<LoanFormTypes>;

export const LOAN_FORM_INPUT = { digits: 2, conventions: ES_ARS, businessDate: '2026-11-23' };

export const loanFormFixtures = recordFormFixtures<LoanFormTypes>({
  fields: {
    amount: { type: 'field.changed', field: 'amount', value: '10000' },
    rate: { type: 'field.changed', field: 'rate', value: '2' },
    otherAmount: { type: 'field.changed', field: 'amount', value: '12000' },
  },
  saved: SUBMITTED_LOAN,
  refusal: 'customerBlocked',
});

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
  'action.opened': { reject: { type: 'action.opened', action: 'reject' }, waiveCharge: { type: 'action.opened', action: 'waiveCharge' } },
  'reason.changed': {
    typed: { type: 'reason.changed', reason: 'Ingresos insuficientes' },
    // A second reason: after a failure or a refusal, a new reason is a new intent.
    other: { type: 'reason.changed', reason: 'Documentación incompleta' },
  },
  // A loan's actions take no date: its chart has no 'date.changed' transition, so nothing is sent.
  'date.changed': {},
  // 'Condonar recargos' takes which installment; the chart keeps it as the reason is kept.
  'choice.changed': { installment: { type: 'choice.changed', choice: '2' } },
  'action.confirmed': { default: { type: 'action.confirmed' } },
  'action.retried': { default: { type: 'action.retried' } },
  'stale.reloaded': { default: { type: 'stale.reloaded' } },
  'dialog.closed': { default: { type: 'dialog.closed' } },
  'xstate.done.actor.loadRecord': { submitted: doneEvent('loadRecord', SUBMITTED_LOAN), charged: doneEvent('loadRecord', CHARGED_LOAN) },
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
