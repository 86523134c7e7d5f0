// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PhotoResponse } from '../../../machines/contract.ts';
import {
  profilePhotoMachine,
  selectCanSave,
  selectChosenFile,
  selectDialogOpen,
  selectIsSaving,
  type UploadInput,
} from '../../../machines/profilePhoto/index.ts';
import { actionSpies, controlledPromise, flush, paramsOf } from '../../utils/fakes.ts';
import { jpeg, otherJpeg, png, pngNamedJpg } from '../../utils/fixtures/profilePhoto.ts';

const EFFECTS = ['notifyFileRejected', 'notifySaved', 'notifySaveFailed', 'announcePhoto'] as const;

function startDialog() {
  const upload = controlledPromise<PhotoResponse, UploadInput>();
  const effects = actionSpies(EFFECTS);
  const actor = createActor(profilePhotoMachine.provide({ actors: { uploadPhoto: upload.logic }, actions: effects }));
  actor.start();
  const called = () => EFFECTS.filter((name) => effects[name].mock.calls.length > 0);
  return { actor, upload, effects, called, state: () => actor.getSnapshot() };
}

function openDialog(userId = 7) {
  const dialog = startDialog();
  dialog.actor.send({ type: 'dialog.opened', userId });
  return dialog;
}

function withJpeg() {
  const dialog = openDialog();
  dialog.actor.send({ type: 'file.chosen', file: jpeg });
  return dialog;
}

function saving() {
  const dialog = withJpeg();
  dialog.actor.send({ type: 'save.requested' });
  return dialog;
}

describe('closed', () => {
  it('shows no dialog at start', () => {
    const dialog = startDialog();
    expect(selectDialogOpen(dialog.state())).toBe(false);
    expect(dialog.state().context).toEqual({ userId: null, file: null });
  });

  it('dialog.opened shows the dialog without a file for the signed-in user', () => {
    const dialog = openDialog(42);
    expect(dialog.state().value).toEqual({ open: 'empty' });
    expect(dialog.state().context).toEqual({ userId: 42, file: null });
  });
});

describe('open.empty', () => {
  it('save.requested does nothing without a file', () => {
    const dialog = openDialog();
    expect(selectCanSave(dialog.state())).toBe(false);
    dialog.actor.send({ type: 'save.requested' });
    expect(dialog.state().value).toEqual({ open: 'empty' });
    expect(dialog.upload.calls).toHaveLength(0);
  });

  it('file.chosen with a JPEG selects it', () => {
    const dialog = withJpeg();
    expect(dialog.state().value).toEqual({ open: 'selected' });
    expect(selectChosenFile(dialog.state())).toBe(jpeg);
    expect(selectCanSave(dialog.state())).toBe(true);
    expect(dialog.called()).toEqual([]);
  });

  it.each([
    { kind: 'a PNG', file: png },
    { kind: 'a PNG named .jpg', file: pngNamedJpg },
  ])('file.chosen with $kind is refused and nothing is selected', ({ file }) => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'file.chosen', file });
    expect(dialog.state().value).toEqual({ open: 'empty' });
    expect(selectChosenFile(dialog.state())).toBeNull();
    expect(dialog.effects.notifyFileRejected).toHaveBeenCalledTimes(1);
  });

  it('dialog.closed closes the dialog', () => {
    const dialog = openDialog();
    dialog.actor.send({ type: 'dialog.closed' });
    expect(selectDialogOpen(dialog.state())).toBe(false);
  });
});

describe('open.selected', () => {
  it('file.chosen with a non-JPEG is refused and the previous file is kept', () => {
    const dialog = withJpeg();
    dialog.actor.send({ type: 'file.chosen', file: png });
    expect(dialog.state().value).toEqual({ open: 'selected' });
    expect(selectChosenFile(dialog.state())).toBe(jpeg);
    expect(dialog.effects.notifyFileRejected).toHaveBeenCalledTimes(1);
  });

  it('file.chosen with another JPEG replaces the file', () => {
    const dialog = withJpeg();
    dialog.actor.send({ type: 'file.chosen', file: otherJpeg });
    expect(selectChosenFile(dialog.state())).toBe(otherJpeg);
  });

  it('save.requested uploads the file with the user\'s id', () => {
    const dialog = saving();
    expect(selectIsSaving(dialog.state())).toBe(true);
    expect(dialog.upload.calls.map((call) => call.input)).toEqual([{ file: jpeg, userId: 7 }]);
  });

  it('dialog.closed closes the dialog and forgets the file', () => {
    const dialog = withJpeg();
    dialog.actor.send({ type: 'dialog.closed' });
    expect(dialog.state().value).toBe('closed');
    expect(selectChosenFile(dialog.state())).toBeNull();
  });
});

describe('saving', () => {
  it('a saved photo is announced, the user told, and the dialog closed', async () => {
    const dialog = saving();
    dialog.upload.last().resolve({ perfil: 'photos/7.jpg' });
    await flush();
    expect(dialog.state().value).toBe('closed');
    expect(selectChosenFile(dialog.state())).toBeNull();
    expect(dialog.effects.notifySaved).toHaveBeenCalledTimes(1);
    expect(paramsOf(dialog.effects.announcePhoto)).toEqual(['photos/7.jpg']);
    expect(dialog.called()).toEqual(['notifySaved', 'announcePhoto']);
  });

  it.each([
    { outcome: 'status 500', error: { kind: 'status', status: 500 } },
    { outcome: 'a network failure', error: { kind: 'network' } },
    { outcome: 'a non-API error', error: new TypeError('boom') },
  ])('a failed upload ($outcome) tells the user and keeps the dialog open with the file', async ({ error }) => {
    const dialog = saving();
    dialog.upload.last().reject(error);
    await flush();
    expect(dialog.state().value).toEqual({ open: 'selected' });
    expect(selectChosenFile(dialog.state())).toBe(jpeg);
    expect(dialog.called()).toEqual(['notifySaveFailed']);
  });

  it('a 401 closes the dialog; ending the session is the HTTP client\'s report, not the dialog\'s', async () => {
    const dialog = saving();
    dialog.upload.last().reject({ kind: 'status', status: 401 });
    await flush();
    expect(dialog.state().value).toBe('closed');
    expect(selectChosenFile(dialog.state())).toBeNull();
    expect(dialog.called()).toEqual(['notifySaveFailed']);
  });

  it('dialog.closed aborts the upload and closes the dialog', async () => {
    const dialog = saving();
    const upload = dialog.upload.last();
    dialog.actor.send({ type: 'dialog.closed' });
    expect(upload.signal.aborted).toBe(true);
    expect(dialog.state().value).toBe('closed');
    expect(selectChosenFile(dialog.state())).toBeNull();
    upload.resolve({ perfil: 'late.jpg' });
    await flush();
    expect(dialog.effects.announcePhoto).not.toHaveBeenCalled();
  });

  it('ignores file.chosen and a second save.requested', () => {
    const dialog = saving();
    dialog.actor.send({ type: 'file.chosen', file: otherJpeg });
    dialog.actor.send({ type: 'save.requested' });
    expect(selectIsSaving(dialog.state())).toBe(true);
    expect(selectChosenFile(dialog.state())).toBe(jpeg);
    expect(dialog.upload.calls).toHaveLength(1);
  });
});
