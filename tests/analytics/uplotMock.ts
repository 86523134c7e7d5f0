/**
 * uPlot stands in for itself in jsdom, which has no canvas: each chart the page makes is recorded
 * with the options and data it was given, and whether it was destroyed. `vi.mock('uplot', …)` with
 * this module's `UPlotMock` (see analyticsPage.test.tsx).
 */
import type uPlot from 'uplot';

export interface MadePlot {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  destroyed: boolean;
  sizes: { width: number; height: number }[];
}

export const madePlots: MadePlot[] = [];

export class UPlotMock {
  static paths = { bars: () => () => null };
  private readonly made: MadePlot;
  constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
    this.made = { options, data, target, destroyed: false, sizes: [] };
    madePlots.push(this.made);
  }
  setSize(size: { width: number; height: number }) {
    this.made.sizes.push(size);
  }
  destroy() {
    this.made.destroyed = true;
  }
}

/** The plots on screen now (made and not destroyed). */
export const livePlots = () => madePlots.filter((plot) => !plot.destroyed);
