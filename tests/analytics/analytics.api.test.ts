// @vitest-environment node
/** The 'Analítica' API slice: GET /analitica with both dates or none, the answer checked against the contract. */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createAnalyticsApi } from '../../src/features/analytics/analytics.api.ts';
import { ANALYTICS, EMPTY_ANALYTICS } from './analytics.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createAnalyticsApi({ request } as unknown as ApiClient), request };
};

describe('createAnalyticsApi', () => {
  it('asks GET /analitica for the server\'s default period when no dates are given', async () => {
    const { api, request } = clientAnswering(EMPTY_ANALYTICS);
    const signal = new AbortController().signal;
    expect(await api.getAnalytics({}, signal)).toEqual(EMPTY_ANALYTICS);
    expect(request).toHaveBeenCalledWith('/analitica', { query: undefined, signal });
  });

  it('sends desde and hasta together, never one alone', async () => {
    const { api, request } = clientAnswering(ANALYTICS);
    await api.getAnalytics({ desde: '2026-11-01', hasta: '2026-11-24' });
    await api.getAnalytics({ desde: '2026-11-01' });
    expect(request.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { query: { desde: '2026-11-01', hasta: '2026-11-24' }, signal: undefined },
      { query: undefined, signal: undefined },
    ]);
  });

  it('refuses an answer that is not the contract (an amount that is not minor units)', async () => {
    const { api } = clientAnswering({ ...ANALYTICS, portfolio: { ...ANALYTICS.portfolio, outstanding: 10.5 } });
    await expect(api.getAnalytics({})).rejects.toEqual(INVALID_RESPONSE);
  });
});
