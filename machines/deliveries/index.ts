export * from './deliveries.schema.ts';
export * from './cashDelivery.rules.ts';
export { cashDeliveryLifecycle, LIFECYCLE_STATUSES, type CashDeliveryContext, type CashDeliveryEvent } from './cashDelivery.lifecycle.ts';
export { allowedActions, nextStatus, type DeliveryActions, type DeliveryActor, type LifecycleAnswer, type LifecycleRefusal } from './cashDelivery.transitions.ts';
export { DELIVERIES_PAGE_SIZE, DELIVERY_URL_FILTERS, deliveriesListMachine } from './deliveriesList.machine.ts';
export * from './deliveryDialog.rules.ts';
export {
  deliveryDialogFailureOf,
  deliveryDialogMachine,
  type DeliveryDialogContext,
  type DeliveryDialogEvent,
  type DeliveryDialogFailure,
  type DeliveryDialogOpening,
  type DeliveryDialogRequest,
} from './deliveryDialog.machine.ts';
export { connectDeliveryDialog, type DeliveryDialogSnapshot, type DeliveryDialogView } from './deliveryDialog.connect.ts';
