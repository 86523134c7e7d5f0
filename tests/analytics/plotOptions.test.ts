// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryRotation, plotData, plotOptions, stackedValues, type PlotInput } from '../../src/components/charts/plotOptions.ts';

const input = (over: Partial<PlotInput> = {}): PlotInput => ({
  kind: 'stackedBars',
  labels: ['a', 'b', 'c'],
  series: [{ label: 'uno', values: [1, 2, 3], color: '#111' }, { label: 'dos', values: [10, 0, 5], color: '#222' }],
  rtl: false,
  width: 600,
  height: 200,
  theme: { text: '#000', grid: '#ccc' },
  formatValue: (value) => `${value}`,
  ...over,
});

describe('plotOptions (the app\'s uPlot charts)', () => {
  it('stacks by cumulative sums, drawn tallest first so each segment keeps its own height', () => {
    expect(stackedValues([{ values: [1, 2, 3] }, { values: [10, 0, 5] }])).toEqual([[1, 2, 3], [11, 2, 8]]);
    expect(plotData(input())).toEqual([[0, 1, 2], [11, 2, 8], [1, 2, 3]]);
    expect(plotOptions(input()).series.slice(1).map((s) => s.label)).toEqual(['dos', 'uno']);
  });

  it('draws plain bars and lines in the series\' order', () => {
    expect(plotData(input({ kind: 'lines' }))).toEqual([[0, 1, 2], [1, 2, 3], [10, 0, 5]]);
    expect(plotOptions(input({ kind: 'lines' })).series[1]).toMatchObject({ label: 'uno', points: { show: true }, fill: undefined });
  });

  it('mirrors the x scale and moves the y axis to the right in right-to-left', () => {
    const ltr = plotOptions(input());
    const rtl = plotOptions(input({ rtl: true }));
    expect(ltr.scales?.x?.dir).toBe(1);
    expect(rtl.scales?.x?.dir).toBe(-1);
    expect(ltr.axes?.[1]?.side).toBe(3);
    expect(rtl.axes?.[1]?.side).toBe(1);
  });

  it('labels each category, thinning the labels when they would not fit', () => {
    const values = (width: number) => {
      const axis = plotOptions(input()).axes?.[0];
      const fn = axis?.values as (u: { width: number }, splits: number[]) => string[];
      return fn({ width }, [0, 1, 2]);
    };
    // Each one-letter label needs 19 px: three fit in 130 - 70 px, not in 100 - 70.
    expect(values(130)).toEqual(['a', 'b', 'c']);
    expect(values(100)).toEqual(['a', '', 'c']);
  });

  it('makes the y axis as wide as its longest tick', () => {
    const size = plotOptions(input()).axes?.[1]?.size as (u: unknown, values: string[]) => number;
    expect(size(null, ['0,00 ARS', '1.000.000,00 ARS'])).toBe(16 * 7 + 18);
    expect(size(null, ['0'])).toBe(40);
  });
});

describe('plotOptions: named categories and counts', () => {
  const states = ['Solicitado', 'Aprobado', 'Rechazado', 'Retirado', 'Activo', 'Cancelado', 'Pagado de más', 'Castigado'];
  const xValues = (over: Partial<PlotInput>) => {
    const fn = plotOptions(input(over)).axes?.[0]?.values as (u: { width: number }, splits: number[]) => string[];
    return fn({ width: over.width ?? 600 }, states.map((_, i) => i));
  };

  it('labels every category, slanted towards the y axis when they do not fit side by side', () => {
    const narrow = { labels: states, categories: true, width: 330 };
    expect(xValues(narrow)).toEqual(states);
    expect(categoryRotation(states, 330, false)).toBe(35);
    expect(categoryRotation(states, 330, true)).toBe(-35);
    expect(categoryRotation(states, 2000, false)).toBe(0);
    expect(plotOptions(input(narrow)).axes?.[0]?.rotate).toBe(35);
    expect(plotOptions(input({ ...narrow, width: 2000 })).axes?.[0]?.rotate).toBeUndefined();
    // Days are thinned instead.
    expect(xValues({ labels: states, width: 330 }).filter((label) => label !== '').length).toBeLessThan(states.length);
  });

  it('ticks whole numbers only on a count axis', () => {
    expect(plotOptions(input({ integer: true })).axes?.[1]?.incrs).toEqual(expect.arrayContaining([1, 2, 5, 10]));
    expect((plotOptions(input({ integer: true })).axes?.[1]?.incrs as number[]).every(Number.isInteger)).toBe(true);
    expect(plotOptions(input()).axes?.[1]?.incrs).toBeUndefined();
  });
});
