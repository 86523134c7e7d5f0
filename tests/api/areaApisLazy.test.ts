// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/api/client.ts';
import { createAreaApis, type AreaApis } from '../../src/app/areaApis.ts';
import { createSofiaApi } from '../../src/app/createSofiaApi.ts';
import { answering } from './apiSlices.ts';

/**
 * The areas' API slices load as one chunk on the first area call (src/app/createSofiaApi.ts), so
 * the login page does not carry them; every area call is still there, with the same behaviour.
 */
describe('the areas’ API slices, loaded on first use', () => {
  it('offers every call of every area slice, and the session’s at once', () => {
    const { client } = answering({});
    const api = createSofiaApi(client, { loadAreaApis: () => new Promise(() => undefined) });
    for (const name of Object.keys(createAreaApis(client)) as (keyof AreaApis)[]) expect(typeof api[name], name).toBe('function');
    expect(typeof api.login).toBe('function');
  });

  it('is no promise, and a name no slice has fails when called, saying which', async () => {
    const { client } = answering({});
    const api = createSofiaApi(client, { loadAreaApis: async () => createAreaApis });
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(api)).toBe(api);
    const missing = (api as unknown as Record<string, () => Promise<unknown>>).listSpaceships!;
    await expect(missing()).rejects.toThrow('No API call named listSpaceships');
  });

  it('loads nothing until an area is called, then once for all calls, which reach the real slice', async () => {
    const { client, request } = answering({ items: [], total: 0, page: 1, pageSize: 10 });
    const loadAreaApis = vi.fn(async () => createAreaApis);
    const api = createSofiaApi(client, { loadAreaApis });
    expect(loadAreaApis).not.toHaveBeenCalled();

    const signal = new AbortController().signal;
    const query = { q: 'ana', sort: { column: null, direction: 'ascending' as const }, page: 1, pageSize: 10, filters: {} };
    await Promise.all([api.listCustomers(query, signal), api.listStaff(query, signal)]);
    await api.listCustomers(query);
    expect(loadAreaApis).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/clientes', expect.objectContaining({ signal, query: expect.objectContaining({ q: 'ana' }) }));
    expect(request).toHaveBeenCalledWith('/usuarios', expect.objectContaining({ signal }));
  });

  it('hands a call of several arguments all of them (the payments list by kind keeps its abort signal)', async () => {
    const { client, request } = answering({ items: [], total: 0, page: 1, pageSize: 10, totals: { posted: 0, reversed: 0 }, users: [] });
    const api = createSofiaApi(client, { loadAreaApis: async () => createAreaApis });
    const signal = new AbortController().signal;
    const query = { q: '', sort: { column: null, direction: 'ascending' as const }, page: 1, pageSize: 10, filters: {} };
    await api.listPayments('rental', query, signal).catch(() => undefined);
    expect(request).toHaveBeenCalledWith('/pagos_alquiler', expect.objectContaining({ signal }));
  });

  it('tries the load again on the next call after a failed one (the network came back)', async () => {
    const { client } = answering([]);
    const loadAreaApis = vi
      .fn<() => Promise<(client: ApiClient) => AreaApis>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createAreaApis);
    const api = createSofiaApi(client, { loadAreaApis });
    await expect(api.listTemplates(undefined)).rejects.toThrow('Failed to fetch');
    await expect(api.listTemplates(undefined)).resolves.toEqual([]);
    expect(loadAreaApis).toHaveBeenCalledTimes(2);
  });
});
