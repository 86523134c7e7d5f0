/**
 * The model path suite of a record's page built by `recordDetailMachine` (loanDetail,
 * rentalDetail, debtDetail): the state key its guards read and what holds in every state whatever
 * the area. Each area's suite gives its machine, fixtures, record id and its own checks.
 */
import { expect } from 'vitest';
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import type { RecordDetailContext } from '../../machines/records/recordDetail.types.ts';
import type { RecordDialogView } from '../../machines/records/recordDetail.connect.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { describeModelPaths } from '../utils/paths.ts';

/** The part of a record page's snapshot the checks read. */
interface DetailSnapshot {
  context: RecordDetailContext<{ version: number; status: string }, string>;
  // Method syntax on purpose: each machine's `matches` takes its own state values, of which these are some.
  matches(value: 'ready' | 'refused' | { ready: 'dialog' } | { ready: { dialog: 'stale' | 'sending' | 'refused' } }): boolean;
}

interface DetailView {
  record: unknown;
  refused: unknown;
  dialog: Pick<RecordDialogView<string>, 'stale' | 'failure'> | null;
}

interface RecordDetailPathSuite<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  machine: TMachine;
  replayLogic: TMachine;
  fixtures: EventFixtures<TEvent>;
  id: number;
  viewOf(snapshot: SnapshotFrom<TMachine>): DetailView;
  /** The refusal code the fixtures answer, said in the dialog. */
  refusal: string;
  /** What else holds in every state of this area's page. */
  checkState?(snapshot: SnapshotFrom<TMachine>): void;
}

export function describeRecordDetailPaths<TMachine extends AnyStateMachine, TEvent extends EventObject>(suite: RecordDetailPathSuite<TMachine, TEvent>): void {
  describeModelPaths({
    machine: suite.machine,
    replayLogic: suite.replayLogic,
    fixtures: suite.fixtures,
    inputs: { default: { id: suite.id } as InputFrom<TMachine> },
    stateKey: (snapshot) => {
      const { context } = snapshot as unknown as DetailSnapshot;
      return {
        loadFailure: context.loadFailure,
        version: context.record?.version ?? null,
        status: context.record?.status ?? null,
        action: context.action,
        reason: context.reason,
        date: context.date,
        showErrors: context.showErrors,
        key: context.idempotencyKey,
        failure: context.actionFailure,
        reloadFailed: context.reloadFailed,
      };
    },
    checkState: (snapshot) => {
      const state = snapshot as unknown as DetailSnapshot;
      const view = suite.viewOf(snapshot);
      expect(view.record !== null).toBe(state.matches('ready') || state.context.record !== null);
      expect(view.dialog !== null).toBe(state.matches({ ready: 'dialog' }));
      // The typed inputs survive a 409 and its reload.
      if (state.matches({ ready: { dialog: 'stale' } })) expect(view.dialog?.stale).toBe(true);
      if (state.matches({ ready: { dialog: 'sending' } })) expect(state.context.idempotencyKey).toBe('key-1');
      if (state.matches({ ready: { dialog: 'refused' } })) expect(view.dialog?.failure).toBe(suite.refusal);
      expect(view.refused !== null).toBe(state.matches('refused'));
      suite.checkState?.(snapshot);
    },
  });
}
