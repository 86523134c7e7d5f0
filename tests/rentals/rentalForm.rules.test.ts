// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rentalTermsProblem } from '../../machines/rentals/index.ts';
import { emptyRentalValues, nearestEndDates, rentalFormErrors, rentalInputOf, termsPreviewOf, type RentalFormValues } from '../../machines/rentals/rentalForm.ts';
import { ANA, BLOCKED } from './rentalForm.fixtures.ts';
import { ES_AMOUNTS } from '../support/amounts.ts';

const BASE: RentalFormValues = { ...emptyRentalValues('2026-11-23'), property: 'Local 3', rent: '1500,50' };

describe('the values of a new contract', () => {
  it('start monthly on the business date, due on its day of the month, for a year of whole months', () => {
    const values = emptyRentalValues('2026-01-31');
    expect(values).toMatchObject({ frequency: 'monthly', startDate: '2026-01-31', dueDay: '28', endDate: '2027-01-30' });
    expect(termsPreviewOf({ ...values, rent: '100' }, ES_AMOUNTS)?.terms).toHaveLength(12);
  });

  it('make the body of POST /alquileres, money in minor units and a percent in basis points', () => {
    expect(rentalInputOf(ANA, { ...BASE, deposit: '3000', lateFeeKind: 'percent', lateFeeValue: '2,5', lateFeeCap: '100' }, ES_AMOUNTS)).toEqual({
      customerId: 7,
      property: 'Local 3',
      rent: 150_050,
      frequency: 'monthly',
      dueDay: 23,
      deposit: 300_000,
      startDate: '2026-11-23',
      endDate: '2027-11-22',
      graceDays: 5,
      lateFeeKind: 'percent',
      lateFeeValue: 250,
      lateFeeCap: 10_000,
    });
    expect(rentalInputOf(ANA, BASE, ES_AMOUNTS)?.lateFeeCap).toBeNull();
  });

  it('make no body without a tenant, for a blocked one, or with any error', () => {
    expect(rentalInputOf(null, BASE, ES_AMOUNTS)).toBeNull();
    expect(rentalInputOf(BLOCKED, BASE, ES_AMOUNTS)).toBeNull();
    expect(rentalInputOf(ANA, { ...BASE, rent: '' }, ES_AMOUNTS)).toBeNull();
  });
});

describe('the errors of the form', () => {
  it('name each field that is wrong', () => {
    const errors = rentalFormErrors(null, { ...BASE, property: ' ', rent: '0', dueDay: '29', deposit: '-1', startDate: '', graceDays: '61', lateFeeValue: 'x', lateFeeCap: '1,234.5' }, ES_AMOUNTS);
    expect(errors).toEqual({ customer: 'required', property: 'required', rent: 'required', dueDay: 'outOfRange', deposit: 'negative', startDate: 'required', graceDays: 'outOfRange', lateFeeValue: 'notNumber', lateFeeCap: 'decimalSign' });
    expect(rentalFormErrors(ANA, { ...BASE, property: 'x'.repeat(201) }, ES_AMOUNTS)).toEqual({ property: 'tooLong' });
    expect(rentalFormErrors(BLOCKED, BASE, ES_AMOUNTS)).toEqual({ customer: 'blocked' });
  });

  it("say what the server's terms refusals say, for the same terms", () => {
    const cases: [Partial<RentalFormValues>, string, string][] = [
      [{ endDate: '2027-11-23' }, 'endDate', 'notWholePeriods'],
      [{ endDate: '2048-11-22' }, 'endDate', 'tooManyTerms'],
      [{ frequency: 'weekly', dueDay: '8', endDate: '2026-12-06' }, 'dueDay', 'dueDayOutOfPeriod'],
      [{ lateFeeKind: 'percent', lateFeeValue: '100,01' }, 'lateFeeValue', 'percentTooHigh'],
    ];
    for (const [change, field, code] of cases) {
      const values = { ...BASE, ...change };
      expect(rentalFormErrors(ANA, values, ES_AMOUNTS)).toEqual({ [field]: code });
      const fee = values.lateFeeKind === 'percent' ? Math.round(Number(values.lateFeeValue.replace(',', '.')) * 100) : 0;
      expect(rentalTermsProblem({ ...values, dueDay: Number(values.dueDay), lateFeeValue: fee })).toBe(code);
    }
    expect(rentalFormErrors(ANA, { ...BASE, lateFeeKind: 'percent', lateFeeValue: '100' }, ES_AMOUNTS)).toEqual({});
  });

  it('refuse an end on or before the start, before asking for whole periods', () => {
    expect(rentalFormErrors(ANA, { ...BASE, endDate: '2026-11-23' }, ES_AMOUNTS)).toEqual({ endDate: 'notAfterStart' });
    expect(rentalFormErrors(ANA, { ...BASE, endDate: '2026-13-01' }, ES_AMOUNTS)).toEqual({ endDate: 'invalid' });
  });
});

describe('the end dates offered for an end that closes no whole period', () => {
  it('are the whole-period ends just before and just after it', () => {
    expect(nearestEndDates({ frequency: 'monthly', startDate: '2026-01-31', endDate: '2026-04-15' })).toEqual(['2026-03-30', '2026-04-29']);
    expect(nearestEndDates({ frequency: 'weekly', startDate: '2026-03-02', endDate: '2026-03-10' })).toEqual(['2026-03-08', '2026-03-15']);
  });

  it('are only the first period end when the end falls inside the first period', () => {
    expect(nearestEndDates({ frequency: 'biweekly', startDate: '2026-03-02', endDate: '2026-03-05' })).toEqual(['2026-03-15']);
  });

  it('are none when the end is fine or the dates are not yet a range', () => {
    expect(nearestEndDates({ frequency: 'monthly', startDate: '2026-01-31', endDate: '2026-03-30' })).toEqual([]);
    expect(nearestEndDates({ frequency: 'monthly', startDate: '2026-01-31', endDate: '2026-01-01' })).toEqual([]);
    expect(nearestEndDates({ frequency: 'monthly', startDate: '', endDate: '2026-04-15' })).toEqual([]);
  });
});

describe('the live preview of the terms', () => {
  it('lists each term with its period, due date and rent, and their total', () => {
    const preview = termsPreviewOf({ ...BASE, frequency: 'biweekly', dueDay: '3', endDate: '2026-12-20' }, ES_AMOUNTS);
    expect(preview).toEqual({
      terms: [
        { number: 1, from: '2026-11-23', to: '2026-12-06', dueDate: '2026-11-25', rent: 150_050 },
        { number: 2, from: '2026-12-07', to: '2026-12-20', dueDate: '2026-12-09', rent: 150_050 },
      ],
      totalRent: 300_100,
    });
  });

  it('waits for the rent, the due day and dates that make whole periods, but not for the tenant or the late fee', () => {
    expect(termsPreviewOf({ ...BASE, rent: '' }, ES_AMOUNTS)).toBeNull();
    expect(termsPreviewOf({ ...BASE, dueDay: '0' }, ES_AMOUNTS)).toBeNull();
    expect(termsPreviewOf({ ...BASE, endDate: '2027-11-23' }, ES_AMOUNTS)).toBeNull();
    expect(termsPreviewOf({ ...BASE, property: '', lateFeeValue: 'x' }, ES_AMOUNTS)?.terms).toHaveLength(12);
  });
});
