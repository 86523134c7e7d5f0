// @vitest-environment node
/** The customer form: validation per field, one idempotency key per submission, 409 and 422. */
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { customerFormMachine, type Customer, type CustomerField, type SaveCustomerRequest } from '../../machines/customers/index.ts';
import { ANA, ANA_CHANGED } from './customers.fixtures.ts';

type Answer = (request: SaveCustomerRequest) => Promise<Customer>;

function start(customer: Customer | null, answers: Answer[], reload: () => Promise<Customer> = async () => ANA_CHANGED) {
  const requests: SaveCustomerRequest[] = [];
  const focused: CustomerField[] = [];
  let keys = 0;
  const logic = customerFormMachine.provide({
    actors: {
      saveCustomer: fromPromise<Customer, SaveCustomerRequest>(async ({ input }) => {
        requests.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer scripted');
        return answer(input);
      }),
      loadCustomer: fromPromise<Customer, number>(() => reload()),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
      focusField: (_, field) => void focused.push(field),
    },
  });
  const actor = createActor(logic, { input: { customer } }).start();
  const type = (field: CustomerField, value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, requests, focused, type };
}

const fail = (status: number) => async (): Promise<Customer> => Promise.reject({ kind: 'status', status });
const created = async (request: SaveCustomerRequest): Promise<Customer> =>
  ({ ...ANA, ...(request.kind === 'create' ? request.input : request.update), id: 9, version: 1 });
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('customerForm: validation', () => {
  it('a submit with missing name and document stays, shows the errors and focuses the first invalid field', () => {
    const { actor, requests, focused } = start(null, []);
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(focused).toEqual(['document_number']);
    expect(requests).toHaveLength(0);
  });
});

describe('customerForm: one idempotency key per user intent', () => {
  it('retries of one submission reuse its key; a new submission after an edit gets a new one', async () => {
    const { actor, requests, type } = start(null, [fail(500), fail(503), created, created]);
    type('document_number', ' 123 ');
    type('name', 'Luis');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    // A double submit while failed is not a new intent either: only 'Reintentar' sends again.
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'save.retried' });
    await settled(actor);
    expect(requests.map((r) => r.kind === 'create' && r.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(requests[0]).toMatchObject({ kind: 'create', input: { document_number: '123', name: 'Luis', status: 'active' } });
    // The user changes something and submits again: another intent, another key.
    type('phone', '555');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests.map((r) => r.kind === 'create' && r.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.saved?.id).toBe(9);
  });

  it('an edit sends a PUT with the version it started from, and no key', async () => {
    const { actor, requests, type } = start(ANA, [created]);
    type('phone', '555-2222');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests).toEqual([{ kind: 'update', id: ANA.id, update: expect.objectContaining({ phone: '555-2222', version: ANA.version }) }]);
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });
});

describe('customerForm: 422 and 409', () => {
  it('422 puts "another customer\'s document" on the field until it changes', async () => {
    const { actor, focused, type } = start(null, [fail(422)]);
    type('document_number', '30111222');
    type('name', 'Luis');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'duplicate' })).toBe(true);
    expect(actor.getSnapshot().context.rejectedDocument).toBe('30111222');
    expect(focused).toEqual(['document_number']);
    type('document_number', '30111223');
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('409 keeps the typed values; Recargar compares; "keep mine" saves on top of the stored version', async () => {
    const { actor, requests, type } = start(ANA, [fail(409), created]);
    type('name', 'Ana María Pérez');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: { conflict: 'asking' } })).toBe(true);
    expect(actor.getSnapshot().context.values.name).toBe('Ana María Pérez');
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches({ form: { conflict: 'comparing' } }));
    expect(actor.getSnapshot().context.stored).toEqual(ANA_CHANGED);
    expect(actor.getSnapshot().context.values.name).toBe('Ana María Pérez');
    actor.send({ type: 'conflict.keepMine' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests.at(-1)).toMatchObject({ kind: 'update', update: { name: 'Ana María Pérez', version: ANA_CHANGED.version } });
  });

  it('409 then "take the stored" drops the typed values for the stored record', async () => {
    const { actor, type } = start(ANA, [fail(409)]);
    type('name', 'Otro nombre');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches({ form: { conflict: 'comparing' } }));
    actor.send({ type: 'conflict.takeStored' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: ANA_CHANGED.name, phone: ANA_CHANGED.phone, status: 'blocked' });
    expect(actor.getSnapshot().context.original?.version).toBe(4);
  });

  it('a failed reload goes back to the question with the values kept', async () => {
    const reload = vi.fn(async (): Promise<Customer> => Promise.reject({ kind: 'network' }));
    const { actor, type } = start(ANA, [fail(409)], reload);
    type('name', 'Otro nombre');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    actor.send({ type: 'conflict.reload' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: { conflict: 'asking' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
    expect(actor.getSnapshot().context.values.name).toBe('Otro nombre');
  });
});
