// @vitest-environment node
import { expect } from 'vitest';
import { connectLocationForm } from '../../machines/locations/index.ts';
import { describeModelPaths } from '../utils/paths.ts';
import { inertLocationForm, keyedLocationForm, locationFormFixtures } from './locations.pathFixtures.ts';

describeModelPaths({
  machine: keyedLocationForm,
  replayLogic: inertLocationForm,
  fixtures: locationFormFixtures,
  inputs: { create: { id: null }, edit: { id: 4 } },
  stateKey: ({ context }) => ({
    values: context.values,
    initial: context.initial,
    showErrors: context.showErrors,
    key: context.idempotencyKey,
    failure: context.failure,
    stored: context.stored?.version ?? null,
    version: context.original?.version ?? null,
  }),
  checkState: (snapshot) => {
    const { context } = snapshot;
    const view = connectLocationForm(snapshot, () => {});
    // A key exists only for a new location's submission in flight or to be retried.
    if (context.idempotencyKey !== null) expect(context.original).toBeNull();
    if (snapshot.matches({ form: 'saving' }) && context.original === null) expect(context.idempotencyKey).not.toBeNull();
    if (snapshot.matches({ form: 'failed' })) expect(view.notice).toBe('failed');
    if (snapshot.matches({ form: 'conflict' })) expect(view.locked).toBe(true);
    // A stored location's minor digits are never editable.
    expect(view.digitsLocked).toBe(context.original !== null);
    expect(view.askingToLeave).toBe(snapshot.matches({ leave: 'asking' }));
  },
});
