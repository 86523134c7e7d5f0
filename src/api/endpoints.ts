import * as v from 'valibot';
import { StaffUserSchema, type StaffUser } from '../../machines/staff/staff.schema.ts';
import { parseAnswer } from './answer.ts';
import type { ApiClient } from './client.ts';

// 'Usuarios' still lists every account in one call. The records-list work replaces this file with
// the staff slice (src/features/staff/staff.api.ts, `listStaff(query, signal)`), spread into
// SofiaApi by src/app/createSofiaApi.ts like the others.
const asStaffUsers = (body: unknown): StaffUser[] => parseAnswer(v.array(StaffUserSchema), body);

export interface UsersApi {
  /** GET /usuarios (administrators only; 403 otherwise). */
  listUsers(signal?: AbortSignal): Promise<StaffUser[]>;
}

export function createUsersApi(client: ApiClient): UsersApi {
  return {
    async listUsers(signal) {
      return asStaffUsers(await client.request('/usuarios', { signal }));
    },
  };
}
