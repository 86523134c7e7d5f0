// @vitest-environment node
import { expect } from 'vitest';
import { connectRecordHistory, recordHistoryMachine } from '../../machines/history/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertRecordHistory, LOCATION_REF, recordHistoryFixtures } from './history.fixtures.ts';

describeModelPaths({
  machine: recordHistoryMachine,
  replayLogic: inertRecordHistory,
  fixtures: recordHistoryFixtures,
  inputs: { auditor: { ref: LOCATION_REF, canSeeHistory: true }, clerk: { ref: LOCATION_REF, canSeeHistory: false } },
  checkState: (snapshot) => {
    const view = connectRecordHistory(snapshot, () => {});
    if (!snapshot.context.canSeeHistory) expect(view.state).toBe('hidden');
    expect(view.lines.length > 0).toBe(snapshot.matches('shown') && (snapshot.context.entries?.length ?? 0) > 0);
  },
});
