/**
 * What the UI path suites write for scripts/coverage-ui.ts: per machine, the states the real app's
 * actors reached and the transitions they took (recorded through `deps.inspect`), the states a
 * path asserted in the UI, and what the UI cannot drive. No vitest here: the script imports it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CoverageRecord } from '../utils/coverage.ts';

/** tests/.coverage/ui (gitignored, like tests/.coverage/machines). */
export const UI_COVERAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.coverage', 'ui');

export interface UiCoverageRecord extends CoverageRecord {
  /** State ids a path asserted in the UI (a leaf's assertion counts for its ancestors too). */
  seen: string[];
  /** Events no view can produce: never part of a path; their transitions stay uncovered. */
  gaps: Array<{ event: string; reason: string }>;
  /** Events sent straight to the actor because nothing in the app sends them. */
  sentWithoutUi: Array<{ event: string; reason: string }>;
}

export function uiCoverageFile(machineId: string): string {
  return join(UI_COVERAGE_DIR, `${machineId}.json`);
}

export function writeUiCoverage(record: UiCoverageRecord): void {
  mkdirSync(UI_COVERAGE_DIR, { recursive: true });
  // Build output: keep it out of git without touching the root .gitignore.
  writeFileSync(join(UI_COVERAGE_DIR, '..', '.gitignore'), '*\n');
  writeFileSync(uiCoverageFile(record.machine), `${JSON.stringify(record, null, 2)}\n`);
}

export function readUiCoverage(machineId: string): UiCoverageRecord {
  return JSON.parse(readFileSync(uiCoverageFile(machineId), 'utf8')) as UiCoverageRecord;
}
