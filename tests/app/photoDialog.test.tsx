import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoResponse } from '../../machines/contract.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { chooseProfileEntry, deferred, openApp, TEXT, setupAppTests } from './appKit.tsx';

setupAppTests();

const TITLE = 'FOTO DE PERFIL';
const NO_FILE = 'Seleccionar archivo...';

async function openDialog(): Promise<HTMLElement> {
  await chooseProfileEntry('Editar perfil');
  return screen.findByRole('dialog', { name: TITLE });
}

const fileField = (dialog: HTMLElement) => within(dialog).getByLabelText('Archivo') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(screen.getByTestId('photo-file-input'), { target: { files: [file] } });
const jpeg = (name = 'retrato.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
const png = () => new File(['x'], 'a.png', { type: 'image/png' });
const headerAvatar = async () => (await screen.findByRole('button', { name: TEXT.profileMenu })).querySelector('img');

describe('"Editar perfil"', () => {
  it('opens "FOTO DE PERFIL" with "Sin Imagen" and the read-only "Seleccionar archivo..." when there is no photo', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: TITLE })).toBeTruthy();
    expect(within(dialog).getByText('Sin Imagen')).toBeTruthy();
    expect(fileField(dialog).value).toBe(NO_FILE);
    expect(fileField(dialog).readOnly).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Seleccionar' })).toBeTruthy();
    expect((screen.getByTestId('photo-file-input') as HTMLInputElement).accept).toBe('image/jpeg');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows the current photo when the user has one', async () => {
    await openApp('/usuarios', { storage: signedInStorage({ perfil: 'c0ffee.jpg' }) });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('img', { name: 'Foto de perfil actual' }).getAttribute('src')).toBe('/public/c0ffee.jpg');
    expect(within(dialog).queryByText('Sin Imagen')).toBeNull();
  });

  it('moves focus into the dialog', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});

describe('choosing a file', () => {
  it('refuses a non-JPEG with a warning and keeps the field text', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    choose(png());
    expect(rendered.deps.alerts).toEqual([{ icon: 'warning', title: 'Archivo no válido', text: 'Elija una imagen JPEG.' }]);
    expect(fileField(dialog).value).toBe(NO_FILE);
  });

  it('shows the chosen JPEG\'s name', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    choose(jpeg('mi foto.jpg'));
    expect(fileField(dialog).value).toBe('mi foto.jpg');
    expect(rendered.deps.alerts).toEqual([]);
  });

  it('keeps the previous JPEG when a non-JPEG is chosen after it', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    choose(jpeg('primera.jpg'));
    choose(png());
    expect(fileField(dialog).value).toBe('primera.jpg');
  });
});

describe('"Guardar"', () => {
  it('does nothing without a file', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(rendered.deps.api.uploadPhoto).not.toHaveBeenCalled();
    expect(rendered.deps.alerts).toEqual([]);
    expect(screen.getByRole('dialog', { name: TITLE })).toBe(dialog);
  });

  it('uploads the JPEG for the user, confirms, closes, and shows the new photo in the header at once', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage({ id: '7' }) });
    expect(await headerAvatar()).toBeNull();
    const dialog = await openDialog();
    const file = jpeg();
    choose(file);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(rendered.deps.api.uploadPhoto).toHaveBeenCalledTimes(1);
    const [sent, signal] = rendered.deps.api.uploadPhoto.mock.calls[0] ?? [];
    expect(sent).toEqual({ file, userId: 7 });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(rendered.deps.alerts).toEqual([{ icon: 'success', title: 'Éxito', text: 'Guardado correctamente.' }]);
    expect((await headerAvatar())?.getAttribute('src')).toBe('/public/new-photo.jpg');
    expect(rendered.deps.storage.get('perfil')).toBe('new-photo.jpg');
  });

  it('shows progress while uploading and cannot start a second upload', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const pending = deferred<PhotoResponse>();
    rendered.deps.api.uploadPhoto.mockReturnValueOnce(pending.promise);
    const dialog = await openDialog();
    choose(jpeg());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const busy = await within(dialog).findByRole('button', { name: 'Guardando…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.click(busy);
    expect(rendered.deps.api.uploadPhoto).toHaveBeenCalledTimes(1);
  });

  it('on failure says "No se pudo guardar" and keeps the dialog open with the file', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    rendered.deps.api.uploadPhoto.mockRejectedValueOnce({ kind: 'status', status: 500 });
    const dialog = await openDialog();
    choose(jpeg('retrato.jpg'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(rendered.deps.alerts).toEqual([{ icon: 'error', title: 'Error', text: 'No se pudo guardar' }]));
    expect(screen.getByRole('dialog', { name: TITLE })).toBe(dialog);
    expect(fileField(dialog).value).toBe('retrato.jpg');
    expect(within(dialog).getByRole('button', { name: 'Guardar' }).hasAttribute('disabled')).toBe(false);
    expect(rendered.deps.storage.get('perfil')).toBe('');
    expect(rendered.path()).toBe('/usuarios');
  });

  it('on a 401 also ends the session: the login page shows', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    rendered.deps.api.uploadPhoto.mockRejectedValueOnce({ kind: 'status', status: 401 });
    const dialog = await openDialog();
    choose(jpeg());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(await screen.findByText(TEXT.loginIntro)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(rendered.deps.alerts[0]).toEqual({ icon: 'error', title: 'Error', text: 'No se pudo guardar' });
    expect(rendered.deps.storage.get('token')).toBeNull();
  });
});

describe('closing the dialog', () => {
  it('"Cancelar" closes it', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('Escape closes it', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  });

  it('forgets the chosen file: reopening shows "Seleccionar archivo..." again', async () => {
    await openApp('/usuarios', { storage: signedInStorage() });
    let dialog = await openDialog();
    choose(jpeg());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    dialog = await openDialog();
    expect(fileField(dialog).value).toBe(NO_FILE);
  });

  it('during an upload aborts the request and saves nothing', async () => {
    const rendered = await openApp('/usuarios', { storage: signedInStorage() });
    const pending = deferred<PhotoResponse>();
    rendered.deps.api.uploadPhoto.mockReturnValueOnce(pending.promise);
    const dialog = await openDialog();
    choose(jpeg());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await within(dialog).findByRole('button', { name: 'Guardando…' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    const signal = rendered.deps.api.uploadPhoto.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(true);
    pending.resolve({ perfil: 'tarde.jpg' });
    await Promise.resolve();
    expect(rendered.deps.storage.get('perfil')).toBe('');
    expect(rendered.deps.alerts).toEqual([]);
  });
});
