import type { RentalPaymentsSlot } from './RentalsArea.tsx';

/** A contract's page (/alquileres/:id): being built on its own branch (#18); the route is in place. */
export function RentalDetailPage(_props: { id: number; payments?: RentalPaymentsSlot }) {
  return null;
}
