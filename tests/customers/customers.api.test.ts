// @vitest-environment node
/** The 'Clientes' API slice: paths, methods, the Idempotency-Key header, answers checked against the contract. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createCustomersApi } from '../../src/features/customers/customers.api.ts';
import { createFormGate, provideCustomerForm } from '../../src/features/customers/customersLogic.ts';
import { createFakeDeps } from '../support/fakeDeps.ts';
import { ANA } from './customers.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createCustomersApi({ request } as unknown as ApiClient), request };
};
const { id: _id, version: _version, created_at: _c, updated_at: _u, ...input } = ANA;

describe('createCustomersApi', () => {
  it('listCustomers asks GET /clientes with the query and the status filter', async () => {
    const { api, request } = clientAnswering({ items: [ANA], total: 1, page: 1, pageSize: 10 });
    const signal = new AbortController().signal;
    const page = await api.listCustomers({ ...emptyQuery(10), q: 'ana', sort: { column: 'name', direction: 'descending' }, filters: { status: 'blocked' } }, signal);
    expect(page.items).toEqual([ANA]);
    expect(request).toHaveBeenCalledWith('/clientes', { query: { q: 'ana', sort: '-name', page: '1', pageSize: '10', status: 'blocked' }, signal });
  });

  it('createCustomer POSTs the input with the submission\'s Idempotency-Key', async () => {
    const { api, request } = clientAnswering(ANA);
    expect(await api.createCustomer({ input, idempotencyKey: 'k-1' })).toEqual(ANA);
    expect(request).toHaveBeenCalledWith('/clientes', { method: 'POST', body: input, headers: { 'Idempotency-Key': 'k-1' }, signal: undefined });
  });

  it('getCustomer and updateCustomer use the customer\'s path', async () => {
    const { api, request } = clientAnswering(ANA);
    await api.getCustomer(7);
    await api.updateCustomer({ id: 7, update: { ...input, version: 3 } });
    expect(request.mock.calls.map((call) => (call as unknown[]).slice(0, 2))).toEqual([
      ['/clientes/7', { signal: undefined }],
      ['/clientes/7', { method: 'PUT', body: { ...input, version: 3 }, signal: undefined }],
    ]);
  });

  it.each([
    ['an HTML page', '<!doctype html>'],
    ['a customer without a version', { ...ANA, version: undefined }],
    ['an unknown status', { ...ANA, status: 'deleted' }],
  ])('%s is an invalid response', async (_, answer) => {
    await expect(clientAnswering(answer).api.getCustomer(7)).rejects.toBe(INVALID_RESPONSE);
  });
});

describe('provideCustomerForm', () => {
  it('a new customer goes through deps.api.createCustomer with a fresh key per submission', async () => {
    const deps = createFakeDeps({ api: { createCustomer: async () => ANA } });
    deps.alert = vi.fn(async () => {});
    const keys = ['uuid-1', 'uuid-2'];
    const actor = createActor(provideCustomerForm(deps, createFormGate(), () => keys.shift() ?? 'none'), { input: { customer: null } }).start();
    actor.send({ type: 'field.changed', field: 'document_number', value: '1' });
    actor.send({ type: 'field.changed', field: 'name', value: 'Luis' });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'saved' }));
    expect(deps.api.createCustomer).toHaveBeenCalledWith(
      { input: expect.objectContaining({ name: 'Luis' }), idempotencyKey: 'uuid-1' },
      expect.any(AbortSignal),
    );
    expect(deps.alert).toHaveBeenCalledWith('success', expect.anything());
    actor.stop();
  });
});
