/**
 * The 'FOTO DE PERFIL' dialog through the UI, every branch: opened from the profile menu, a JPEG
 * chosen (and chosen again), anything else refused (even named .jpg), saved (success, failure, 401
 * ending the session), closed three ways (Cancelar, the close button, Escape) from every state,
 * closing while saving aborting the upload.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { profilePhotoMachine } from '../../machines/profilePhoto/index.ts';
import { APP_MESSAGES, CATALOGUE } from '../../src/i18n/messages.ts';
import { photoUrl } from '../../src/lib/photoUrl.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import type { EventFixtures } from '../utils/fixtures.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { jpeg, otherJpeg, png, pngNamedJpg, type ProfilePhotoModelEvent } from '../utils/fixtures/profilePhoto.ts';
import { chooseProfileEntry, choosePhoto, photoDialog, TEXT } from './gestures.ts';
import { defineUiPaths, type InitEvent, type StateContext, type UiRun } from './kit.ts';

type Photo = SnapshotFrom<typeof profilePhotoMachine>;

/** The signed-in administrator of signedInStorage(): id 1, no photo yet. */
const USER_ID = 1;
const SAVED_PHOTO = 'f00d.jpg';

const events = {
  'dialog.opened': { default: { type: 'dialog.opened', userId: USER_ID } },
  'file.chosen': {
    jpeg: { type: 'file.chosen', file: jpeg },
    'another jpeg': { type: 'file.chosen', file: otherJpeg },
    png: { type: 'file.chosen', file: png },
    'png named .jpg': { type: 'file.chosen', file: pngNamedJpg },
  },
  'save.requested': { default: { type: 'save.requested' } },
  'dialog.closed': {
    Cancelar: { type: 'dialog.closed' },
    'close button': { type: 'dialog.closed' },
    Escape: { type: 'dialog.closed' },
  },
  'xstate.done.actor.uploadPhoto': { default: doneEvent('uploadPhoto', { perfil: SAVED_PHOTO }) },
  'xstate.error.actor.uploadPhoto': {
    '500': errorEvent('uploadPhoto', { kind: 'status', status: 500 }),
    network: errorEvent('uploadPhoto', { kind: 'network' }),
    '401': errorEvent('uploadPhoto', { kind: 'status', status: 401 }),
  },
} satisfies EventFixtures<ProfilePhotoModelEvent>;

const alertsOf = (ui: UiRun) => ui.deps.alerts.map(({ icon, title, text }) => `${icon}: ${title} / ${text}`);
const alertText = (icon: string, message: { title: MessageDescriptor; text: MessageDescriptor }) =>
  `${icon}: ${i18n._(message.title)} / ${i18n._(message.text)}`;
const isRefusal = (event: ProfilePhotoModelEvent | InitEvent) => event.type === 'file.chosen' && event.file.type !== 'image/jpeg';

function dialog(): HTMLElement {
  const shown = photoDialog();
  if (!shown) throw new Error('the photo dialog is not shown');
  return shown;
}

/** The read-only field next to 'Seleccionar' says which file is chosen. */
const chosenName = () => (within(dialog()).getByLabelText('Archivo') as HTMLInputElement).value;

/** A refused file is announced and leaves the previous choice as it was. */
function refusalAnnounced({ event, ui }: StateContext<Photo, ProfilePhotoModelEvent>): void {
  if (isRefusal(event)) expect(alertsOf(ui).at(-1)).toBe(alertText('warning', APP_MESSAGES.fileRejected));
}

/** The photo the path saved last, if any (the signed-in user starts without one). */
function savedPhoto({ steps }: StateContext<Photo, ProfilePhotoModelEvent>): string | null {
  const saves = steps.flatMap(({ event }) => (event.type === 'xstate.done.actor.uploadPhoto' ? [event.output.perfil] : []));
  return saves[saves.length - 1] ?? null;
}

/** The upload answered 401: the HTTP client reported it, and the app ended the session. */
const answered401 = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.uploadPhoto' && (event.error as { status?: number }).status === 401;

