// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstRunOf, type CurrentLocation } from '../../machines/locations/index.ts';
import { CENTRAL } from './locations.fixtures.ts';

const answer = (location: CurrentLocation['location'], active_boxes: number, enabled_accounts: number): CurrentLocation => ({
  location,
  business_date: '2026-11-23',
  setup: { active_boxes, enabled_accounts },
});
const done = (current: CurrentLocation) => firstRunOf(current)?.steps.map((step) => [step.key, step.done]);

describe("'Primeros pasos' (firstRunOf)", () => {
  it('on an empty install: nothing done, not complete, the box waits for the location', () => {
    const run = firstRunOf(answer(null, 0, 1));
    expect(run?.complete).toBe(false);
    expect(run?.locationId).toBeNull();
    expect(done(answer(null, 0, 1))).toEqual([['location', false], ['box', false], ['staff', false]]);
  });

  it('a location without a box is not complete; one active box completes it even without staff (optional)', () => {
    expect(firstRunOf(answer(CENTRAL, 0, 1))?.complete).toBe(false);
    const run = firstRunOf(answer(CENTRAL, 1, 1));
    expect(run?.complete).toBe(true);
    expect(run?.locationId).toBe(CENTRAL.id);
    expect(run?.steps.find((step) => step.key === 'staff')).toEqual({ key: 'staff', done: false, optional: true });
    expect(done(answer(CENTRAL, 2, 3))).toEqual([['location', true], ['box', true], ['staff', true]]);
  });

  it('says nothing before the answer, or when the server does not send what is set up', () => {
    expect(firstRunOf(null)).toBeNull();
    expect(firstRunOf({ location: CENTRAL, business_date: '2026-11-23' })).toBeNull();
  });
});
