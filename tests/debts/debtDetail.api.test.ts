// @vitest-environment node
/** A debt's and a fee's page API slice: each kind's route, the action paths and bodies, the Idempotency-Key header, answers checked against the schema. */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createDebtDetailApi } from '../../src/features/debts/debtDetail.api.ts';
import { OPEN_DEBT, OPEN_FEE, WRITTEN_OFF_DEBT } from './debtDetail.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createDebtDetailApi({ request } as unknown as ApiClient), request };
};

describe('createDebtDetailApi', () => {
  it('getDebt reads a debt at /deudas/{id} and a fee at /honorarios/{id}', async () => {
    const debt = clientAnswering(OPEN_DEBT);
    expect(await debt.api.getDebt({ kind: 'debt', id: 12 })).toEqual(OPEN_DEBT);
    expect(debt.request).toHaveBeenCalledWith('/deudas/12', { signal: undefined });
    const fee = clientAnswering(OPEN_FEE);
    expect(await fee.api.getDebt({ kind: 'fee', id: 20 })).toEqual(OPEN_FEE);
    expect(fee.request).toHaveBeenCalledWith('/honorarios/20', { signal: undefined });
  });

  it.each([
    ['debt', 'cancel', '/deudas/12/cancelacion', { version: 1, reason: 'Duplicada' }],
    ['debt', 'writeOff', '/deudas/12/castigo', { version: 1, reason: 'Duplicada' }],
    ['debt', 'undoWriteOff', '/deudas/12/deshacer_castigo', { version: 1 }],
    ['fee', 'cancel', '/honorarios/12/cancelacion', { version: 1, reason: 'Duplicada' }],
  ] as const)('runDebtAction of a %s %s POSTs %s with the version seen (and the reason the contract requires)', async (kind, action, path, body) => {
    const { api, request } = clientAnswering(WRITTEN_OFF_DEBT);
    expect(await api.runDebtAction({ kind, id: 12, action, version: 1, reason: 'reason' in body ? ' Duplicada ' : '', idempotencyKey: 'k-2' })).toEqual(WRITTEN_OFF_DEBT);
    expect(request).toHaveBeenCalledWith(path, { method: 'POST', body, headers: { 'Idempotency-Key': 'k-2' }, signal: undefined });
  });

  it('an answer that is not a debt is a malformed answer', async () => {
    const { api } = clientAnswering({ id: 12 });
    await expect(api.getDebt({ kind: 'debt', id: 12 })).rejects.toEqual(INVALID_RESPONSE);
    await expect(api.runDebtAction({ kind: 'debt', id: 12, action: 'undoWriteOff', version: 1, reason: '', idempotencyKey: 'k' })).rejects.toEqual(INVALID_RESPONSE);
  });
});
