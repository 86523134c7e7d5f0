import type { ApiClient } from '../api/client.ts';
import { createHistoryApi, type HistoryApi } from '../api/history.api.ts';
import { createCashboxApi, type CashboxApi } from '../features/cashbox/cashbox.api.ts';
import { createCashMovementsApi, type CashMovementsApi } from '../features/cashMovements/cashMovements.api.ts';
import { createCustomersApi, type CustomersApi } from '../features/customers/customers.api.ts';
import { createDeliveriesApi, type DeliveriesApi } from '../features/deliveries/deliveries.api.ts';
import { createLoansApi, type LoansApi } from '../features/loans/loans.api.ts';
import { createLocationsApi, type LocationsApi } from '../features/locations/locations.api.ts';
import { createCashBoxesApi, type CashBoxesApi } from '../features/locations/cashBoxes.api.ts';
import { createPasswordApi, type PasswordApi } from '../api/passwordApi.ts';
import { createPendingApi, type PendingApi } from '../api/pending.api.ts';
import { createPaymentsApi, type PaymentsApi } from '../features/payments/payments.api.ts';
import { createRentalsApi, type RentalsApi } from '../features/rentals/rentals.api.ts';
import { createDebtsApi, type DebtsApi } from '../features/debts/debts.api.ts';
import { createDebtDetailApi, type DebtDetailApi } from '../features/debts/debtDetail.api.ts';
import { createRentalDetailApi, type RentalDetailApi } from '../features/rentals/rentalDetail.api.ts';
import { createMessageTemplatesApi, type MessageTemplatesApi } from '../features/messageTemplates/messageTemplates.api.ts';
import { createRolesApi, type RolesApi } from '../features/roles/roles.api.ts';
import { createStaffApi, type StaffApi } from '../features/staff/staff.api.ts';
import { createAnalyticsApi, type AnalyticsApi } from '../features/analytics/analytics.api.ts';
import { createImportsApi, type ImportsApi } from '../features/imports/imports.api.ts';

/**
 * The business areas' API slices, over the one client. A chunk of its own: createSofiaApi.ts
 * loads it on the first call of any area (or when the login page is idle), so the areas'
 * contracts stay out of the login page's download. An area adds its slice here, and its calls'
 * names in createSofiaApi.ts's AREA_CALLS (the compiler asks for them).
 */
export type AreaApis = StaffApi & MessageTemplatesApi & CustomersApi & RolesApi & LocationsApi & CashBoxesApi & HistoryApi & CashboxApi & CashMovementsApi & DeliveriesApi & LoansApi & PaymentsApi & RentalsApi
  & RentalDetailApi & DebtsApi & DebtDetailApi
  & AnalyticsApi & ImportsApi & PasswordApi & PendingApi;

export function createAreaApis(client: ApiClient): AreaApis {
  return {
    ...createStaffApi(client),
    ...createMessageTemplatesApi(client),
    ...createCustomersApi(client),
    ...createRolesApi(client),
    ...createLocationsApi(client),
    ...createCashBoxesApi(client),
    ...createPasswordApi(client),
    ...createPendingApi(client),
    ...createHistoryApi(client),
    ...createCashboxApi(client),
    ...createCashMovementsApi(client),
    ...createDeliveriesApi(client),
    ...createLoansApi(client),
    ...createPaymentsApi(client),
    ...createRentalsApi(client),
    ...createRentalDetailApi(client),
    ...createDebtDetailApi(client),
    ...createDebtsApi(client),
    ...createAnalyticsApi(client),
    ...createImportsApi(client),
  };
}
