/**
 * The pending feed (#29, item 10): what waits on the signed-in user (GET /pendientes), kept current
 * by a short poll while the tab is visible. The application layout runs it (actor `pendingFeed`);
 * the header's badge, the 'Pendientes' page and the screens that wait on someone else (Caja, while
 * a close waits for approval) read it. Why a poll and not a push, and why every 30 s:
 * docs/decisions.md, 'Pendientes: a short poll'.
 *
 * - `loading` → `ready` (the answer) | `error` (none: the last answer, if any, stays on screen)
 * - `ready` and `error` ask again after `pendingPollInterval`, or at once on `pending.refresh`
 *   (the page's re-click, a write that changed what waits)
 * - `page.hidden` (the app edge sends it from `visibilitychange`) → `idle`: no request while
 *   nobody looks, a request under way is dropped; `page.visible` asks at once → `loading`
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PendingAnswer } from './pending.schema.ts';

/** How often the feed asks while the tab is visible. */
export const PENDING_POLL_MS = 30_000;

export type PendingFeedEvent = { type: 'pending.refresh' } | { type: 'page.hidden' } | { type: 'page.visible' };

export interface PendingFeedContext {
  /** The last answer; kept while the next request runs or fails, so the badge does not blink. */
  answer: PendingAnswer | null;
}

export const pendingFeedMachine = setup({
  types: { context: {} as PendingFeedContext, events: {} as PendingFeedEvent },
  actors: {
    loadPending: fromPromise<PendingAnswer, void>(async () => {
      throw new Error('pendingFeed: the "loadPending" effect must be provided by the app');
    }),
  },
  actions: {
    assignAnswer: assign((_, answer: PendingAnswer) => ({ answer })),
  },
  delays: { pendingPollInterval: PENDING_POLL_MS },
}).createMachine({
  id: 'pendingFeed',
  context: { answer: null },
  initial: 'loading',
  on: { 'page.hidden': '.idle' },
  states: {
    idle: { on: { 'page.visible': 'loading' } },
    loading: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        onDone: { target: 'ready', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
        onError: 'error',
      },
    },
    ready: {
      after: { pendingPollInterval: 'loading' },
      on: { 'pending.refresh': 'loading' },
    },
    error: {
      after: { pendingPollInterval: 'loading' },
      on: { 'pending.refresh': 'loading' },
    },
  },
});

export type PendingFeedSnapshot = SnapshotFrom<typeof pendingFeedMachine>;
