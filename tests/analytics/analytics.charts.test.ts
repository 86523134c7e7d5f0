// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrearsChart, cashFlowChart, CHART_DATA, dailyCollectionsChart, isEmptyChart, portfolioByStateChart, type Analytics } from '../../machines/analytics/index.ts';
import { ANALYTICS, EMPTY_ANALYTICS } from './analytics.fixtures.ts';

describe('the charts\' data', () => {
  it('daily collections: one row per day of the answer, a series per kind, the same amounts', () => {
    const chart = dailyCollectionsChart(ANALYTICS);
    expect(chart.x).toEqual(ANALYTICS.dailyCollections.map((d) => d.date));
    expect(chart.series.map((s) => s.key)).toEqual(['loan', 'rental', 'debt', 'fee']);
    expect(chart.series[0]?.values.at(-1)).toBe(300_00);
    expect(chart.series[1]?.values.at(-1)).toBe(150_00);
  });

  it('arrears: the four buckets in order, whatever order the answer had (a missing one is zero)', () => {
    const shuffled: Analytics = { ...ANALYTICS, arrears: [ANALYTICS.arrears[3]!, ANALYTICS.arrears[0]!] };
    const chart = arrearsChart(shuffled);
    expect(chart.x).toEqual(['1-30', '31-60', '61-90', '90+']);
    expect(chart.series.find((s) => s.key === 'loans')?.values).toEqual([2, 0, 0, 1]);
    expect(chart.series.find((s) => s.key === 'outstanding')?.values).toEqual([900_00, 0, 0, 500_00]);
  });

  it('portfolio by state and cash flow carry counts and money with their unit', () => {
    expect(portfolioByStateChart(ANALYTICS).series.map((s) => [s.key, s.unit])).toEqual([['loans', 'count'], ['outstanding', 'money']]);
    const flow = cashFlowChart(ANALYTICS);
    expect(flow.series.map((s) => s.key)).toEqual(['in', 'out']);
    expect(flow.series[0]?.values[1]).toBe(100_00);
  });

  it('a new business draws nothing: every chart is empty, but every row is there', () => {
    for (const build of Object.values(CHART_DATA)) {
      expect(isEmptyChart(build(EMPTY_ANALYTICS))).toBe(true);
      expect(build(EMPTY_ANALYTICS).x.length).toBeGreaterThan(0);
      expect(isEmptyChart(build(ANALYTICS))).toBe(false);
    }
  });
});
