import {
  RoleCatalogueSchema,
  RoleDetailSchema,
  RolePageSchema,
  type RoleCatalogue,
  type RoleDetail,
  type RoleInput,
  type RoleRow,
  type RoleSortColumn,
  type RoleUpdate,
} from '../../../machines/roles/roles.schema.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Roles', each `(input, signal)` so `fromApi` makes it an actor; answers checked against the contract. */
export interface RolesApi {
  /** GET /roles?q&sort&page&pageSize (role.view). */
  listRoles(query: ListQuery<RoleSortColumn>, signal?: AbortSignal): Promise<ListPage<RoleRow>>;
  /** GET /roles/catalogo (role.view): the menu entries and permission codes to choose from. */
  roleCatalogue(_: void, signal?: AbortSignal): Promise<RoleCatalogue>;
  /** GET /roles/{id} (role.view; 404 when there is none). */
  getRole(id: number, signal?: AbortSignal): Promise<RoleDetail>;
  /** POST /roles with `Idempotency-Key` (role.manage): a replay of the key answers the first answer. */
  createRole(request: { input: RoleInput; idempotencyKey: string }, signal?: AbortSignal): Promise<RoleDetail>;
  /** PUT /roles/{id} (role.manage): 409 when `update.version` is stale, 422 when a rule refuses it. */
  updateRole(request: { id: number; update: RoleUpdate }, signal?: AbortSignal): Promise<RoleDetail>;
}

const rolePath = (id: number) => `/roles/${encodeURIComponent(String(id))}`;

export function createRolesApi(client: ApiClient): RolesApi {
  return {
    async listRoles(query, signal) {
      return parseAnswer(RolePageSchema, await client.request('/roles', { query: toSearchParams(query), signal }));
    },
    async roleCatalogue(_, signal) {
      return parseAnswer(RoleCatalogueSchema, await client.request('/roles/catalogo', { signal }));
    },
    async getRole(id, signal) {
      return parseAnswer(RoleDetailSchema, await client.request(rolePath(id), { signal }));
    },
    async createRole({ input, idempotencyKey }, signal) {
      const answer = await client.request('/roles', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(RoleDetailSchema, answer);
    },
    async updateRole({ id, update }, signal) {
      return parseAnswer(RoleDetailSchema, await client.request(rolePath(id), { method: 'PUT', body: update, signal }));
    },
  };
}
