import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import type { PhotoResponse, ProfilePhotoContext, ProfilePhotoEvent, UploadInput } from './profilePhoto.types.ts';

const ACCEPTED_TYPE = 'image/jpeg';

/**
 * What is uploaded: the chosen file and the user's id. `saving` is entered only from
 * `open.selected`, after `dialog.opened` gave the id and a JPEG was chosen: a missing one is a
 * broken machine, not user 0 or an empty file.
 */
function uploadInputOf({ file, userId }: ProfilePhotoContext): UploadInput {
  if (file === null || userId === null) throw new Error('profilePhoto: uploading needs the open dialog\'s user and a chosen file');
  return { file, userId };
}

/**
 * The 'FOTO DE PERFIL' dialog.
 *
 * - `closed`: no dialog.
 * - `open.empty`: the dialog shows the current photo (or 'Sin Imagen') and 'Seleccionar
 *   archivo...'; 'Guardar' does nothing without a file.
 * - `open.selected`: a JPEG is chosen; its name and a preview are shown.
 * - `saving`: the photo uploads (multipart `foto` + `id`); closing cancels the upload.
 *
 * Success shows 'Éxito' / 'Guardado correctamente.', announces the new photo and closes. Failure
 * shows 'Error' / 'No se pudo guardar' and keeps the dialog open with the file; a 401 closes it
 * (the session then ends: the HTTP client reports the 401 to the app, not this machine).
 */
export const profilePhotoMachine = setup({
  types: {
    context: {} as ProfilePhotoContext,
    events: {} as ProfilePhotoEvent,
  },
  actors: {
    uploadPhoto: fromPromise<PhotoResponse, UploadInput>(async () => {
      throw new Error('profilePhoto: the "uploadPhoto" effect must be provided by the app');
    }),
  },
  actions: {
    assignUser: assign((_, userId: number) => ({ userId, file: null })),
    assignFile: assign(({ event }) => {
      assertEvent(event, 'file.chosen');
      return { file: event.file };
    }),
    clearFile: assign({ file: null }),
    notifyFileRejected: () => {},
    notifySaved: () => {},
    notifySaveFailed: () => {},
    /** Tells the rest of the app (the session, the header) the new photo path. */
    announcePhoto: (_, _perfil: string) => {},
  },
  guards: {
    isJpeg: ({ event }) => event.type === 'file.chosen' && event.file.type === ACCEPTED_TYPE,
    isUnauthorized: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
}).createMachine({
  id: 'profilePhoto',
  context: { userId: null, file: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.opened': { target: 'open', actions: { type: 'assignUser', params: ({ event }) => event.userId } },
      },
    },
    open: {
      initial: 'empty',
      on: {
        'file.chosen': [
          { guard: 'isJpeg', target: '.selected', actions: 'assignFile' },
          // Anything but a JPEG is refused; the previous choice stays.
          { actions: 'notifyFileRejected' },
        ],
        'dialog.closed': { target: 'closed', actions: 'clearFile' },
      },
      states: {
        empty: {},
        selected: {
          on: { 'save.requested': '#profilePhoto.saving' },
        },
      },
    },
    saving: {
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => uploadInputOf(context),
        onDone: {
          target: 'closed',
          actions: ['notifySaved', { type: 'announcePhoto', params: ({ event }) => event.output.perfil }, 'clearFile'],
        },
        onError: [
          {
            // The token is no longer valid: no other try can succeed, and the session ends a
            // moment later (the HTTP client reports the 401 to the app), taking the layout with
            // it. The modal closes now, before the failure alert opens over it: a modal torn down
            // under an open alert leaves the page hidden from assistive technology.
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: ['notifySaveFailed', 'clearFile'],
          },
          // Any other failure keeps the file for another try.
          { target: 'open.selected', actions: 'notifySaveFailed' },
        ],
      },
      on: {
        // Leaving the state stops the upload actor, which aborts its request.
        'dialog.closed': { target: 'closed', actions: 'clearFile' },
      },
    },
  },
});
