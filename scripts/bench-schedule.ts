/**
 * The schedule preview's compute time (`npm run bench`, part 8; on its own: `npm run
 * bench:schedule`): what the 'Nuevo préstamo' form runs on every keystroke — the terms' domain
 * check (LoanTermsSchema, docs/loans.md "Arithmetic") and `buildSchedule` — for 360 installments,
 * SCHEDULE_RUNS runs (default 300, after a warm-up) of each method × frequency, each run with a
 * slightly different principal and rate as typing gives. p50/p95 against the 5 ms target. Pure
 * computation in this process (Node, not the browser): a figure to compare, not a test.
 */
import * as v from 'valibot';
import { LOAN_FREQUENCIES, LOAN_METHODS, LoanTermsSchema, type LoanTerms } from '../machines/loans/loan.schema.ts';
import { buildSchedule } from '../machines/loans/schedule.ts';
import { quantile } from './benchStats.ts';

export const SCHEDULE_P50_TARGET_MS = 5;
const INSTALLMENTS = 360;
const WARMUP = 50;

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One preview: the check the form validates with, then the rows. */
function preview(terms: LoanTerms): number {
  const started = performance.now();
  const checked = v.safeParse(LoanTermsSchema, terms);
  const schedule = buildSchedule(terms);
  const elapsed = performance.now() - started;
  if (!checked.success || schedule.rows.length !== INSTALLMENTS) throw new Error(`bench terms out of the domain: ${JSON.stringify(terms)}`);
  return elapsed;
}

export function benchSchedule(runs: number): Array<{ label: string; samples: number[] }> {
  const results: Array<{ label: string; samples: number[] }> = [];
  for (const method of LOAN_METHODS) {
    for (const frequency of LOAN_FREQUENCIES) {
      // 12 % a year (the most the domain allows monthly over 360 periods is about 1 % a month),
      // 50,000,000.00 and a little more each run (a staff member typing).
      const terms = (i: number): LoanTerms => ({
        principal: 5_000_000_000 + i * 1_237, rateMillionths: 120_000 + (i % 97), ratePeriod: 'year', installments: INSTALLMENTS, frequency, method, firstDueDate: '2026-01-31',
      });
      for (let i = 0; i < WARMUP; i++) preview(terms(i));
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(preview(terms(WARMUP + i)));
      results.push({ label: `${method} ${frequency}`, samples });
    }
  }
  return results;
}

export function printScheduleBench(runs: number): void {
  const results = benchSchedule(runs);
  console.log(`Schedule preview (domain check + buildSchedule), ${INSTALLMENTS} installments, ${runs} runs each:`);
  let worst = 0;
  for (const { label, samples } of results) {
    const sorted = [...samples].sort((a, b) => a - b);
    const p50 = quantile(sorted, 0.5);
    worst = Math.max(worst, p50);
    console.log(`  ${label.padEnd(24)} p50 ${ms(p50)}, p95 ${ms(quantile(sorted, 0.95))} (max ${ms(sorted.at(-1) ?? Number.NaN)})`);
  }
  console.log(`  slowest p50 ${ms(worst)}   target p50 < ${SCHEDULE_P50_TARGET_MS} ms   ${worst < SCHEDULE_P50_TARGET_MS ? 'within' : 'OVER'}`);
}

// `tsx scripts/bench-schedule.ts` runs it alone; bench.ts imports it.
if (import.meta.url === `file://${process.argv[1]}`) printScheduleBench(Number(process.env.SCHEDULE_RUNS ?? 300));
