import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { StaffPageSchema, type StaffSortColumn, type StaffUser } from '../../../machines/staff/staff.schema.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Usuarios' (staff accounts), each `(input, signal)` so `fromApi` makes it an actor. */
export interface StaffApi {
  /** GET /usuarios?q&sort&page&pageSize[&enabled]: one page of accounts (administrators only; 403 otherwise). */
  listStaff(query: ListQuery<StaffSortColumn>, signal?: AbortSignal): Promise<ListPage<StaffUser>>;
}

export function createStaffApi(client: ApiClient): StaffApi {
  return {
    async listStaff(query, signal) {
      return parseAnswer(StaffPageSchema, await client.request('/usuarios', { query: toSearchParams(query), signal }));
    },
  };
}
