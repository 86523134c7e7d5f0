import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import {
  StaffCreatedSchema,
  StaffPageSchema,
  StaffRoleOptionListSchema,
  StaffUserSchema,
  type PasswordChoice,
  type StaffCreate,
  type StaffCreated,
  type StaffRoleOption,
  type StaffSortColumn,
  type StaffUpdate,
  type StaffUser,
} from '../../../machines/staff/staff.schema.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Usuarios' (staff accounts), each `(input, signal)` so `fromApi` makes it an actor. */
export interface StaffApi {
  /** GET /usuarios?q&sort&page&pageSize[&enabled]: one page of accounts (staff.view; 403 otherwise). */
  listStaff(query: ListQuery<StaffSortColumn>, signal?: AbortSignal): Promise<ListPage<StaffUser>>;
  /** GET /usuarios/{id} (staff.view): one account as stored now (a 409's reload). */
  getStaff(id: number, signal?: AbortSignal): Promise<StaffUser>;
  /** GET /usuarios/roles (staff.manage): the role picker's options. */
  listStaffRoles(input?: undefined, signal?: AbortSignal): Promise<StaffRoleOption[]>;
  /** POST /usuarios with `Idempotency-Key` (staff.manage): 422 when the user name is taken. */
  createStaff(request: { input: StaffCreate; idempotencyKey: string }, signal?: AbortSignal): Promise<StaffCreated>;
  /** PUT /usuarios/{id} (staff.manage): 409 when the version is stale, 422 when nobody could manage accounts after it. */
  updateStaff(request: { id: number; update: StaffUpdate }, signal?: AbortSignal): Promise<StaffUser>;
  /** POST /usuarios/{id}/deshabilitar or /habilitar (staff.manage): 422 for oneself or the last manager. */
  setStaffEnabled(request: { id: number; enabled: boolean }, signal?: AbortSignal): Promise<StaffUser>;
  /** POST /usuarios/{id}/clave (staff.manage): the generated password in this answer only. */
  resetStaffPassword(request: { id: number; password: PasswordChoice }, signal?: AbortSignal): Promise<StaffCreated>;
}

const staffPath = (id: number) => `/usuarios/${encodeURIComponent(String(id))}`;

export function createStaffApi(client: ApiClient): StaffApi {
  return {
    async listStaff(query, signal) {
      return parseAnswer(StaffPageSchema, await client.request('/usuarios', { query: toSearchParams(query), signal }));
    },
    async getStaff(id, signal) {
      return parseAnswer(StaffUserSchema, await client.request(staffPath(id), { signal }));
    },
    async listStaffRoles(_input, signal) {
      return parseAnswer(StaffRoleOptionListSchema, await client.request('/usuarios/roles', { signal }));
    },
    async createStaff({ input, idempotencyKey }, signal) {
      const answer = await client.request('/usuarios', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(StaffCreatedSchema, answer);
    },
    async updateStaff({ id, update }, signal) {
      return parseAnswer(StaffUserSchema, await client.request(staffPath(id), { method: 'PUT', body: update, signal }));
    },
    async setStaffEnabled({ id, enabled }, signal) {
      const answer = await client.request(`${staffPath(id)}/${enabled ? 'habilitar' : 'deshabilitar'}`, { method: 'POST', signal });
      return parseAnswer(StaffUserSchema, answer);
    },
    async resetStaffPassword({ id, password }, signal) {
      return parseAnswer(StaffCreatedSchema, await client.request(`${staffPath(id)}/clave`, { method: 'POST', body: { password }, signal }));
    },
  };
}