defineUiPaths<typeof profilePhotoMachine, ProfilePhotoModelEvent>({
  machine: profilePhotoMachine,
  name: 'profile photo dialog',
  // A help page of the application layout: the profile menu, and no business screen's own effects.
  setup: () => ({ route: '/pages/faq', deps: { storage: signedInStorage() } }),
  events,
  executors: {
    'dialog.opened': () => chooseProfileEntry(TEXT.editProfile),
    'file.chosen': ({ event }) => choosePhoto(event.file as File),
    'save.requested': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: TEXT.save }));
    },
    'dialog.closed': ({ variant }) => {
      if (variant === 'Escape') fireEvent.keyDown(dialog(), { key: 'Escape' });
      else fireEvent.click(within(dialog()).getByRole('button', { name: variant === 'Cancelar' ? TEXT.cancel : TEXT.close }));
    },
    'xstate.done.actor.uploadPhoto': ({ event, ui }) => ui.api.uploadPhoto.resolve(event.output),
    'xstate.error.actor.uploadPhoto': ({ event, ui }) => ui.api.uploadPhoto.reject(event.error),
  },
  // A refused file with nothing chosen yet: the dialog stays empty.
  journeys: [{ events: ['dialog.opened', 'file.chosen(png)', 'dialog.closed(Cancelar)'] }],
  // A 401 ends the session: the application layout, and this dialog with it, is gone.
  endsPath: answered401,
  states: {
    closed: async ({ event, previous, ui }) => {
      if (answered401(event)) {
        // The upload was refused as unauthorised: the failure, then the session's end.
        await screen.findByPlaceholderText(TEXT.userPlaceholder);
        expect(alertsOf(ui).slice(-2)).toEqual([
          alertText('error', CATALOGUE.notSaved),
          alertText('warning', APP_MESSAGES.sessionExpired),
        ]);
        expect(ui.path()).toBe('/');
        expect(photoDialog()).toBeNull();
        return;
      }
      await screen.findByRole('button', { name: TEXT.profileMenu });
      expect(photoDialog()).toBeNull();
      if (event.type === 'xstate.done.actor.uploadPhoto') {
        expect(alertsOf(ui).at(-1)).toBe(alertText('success', CATALOGUE.saved));
        // The header shows the new photo at once, and it is kept for the next visit.
        const avatar = screen.getByRole('button', { name: TEXT.profileMenu }).querySelector('img');
        expect(avatar?.getAttribute('src')).toBe(photoUrl(event.output.perfil));
        expect(ui.deps.storage.get('perfil')).toBe(event.output.perfil);
      }
      if (event.type === 'dialog.closed' && previous?.matches('saving')) {
        const signal = ui.api.uploadPhoto.last()?.[1];
        expect(signal?.aborted, 'closing while saving aborts the upload').toBe(true);
      }
    },
    open: async () => {
      const shown = await screen.findByRole('dialog', { name: TEXT.photoDialog });
      expect(shown.getAttribute('aria-modal')).toBe('true');
      expect(within(shown).getByRole('button', { name: TEXT.cancel })).toBeTruthy();
    },
    'open.empty': (context) => {
      expect(chosenName()).toBe(TEXT.chooseFile);
      // The box shows the current photo: none at first, the one saved earlier in the path after.
      const saved = savedPhoto(context);
      const current = within(dialog()).queryByRole('img', { name: 'Foto de perfil actual' });
      expect(current?.getAttribute('src') ?? null).toBe(saved === null ? null : photoUrl(saved));
      expect(within(dialog()).queryByText(TEXT.noPhoto) !== null, 'Sin Imagen').toBe(saved === null);
      refusalAnnounced(context);
    },
    'open.selected': (context) => {
      const { state, event, ui } = context;
      expect(chosenName()).toBe(state.context.file?.name);
      const save = within(dialog()).getByRole('button', { name: TEXT.save }) as HTMLButtonElement;
      expect(save.disabled).toBe(false);
      refusalAnnounced(context);
      if (event.type === 'xstate.error.actor.uploadPhoto') {
        // The file is kept so the user can try again.
        expect(alertsOf(ui).at(-1)).toBe(alertText('error', CATALOGUE.notSaved));
      }
    },
    saving: ({ state, ui }) => {
      const shown = dialog();
      expect(shown.getAttribute('aria-busy')).toBe('true');
      const save = within(shown).getByRole('button', { name: TEXT.saving }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      const [input] = ui.api.uploadPhoto.last() ?? [];
      expect(input?.file).toBe(state.context.file);
      expect(input?.userId).toBe(USER_ID);
    },
  },
});
