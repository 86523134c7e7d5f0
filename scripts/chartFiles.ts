/**
 * Every file `npm run charts` generates from the machines, and which committed ones drifted:
 * docs/statecharts.md (Mermaid) and, per machine, docs/statecharts/<id>.ts (a literal
 * `createMachine({ … })` for Stately Studio's "Import from code").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { CHARTED_MACHINES } from './machines.ts';
import { renderDocument } from './mermaidCharts.ts';
import { readMachineDocs } from './stateDocs.ts';
import { renderStatelyModule } from './statelyConfig.ts';

export const CHARTS_DOC = 'docs/statecharts.md';
export const STATELY_DIR = 'docs/statecharts';
export const statelyFile = (machine: AnyStateMachine) => `${STATELY_DIR}/${machine.id}.ts`;

/** Path → content of everything generated; `machines` defaults to every machine of the app. */
export function generatedFiles(machines: AnyStateMachine[] = CHARTED_MACHINES): Map<string, string> {
  const docs = readMachineDocs();
  const files = new Map([[CHARTS_DOC, renderDocument(machines)]]);
  for (const machine of machines) {
    const found = docs.get(machine.id);
    if (!found) throw new Error(`No createMachine({ id: '${machine.id}' }) found under machines/.`);
    files.set(statelyFile(machine), renderStatelyModule(machine, found.file, found.states));
  }
  return files;
}

/** Committed files that differ from `files`, are missing, or are left over from a removed machine. */
export function driftedFiles(files: Map<string, string>): string[] {
  const drifted = [...files].filter(([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content).map(([path]) => path);
  const committed = existsSync(STATELY_DIR) ? readdirSync(STATELY_DIR).map((name) => `${STATELY_DIR}/${name}`) : [];
  return [...drifted, ...committed.filter((path) => !files.has(path))];
}
