import type { RentalDetail, RentalTermRow } from '../../machines/rentals/index.ts';

const term = (number: number, from: string, to: string, due: string, status: RentalTermRow['status'], paid: number): RentalTermRow => ({
  number,
  due_date: due,
  principal: 100_000_00,
  interest: 0,
  charges: 0,
  total: 100_000_00,
  paid,
  outstanding: 100_000_00 - paid,
  status,
  period_from: from,
  period_to: to,
});

/** A draft of three monthly terms from 2026-12-01 (business date 2026-11-23), deposit 100.000,00. */
export const DRAFT_RENTAL: RentalDetail = {
  id: 7,
  customer_id: 12,
  customer_name: 'Ana Gómez',
  property: 'Local 4, Belgrano 90',
  rent: 100_000_00,
  frequency: 'monthly',
  balance: 0,
  due_now: 0,
  to_run: 0,
  next_due_date: null,
  days_in_arrears: 0,
  status: 'draft',
  officer_id: 2,
  officer_name: 'Carlos Pérez',
  due_day: 10,
  deposit: 100_000_00,
  start_date: '2026-12-01',
  end_date: '2027-02-28',
  grace_days: 5,
  late_fee_kind: 'percent',
  late_fee_value: 1000,
  late_fee_cap: 25_000_00,
  termination_date: null,
  termination_reason: null,
  paid_total: 0,
  overpaid: 0,
  settlement: null,
  signed: null,
  ended: null,
  terminated: null,
  settled: null,
  terms: [
    term(1, '2026-12-01', '2026-12-31', '2026-12-10', 'upcoming', 0),
    term(2, '2027-01-01', '2027-01-31', '2027-01-10', 'upcoming', 0),
    term(3, '2027-02-01', '2027-02-28', '2027-02-10', 'upcoming', 0),
  ],
  version: 1,
  business_date: '2026-11-23',
};

const SIGNED = { user_id: 1, user_name: 'Administrador', at: '2026-11-23T13:00:00Z' };

/** The draft once signed (version 2). */
export const ACTIVE_RENTAL: RentalDetail = { ...DRAFT_RENTAL, status: 'active', version: 2, balance: 300_000_00, due_now: 0, to_run: 300_000_00, signed: SIGNED };

/** An ended contract owing its last term: the deposit covers it (applied 100.000,00, nothing returned). */
export const ENDED_RENTAL: RentalDetail = {
  ...ACTIVE_RENTAL,
  status: 'ended',
  version: 5,
  balance: 100_000_00,
  due_now: 100_000_00,
  to_run: 0,
  paid_total: 200_000_00,
  ended: { user_id: 1, user_name: 'Administrador', at: '2027-03-01T12:00:00Z' },
  terms: [
    term(1, '2026-12-01', '2026-12-31', '2026-12-10', 'paidOnTime', 100_000_00),
    term(2, '2027-01-01', '2027-01-31', '2027-01-10', 'paidOnTime', 100_000_00),
    term(3, '2027-02-01', '2027-02-28', '2027-02-10', 'overdue', 0),
  ],
  business_date: '2027-03-01',
};

/** The ended contract settled: its deposit paid the last term. */
export const CLOSED_RENTAL: RentalDetail = {
  ...ENDED_RENTAL,
  status: 'closed',
  version: 6,
  balance: 0,
  due_now: 0,
  paid_total: 300_000_00,
  settlement: { deposit: 100_000_00, owed: 100_000_00, credit: 0, applied: 100_000_00, returned: 0, still_owed: 0 },
  settled: { user_id: 1, user_name: 'Administrador', at: '2027-03-01T12:30:00Z' },
};
