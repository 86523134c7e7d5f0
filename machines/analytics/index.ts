export * from './analytics.schema.ts';
export * from './analytics.rules.ts';
export * from './analytics.charts.ts';
export { analyticsFailureOf, analyticsMachine, type AnalyticsContext, type AnalyticsEvent, type AnalyticsFailure, type AnalyticsInput } from './analytics.machine.ts';
export { connectAnalytics, type AnalyticsFigures, type AnalyticsView } from './analytics.connect.ts';
export { initialPeriodOf, periodSyncOf, type PeriodSync } from './periodInUrl.ts';
