// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { selectCanSave, type profilePhotoMachine } from '../../../machines/profilePhoto/index.ts';
import { doneEvent, errorEvent, fixtureEvents } from '../../utils/fixtures.ts';
import {
  inertProfilePhoto,
  photo,
  profilePhotoFixtures,
  type ProfilePhotoModelEvent,
} from '../../utils/fixtures/profilePhoto.ts';
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

type PhotoSnapshot = SnapshotFrom<typeof profilePhotoMachine>;

const fileChosen = fc
  .record({
    name: fc.constantFrom('a.jpg', 'b.jpeg', 'c.png', 'd.gif', 'e'),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'application/pdf', ''),
  })
  .map(({ name, type }) => ({ type: 'file.chosen' as const, file: photo(name, type) }));
const uploadError = fc
  .constantFrom({ kind: 'status', status: 401 }, { kind: 'status', status: 413 }, { kind: 'network' }, new Error('x'))
  .map((error) => errorEvent('uploadPhoto', error));

const photoEvent: fc.Arbitrary<ProfilePhotoModelEvent> = fc.oneof(
  fc.constantFrom(...fixtureEvents<ProfilePhotoModelEvent>(profilePhotoFixtures)),
  fileChosen,
  fc.nat({ max: 99 }).map((userId) => ({ type: 'dialog.opened' as const, userId })),
  fc.constant(doneEvent('uploadPhoto', { perfil: 'p.jpg' })),
  uploadError,
);
const eventSequences = fc.array(photoEvent, { maxLength: MAX_EVENTS });

type Check = Parameters<typeof runEvents<PhotoSnapshot, ProfilePhotoModelEvent>>[3];

function run(events: ProfilePhotoModelEvent[], check: Check, recordActions = false) {
  runEvents<PhotoSnapshot, ProfilePhotoModelEvent>(inertProfilePhoto, undefined, events, check, { recordActions });
}

describe('profile photo invariants under any sequence of events', () => {
  it('only ever holds a JPEG', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, ({ context }) => {
          if (context.file !== null) expectSame(context.file.type, 'image/jpeg');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('holds a file exactly while one is selected or saving, so saving always has a file', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot) => {
          const hasFile = snapshot.context.file !== null;
          expectSame(hasFile, snapshot.matches({ open: 'selected' }) || snapshot.matches('saving'), `holds a file in ${JSON.stringify(snapshot.value)}`);
          expectSame(selectCanSave(snapshot), snapshot.matches({ open: 'selected' }), 'can save ⇔ a file is selected');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('uploads exactly while saving; a failed upload says so, keeps the file, or closes on a 401', () => {
    fc.assert(
      fc.property(eventSequences, (events) => {
        run(events, (snapshot, step) => {
          expectSame(snapshot.children.uploadPhoto !== undefined, snapshot.matches('saving'), 'upload running ⇔ saving');
          if (step === null || step.event.type !== 'xstate.error.actor.uploadPhoto' || !step.previous.matches('saving')) return;
          // Ending an expired session is the HTTP client's report to the app, not this dialog's.
          const error = step.event.error;
          const is401 = typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
          // Effects only: clearing the file is an assign, which the inspector does not report as an
          // action; the context check below covers it.
          expectSame(step.actions, ['notifySaveFailed'], `effects of a failed upload (${JSON.stringify(error)})`);
          expectSame(snapshot.matches(is401 ? 'closed' : { open: 'selected' }), true, 'closed after a 401, else the file kept for another try');
          expectSame(snapshot.context.file, is401 ? null : step.previous.context.file, 'the file');
        }, true);
      }),
      // Random sequences reach a failed upload from 'saving' only now and then: always try these.
      { numRuns: NUM_RUNS, examples: [[savedThenFailed({ kind: 'status', status: 401 })], [savedThenFailed({ kind: 'network' })]] },
    );
  });
});

function savedThenFailed(error: unknown): ProfilePhotoModelEvent[] {
  return [
    { type: 'dialog.opened', userId: 7 },
    { type: 'file.chosen', file: photo('a.jpg', 'image/jpeg') },
    { type: 'save.requested' },
    errorEvent('uploadPhoto', error),
  ];
}
