/** 'Nuevo alquiler' (/alquileres/nuevo): being built on its own branch (#18); the route is in place. */
export function RentalFormPage() {
  return null;
}
