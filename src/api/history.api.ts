import { AuditEntryListSchema, historyPath, type AuditEntry, type HistoryRef } from '../../machines/history/history.schema.ts';
import { parseAnswer } from './answer.ts';
import type { ApiClient } from './client.ts';

/** 'Historial' of any record: one call for every area (machines/history/history.schema.ts). */
export interface HistoryApi {
  /** GET /{area}/{id}/historial (the area's view permission + audit.view), newest first. */
  recordHistory(ref: HistoryRef, signal?: AbortSignal): Promise<AuditEntry[]>;
}

export function createHistoryApi(client: ApiClient): HistoryApi {
  return {
    async recordHistory(ref, signal) {
      return parseAnswer(AuditEntryListSchema, await client.request(historyPath(ref), { signal }));
    },
  };
}
