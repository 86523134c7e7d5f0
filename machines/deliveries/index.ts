export * from './deliveries.schema.ts';
export * from './cashDelivery.rules.ts';
export { cashDeliveryLifecycle, LIFECYCLE_STATUSES, type CashDeliveryContext, type CashDeliveryEvent } from './cashDelivery.lifecycle.ts';
export { allowedActions, nextStatus, type DeliveryActions, type DeliveryActor, type LifecycleAnswer, type LifecycleRefusal } from './cashDelivery.transitions.ts';
