// @vitest-environment node
import { expect } from 'vitest';
import { analyticsMachine, connectAnalytics, periodErrorOf } from '../../machines/analytics/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { analyticsFixtures, inertAnalytics } from './analytics.fixtures.ts';

describeModelPaths({
  machine: analyticsMachine,
  replayLogic: inertAnalytics,
  fixtures: analyticsFixtures,
  checkState: (snapshot) => {
    const view = connectAnalytics(snapshot, () => {});
    // Figures once an answer came, kept through reloads and failures.
    expect(view.figures === null).toBe(snapshot.context.businessDate === null);
    expect(view.busy).toBe(snapshot.matches('loading') || snapshot.matches('reloading'));
    // A period held is always one the rule accepts: an invalid one is only ever a field error.
    const { period, businessDate } = snapshot.context;
    if (period !== null && businessDate !== null) expect(periodErrorOf(period, businessDate)).toBeNull();
    if (view.figures !== null) expect(view.figures.par30Permille).toBe(125);
  },
});
