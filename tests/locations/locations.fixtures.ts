import type { Location } from '../../machines/locations/index.ts';

export const CENTRAL: Location = {
  id: 4,
  name: 'Casa central',
  address: 'Av. Colón 850',
  city: 'Córdoba',
  country: 'AR',
  currency: 'ARS',
  minor_digits: 2,
  time_zone: 'America/Argentina/Cordoba',
  grace_days: 3,
  cash_tolerance: 50_000,
  receipt_footer: 'Gracias por su pago.',
  four_eyes: true,
  late_charge_kind: 'fixed',
  late_charge_value: 0,
  late_charge_every_days: 0,
  late_charge_cap: null,
  payoff_interest: 'days',
  backdate_days: 7,
  payment_methods: ['cash', 'transfer'],
  version: 2,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

/** The location as someone else saved it meanwhile (a newer version). */
export const CENTRAL_CHANGED: Location = { ...CENTRAL, receipt_footer: 'Vuelva pronto.', currency: 'USD', version: 3 };

/** Twelve locations, for pages of ten. */
export const TWELVE_LOCATIONS: Location[] = Array.from({ length: 12 }, (_, index) => ({
  ...CENTRAL,
  id: index + 1,
  name: `Sucursal ${String(index + 1).padStart(2, '0')}`,
  version: 1,
}));
