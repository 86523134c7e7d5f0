// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../machines/permissions.ts';
import { RENTAL_ACTION_SPECS, RENTAL_ACTIONS, RENTAL_STATUSES, rentalActionsFor, rentalAllows, rentalDateBounds, rentalInputErrors, rentalPayable, settlementPreview } from '../../machines/rentals/rentalScreens.ts';
import { ACTIVE_RENTAL, CLOSED_RENTAL, DRAFT_RENTAL, ENDED_RENTAL } from './rentalDetail.fixtures.ts';

const ALL = PERMISSIONS;
const without = (...codes: Permission[]) => PERMISSIONS.filter((code) => !codes.includes(code));

/** A contract of `status` read on `today`, ending on 2027-02-28. */
const at = (status: (typeof RENTAL_STATUSES)[number], today = '2027-03-01') => ({ status, business_date: today, end_date: '2027-02-28' });

describe("a rental's actions", () => {
  it('are the chart’s for the status, each on its own route', () => {
    expect(rentalActionsFor(at('draft'), ALL)).toEqual(['sign', 'discard']);
    expect(rentalActionsFor(at('active'), ALL)).toEqual(['renew', 'end', 'terminate']);
    expect(rentalActionsFor(at('ended'), ALL)).toEqual(['settle']);
    expect(rentalActionsFor(at('terminated'), ALL)).toEqual(['settle']);
    expect(rentalActionsFor(at('closed'), ALL)).toEqual([]);
    expect(rentalActionsFor(at('discarded'), ALL)).toEqual([]);
    expect(RENTAL_ACTIONS.map((action) => RENTAL_ACTION_SPECS[action].path)).toEqual(['firma', 'descarte', 'renovacion', 'fin', 'rescision', 'liquidacion']);
  });

  it('never offers what the chart refuses, whatever the status', () => {
    for (const status of RENTAL_STATUSES) {
      for (const action of rentalActionsFor(at(status), ALL)) expect(rentalAllows(status, RENTAL_ACTION_SPECS[action].event)).toBe(true);
    }
  });

  it("offer 'Finalizar' only once the business date reached the end (before it, 'Rescindir')", () => {
    expect(rentalActionsFor(at('active', '2027-02-27'), ALL)).toEqual(['renew', 'terminate']);
    expect(rentalActionsFor(at('active', '2027-02-28'), ALL)).toEqual(['renew', 'end', 'terminate']);
  });

  it('need their permission: signing and renewing rental.create, ending and terminating rental.terminate, settling rental.settle', () => {
    expect(rentalActionsFor(at('draft'), without('rental.create'))).toEqual([]);
    expect(rentalActionsFor(at('active'), without('rental.create'))).toEqual(['end', 'terminate']);
    expect(rentalActionsFor(at('active'), without('rental.terminate'))).toEqual(['renew']);
    expect(rentalActionsFor(at('ended'), without('rental.settle'))).toEqual([]);
    expect(rentalActionsFor(at('active'), [])).toEqual([]);
    // A server that does not list permissions: the chart alone decides (its 403 answers the rest).
    expect(rentalActionsFor(at('active'), null)).toEqual(['renew', 'end', 'terminate']);
  });
});

describe('what the page hands the payments slot', () => {
  it('is the contract as a receivable: its terms, balance, credit and version; rent is taken once signed', () => {
    const record = rentalPayable(ACTIVE_RENTAL);
    expect(record).toEqual({ kind: 'rental', id: 7, version: 2, schedule: ACTIVE_RENTAL.terms, balance: 300_000_00, overpaid: 0, payable: true, refundable: false });
    expect(rentalPayable(DRAFT_RENTAL).payable).toBe(false);
    expect(rentalPayable({ ...DRAFT_RENTAL, status: 'discarded' }).payable).toBe(false);
    expect(rentalPayable(CLOSED_RENTAL).payable).toBe(true);
  });
});

describe('the settle dialog’s preview', () => {
  it('applies the deposit to what is owed and returns the rest with any credit', () => {
    expect(settlementPreview(ENDED_RENTAL)).toEqual({ deposit: 100_000_00, owed: 100_000_00, credit: 0, applied: 100_000_00, returned: 0, stillOwed: 0 });
    expect(settlementPreview({ deposit: 50_00, balance: 80_00, overpaid: 0 })).toMatchObject({ applied: 50_00, returned: 0, stillOwed: 30_00 });
    expect(settlementPreview({ deposit: 50_00, balance: 0, overpaid: 7_00 })).toMatchObject({ applied: 0, returned: 57_00, stillOwed: 0 });
  });
});

describe("the dialogs' checks", () => {
  const input = (date: string, reason = '') => ({ date, reason });

  it('renewal: a date after the current end that closes a whole period', () => {
    expect(rentalInputErrors('renew', input(''), ACTIVE_RENTAL)).toEqual({ date: 'required' });
    expect(rentalInputErrors('renew', input('2027-02-30'), ACTIVE_RENTAL)).toEqual({ date: 'invalid' });
    expect(rentalInputErrors('renew', input('2027-02-28'), ACTIVE_RENTAL)).toEqual({ date: 'notLater' });
    expect(rentalInputErrors('renew', input('2027-03-15'), ACTIVE_RENTAL)).toEqual({ date: 'notWholePeriods' });
    expect(rentalInputErrors('renew', input('2027-03-31'), ACTIVE_RENTAL)).toEqual({});
    expect(rentalInputErrors('renew', input('2049-11-30'), ACTIVE_RENTAL)).toEqual({ date: 'tooManyTerms' });
  });

  it('termination: a date from the start to the day before the end, and a reason', () => {
    expect(rentalInputErrors('terminate', input('', ''), ACTIVE_RENTAL)).toEqual({ date: 'required', reason: 'required' });
    expect(rentalInputErrors('terminate', input('2026-11-30', 'Mudanza'), ACTIVE_RENTAL)).toEqual({ date: 'outsideContract' });
    expect(rentalInputErrors('terminate', input('2027-02-28', 'Mudanza'), ACTIVE_RENTAL)).toEqual({ date: 'outsideContract' });
    expect(rentalInputErrors('terminate', input('2026-12-01', '   '), ACTIVE_RENTAL)).toEqual({ reason: 'required' });
    expect(rentalInputErrors('terminate', input('2027-02-27', 'x'.repeat(501)), ACTIVE_RENTAL)).toEqual({ reason: 'tooLong' });
    expect(rentalInputErrors('terminate', input('2026-12-01', 'Mudanza'), ACTIVE_RENTAL)).toEqual({});
  });

  it('the others ask for nothing', () => {
    for (const action of ['sign', 'discard', 'end', 'settle'] as const) expect(rentalInputErrors(action, input(''), ENDED_RENTAL)).toEqual({});
  });
});

describe("the date fields' bounds", () => {
  it('renewal from the day after the end; termination from the start to the day before the end; no date for the others', () => {
    expect(rentalDateBounds('renew', ACTIVE_RENTAL)).toEqual({ min: '2027-03-01' });
    expect(rentalDateBounds('terminate', ACTIVE_RENTAL)).toEqual({ min: '2026-12-01', max: '2027-02-27' });
    for (const action of ['sign', 'discard', 'end', 'settle'] as const) expect(rentalDateBounds(action, ACTIVE_RENTAL)).toBeNull();
  });
});
