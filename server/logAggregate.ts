/**
 * One log line per interval for an event that can repeat thousands of times a second under attack
 * (a refused login wrote 12.4 MB in 20 s). The first occurrence is logged at once, with its fields;
 * the rest of the interval is counted, and at its end one summary line tells how many there were,
 * from how many distinct values of the `distinct` fields, with a few examples.
 */
import type { LogFields, Logger } from './log.ts';

export interface AggregateOptions {
  intervalMs: number;
  /** Fields whose distinct values are counted (e.g. user, address). */
  distinct: readonly string[];
  /** Example values kept per field (memory bound). */
  examples?: number;
  /** Distinct values tracked per field before counting stops growing (memory bound). */
  maxTracked?: number;
}

export interface AggregatedLog {
  record(fields: LogFields): void;
  /** Writes the pending summary now (on shutdown) and stops the timer. */
  flush(): void;
}

export function aggregatedLog(log: Logger, event: string, options: AggregateOptions): AggregatedLog {
  const examples = options.examples ?? 3;
  const maxTracked = options.maxTracked ?? 10_000;
  let timer: NodeJS.Timeout | null = null;
  let count = 0;
  let seen = new Map<string, Set<string>>();

  const summarize = () => {
    timer = null;
    if (count === 0) return;
    const fields: LogFields = { count, intervalSeconds: Math.round(options.intervalMs / 1000) };
    for (const name of options.distinct) {
      const values = [...(seen.get(name) ?? [])];
      fields[`distinct_${name}`] = values.length;
      fields[`examples_${name}`] = values.slice(0, examples).join(',');
    }
    log.warn(`${event}.summary`, fields);
    count = 0;
    seen = new Map();
    // Another interval of silence starts; the next occurrence after it is logged in full.
    timer = setTimeout(summarize, options.intervalMs);
    timer.unref();
  };

  return {
    record(fields) {
      if (timer === null) {
        log.warn(event, { ...fields, note: `further ${event} events are summarised every ${Math.round(options.intervalMs / 1000)} s` });
        timer = setTimeout(summarize, options.intervalMs);
        // Never keeps the process alive for a log line.
        timer.unref();
        return;
      }
      count += 1;
      for (const name of options.distinct) {
        const value = fields[name];
        if (value === undefined || value === null) continue;
        let set = seen.get(name);
        if (!set) seen.set(name, (set = new Set()));
        if (set.size < maxTracked) set.add(String(value));
      }
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (count > 0) summarize();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
