import type { SnapshotFrom } from 'xstate';
import type { profilePhotoMachine } from './profilePhoto.machine.ts';
import { selectChosenFile, selectDialogOpen, selectIsSaving } from './profilePhoto.selectors.ts';
import type { PhotoFile, ProfilePhotoEvent } from './profilePhoto.types.ts';

type PhotoSnapshot = SnapshotFrom<typeof profilePhotoMachine>;

/**
 * What the 'FOTO DE PERFIL' dialog renders and the intents it may send. The current photo is the
 * session's (the header's too), so the dialog reads it from there.
 */
export interface ProfilePhotoView {
  open: boolean;
  /** The upload is on its way: 'Guardando…', 'Guardar' disabled, the dialog busy. */
  isSaving: boolean;
  /** The chosen JPEG (its preview), or none. */
  file: PhotoFile | null;

  /** A file from the picker; the machine refuses anything but a JPEG. */
  choose(file: PhotoFile): void;
  /** 'Guardar': does nothing until a JPEG is chosen. */
  save(): void;
  /** 'Cancelar', the close button, Escape; during an upload it aborts it. */
  close(): void;
}

/** The photo dialog's view model (zag's machine/connect split): pure, tested without React. */
export function connectProfilePhoto(snapshot: PhotoSnapshot, send: (event: ProfilePhotoEvent) => void): ProfilePhotoView {
  return {
    open: selectDialogOpen(snapshot),
    isSaving: selectIsSaving(snapshot),
    file: selectChosenFile(snapshot),

    choose: (file) => send({ type: 'file.chosen', file }),
    save: () => send({ type: 'save.requested' }),
    close: () => send({ type: 'dialog.closed' }),
  };
}
