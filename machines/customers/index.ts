export * from './customers.schema.ts';
export { CUSTOMER_URL_FILTERS, CUSTOMERS_PAGE_SIZE, customersListMachine } from './customersList.machine.ts';
export { customerFormFailureOf, customerFormMachine } from './customerForm.machine.ts';
export * from './customerForm.rules.ts';
export type { CustomerFormContext, CustomerFormEvent, CustomerFormFailure, CustomerFormInput, SaveCustomerRequest } from './customerForm.types.ts';
export { connectCustomerForm, type CustomerFormNotice, type CustomerFormSnapshot, type CustomerFormView } from './customerForm.connect.ts';
export {
  customerDetailFailureOf,
  customerDetailMachine,
  type CustomerDetailContext,
  type CustomerDetailEvent,
  type CustomerDetailFailure,
  type CustomerDetailInput,
} from './customerDetail.machine.ts';
export { connectCustomerDetail, type CustomerDetailView } from './customerDetail.connect.ts';
export * from './customerOwed.schema.ts';
export { customerOwedMachine, type CustomerOwedContext, type CustomerOwedEvent } from './customerOwed.machine.ts';
export { connectCustomerOwed, type CustomerOwedView } from './customerOwed.connect.ts';
export * from './documentKey.ts';
