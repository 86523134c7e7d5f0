// @vitest-environment node
/** The location form: text read as money and whole numbers, digits that follow the currency, keys per intent, 409. */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import {
  connectLocationForm,
  locationFormErrors,
  locationFormMachine,
  locationInputOf,
  EMPTY_LOCATION_VALUES,
  locationValuesOf,
  locationDifferencesOf,
  moneyOf,
  sameLocationValues,
  withMethod,
  type Location,
  type LocationFormValues,
  type LocationField,
  type SaveLocationRequest,
} from '../../machines/locations/index.ts';
import { CENTRAL, CENTRAL_CHANGED } from './locations.fixtures.ts';
import { ES_ARS } from '../support/amounts.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';
import { percentInputText } from '../../machines/money/percent.ts';

type Answer = (request: SaveLocationRequest) => Promise<Location>;

function start(id: number | null, answers: Answer[]) {
  const requests: SaveLocationRequest[] = [];
  const focused: LocationField[] = [];
  let keys = 0;
  let loads = 0;
  const logic = locationFormMachine.provide({
    actors: {
      saveLocation: fromPromise<Location, SaveLocationRequest>(async ({ input }) => {
        requests.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer scripted');
        return answer(input);
      }),
      loadLocation: fromPromise<Location, number>(async () => ((loads += 1) === 1 ? CENTRAL : CENTRAL_CHANGED)),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
      focusField: (_, field) => void focused.push(field),
    },
  });
  const actor = createActor(logic, { input: { id, conventions: ES_ARS } }).start();
  const type = (field: LocationField, value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, requests, focused, type };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const fail = (status: number) => async (): Promise<Location> => Promise.reject({ kind: 'status', status });
const echo = async (request: SaveLocationRequest): Promise<Location> => ({ ...CENTRAL, ...(request.kind === 'create' ? request.input : request.update), id: 9, version: 1 });

describe('location form rules', () => {
  it('reads money typed in the active language exactly, and refuses what it would have to guess', () => {
    expect(moneyOf('500,00', ES_ARS, 2)).toEqual({ ok: true, minor: 50_000 });
    expect(moneyOf(' 12,5 ', ES_ARS, 2)).toEqual({ ok: true, minor: 1250 });
    expect(moneyOf('12.345', ES_ARS, 2)).toEqual({ ok: true, minor: 1_234_500 });
    expect(moneyOf('500.00', ES_ARS, 2)).toEqual({ ok: false, error: 'decimalSign' });
    expect(moneyOf('12,345', ES_ARS, 2)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(moneyOf('1.234,56', ES_ARS, 2)).toEqual({ ok: true, minor: 123_456 });
    expect(moneyOf('-1', ES_ARS, 2)).toEqual({ ok: false, error: 'negative' });
    expect(moneyOf('', ES_ARS, 2)).toEqual({ ok: false, error: 'required' });
    expect(moneyOf('1500', ES_ARS, 0)).toEqual({ ok: true, minor: 1500 });
  });

  it('round-trips a stored location through the inputs', () => {
    const values = locationValuesOf(CENTRAL, ES_ARS);
    expect(values.cash_tolerance).toBe('500,00');
    expect(locationFormErrors(values, CENTRAL, ES_ARS)).toEqual({});
    const { id: _id, version: _version, created_at: _c, updated_at: _u, ...input } = CENTRAL;
    expect(locationInputOf(values, ES_ARS)).toEqual(input);
  });

  it("reads 'Recargo por mora' in the active language: a percent as basis points, a fixed charge and its cap as money", () => {
    const base = locationValuesOf(CENTRAL, ES_ARS);
    const percent = { ...base, late_charge_kind: 'percent', late_charge_value: '2,5', late_charge_every_days: '30', late_charge_cap: '' };
    expect(locationFormErrors(percent, CENTRAL, ES_ARS)).toEqual({});
    expect(locationInputOf(percent, ES_ARS)).toMatchObject({ late_charge_kind: 'percent', late_charge_value: 250, late_charge_every_days: 30, late_charge_cap: null });
    const fixed = { ...base, late_charge_kind: 'fixed', late_charge_value: '1.000,50', late_charge_every_days: '0', late_charge_cap: '5.000' };
    expect(locationFormErrors(fixed, CENTRAL, ES_ARS)).toEqual({});
    expect(locationInputOf(fixed, ES_ARS)).toMatchObject({ late_charge_kind: 'fixed', late_charge_value: 100_050, late_charge_every_days: 0, late_charge_cap: 500_000 });
    // The same typed '2,5' is 2,50 of money when fixed; in English a percent is '2.5'.
    expect(locationInputOf({ ...percent, late_charge_kind: 'fixed' }, ES_ARS).late_charge_value).toBe(250);
    const en = numberConventions('en');
    expect(locationInputOf({ ...percent, late_charge_value: '2.5' }, en).late_charge_value).toBe(250);
  });

  it("refuses a late charge it cannot read or the rules refuse, with the server's codes", () => {
    const base = { ...locationValuesOf(CENTRAL, ES_ARS), late_charge_kind: 'percent' };
    const errorsOf = (change: Partial<LocationFormValues>) => locationFormErrors({ ...base, ...change }, CENTRAL, ES_ARS);
    expect(errorsOf({ late_charge_value: '100' })).toEqual({});
    expect(errorsOf({ late_charge_value: '100,01' })).toEqual({ late_charge_value: 'percentTooHigh' });
    expect(errorsOf({ late_charge_value: '2,555' })).toEqual({ late_charge_value: 'tooManyDecimals' });
    expect(errorsOf({ late_charge_value: '2.5' })).toEqual({ late_charge_value: 'decimalSign' });
    expect(errorsOf({ late_charge_value: '' })).toEqual({ late_charge_value: 'required' });
    expect(errorsOf({ late_charge_every_days: 'treinta' })).toEqual({ late_charge_every_days: 'notNumber' });
    expect(errorsOf({ late_charge_every_days: '366' })).toEqual({ late_charge_every_days: 'outOfRange' });
    expect(errorsOf({ late_charge_cap: '-1' })).toEqual({ late_charge_cap: 'negative' });
    expect(errorsOf({ late_charge_cap: '1,001' })).toEqual({ late_charge_cap: 'tooManyDecimals' });
    expect(errorsOf({ late_charge_cap: '   ' })).toEqual({});
  });

  it('shows a stored late charge back in the active language and the location digits', () => {
    const percent: Location = { ...CENTRAL, late_charge_kind: 'percent', late_charge_value: 250, late_charge_every_days: 30, late_charge_cap: 5_000 };
    expect(locationValuesOf(percent, ES_ARS)).toMatchObject({ late_charge_kind: 'percent', late_charge_value: '2,5', late_charge_every_days: '30', late_charge_cap: '50,00' });
    expect(locationValuesOf({ ...percent, late_charge_value: 500 }, ES_ARS).late_charge_value).toBe('5');
    expect(locationValuesOf({ ...percent, late_charge_value: 1 }, numberConventions('en')).late_charge_value).toBe('0.01');
    const fixed: Location = { ...CENTRAL, minor_digits: 3, late_charge_kind: 'fixed', late_charge_value: 1_000_500, late_charge_cap: null };
    expect(locationValuesOf(fixed, ES_ARS)).toMatchObject({ late_charge_value: '1.000,500', late_charge_cap: '' });
    const arabicIndic = { group: '٬', decimal: '٫', digits: '٠١٢٣٤٥٦٧٨٩', signs: [] };
    expect([percentInputText(250, arabicIndic), percentInputText(1000, arabicIndic), percentInputText(10_000, arabicIndic)]).toEqual(['٢٫٥', '١٠', '١٠٠']);
  });

  it('compares the late charge after a 409 and counts it as an unsaved change', () => {
    const stored = locationValuesOf({ ...CENTRAL, late_charge_kind: 'percent', late_charge_value: 500 }, ES_ARS);
    const typed = { ...stored, late_charge_value: '2,5', late_charge_cap: '10,00' };
    expect(locationDifferencesOf(typed, stored).map((d) => d.field)).toEqual(['late_charge_value', 'late_charge_cap']);
    expect(sameLocationValues(typed, stored)).toBe(false);
  });

  it("reads and shows 'Pagos': the payoff's interest as chosen, the value date's days as a whole number", () => {
    const stored: Location = { ...CENTRAL, payoff_interest: 'wholeInstallment', backdate_days: 31 };
    const values = locationValuesOf(stored, ES_ARS);
    expect(values).toMatchObject({ payoff_interest: 'wholeInstallment', backdate_days: '31' });
    expect(locationInputOf(values, ES_ARS)).toMatchObject({ payoff_interest: 'wholeInstallment', backdate_days: 31 });
    expect(locationInputOf({ ...values, payoff_interest: 'days', backdate_days: ' 0 ' }, ES_ARS)).toMatchObject({ payoff_interest: 'days', backdate_days: 0 });
    expect(EMPTY_LOCATION_VALUES).toMatchObject({ payoff_interest: 'days', backdate_days: '7' });
  });

  it("reads and writes the payment methods as the checkboxes hold them: catalogue order, cash always", () => {
    const stored: Location = { ...CENTRAL, payment_methods: ['cash', 'wallet', 'card'] };
    const values = locationValuesOf(stored, ES_ARS);
    expect(values.payment_methods).toBe('cash,wallet,card');
    expect(locationInputOf(values, ES_ARS).payment_methods).toEqual(['cash', 'wallet', 'card']);
    expect(withMethod(values.payment_methods, 'transfer', true)).toBe('cash,transfer,wallet,card');
    expect(withMethod(values.payment_methods, 'wallet', false)).toBe('cash,card');
    // Cash cannot be unchecked.
    expect(withMethod('cash,card', 'cash', false)).toBe('cash,card');
    expect(EMPTY_LOCATION_VALUES.payment_methods).toBe('cash,transfer');
    const typed = { ...values, payment_methods: 'cash' };
    expect(locationDifferencesOf(typed, values).map((d) => d.field)).toEqual(['payment_methods']);
    expect(locationFormErrors({ ...values, payment_methods: 'transfer' }, CENTRAL, ES_ARS)).toEqual({ payment_methods: 'required' });
  });

  it("refuses 'Pagos' values it cannot read or the rules refuse, and compares them after a 409", () => {
    const base = locationValuesOf(CENTRAL, ES_ARS);
    const errorsOf = (change: Partial<LocationFormValues>) => locationFormErrors({ ...base, ...change }, CENTRAL, ES_ARS);
    expect(errorsOf({ backdate_days: '32' })).toEqual({ backdate_days: 'outOfRange' });
    expect(errorsOf({ backdate_days: 'siete' })).toEqual({ backdate_days: 'notNumber' });
    expect(errorsOf({ backdate_days: '' })).toEqual({ backdate_days: 'notNumber' });
    expect(errorsOf({ payoff_interest: 'monthly' })).toEqual({ payoff_interest: 'unknown' });
    const typed = { ...base, payoff_interest: 'wholeInstallment', backdate_days: '3' };
    expect(locationDifferencesOf(typed, base).map((d) => d.field)).toEqual(['payoff_interest', 'backdate_days']);
    expect(sameLocationValues(typed, base)).toBe(false);
  });

  it('refuses text where a whole number goes, and changed digits of a stored location', () => {
    const values = { ...locationValuesOf(CENTRAL, ES_ARS), grace_days: 'tres', minor_digits: '0' };
    expect(locationFormErrors(values, CENTRAL, ES_ARS)).toEqual({ minor_digits: 'locked', grace_days: 'notNumber', cash_tolerance: 'tooManyDecimals', late_charge_value: 'tooManyDecimals' });
  });
});

describe('locationForm machine', () => {
  it("a new location's minor digits follow the currency typed; a refused submit focuses the first invalid field", () => {
    const { actor, type, focused, requests } = start(null, []);
    type('currency', 'jpy');
    expect(actor.getSnapshot().context.values.minor_digits).toBe('0');
    type('currency', 'KWD');
    expect(actor.getSnapshot().context.values.minor_digits).toBe('3');
    actor.send({ type: 'form.submitted' });
    expect(focused).toEqual(['name']);
    expect(requests).toHaveLength(0);
  });

  it('sends a new location with one key per intent, reused by Reintentar, renewed after typing', async () => {
    const { actor, type, requests } = start(null, [fail(500), fail(500), fail(500), echo]);
    for (const [field, value] of [['name', 'Norte'], ['country', 'uy'], ['currency', 'UYU'], ['time_zone', 'America/Montevideo'], ['cash_tolerance', '100,50']] as const) type(field, value);
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    actor.send({ type: 'save.retried' });
    await settled(actor);
    type('receipt_footer', 'Gracias');
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests.map((r) => (r.kind === 'create' ? r.idempotencyKey : null))).toEqual(['key-1', 'key-1', 'key-2']);
    expect(requests[0]).toMatchObject({ kind: 'create', input: { country: 'UY', currency: 'UYU', minor_digits: 2, cash_tolerance: 10_050 } });
  });

  it('loads a stored location, keeps its digits read-only, and after a 409 keeps what was typed on the new version', async () => {
    const { actor, type, requests } = start(4, [fail(409), echo]);
    await settled(actor);
    expect(connectLocationForm(actor.getSnapshot(), () => {}).digitsLocked).toBe(true);
    type('receipt_footer', 'Mío');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'conflict' }));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches({ form: { conflict: 'comparing' } }));
    const view = connectLocationForm(actor.getSnapshot(), () => {});
    expect(view.differences.map((d) => d.field)).toEqual(['currency', 'receipt_footer']);
    actor.send({ type: 'conflict.keepMine' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests[1]).toMatchObject({ kind: 'update', id: 4, update: { version: 3, receipt_footer: 'Mío', currency: 'ARS' } });
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
  });
});
