// @vitest-environment node
/** The one 'Historial' call: each area's path, the answer checked against the shared contract. */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createHistoryApi } from '../../src/api/history.api.ts';
import { LOCATION_HISTORY } from './history.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createHistoryApi({ request } as unknown as ApiClient), request };
};

describe('recordHistory', () => {
  it.each([
    ['clientes', '/clientes/7/historial'],
    ['roles', '/roles/7/historial'],
    ['usuarios', '/usuarios/7/historial'],
    ['ubicaciones', '/ubicaciones/7/historial'],
  ] as const)('%s: GET %s', async (area, path) => {
    const { api, request } = clientAnswering(LOCATION_HISTORY);
    const signal = new AbortController().signal;
    expect(await api.recordHistory({ area, id: 7 }, signal)).toEqual(LOCATION_HISTORY);
    expect(request).toHaveBeenCalledWith(path, { signal });
  });

  it('refuses an answer outside the contract (an unknown action)', async () => {
    const { api } = clientAnswering([{ ...LOCATION_HISTORY[0], action: 'delete' }]);
    await expect(api.recordHistory({ area: 'roles', id: 1 })).rejects.toEqual(INVALID_RESPONSE);
  });
});
