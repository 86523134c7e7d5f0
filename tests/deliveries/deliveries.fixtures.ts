import type { Delivery } from '../../machines/deliveries/index.ts';
import type { CurrentLocation } from '../../machines/locations/index.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';

/** The demo location (ARS, 2 decimals): the screens format and read amounts with it. */
export const HERE: CurrentLocation = { location: CENTRAL, business_date: '2026-11-24' };

/** A pending delivery the collector (user 3) declared: 450,00. */
export const PENDING: Delivery = {
  id: 7,
  status: 'pending',
  sender_id: 3,
  sender_name: 'Lucía Gómez',
  sender_session_id: 12,
  declared_amount: 450_00,
  note: 'Cobranza de la mañana',
  receiver_id: null,
  receiver_name: null,
  receiver_session_id: null,
  received_amount: null,
  difference: null,
  resolution: null,
  resolution_note: null,
  resolved_by: null,
  business_date: '2026-11-24',
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
  version: 1,
};

/** The same delivery received short by the cashier (user 2): 400,00 of 450,00. */
export const DISPUTED: Delivery = {
  ...PENDING,
  id: 8,
  status: 'disputed',
  receiver_id: 2,
  receiver_name: 'Carlos Ruiz',
  receiver_session_id: 13,
  received_amount: 400_00,
  difference: -50_00,
  version: 2,
};

/** Twelve pending deliveries, for pages of ten. */
export const TWELVE_DELIVERIES: Delivery[] = Array.from({ length: 12 }, (_, index) => ({ ...PENDING, id: 100 + index, declared_amount: (index + 1) * 10_00 }));

/** A pending delivery the administrator (user 1) declared: only they may cancel it. */
export const OWN: Delivery = { ...PENDING, id: 9, sender_id: 1, sender_name: 'Ana Torres', declared_amount: 80_00 };
