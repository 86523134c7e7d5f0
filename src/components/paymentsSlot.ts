import type { ReactNode } from 'react';
import type { PayableRecord } from '../../machines/payments/paymentKinds.ts';

/**
 * What a receivable's page (a loan, a rental contract, a debt, a fee) hands the payments slot: its
 * record as payments read it, and how to load the page again once a payment moved it. src/app
 * fills the slot with the payments feature (a feature never imports another).
 */
export interface PaymentsSlotProps {
  record: PayableRecord;
  reload(): void;
}

export type PaymentsSlot = (slot: PaymentsSlotProps) => ReactNode;
