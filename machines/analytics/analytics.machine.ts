import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { BusinessDate } from '../money/index.ts';
import { periodErrorOf, type Period, type PeriodError } from './analytics.rules.ts';
import type { Analytics, AnalyticsQuery } from './analytics.schema.ts';

/** 403: this role may not see the business's figures (said plainly); anything else can be retried. */
export type AnalyticsFailure = 'forbidden' | 'unavailable';
export const analyticsFailureOf = (error: unknown): AnalyticsFailure => (statusOf(error) === 403 ? 'forbidden' : 'unavailable');

export interface AnalyticsContext {
  /** The period asked for; null until the first answer names the server's default (this month). */
  period: Period | null;
  /** The business date of the last answer: what a chosen period is checked against. */
  businessDate: BusinessDate | null;
  /** The last answer, kept on screen while the next one loads. */
  analytics: Analytics | null;
  failure: AnalyticsFailure | null;
  /** Why the last period chosen was not asked for (no request was sent). */
  periodError: PeriodError | null;
}

export type AnalyticsEvent =
  /** 'Aplicar' on the period's dates, or a preset ('Hoy', 'Este mes', 'Últimos 30 días'). */
  | { type: 'period.changed'; from: string; to: string }
  /** 'Actualizar': the same period again (the figures stay while it loads). */
  | { type: 'analytics.reloaded' }
  | { type: 'analytics.retried' };

/** What the page may start with: a period already checked against the business date (from its address). */
export interface AnalyticsInput {
  period: Period | null;
}

const queryOf = (period: Period | null): AnalyticsQuery => (period === null ? {} : { desde: period.from, hasta: period.to });

/** The one request, as `loading` and `reloading` both run it (the answer or the failure, the same way). */
const LOAD = {
  id: 'loadAnalytics',
  src: 'loadAnalytics',
  input: ({ context }: { context: AnalyticsContext }) => queryOf(context.period),
  onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }: { event: DoneActorEvent<Analytics> }) => event.output } },
  onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }: { event: ErrorActorEvent }) => analyticsFailureOf(event.error) } },
} as const;

/**
 * 'Analítica' (/analytics): one request (`GET /analitica?desde&hasta`) carries every figure and
 * chart of the page.
 *
 * - `loading`: the first answer, for the period the page started with (its address's, checked) or
 *   the server's default (this month). Nothing to show yet.
 * - `ready`: the figures. A period that breaks the rule (analytics.rules.ts) stays a field error
 *   and sends nothing; a valid one, or 'Actualizar', loads again.
 * - `reloading` (tag `busy`): the previous figures stay on screen; a new valid period aborts the
 *   request in flight and asks for the new one.
 * - `failed`: no answer, 5xx or a malformed one ('Reintentar'); 403 says the role may not. A 401
 *   is the HTTP client's, once for the whole app. 'Reintentar' keeps the old figures if there were.
 */
export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput | undefined,
  },
  actors: {
    loadAnalytics: fromPromise<Analytics, AnalyticsQuery>(async () => {
      throw new Error('analytics: the "loadAnalytics" effect must be provided by the app');
    }),
  },
  actions: {
    assignLoaded: assign((_, analytics: Analytics) => ({
      analytics,
      businessDate: analytics.businessDate,
      period: analytics.period,
      failure: null,
    })),
    assignFailure: assign((_, failure: AnalyticsFailure) => ({ failure })),
    assignPeriod: assign(({ event }) => (event.type === 'period.changed' ? { period: { from: event.from, to: event.to }, periodError: null } : {})),
    assignPeriodError: assign(({ context, event }) =>
      event.type === 'period.changed' && context.businessDate !== null
        ? { periodError: periodErrorOf({ from: event.from, to: event.to }, context.businessDate) }
        : {}),
  },
  guards: {
    isValidPeriod: ({ context, event }) =>
      event.type === 'period.changed' && context.businessDate !== null
      && periodErrorOf({ from: event.from, to: event.to }, context.businessDate) === null,
    hasFigures: ({ context }) => context.analytics !== null,
  },
}).createMachine({
  id: 'analytics',
  initial: 'loading',
  context: ({ input }) => ({ period: input?.period ?? null, businessDate: null, analytics: null, failure: null, periodError: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: LOAD,
    },
    ready: {
      on: {
        'period.changed': [
          { guard: 'isValidPeriod', target: 'reloading', actions: 'assignPeriod' },
          { actions: 'assignPeriodError' },
        ],
        'analytics.reloaded': 'reloading',
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: LOAD,
      on: {
        // Re-entering stops the request in flight (its signal aborts) and asks for the new period.
        'period.changed': [
          { guard: 'isValidPeriod', target: 'reloading', reenter: true, actions: 'assignPeriod' },
          { actions: 'assignPeriodError' },
        ],
      },
    },
    failed: {
      on: {
        'analytics.retried': [
          { guard: 'hasFigures', target: 'reloading' },
          { target: 'loading' },
        ],
      },
    },
  },
});
