// @vitest-environment node
/** A contract page's API slice: the contract's paths, each route's own body, the Idempotency-Key header, answers checked against the schema. */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createRentalDetailApi } from '../../src/features/rentals/rentalDetail.api.ts';
import { ACTIVE_RENTAL } from './rentalDetail.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createRentalDetailApi({ request } as unknown as ApiClient), request };
};

describe('createRentalDetailApi', () => {
  it('getRental asks GET /alquileres/{id} and checks the answer', async () => {
    const { api, request } = clientAnswering(ACTIVE_RENTAL);
    expect(await api.getRental(7)).toEqual(ACTIVE_RENTAL);
    expect(request).toHaveBeenCalledWith('/alquileres/7', { signal: undefined });
  });

  it.each([
    ['sign', '/alquileres/7/firma', { version: 2 }],
    ['discard', '/alquileres/7/descarte', { version: 2 }],
    ['renew', '/alquileres/7/renovacion', { version: 2, endDate: '2027-03-31' }],
    ['end', '/alquileres/7/fin', { version: 2 }],
    ['terminate', '/alquileres/7/rescision', { version: 2, date: '2027-03-31', reason: 'Mudanza' }],
    ['settle', '/alquileres/7/liquidacion', { version: 2 }],
  ] as const)('runRentalAction %s POSTs %s with only its route’s fields', async (action, path, body) => {
    const { api, request } = clientAnswering(ACTIVE_RENTAL);
    // The dialog's date and reason travel only where the route reads them.
    await api.runRentalAction({ id: 7, action, version: 2, reason: 'Mudanza', date: '2027-03-31', choice: '', idempotencyKey: 'k-2' });
    expect(request).toHaveBeenCalledWith(path, { method: 'POST', body, headers: { 'Idempotency-Key': 'k-2' }, signal: undefined });
  });

  it('an answer that is not a contract is a malformed answer', async () => {
    const { api } = clientAnswering({ id: 7 });
    await expect(api.getRental(7)).rejects.toEqual(INVALID_RESPONSE);
  });
});
