// @vitest-environment node
/**
 * The payments API slice names the kind in every call: a rental's, a debt's and a fee's payments go
 * to their own area's routes (`/{area}/{id}/pagos`), and a record reloaded after a 409 stale is
 * read with its own kind's detail contract and handed back as the slot reads it.
 */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import { loanPayable } from '../../machines/loans/loanPayable.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createPaymentsApi } from '../../src/features/payments/payments.api.ts';
import { LOAN_TWO_DUE, PAYMENT, POSTED, REFUND } from './loanPayments.fixtures.ts';
import { DEBT, FEE, FEE_RECORD, RENTAL, RENTAL_RECORD } from './payable.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createPaymentsApi({ request } as unknown as ApiClient), request };
};

const posted = (kind: 'rental' | 'fee', id: number) => ({
  payment: { ...PAYMENT, kind, target_id: id },
  receipt: { ...POSTED.receipt, kind, target_id: id },
});

describe('createPaymentsApi', () => {
  it("postPayment POSTs a rental's payment to /alquileres/{id}/pagos with its Idempotency-Key", async () => {
    const { api, request } = clientAnswering(posted('rental', 3));
    const answer = await api.postPayment({ kind: 'rental', id: 3, amount: 40_000, method: 'cash', version: 6, acceptExcess: true, idempotencyKey: 'k-1' });
    expect(answer.receipt.kind).toBe('rental');
    expect(request).toHaveBeenCalledWith('/alquileres/3/pagos', { method: 'POST', body: { amount: 40_000, method: 'cash', version: 6, acceptExcess: true }, headers: { 'Idempotency-Key': 'k-1' }, signal: undefined });
  });

  it("postPayment POSTs a fee's payment to /honorarios/{id}/pagos, a debt's to /deudas/{id}/pagos", async () => {
    const fee = clientAnswering(posted('fee', 4));
    await fee.api.postPayment({ kind: 'fee', id: 4, amount: 80_000, method: 'transfer', version: 2, acceptExcess: false, idempotencyKey: 'k-2' });
    expect(fee.request).toHaveBeenCalledWith('/honorarios/4/pagos', { method: 'POST', body: { amount: 80_000, method: 'transfer', version: 2, acceptExcess: false }, headers: { 'Idempotency-Key': 'k-2' }, signal: undefined });
    const debt = clientAnswering(posted('fee', 9));
    await debt.api.postPayment({ kind: 'debt', id: 9, amount: 100, method: 'cash', version: 2, acceptExcess: false, idempotencyKey: 'k-3' });
    expect(debt.request).toHaveBeenCalledWith('/deudas/9/pagos', expect.objectContaining({ method: 'POST' }));
  });

  it("postPayment sends a loan's settlement and a 'Fecha valor' only when asked", async () => {
    const { api, request } = clientAnswering(posted('rental', 3));
    await api.postPayment({ kind: 'loan', id: 7, amount: 935_590, method: 'transfer', version: 4, acceptExcess: false, settle: true, valueDate: '2027-01-08', idempotencyKey: 'k-5' });
    expect(request).toHaveBeenCalledWith('/prestamos/7/pagos', {
      method: 'POST',
      body: { amount: 935_590, method: 'transfer', version: 4, acceptExcess: false, settle: true, valueDate: '2027-01-08' },
      headers: { 'Idempotency-Key': 'k-5' },
      signal: undefined,
    });
  });

  it("postPayment sends the payment's reference and a confirmed duplicate", async () => {
    const { api, request } = clientAnswering(posted('rental', 3));
    await api.postPayment({ kind: 'loan', id: 7, amount: 100_000, method: 'card', reference: 'POS-123', version: 4, acceptExcess: false, acceptDuplicate: true, idempotencyKey: 'k-7' });
    expect(request).toHaveBeenCalledWith('/prestamos/7/pagos', {
      method: 'POST',
      body: { amount: 100_000, method: 'card', reference: 'POS-123', version: 4, acceptExcess: false, acceptDuplicate: true },
      headers: { 'Idempotency-Key': 'k-7' },
      signal: undefined,
    });
  });

  it("postPayment sends a loan's prepayment mode only when asked", async () => {
    const { api, request } = clientAnswering(posted('rental', 3));
    await api.postPayment({ kind: 'loan', id: 7, amount: 300_000, method: 'transfer', version: 4, acceptExcess: false, prepay: 'lowerInstallment', idempotencyKey: 'k-6' });
    expect(request).toHaveBeenCalledWith('/prestamos/7/pagos', {
      method: 'POST',
      body: { amount: 300_000, method: 'transfer', version: 4, acceptExcess: false, prepay: 'lowerInstallment' },
      headers: { 'Idempotency-Key': 'k-6' },
      signal: undefined,
    });
  });

  it("refundCredit POSTs the record's version and reason to /{area}/{id}/devolucion with its Idempotency-Key", async () => {
    const refund = { ...REFUND, kind: 'debt' as const, target_id: 9 };
    const { api, request } = clientAnswering(refund);
    expect(await api.refundCredit({ kind: 'debt', id: 9, version: 5, reason: 'Pagó de más', idempotencyKey: 'k-4' })).toEqual(refund);
    expect(request).toHaveBeenCalledWith('/deudas/9/devolucion', { method: 'POST', body: { version: 5, reason: 'Pagó de más' }, headers: { 'Idempotency-Key': 'k-4' }, signal: undefined });
  });

  it("paymentsOf lists a record's payments from its own area's route", async () => {
    const { api, request } = clientAnswering([PAYMENT]);
    expect(await api.paymentsOf({ kind: 'fee', id: 4 })).toEqual([PAYMENT]);
    expect(request).toHaveBeenCalledWith('/honorarios/4/pagos', { signal: undefined });
    await api.paymentsOf({ kind: 'rental', id: 3 });
    expect(request).toHaveBeenLastCalledWith('/alquileres/3/pagos', { signal: undefined });
  });

  it('recordForPayment reads each kind with its own detail contract and answers it as the slot reads it', async () => {
    const rental = clientAnswering(RENTAL);
    expect(await rental.api.recordForPayment({ kind: 'rental', id: 3 })).toEqual(RENTAL_RECORD);
    expect(rental.request).toHaveBeenCalledWith('/alquileres/3', { signal: undefined });
    const fee = clientAnswering(FEE);
    expect(await fee.api.recordForPayment({ kind: 'fee', id: 4 })).toEqual(FEE_RECORD);
    expect(fee.request).toHaveBeenCalledWith('/honorarios/4', { signal: undefined });
    const debt = clientAnswering(DEBT);
    expect(await debt.api.recordForPayment({ kind: 'debt', id: 9 })).toMatchObject({ kind: 'debt', id: 9 });
    expect(debt.request).toHaveBeenCalledWith('/deudas/9', { signal: undefined });
    const loan = clientAnswering(LOAN_TWO_DUE);
    expect(await loan.api.recordForPayment({ kind: 'loan', id: 7 })).toEqual(loanPayable(LOAN_TWO_DUE));
    expect(loan.request).toHaveBeenCalledWith('/prestamos/7', { signal: undefined });
  });

  it("refuses an answer that is not the kind's detail", async () => {
    await expect(clientAnswering(FEE).api.recordForPayment({ kind: 'rental', id: 3 })).rejects.toBe(INVALID_RESPONSE);
    await expect(clientAnswering(RENTAL).api.recordForPayment({ kind: 'loan', id: 3 })).rejects.toBe(INVALID_RESPONSE);
  });
});
