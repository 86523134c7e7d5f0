import { customerSearchQuery, pickedCustomerOf, type PickedCustomer } from '../../machines/records/customerPicker.ts';
import type { AppDeps } from '../app/deps.ts';

/** The customer search of the forms that pick one ('Nuevo préstamo', 'Nueva deuda'…): GET /clientes?q, as the picker shows them. */
export const searchCustomersWith = (deps: AppDeps) => async (search: string, signal?: AbortSignal): Promise<PickedCustomer[]> => {
  const page = await deps.api.listCustomers(customerSearchQuery(search), signal);
  return page.items.map(pickedCustomerOf);
};
