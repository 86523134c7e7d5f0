import { AnalyticsSchema, type Analytics, type AnalyticsQuery } from '../../../machines/analytics/analytics.schema.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The call of 'Analítica', `(input, signal)` so `fromApi` makes it an actor; the answer checked against the contract. */
export interface AnalyticsApi {
  /** GET /analitica[?desde&hasta] (analytics.view): every figure and chart of the page in one answer. */
  getAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<Analytics>;
}

export function createAnalyticsApi(client: ApiClient): AnalyticsApi {
  return {
    async getAnalytics(query, signal) {
      // Both or neither (the contract): the server's default period is this month.
      const search = query.desde !== undefined && query.hasta !== undefined ? { desde: query.desde, hasta: query.hasta } : undefined;
      return parseAnswer(AnalyticsSchema, await client.request('/analitica', { query: search, signal }));
    },
  };
}
