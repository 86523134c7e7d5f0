// @vitest-environment node
import { expect } from 'vitest';
import { profilePhotoMachine, selectCanSave, selectDialogOpen, selectIsSaving } from '../../../machines/profilePhoto/index.ts';
import { inertProfilePhoto, profilePhotoFixtures } from '../../utils/fixtures/profilePhoto.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: profilePhotoMachine,
  replayLogic: inertProfilePhoto,
  fixtures: profilePhotoFixtures,
  checkState: (snapshot) => {
    const { file } = snapshot.context;
    expect(selectDialogOpen(snapshot)).toBe(!snapshot.matches('closed'));
    expect(selectIsSaving(snapshot)).toBe(snapshot.matches('saving'));
    expect(selectCanSave(snapshot)).toBe(snapshot.matches({ open: 'selected' }));
    if (file !== null) expect(file.type).toBe('image/jpeg');
    expect(file !== null).toBe(snapshot.matches({ open: 'selected' }) || snapshot.matches('saving'));
  },
});
