// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialPeriodOf, periodSyncOf } from '../../machines/analytics/index.ts';

const MONTH = { from: '2026-11-01', to: '2026-11-24' };
const TODAY = { from: '2026-11-24', to: '2026-11-24' };
const LINKED = { from: '2026-11-10', to: '2026-11-20' };

describe('periodSyncOf', () => {
  it('does nothing before the first answer, or when the address already shows the held period', () => {
    expect(periodSyncOf(LINKED, null, null)).toBeNull();
    expect(periodSyncOf(MONTH, MONTH, null)).toBeNull();
    expect(periodSyncOf(TODAY, TODAY, MONTH)).toBeNull();
  });

  it('writes the first answer\'s period in place of a bare address', () => {
    expect(periodSyncOf(null, MONTH, null)).toEqual({ do: 'write', period: MONTH, replace: true });
  });

  it('chooses a link\'s period once the first answer (the default month) is in', () => {
    expect(periodSyncOf(LINKED, MONTH, null)).toEqual({ do: 'choose', period: LINKED });
  });

  it('writes a period chosen on the page as a new entry', () => {
    expect(periodSyncOf(MONTH, TODAY, MONTH)).toEqual({ do: 'write', period: TODAY, replace: false });
  });

  it('chooses the address\'s period when only the address changed (back, forward)', () => {
    expect(periodSyncOf(MONTH, TODAY, TODAY)).toEqual({ do: 'choose', period: MONTH });
  });

  it('writes the held period back in place when the address lost it (the menu\'s link to the page)', () => {
    expect(periodSyncOf(null, TODAY, TODAY)).toEqual({ do: 'write', period: TODAY, replace: true });
  });
});

describe('initialPeriodOf', () => {
  it('starts with the address\'s period when the business date is known and the rule accepts it', () => {
    expect(initialPeriodOf(LINKED, '2026-11-24')).toEqual(LINKED);
  });

  it('starts with none without a business date yet, without a period, or with one the rule refuses', () => {
    expect(initialPeriodOf(LINKED, null)).toBeNull();
    expect(initialPeriodOf(null, '2026-11-24')).toBeNull();
    expect(initialPeriodOf({ from: '2026-11-10', to: '2026-11-25' }, '2026-11-24')).toBeNull();
  });
});
