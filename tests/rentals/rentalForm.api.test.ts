// @vitest-environment node
/** 'Nuevo alquiler''s call: POST /alquileres with the contract and its Idempotency-Key, the answer checked against RentalDetailSchema. */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/api/client.ts';
import { createRentalsApi } from '../../src/features/rentals/rentals.api.ts';
import { DRAFT_RENTAL } from './rentalForm.fixtures.ts';

const rental = {
  customerId: 7, property: 'Local 3', rent: 150_000_00, frequency: 'monthly' as const, dueDay: 23, deposit: 0, startDate: '2026-11-23', endDate: '2027-11-22',
  graceDays: 5, lateFeeKind: 'fixed' as const, lateFeeValue: 0, lateFeeCap: null,
};

describe('createRental', () => {
  it('POSTs the contract with its Idempotency-Key and answers the draft', async () => {
    const request = vi.fn(async () => DRAFT_RENTAL);
    const api = createRentalsApi({ request } as unknown as ApiClient);
    expect(await api.createRental({ rental, idempotencyKey: 'k-1' })).toEqual(DRAFT_RENTAL);
    expect(request).toHaveBeenCalledWith('/alquileres', { method: 'POST', body: rental, headers: { 'Idempotency-Key': 'k-1' }, signal: undefined });
  });

  it('refuses an answer that is not a contract', async () => {
    const api = createRentalsApi({ request: async () => ({ id: 51 }) } as unknown as ApiClient);
    await expect(api.createRental({ rental, idempotencyKey: 'k-1' })).rejects.toEqual({ kind: 'invalidResponse' });
  });
});
