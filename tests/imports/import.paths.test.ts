// @vitest-environment node
import { expect } from 'vitest';
import { connectImport } from '../../machines/imports/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { importFixtures, importStateKey, inertImport, keyedImport } from './import.fixtures.ts';

describeModelPaths({
  machine: keyedImport,
  replayLogic: inertImport,
  fixtures: importFixtures,
  stateKey: importStateKey,
  checkState: (snapshot) => {
    const view = connectImport(snapshot, () => {});
    expect(view.busy).toBe(['reading', 'previewing', 'importing'].includes(view.step));
    // 'Importar' is offered only on a preview that allows it, and a key exists only once confirmed.
    if (view.step === 'importing' || view.step === 'failed') expect(snapshot.context.idempotencyKey).not.toBeNull();
    if (view.step === 'previewed') expect(snapshot.context.idempotencyKey).toBeNull();
    expect(view.preview !== null).toBe(['previewed', 'importing', 'failed'].includes(view.step));
    expect(view.result !== null).toBe(view.step === 'done');
    // The rows with problems come first.
    const firstClean = view.rows.findIndex((row) => row.problems.length === 0);
    if (firstClean >= 0) expect(view.rows.slice(firstClean).every((row) => row.problems.length === 0)).toBe(true);
  },
});
