import type { SnapshotFrom } from 'xstate';
import type { profilePhotoMachine } from './profilePhoto.machine.ts';

type PhotoSnapshot = SnapshotFrom<typeof profilePhotoMachine>;

export const selectDialogOpen = (s: PhotoSnapshot) => !s.matches('closed');
export const selectIsSaving = (s: PhotoSnapshot) => s.matches('saving');
export const selectChosenFile = (s: PhotoSnapshot) => s.context.file;
export const selectCanSave = (s: PhotoSnapshot) => s.can({ type: 'save.requested' });
