// @vitest-environment node
import { expect } from 'vitest';
import { connectDeliveryDialog } from '../../machines/deliveries/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { deliveryDialogFixtures, inertDeliveryDialog, keyedDeliveryDialog } from './deliveries.pathFixtures.ts';

describeModelPaths({
  machine: keyedDeliveryDialog,
  replayLogic: inertDeliveryDialog,
  fixtures: deliveryDialogFixtures,
  stateKey: ({ context }) => ({
    kind: context.kind,
    values: context.values,
    held: context.held !== null,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.failure,
    saved: context.lastSaved?.version ?? null,
    delivery: context.delivery?.id ?? null,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectDeliveryDialog(snapshot, () => {});
    // A key exists for a send in flight or to be retried, never for values the user changed since.
    if (snapshot.matches('saving')) expect(context.idempotencyKey).not.toBeNull();
    if (snapshot.matches('editing')) expect(context.idempotencyKey).toBeNull();
    // 'Nueva entrega' never sends more than the collector holds.
    if (snapshot.matches('saving') && context.kind === 'declare') expect(view.errors.amount ?? null).toBeNull();
    if (snapshot.matches('failed')) expect(view.failure).not.toBeNull();
    expect(view.saving).toBe(snapshot.matches('saving'));
  },
});
