// @vitest-environment node
/**
 * The routes refuse exactly what the chart refuses: every (status × transition route) pair is
 * walked through the routes and compared with `nextRentalStatus` given the same facts (the
 * cashier's open session, the business date, the contract's dates). Allowed → 200 and the chart's
 * next status; refused → 409 `notAllowed` (or the guard's own code).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { nextRentalStatus, RENTAL_STATUSES, RentalDetailSchema, type RentalLifecycleEvent, type RentalStatus } from '../../machines/rentals/index.ts';
import { loansServer, TODAY } from '../loans/loansServer.support.ts';

const s = loansServer();

/** Route → the event the chart hears, with the facts the route hands it (the admin acts, holding every permission; the cashier's role lacks END/TERMINATE/SETTLE). */
const ROUTES = {
  firma: (r: Contract): RentalLifecycleEvent => ({ type: 'SIGN', deposit: r.deposit, sessionOpen: false }),
  descarte: (): RentalLifecycleEvent => ({ type: 'DISCARD' }),
  renovacion: (r: Contract): RentalLifecycleEvent => ({ type: 'RENEW', endDate: r.end, newEndDate: '2027-11-30' }),
  fin: (r: Contract): RentalLifecycleEvent => ({ type: 'END', today: TODAY, endDate: r.end }),
  rescision: (r: Contract): RentalLifecycleEvent => ({ type: 'TERMINATE', date: TODAY, startDate: r.start, endDate: r.end }),
  liquidacion: (): RentalLifecycleEvent => ({ type: 'SETTLE', returned: 0, sessionOpen: false }),
} as const;

interface Contract {
  id: number;
  version: number;
  deposit: number;
  start: string;
  end: string;
}

const BODY = { renovacion: { endDate: '2027-11-30' }, rescision: { date: TODAY, reason: 'Motivo de la prueba' } } as Record<string, object>;

describe('every status × transition route equals the chart', () => {
  it('answers 200 with the chart’s next status where it allows, a refusal where it does not', async () => {
    const customerId = await s.customerId('30456789');
    const outcomes: string[] = [];
    for (const status of RENTAL_STATUSES) {
      for (const path of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
        // No deposit (signing needs no session) and nothing owed or paid (settling returns nothing): the chart's guards pass on facts, so what decides is the status.
        const res0 = await s.post('/alquileres', 'admin', {
          customerId, property: 'Local 1', rent: 100_00, frequency: 'monthly', dueDay: 5, deposit: 0, startDate: '2026-11-01', endDate: '2026-11-30',
          graceDays: 0, lateFeeKind: 'fixed', lateFeeValue: 0, lateFeeCap: null,
        });
        expect(res0.status, res0.text).toBe(201);
        const rental = v.parse(RentalDetailSchema, res0.body);
        if (status !== 'draft') await s.query('UPDATE rentals SET status = $2 WHERE id = $1', [rental.id, status]);
        const contract: Contract = { id: rental.id, version: rental.version, deposit: 0, start: '2026-11-01', end: '2026-11-30' };
        const expected = nextRentalStatus(status as RentalStatus, ROUTES[path](contract));
        const res = await s.post(`/alquileres/${rental.id}/${path}`, 'admin', { version: rental.version, ...BODY[path] });
        const got = res.status === 200 ? res.body.status : `${res.status} ${res.body.code}`;
        outcomes.push(`${status} ${path}: ${got}`);
        if (expected !== null) expect(got, `${status} × ${path}: ${res.text}`).toBe(expected);
        else expect(res.status, `${status} × ${path}: ${res.text}`).not.toBe(200);
      }
    }
    expect(outcomes.filter((line) => !line.endsWith('409 notAllowed')).sort()).toEqual(
      [
        'draft descarte: discarded',
        'draft firma: active',
        'active renovacion: active',
        // The business date (2026-11-23) is before the end (2026-11-30): the chart's guard refuses.
        'active fin: 409 notYetEnded',
        'active rescision: terminated',
        'ended liquidacion: closed',
        'terminated liquidacion: closed',
      ].sort(),
    );
  });
});
