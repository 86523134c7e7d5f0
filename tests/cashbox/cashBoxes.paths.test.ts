// @vitest-environment node
import { expect } from 'vitest';
import { connectCashBoxes } from '../../machines/cashbox/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { cashBoxesFixtures, inertCashBoxes, keyedCashBoxes } from './cashBoxes.pathFixtures.ts';

describeModelPaths({
  machine: keyedCashBoxes,
  replayLogic: inertCashBoxes,
  fixtures: cashBoxesFixtures,
  inputs: { central: { locationId: 4 } },
  stateKey: ({ context }) => ({
    dialog: context.dialog?.kind ?? null,
    name: context.name,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    toggle: context.toggle?.box.id ?? null,
    refusal: context.refusal,
    boxes: context.boxes?.length ?? null,
    failure: context.failure,
    saveFailure: context.saveFailure,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectCashBoxes(snapshot, () => {});
    // A write is on its way or waits for a retry only with its key (one per intent).
    if (snapshot.matches({ ready: 'submitting' }) || snapshot.matches({ ready: 'failed' })) expect(context.idempotencyKey).not.toBeNull();
    if (snapshot.matches({ ready: 'failed' })) expect(view.saveFailure).not.toBeNull();
    if (snapshot.matches({ ready: 'editing' })) expect(view.dialog).not.toBeNull();
    if (snapshot.matches({ ready: 'idle' })) expect([view.dialog, view.togglingId]).toEqual([null, null]);
    expect(view.load).toBe(snapshot.matches('failed') ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready');
  },
});
