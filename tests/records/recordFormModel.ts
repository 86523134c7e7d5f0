/**
 * The model of a record form built by `recordFormMachine` (loanForm, rentalForm, debtForm): the
 * machine with a fixed key maker and its inert replay, the events its path suites send (each area
 * gives only its field changes, its saved record and the refusal it shows), and what holds in
 * every state of its model path suite.
 */
import { expect } from 'vitest';
import { assign, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import type { RecordFormView } from '../../machines/records/recordForm.connect.ts';
import type { RecordFormMachine } from '../../machines/records/recordForm.machine.ts';
import type { RecordFormEvent, RecordFormTypes, RecordSaveRequest } from '../../machines/records/recordForm.types.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

export const ANA: PickedCustomer = { id: 7, name: 'Ana Pérez', document: '30111222', blocked: false };
export const BLOCKED: PickedCustomer = { id: 8, name: 'Bruno Díaz', document: '30999888', blocked: true };

export type RecordFormModelEvent<T extends RecordFormTypes> =
  | RecordFormEvent<T>
  | DoneActorEvent<T['saved'], 'saveRecord'>
  | ErrorActorEvent<unknown, 'saveRecord'>
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>;

/** The form with a fixed key maker (the model and its replay make the same key), and that one with actors that never answer. */
export function recordFormModel<T extends RecordFormTypes>(machine: RecordFormMachine<T>) {
  const keyed = machine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
  const inert = keyed.provide({
    actors: { saveRecord: neverSettles<T['saved'], RecordSaveRequest<T['body']>>(), searchCustomers: neverSettles<PickedCustomer[], string>() },
  });
  return { keyed, inert };
}

interface FixturesOf<T extends RecordFormTypes> {
  /** The field changes: the ones that make the values valid, and a second value of one of them (after a failed or refused submission, a change is a new intent). */
  fields: Readonly<Record<string, Extract<RecordFormEvent<T>, { type: 'field.changed' }>>>;
  /** The record as the server answers the POST. */
  saved: T['saved'];
  /** The 422 refusal the suites show, by its code. */
  refusal: T['refusal'];
}

/** Every event a record form's path suites send: the area's fields, ANA and BLOCKED, its saved record and refusal, a timeout. */
export function recordFormFixtures<T extends RecordFormTypes>({ fields, saved, refusal }: FixturesOf<T>) {
  return {
    'field.changed': fields,
    'customer.searched': { ana: { type: 'customer.searched', search: 'ana' } },
    'customer.picked': { ana: { type: 'customer.picked', customer: ANA }, blocked: { type: 'customer.picked', customer: BLOCKED } },
    'customer.cleared': { default: { type: 'customer.cleared' } },
    'form.submitted': { default: { type: 'form.submitted' } },
    'save.retried': { default: { type: 'save.retried' } },
    'leave.requested': { default: { type: 'leave.requested' } },
    'leave.confirmed': { default: { type: 'leave.confirmed' } },
    'leave.cancelled': { default: { type: 'leave.cancelled' } },
    'xstate.done.actor.saveRecord': { saved: doneEvent('saveRecord', saved) },
    'xstate.error.actor.saveRecord': {
      [refusal]: errorEvent('saveRecord', { kind: 'status', status: 422, code: refusal }),
      timeout: errorEvent('saveRecord', { kind: 'timeout' }),
    },
    'xstate.done.actor.searchCustomers': { found: doneEvent('searchCustomers', [ANA, BLOCKED]) },
    'xstate.error.actor.searchCustomers': { network: errorEvent('searchCustomers', { kind: 'network' }) },
  } satisfies EventFixtures<RecordFormModelEvent<T>>;
}

/** What a record form's model path suite keys its states by (the context its guards read). */
export const recordFormStateKey = ({ context }: { context: { values: object; customer: PickedCustomer | null; showErrors: boolean; idempotencyKey: string | null; failure: string | null; results: unknown[]; search: string } }) => ({
  values: context.values,
  customer: context.customer,
  showErrors: context.showErrors,
  key: context.idempotencyKey,
  failure: context.failure,
  results: context.results.length,
  search: context.search,
});

/** The part of a record form's snapshot the checks read. */
export interface RecordFormSnapshotLike {
  context: { customer: PickedCustomer | null; idempotencyKey: string | null };
  // Method syntax on purpose: each machine's `matches` takes its own state values, of which these are some.
  matches(value: { form: 'saving' | 'failed' | 'refused' } | { leave: 'asking' }): boolean;
}

/** What holds in every state of every record form, whatever its fields. */
export function expectRecordForm(snapshot: RecordFormSnapshotLike, view: Pick<RecordFormView<RecordFormTypes>, 'errors' | 'askingToLeave'>): void {
  // A blocked customer is said at once, and never reaches the server.
  if (snapshot.context.customer?.blocked === true) expect((view.errors as { customer?: string }).customer).toBe('blocked');
  if (snapshot.matches({ form: 'saving' })) {
    expect(snapshot.context.customer?.blocked).toBe(false);
    expect(snapshot.context.idempotencyKey).toBe('key-1');
  }
  // A failure without a verdict keeps the key for 'Reintentar'; a refusal drops it.
  if (snapshot.matches({ form: 'failed' })) expect(snapshot.context.idempotencyKey).toBe('key-1');
  if (snapshot.matches({ form: 'refused' })) expect(snapshot.context.idempotencyKey).toBeNull();
  expect(view.askingToLeave).toBe(snapshot.matches({ leave: 'asking' }));
}

interface RecordFormPathSuite<T extends RecordFormTypes, V extends RecordFormView<T>> {
  model: ReturnType<typeof recordFormModel<T>>;
  fixtures: ReturnType<typeof recordFormFixtures<T>>;
  input: T['input'];
  connect(snapshot: SnapshotFrom<RecordFormMachine<T>>, send: () => void): V;
  /** The area's own invariant: what its preview is for the values typed. */
  checkPreview(snapshot: SnapshotFrom<RecordFormMachine<T>>, view: V): void;
}

/** A record form's model path suite: every state reached, the kit's invariants and the area's preview checked in each. */
export function describeRecordFormPaths<T extends RecordFormTypes, V extends RecordFormView<T>>(suite: RecordFormPathSuite<T, V>): void {
  describeModelPaths({
    machine: suite.model.keyed,
    replayLogic: suite.model.inert,
    fixtures: suite.fixtures,
    inputs: { default: suite.input },
    stateKey: recordFormStateKey,
    checkState: (snapshot) => {
      const view = suite.connect(snapshot, () => {});
      suite.checkPreview(snapshot, view);
      expectRecordForm(snapshot, view);
    },
  });
}
