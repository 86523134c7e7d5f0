import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { CashSession, CashSessionSortColumn } from '../../machines/cashbox/index.ts';
import type { RecordsListEvent } from '../../machines/records/index.ts';
import type { ListPage } from '../../machines/records/listQuery.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';
import { OPEN_SESSION } from './cashbox.fixtures.ts';

export const CASH_SESSIONS_SEARCH_PAUSED = 'xstate.after.searchDebounce.cashSessionsList.list.debouncing';

/** Twelve past sessions of 'Caja principal', one a day (two pages of ten). */
export const TWELVE_SESSIONS: CashSession[] = Array.from({ length: 12 }, (_, i) => {
  const { movements: _movements, ...session } = OPEN_SESSION;
  const day = String(i + 1).padStart(2, '0');
  return { ...session, id: i + 1, opened_by_name: i % 2 === 0 ? 'Carlos Ruiz' : 'Lucía Gómez', status: 'closed', business_date: `2026-11-${day}`, counted_amount: 50_000_00 + i, difference: i - 5, closed_at: `2026-11-${day}T22:00:00.000Z`, version: 2 };
});

const pageOf = (items: CashSession[], page: number): ListPage<CashSession> => ({ items: items.slice((page - 1) * 10, page * 10), total: items.length, page, pageSize: 10 });

export type CashSessionsListModelEvent =
  | RecordsListEvent<CashSessionSortColumn>
  | DoneActorEvent<ListPage<CashSession>, 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | { type: typeof CASH_SESSIONS_SEARCH_PAUSED };

export const cashSessionsListFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'search.changed': { carlos: { type: 'search.changed', search: 'carlos' } },
  'sort.changed': { difference: { type: 'sort.changed', column: 'difference' } },
  'page.changed': { two: { type: 'page.changed', page: 2 }, zero: { type: 'page.changed', page: 0 } },
  'filter.changed': {
    closed: { type: 'filter.changed', key: 'status', value: 'closed' },
    all: { type: 'filter.changed', key: 'status', value: null },
  },
  [CASH_SESSIONS_SEARCH_PAUSED]: { default: { type: CASH_SESSIONS_SEARCH_PAUSED } },
  'xstate.done.actor.loadPage': {
    first: doneEvent('loadPage', pageOf(TWELVE_SESSIONS, 1)),
    second: doneEvent('loadPage', pageOf(TWELVE_SESSIONS, 2)),
    none: doneEvent('loadPage', pageOf([], 1)),
  },
  'xstate.error.actor.loadPage': {
    status403: errorEvent('loadPage', { kind: 'status', status: 403 }),
    status500: errorEvent('loadPage', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<CashSessionsListModelEvent>;
