import type { PhotoResponse } from '../contract.ts';

/** A chosen file: the browser's File satisfies this (a Blob with a name). */
export type PhotoFile = Blob & { readonly name: string };

export interface ProfilePhotoContext {
  /** The signed-in user's id, sent as the form field `id`. */
  userId: number | null;
  /** The chosen JPEG; kept after a failed save so the user can retry. */
  file: PhotoFile | null;
}

/** What the upload sends (multipart `foto`, `id`): the chosen file, as the API slice takes it. */
export interface UploadInput {
  file: Blob;
  userId: number;
}

export type ProfilePhotoEvent =
  | { type: 'dialog.opened'; userId: number }
  | { type: 'file.chosen'; file: PhotoFile }
  | { type: 'save.requested' }
  /** 'Cancelar', the close button or Escape. */
  | { type: 'dialog.closed' };

export type { PhotoResponse };
