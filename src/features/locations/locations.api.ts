import { BackupLastAnswerSchema, type BackupLastAnswer } from '../../../machines/locations/backupStatus.schema.ts';
import {
  CurrentLocationSchema,
  LocationPageSchema,
  LocationSchema,
  type CurrentLocation,
  type Location,
  type LocationInput,
  type LocationSortColumn,
  type LocationUpdate,
} from '../../../machines/locations/locations.schema.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../../machines/records/listQuery.ts';
import { parseAnswer } from '../../api/answer.ts';
import type { ApiClient } from '../../api/client.ts';

/** The calls of 'Configuración de ubicación', each `(input, signal)`; answers checked against the contract. */
export interface LocationsApi {
  /** GET /ubicaciones?q&sort&page&pageSize (location.view). */
  listLocations(query: ListQuery<LocationSortColumn>, signal?: AbortSignal): Promise<ListPage<Location>>;
  /** GET /ubicaciones/{id} (location.view; 404 when there is none). */
  getLocation(id: number, signal?: AbortSignal): Promise<Location>;
  /** POST /ubicaciones with `Idempotency-Key` (location.edit). */
  createLocation(request: { input: LocationInput; idempotencyKey: string }, signal?: AbortSignal): Promise<Location>;
  /** PUT /ubicaciones/{id} (location.edit): 409 stale version, 422 refused values. */
  updateLocation(request: { id: number; update: LocationUpdate }, signal?: AbortSignal): Promise<Location>;
  /** GET /ubicacion/actual (any signed-in user): the money format and the business date. */
  currentLocation(_: void, signal?: AbortSignal): Promise<CurrentLocation>;
  /** GET /respaldos/ultimo (location.edit): the server's last backup and whether it succeeded. */
  lastBackup(_: void, signal?: AbortSignal): Promise<BackupLastAnswer>;
}

const locationPath = (id: number) => `/ubicaciones/${encodeURIComponent(String(id))}`;

export function createLocationsApi(client: ApiClient): LocationsApi {
  return {
    async listLocations(query, signal) {
      return parseAnswer(LocationPageSchema, await client.request('/ubicaciones', { query: toSearchParams(query), signal }));
    },
    async getLocation(id, signal) {
      return parseAnswer(LocationSchema, await client.request(locationPath(id), { signal }));
    },
    async createLocation({ input, idempotencyKey }, signal) {
      const answer = await client.request('/ubicaciones', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, signal });
      return parseAnswer(LocationSchema, answer);
    },
    async updateLocation({ id, update }, signal) {
      return parseAnswer(LocationSchema, await client.request(locationPath(id), { method: 'PUT', body: update, signal }));
    },
    async currentLocation(_, signal) {
      return parseAnswer(CurrentLocationSchema, await client.request('/ubicacion/actual', { signal }));
    },
    async lastBackup(_, signal) {
      return parseAnswer(BackupLastAnswerSchema, await client.request('/respaldos/ultimo', { signal }));
    },
  };
}
