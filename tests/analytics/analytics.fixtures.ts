import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { ARREARS_BUCKETS, analyticsMachine, type Analytics, type AnalyticsEvent, type AnalyticsQuery } from '../../machines/analytics/index.ts';
import { LOAN_STATUSES } from '../../machines/loans/loan.schema.ts';
import { addDays } from '../../machines/money/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

export const BUSINESS_DATE = '2026-11-24';

const days = (count: number, end: string) => Array.from({ length: count }, (_, i) => addDays(end, i - count + 1));

/**
 * A business in November 2026 (hand-made, not computed): 10 000,00 outstanding on 8 active loans,
 * 1 250,00 of it more than 30 days late (PAR30 12.5 %), two open boxes, one delivery pending.
 */
export const ANALYTICS: Analytics = {
  businessDate: BUSINESS_DATE,
  period: { from: '2026-11-01', to: BUSINESS_DATE },
  portfolio: { outstanding: 10_000_00, activeLoans: 8, atRisk30: 1_250_00 },
  arrears: [
    { bucket: '1-30', loans: 2, outstanding: 900_00 },
    { bucket: '31-60', loans: 1, outstanding: 750_00 },
    { bucket: '61-90', loans: 0, outstanding: 0 },
    { bucket: '90+', loans: 1, outstanding: 500_00 },
  ],
  collected: {
    today: { loan: 300_00, rental: 150_00, debt: 0, fee: 25_00 },
    period: { loan: 4_200_00, rental: 1_500_00, debt: 300_00, fee: 100_00 },
  },
  recovered: { today: 0, period: 150_00 },
  chargesCollected: { today: 0, period: 50_00 },
  disbursed: { today: 0, period: 6_000_00, periodLoans: 3 },
  cashOnHand: [{ sessionId: 4, userName: 'Caja Ana', expected: 820_00 }, { sessionId: 5, userName: 'Caja Luis', expected: 180_00 }],
  deliveriesPending: { count: 1, amount: 640_00 },
  dailyCollections: days(30, BUSINESS_DATE).map((date, i) => ({ date, loan: i === 29 ? 300_00 : i * 10_00, rental: i === 29 ? 150_00 : 0, debt: 0, fee: i === 29 ? 25_00 : 0 })),
  portfolioByState: LOAN_STATUSES.map((status) => ({ status, loans: status === 'active' ? 8 : status === 'closed' ? 5 : 0, outstanding: status === 'active' ? 10_000_00 : 0 })),
  cashFlow: days(24, BUSINESS_DATE).map((date, i) => ({ date, in: i * 100_00, out: i % 2 === 0 ? 50_00 : 0 })),
};

/** A new business: no loans, no payments, no boxes; the answer still has every row, in zeros. */
export const EMPTY_ANALYTICS: Analytics = {
  businessDate: BUSINESS_DATE,
  period: { from: '2026-11-01', to: BUSINESS_DATE },
  portfolio: { outstanding: 0, activeLoans: 0, atRisk30: 0 },
  arrears: ARREARS_BUCKETS.map((bucket) => ({ bucket, loans: 0, outstanding: 0 })),
  collected: { today: { loan: 0, rental: 0, debt: 0, fee: 0 }, period: { loan: 0, rental: 0, debt: 0, fee: 0 } },
  recovered: { today: 0, period: 0 },
  chargesCollected: { today: 0, period: 0 },
  disbursed: { today: 0, period: 0, periodLoans: 0 },
  cashOnHand: [],
  deliveriesPending: { count: 0, amount: 0 },
  dailyCollections: days(30, BUSINESS_DATE).map((date) => ({ date, loan: 0, rental: 0, debt: 0, fee: 0 })),
  portfolioByState: LOAN_STATUSES.map((status) => ({ status, loans: 0, outstanding: 0 })),
  cashFlow: days(24, BUSINESS_DATE).map((date) => ({ date, in: 0, out: 0 })),
};

/** The answer for 'Hoy' (another period, other amounts). */
export const TODAY_ANALYTICS: Analytics = {
  ...ANALYTICS,
  period: { from: BUSINESS_DATE, to: BUSINESS_DATE },
  collected: { ...ANALYTICS.collected, period: ANALYTICS.collected.today },
  disbursed: { today: 0, period: 0, periodLoans: 0 },
  cashFlow: [{ date: BUSINESS_DATE, in: 475_00, out: 0 }],
};

export const inertAnalytics = analyticsMachine.provide({ actors: { loadAnalytics: neverSettles<Analytics, AnalyticsQuery>() } });

export type AnalyticsModelEvent = AnalyticsEvent | DoneActorEvent<Analytics, 'loadAnalytics'> | ErrorActorEvent<unknown, 'loadAnalytics'>;

export const analyticsFixtures = {
  'period.changed': {
    today: { type: 'period.changed', from: BUSINESS_DATE, to: BUSINESS_DATE },
    future: { type: 'period.changed', from: '2026-11-01', to: '2026-11-30' },
  },
  'analytics.reloaded': { default: { type: 'analytics.reloaded' } },
  'analytics.retried': { default: { type: 'analytics.retried' } },
  'xstate.done.actor.loadAnalytics': { figures: doneEvent('loadAnalytics', ANALYTICS) },
  'xstate.error.actor.loadAnalytics': {
    '500': errorEvent('loadAnalytics', { kind: 'status', status: 500 }),
    '403': errorEvent('loadAnalytics', { kind: 'status', status: 403 }),
  },
} satisfies EventFixtures<AnalyticsModelEvent>;
