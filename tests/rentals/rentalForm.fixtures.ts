import { buildTerms, type RentalDetail } from '../../machines/rentals/index.ts';

import { ANA } from '../records/recordFormModel.ts';
import { ES_ARS } from '../support/amounts.ts';

export { ANA, BLOCKED } from '../records/recordFormModel.ts';

/** The business date of the form suites; the form starts a monthly contract on it, due on the 23rd, for a year. */
export const RENTAL_FORM_INPUT = { digits: 2, conventions: ES_ARS, businessDate: '2026-11-23' };

const terms = buildTerms({ frequency: 'monthly', dueDay: 23, startDate: '2026-11-23', endDate: '2027-11-22', rent: 150_000_00 });

/** Contract 51 as POST /alquileres answers it: a draft of Ana Pérez's, 'Local 3'. */
export const DRAFT_RENTAL: RentalDetail = {
  id: 51,
  customer_id: ANA.id,
  customer_name: ANA.name,
  property: 'Local 3',
  rent: 150_000_00,
  frequency: 'monthly',
  balance: 0,
  due_now: 0,
  to_run: 0,
  next_due_date: null,
  days_in_arrears: 0,
  status: 'draft',
  officer_id: 1,
  officer_name: 'Ana Torres',
  due_day: 23,
  deposit: 0,
  start_date: '2026-11-23',
  end_date: '2027-11-22',
  grace_days: 5,
  late_fee_kind: 'fixed',
  late_fee_value: 0,
  late_fee_cap: null,
  termination_date: null,
  termination_reason: null,
  paid_total: 0,
  overpaid: 0,
  settlement: null,
  signed: null,
  ended: null,
  terminated: null,
  settled: null,
  terms: terms.map((term) => ({
    number: term.number,
    due_date: term.dueDate,
    principal: term.rent,
    interest: 0,
    charges: 0,
    total: term.rent,
    paid: 0,
    outstanding: term.rent,
    status: 'upcoming' as const,
    period_from: term.from,
    period_to: term.to,
  })),
  version: 1,
  business_date: '2026-11-23',
};
