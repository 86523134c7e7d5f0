// @vitest-environment node
/**
 * 'Préstamos' filtered by days late (#19): what `atrasoDesde` / `atrasoHasta` of the URL mean, and
 * that the loans list sends them to GET /prestamos as the filters of the same names.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  arrearsFiltersOf,
  arrearsRangeOf,
  LOAN_ARREARS_FROM_FILTER,
  LOAN_ARREARS_TO_FILTER,
  loansListMachine,
  type LoanListRow,
  type LoanSortColumn,
} from '../../machines/loans/loanScreens.ts';
import { toSearchParams, type ListPage, type ListQuery } from '../../machines/records/listQuery.ts';

describe('arrearsRangeOf', () => {
  it.each([
    ['31', null, { kind: 'from', from: 31 }],
    ['31', '60', { kind: 'between', from: 31, to: 60 }],
    [null, '30', { kind: 'upTo', to: 30 }],
    ['0', '30', { kind: 'upTo', to: 30 }],
    ['0', null, null],
    [null, null, null],
    ['treinta', '-5', null],
    ['31.5', '123456', null],
  ] as const)('atrasoDesde=%s atrasoHasta=%s', (from, to, range) => {
    expect(arrearsRangeOf(from, to)).toEqual(range);
  });

  it('gives the list both filters, null for the one not asked (so an old value is taken away)', () => {
    expect(arrearsFiltersOf({ kind: 'from', from: 31 })).toEqual({ atrasoDesde: '31', atrasoHasta: null });
    expect(arrearsFiltersOf({ kind: 'between', from: 31, to: 60 })).toEqual({ atrasoDesde: '31', atrasoHasta: '60' });
    expect(arrearsFiltersOf({ kind: 'upTo', to: 30 })).toEqual({ atrasoDesde: null, atrasoHasta: '30' });
    expect(arrearsFiltersOf(null)).toEqual({ atrasoDesde: null, atrasoHasta: null });
  });
});

describe('the loans list with a range of days late', () => {
  it('asks GET /prestamos with atrasoDesde and atrasoHasta, and without them once taken away', async () => {
    const asked: ListQuery<LoanSortColumn>[] = [];
    const actor = createActor(
      loansListMachine.provide({
        actors: {
          loadPage: fromPromise<ListPage<LoanListRow>, ListQuery<LoanSortColumn>>(async ({ input }) => {
            asked.push(input);
            return { items: [], total: 0, page: 1, pageSize: input.pageSize };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    for (const [key, value] of Object.entries(arrearsFiltersOf(arrearsRangeOf('31', '60')))) actor.send({ type: 'filter.changed', key, value });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(toSearchParams(asked.at(-1)!)).toMatchObject({ [LOAN_ARREARS_FROM_FILTER]: '31', [LOAN_ARREARS_TO_FILTER]: '60' });
    for (const [key, value] of Object.entries(arrearsFiltersOf(null))) actor.send({ type: 'filter.changed', key, value });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(Object.keys(toSearchParams(asked.at(-1)!))).not.toContain(LOAN_ARREARS_FROM_FILTER);
    expect(Object.keys(toSearchParams(asked.at(-1)!))).not.toContain(LOAN_ARREARS_TO_FILTER);
    actor.stop();
  });
});
