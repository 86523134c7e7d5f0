import { createSessionApi, type SessionApi } from '../api/sessionApi.ts';
import type { ApiClient } from '../api/client.ts';
import { createCustomersApi, type CustomersApi } from '../features/customers/customers.api.ts';
import { createMessageTemplatesApi, type MessageTemplatesApi } from '../features/messageTemplates/messageTemplates.api.ts';
import { createStaffApi, type StaffApi } from '../features/staff/staff.api.ts';
import { createLocationsApi, type LocationsApi } from '../features/locations/locations.api.ts';

/**
 * Every call of the API, one slice per area, all over the one client. The composition lives in
 * src/app because only the composition root may import a feature (its slice included).
 */
export type SofiaApi = SessionApi & StaffApi & MessageTemplatesApi & CustomersApi & LocationsApi;

export function createSofiaApi(client: ApiClient): SofiaApi {
  return {
    ...createSessionApi(client),
    ...createStaffApi(client),
    ...createMessageTemplatesApi(client),
    ...createCustomersApi(client),
    ...createLocationsApi(client),
  };
}
