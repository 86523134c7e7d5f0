/**
 * What a user does and reads, shared by the UI path suites: the texts they look for (written out,
 * so a changed text fails) and the gestures several executors repeat.
 */
import { i18n } from '@lingui/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MenuGroup } from '../../machines/contract.ts';
import type { StoredSession } from '../../machines/session/index.ts';
import { groupLabel } from '../../src/layouts/menuLabels.ts';
import { LOCK_KEY, LOGIN_KEY, PASSWORD_CHANGE_KEY, SESSION_KEYS } from '../../src/storage/sessionStore.ts';
import type { FakeStorage } from '../support/fakeDeps.ts';

export const TEXT = {
  userPlaceholder: 'Ingresa tu usuario',
  passwordPlaceholder: 'Ingresa tu contraseña',
  signIn: 'Iniciar sesion',
  signingIn: 'Iniciando sesión…',
  profileMenu: 'Menú de perfil',
  editProfile: 'Editar perfil',
  lock: 'Lock Screen',
  signOut: 'Cerrar sesión',
  locked: 'Pantalla bloqueada',
  unlock: 'Desbloquear',
  unlocking: 'Desbloqueando…',
  sidebar: 'Menú principal',
  photoDialog: 'FOTO DE PERFIL',
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  close: 'Cerrar',
  noPhoto: 'Sin Imagen',
  chooseFile: 'Seleccionar archivo...',
  loading: 'Cargando…',
  forcedPassword: 'Cambie su contraseña',
  changePassword: 'Cambiar contraseña',
} as const;

/** The forced password change's heading, if shown. */
export const forcedPasswordHeading = () => screen.queryByRole('heading', { name: TEXT.forcedPassword });

/** Fills 'Cambiar contraseña' (current, new, repeat) and submits it. */
export function changePasswordWith(current: string, next: string): void {
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repita la nueva contraseña'), { target: { value: next } });
  fireEvent.click(screen.getByRole('button', { name: TEXT.changePassword }));
}

/** The login form's submit button, whatever it says right now. */
export const loginButton = () => screen.queryByRole('button', { name: new RegExp(`^(${TEXT.signIn}|${TEXT.signingIn})$`) });

export async function signInWith(user: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByPlaceholderText(TEXT.userPlaceholder), { target: { value: user } });
  fireEvent.change(screen.getByPlaceholderText(TEXT.passwordPlaceholder), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: TEXT.signIn }));
}

export const lockHeading = () => screen.queryByRole('heading', { name: TEXT.locked });
export const profileButton = () => screen.queryByRole('button', { name: TEXT.profileMenu });

/** Opens the header's profile dropdown and chooses an entry. */
export async function chooseProfileEntry(name: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: TEXT.profileMenu }));
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByRole('menuitem', { name }));
}

export const photoDialog = () => screen.queryByRole('dialog', { name: TEXT.photoDialog });

/** Chooses a file in the photo dialog's (hidden) file input, as the browser's picker does. */
export function choosePhoto(file: File): void {
  fireEvent.change(screen.getByTestId('photo-file-input'), { target: { files: [file] } });
}

/** A file as the browser's picker hands it over; the type is what the browser reports. */
export const photoFile = (name: string, type: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });

/** What the sidebar shows for a menu group (the rule of src/layouts/menuLabels.ts). */
export const groupName = (group: MenuGroup): string => groupLabel(i18n, group);

/** The sidebar's group buttons, by their names. */
export function shownGroups(nav: HTMLElement): string[] {
  return within(nav)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/**
 * Writes a stored session the way the app itself does (src/storage/sessionStore.ts's keys), as a
 * previous visit or another tab leaves it; null clears it.
 */
export function storeSession(storage: FakeStorage, stored: StoredSession | null): void {
  for (const key of [...SESSION_KEYS, LOGIN_KEY, LOCK_KEY, PASSWORD_CHANGE_KEY]) storage.remove(key);
  if (!stored) return;
  // An older build stored no sign-in name.
  if (stored.login !== null) storage.set(LOGIN_KEY, stored.login);
  storage.set('id', String(stored.user.id));
  storage.set('name', stored.user.name);
  storage.set('perfil', stored.user.perfil ?? '');
  storage.set('rol', JSON.stringify({ id_rol: stored.role.id_rol, r_nombre: stored.role.r_nombre }));
  storage.set('inicio', stored.role.r_inicio);
  if (stored.menu) storage.set('menus', JSON.stringify(stored.menu));
  if (stored.locked) storage.set(LOCK_KEY, '1');
  if (stored.mustChangePassword) storage.set(PASSWORD_CHANGE_KEY, '1');
  storage.set('token', stored.token);
}

/** Another tab wrote `key` (storage event); React work it causes happens inside act. */
export function otherTabWrote(storage: FakeStorage, key: string | null, value: string | null): void {
  act(() => storage.changeFromOtherTab(key, value));
}
