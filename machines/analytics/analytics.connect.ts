import type { SnapshotFrom } from 'xstate';
import type { BusinessDate } from '../money/index.ts';
import type { analyticsMachine, AnalyticsEvent, AnalyticsFailure } from './analytics.machine.ts';
import {
  collectedByKind,
  par30Permille,
  presetOf,
  presetPeriod,
  totalCashOnHand,
  type Period,
  type PeriodError,
  type PeriodPreset,
  type ReceivableKind,
} from './analytics.rules.ts';
import type { Analytics } from './analytics.schema.ts';

export interface AnalyticsFigures {
  analytics: Analytics;
  /** PAR30 in tenths of a percent (123 = 12.3 %). */
  par30Permille: number;
  collectedToday: { parts: { kind: ReceivableKind; amount: number }[]; total: number };
  collectedPeriod: { parts: { kind: ReceivableKind; amount: number }[]; total: number };
  cashOnHandTotal: number;
}

export interface AnalyticsView {
  load: 'loading' | 'failed' | 'ready';
  /** A new answer is on its way while the previous figures stay shown. */
  busy: boolean;
  failure: AnalyticsFailure | null;
  /** The figures of the last answer (kept while reloading); null before the first one. */
  figures: AnalyticsFigures | null;
  /** The period asked for (the answer's once it comes); null before the first answer. */
  period: Period | null;
  businessDate: BusinessDate | null;
  /** The preset the period is, for its pressed button. */
  preset: PeriodPreset | null;
  periodError: PeriodError | null;
  choosePeriod(from: string, to: string): void;
  /** A preset's dates, computed from the business date (nothing before the first answer). */
  choosePreset(preset: PeriodPreset): void;
  reload(): void;
  retry(): void;
}

const figuresMemo = new WeakMap<Analytics, AnalyticsFigures>();

/** Derived once per answer, so an unchanged answer is the same object (the kit's `sameView`). */
function figuresOf(analytics: Analytics): AnalyticsFigures {
  let figures = figuresMemo.get(analytics);
  if (figures === undefined) {
    figures = {
      analytics,
      par30Permille: par30Permille(analytics.portfolio),
      collectedToday: collectedByKind(analytics.collected.today),
      collectedPeriod: collectedByKind(analytics.collected.period),
      cashOnHandTotal: totalCashOnHand(analytics.cashOnHand),
    };
    figuresMemo.set(analytics, figures);
  }
  return figures;
}

/** The view model of 'Analítica'. Its functions only send events. */
export function connectAnalytics(snapshot: SnapshotFrom<typeof analyticsMachine>, send: (event: AnalyticsEvent) => void): AnalyticsView {
  const { context } = snapshot;
  const load = snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready';
  const { businessDate, period } = context;
  return {
    load,
    busy: snapshot.hasTag('busy'),
    failure: load === 'failed' ? context.failure : null,
    figures: context.analytics === null ? null : figuresOf(context.analytics),
    period,
    businessDate,
    preset: period === null || businessDate === null ? null : presetOf(period, businessDate),
    periodError: context.periodError,
    choosePeriod: (from, to) => send({ type: 'period.changed', from, to }),
    choosePreset: (preset) => {
      if (businessDate === null) return;
      const chosen = presetPeriod(preset, businessDate);
      send({ type: 'period.changed', from: chosen.from, to: chosen.to });
    },
    reload: () => send({ type: 'analytics.reloaded' }),
    retry: () => send({ type: 'analytics.retried' }),
  };
}
