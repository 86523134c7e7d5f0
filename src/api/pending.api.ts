import { PendingAnswerSchema, type PendingAnswer } from '../../machines/pending/pending.schema.ts';
import { parseAnswer } from './answer.ts';
import type { ApiClient } from './client.ts';

/** 'Pendientes': what waits on the signed-in user (machines/pending/pending.schema.ts). */
export interface PendingApi {
  /** GET /pendientes (any signed-in user; each kind only for a role that may act on it). */
  pendingFeed(_: void, signal?: AbortSignal): Promise<PendingAnswer>;
}

export function createPendingApi(client: ApiClient): PendingApi {
  return {
    async pendingFeed(_, signal) {
      return parseAnswer(PendingAnswerSchema, await client.request('/pendientes', { signal }));
    },
  };
}
