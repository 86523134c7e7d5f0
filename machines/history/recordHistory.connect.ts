import type { SnapshotFrom } from 'xstate';
import { historyLineOf, type HistoryLine } from './history.rules.ts';
import type { recordHistoryMachine, RecordHistoryEvent } from './recordHistory.machine.ts';

export type RecordHistorySnapshot = SnapshotFrom<typeof recordHistoryMachine>;

export interface RecordHistoryView {
  /** `hidden`: the role may not read it (the panel is not on screen at all). */
  state: 'hidden' | 'loading' | 'shown' | 'failed';
  /** The entries, newest first, each field before → after (empty unless `shown`). */
  lines: HistoryLine[];
  retry(): void;
}

const NO_LINES = Object.freeze([]) as never[];

function stateOf(snapshot: RecordHistorySnapshot): RecordHistoryView['state'] {
  if (snapshot.matches('shown')) return 'shown';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loading')) return 'loading';
  return 'hidden';
}

export function connectRecordHistory(snapshot: RecordHistorySnapshot, send: (event: RecordHistoryEvent) => void): RecordHistoryView {
  const state = stateOf(snapshot);
  const { entries } = snapshot.context;
  return {
    state,
    lines: state === 'shown' && entries !== null ? entries.map(historyLineOf) : NO_LINES,
    retry: () => send({ type: 'history.retried' }),
  };
}
