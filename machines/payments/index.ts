/** Payments of every kind (#17, #18): the contract, the payment arithmetic, the dialogs and the list. */
export * from './payments.schema.ts';
export * from './payment.rules.ts';
export * from './payable.ts';
export * from './paymentDialog.machine.ts';
export * from './paymentDialog.connect.ts';
export * from './prepayChoice.ts';
export * from './paymentReversal.machine.ts';
export * from './paymentReversal.connect.ts';
export * from './loanPaymentsList.machine.ts';
export * from './loanPaymentsList.connect.ts';
export * from './receiptReprint.machine.ts';
export * from './creditRefund.machine.ts';
export * from './creditRefund.connect.ts';
export { DEFAULT_PAYMENT_METHODS, REFERENCE_MAX, enabledMethodsOf, isPaymentMethod, movesCash, needsReference, referenceError, referenceKey, referenceOf, type ReferenceError } from './paymentMethods.ts';
