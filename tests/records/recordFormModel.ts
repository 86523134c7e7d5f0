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
import type { RecordFormContext, RecordFormEvent, RecordFormTypes, RecordSaveRequest } from '../../machines/records/recordForm.types.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths, fieldVerdicts } from '../utils/paths.ts';

export const ANA: PickedCustomer = { id: 7, name: 'Ana Pérez', document: '30111222', blocked: false };
export const BLOCKED: PickedCustomer = { id: 8, name: 'Bruno Díaz', document: '30999888', blocked: true };

export type RecordFormModelEvent<T extends RecordFormTypes> =
  | RecordFormEvent<T>
  | DoneActorEvent<T['saved'], 'saveRecord'>
  | ErrorActorEvent<unknown, 'saveRecord'>
  | DoneActorEvent<PickedCustomer[], 'searchCustomers'>
  | ErrorActorEvent<unknown, 'searchCustomers'>;

/**
 * The form with a fixed key maker (the model and its replay make the same key), that one with
 * actors that never answer, and the state key of its path suites (`errorsOf`: the area's rules on
 * the context, as the machine's `errorsOf` option reads them).
 */
export function recordFormModel<T extends RecordFormTypes>(machine: RecordFormMachine<T>, errorsOf: (context: RecordFormContext<T>) => T['errors']) {
  const keyed = machine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });
  const inert = keyed.provide({
    actors: { saveRecord: neverSettles<T['saved'], RecordSaveRequest<T['body']>>(), searchCustomers: neverSettles<PickedCustomer[], string>() },
  });
  return { keyed, inert, stateKey: recordFormStateKey<RecordFormContext<T>>(errorsOf) };
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

/** The part of a record form's context its state key reads. */
interface RecordFormKeyContext {
  values: object;
  initial: object;
  customer: PickedCustomer | null;
  preview: unknown;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: string | null;
  results: readonly unknown[];
  search: string;
}

const sameValues = (a: object, b: object): boolean =>
  Object.keys(a).every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);

/**
 * What a record form's path suites (model and UI) tell states apart by, besides the state value:
 * what the chart distinguishes, never what was typed (docs/testing.md). `errorsOf` is the area's
 * verdict on the context (the rules its `hasErrors` guard and the focus read); the rest is what the
 * kit's guards, actions and view read: the customer (none, picked, blocked), changed or not (the
 * leave question), the preview present or not, errors shown, a key in hand, the failure's code,
 * a search sent and answered with customers.
 */
function recordFormStateKey<C extends RecordFormKeyContext>(errorsOf: (context: C) => object) {
  return ({ context }: { context: C }) => ({
    // An area's errors are one optional code per field.
    errors: fieldVerdicts(errorsOf(context) as Readonly<Record<string, unknown>>),
    customer: context.customer === null ? 'none' : context.customer.blocked ? 'blocked' : 'picked',
    changed: !sameValues(context.values, context.initial),
    preview: context.preview !== null,
    showErrors: context.showErrors,
    key: context.idempotencyKey !== null,
    failure: context.failure,
    searched: context.search !== '',
    results: context.results.length > 0,
  });
}

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
    // What the chart distinguishes, never what was typed; the replay still compares the whole context.
    stateKey: suite.model.stateKey,
    checkState: (snapshot) => {
      const view = suite.connect(snapshot, () => {});
      suite.checkPreview(snapshot, view);
      expectRecordForm(snapshot, view);
    },
  });
}
