/** Figures the benchmark scripts print: nearest-rank quantiles and a one-line summary. */

export const fmtMs = (ms: number) => `${Math.round(ms)} ms`;

export function quantile(sorted: number[], q: number): number {
  // Nearest rank: the smallest value with at least q of the samples at or below it.
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${fmtMs(quantile(sorted, 0.5))}, p95 ${fmtMs(quantile(sorted, 0.95))} (min ${fmtMs(sorted[0] ?? NaN)}, max ${fmtMs(sorted.at(-1) ?? NaN)}, n=${sorted.length})`;
}

