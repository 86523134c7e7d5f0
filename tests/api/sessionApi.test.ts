/**
 * The session's slice (src/api/sessionApi.ts): each call's request, and each answer checked on
 * arrival against its contract schema (machines/contract.ts). Whatever the contract does not
 * promise is the `invalidResponse` failure, which the machines word as "Intente nuevamente" (login)
 * or "No se pudo guardar" (photo): an HTML page, a missing field, a wrong type, an empty token.
 */
import { describe, expect, it } from 'vitest';
import { createSessionApi } from '../../src/api/sessionApi.ts';
import { TIMEOUTS } from '../../src/api/timeouts.ts';
import { ADMIN_LOGIN, ADMIN_MENU } from '../support/fixtures.ts';
import { answering, INVALID } from './apiSlices.ts';

const signal = new AbortController().signal;
const without = <T extends object>(value: T, key: keyof T) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

describe('login', () => {
  it('posts the credentials as they are, not as the signed-in user, with the caller\'s signal', async () => {
    const { client, request } = answering(ADMIN_LOGIN);
    await expect(createSessionApi(client).login({ user: 'admin', password: '' }, signal)).resolves.toEqual(ADMIN_LOGIN);
    expect(request).toHaveBeenCalledWith('/login', { method: 'POST', body: { user: 'admin', password: '' }, signal, asSignedInUser: false });
  });

  it('keeps the role\'s permission codes when the API sends them', async () => {
    const answer = { ...ADMIN_LOGIN, rol: { ...ADMIN_LOGIN.rol, r_permisos: ['staff.read'] } };
    await expect(createSessionApi(answering(answer).client).login({ user: 'a', password: 'b' })).resolves.toEqual(answer);
  });

  it('drops keys the contract does not name', async () => {
    const answer = { ...ADMIN_LOGIN, debug: 'x', user: { ...ADMIN_LOGIN.user, password_hash: 'h' } };
    await expect(createSessionApi(answering(answer).client).login({ user: 'a', password: 'b' })).resolves.toEqual(ADMIN_LOGIN);
  });

  it.each([
    { case: 'an HTML page', body: '<!doctype html><html><body>Bad gateway</body></html>' },
    { case: 'no answer body', body: null },
    { case: 'an empty token', body: { ...ADMIN_LOGIN, accessToken: '' } },
    { case: 'a missing token', body: without(ADMIN_LOGIN, 'accessToken') },
    { case: 'a missing user', body: without(ADMIN_LOGIN, 'user') },
    { case: 'a user id that is a string', body: { ...ADMIN_LOGIN, user: { ...ADMIN_LOGIN.user, id: '1' } } },
    { case: 'a role id that is not an integer', body: { ...ADMIN_LOGIN, user: { ...ADMIN_LOGIN.user, id_rol: 1.5 } } },
    { case: 'a photo that is a number', body: { ...ADMIN_LOGIN, user: { ...ADMIN_LOGIN.user, perfil: 3 } } },
    { case: 'a missing start route', body: { ...ADMIN_LOGIN, rol: { r_nombre: 'Administrador' } } },
    { case: 'permission codes that are not strings', body: { ...ADMIN_LOGIN, rol: { ...ADMIN_LOGIN.rol, r_permisos: [1] } } },
  ])('rejects $case as an invalid answer', async ({ body }) => {
    await expect(createSessionApi(answering(body).client).login({ user: 'a', password: 'b' })).rejects.toEqual(INVALID);
  });
});

describe('loadMenu', () => {
  it('asks for the role\'s menu', async () => {
    const { client, request } = answering(ADMIN_MENU);
    await expect(createSessionApi(client).loadMenu({ roleId: 2 }, signal)).resolves.toEqual(ADMIN_MENU);
    expect(request).toHaveBeenCalledWith('/cargarMenus', { query: { id_rol: 2 }, signal });
  });

  it.each([
    { case: 'an HTML page', body: '<html></html>' },
    { case: 'no sub_menu', body: { menu: ADMIN_MENU.menu } },
    { case: 'a menu that is not a list', body: { ...ADMIN_MENU, menu: {} } },
    { case: 'a row without its icon', body: { ...ADMIN_MENU, menu: [{ id_menu: 1, m_descripcion: 'Caja' }] } },
    { case: 'a child whose route is a number', body: { ...ADMIN_MENU, sub_menu: [{ id_menu: 1, sm_descripcion: 'x', sm_ruta: 5, sm_icono: 'y' }] } },
  ])('rejects $case as an invalid answer', async ({ body }) => {
    await expect(createSessionApi(answering(body).client).loadMenu({ roleId: 1 })).rejects.toEqual(INVALID);
  });
});

describe('uploadPhoto', () => {
  it('sends the multipart form (foto, id) with the upload\'s longer timeout', async () => {
    const { client, request } = answering({ perfil: 'nueva.jpg' });
    const file = new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' });
    await expect(createSessionApi(client).uploadPhoto({ file, userId: 7 }, signal)).resolves.toEqual({ perfil: 'nueva.jpg' });
    const [path, options] = request.mock.calls[0] ?? [];
    expect(path).toBe('/fotoPerfil');
    expect(options).toMatchObject({ method: 'POST', signal, timeout: TIMEOUTS.upload });
    const form = options?.body as FormData;
    expect((form.get('foto') as File).name).toBe('foto.jpg');
    expect(form.get('id')).toBe('7');
  });

  it.each([
    { case: 'an HTML page', body: '<html></html>' },
    { case: 'no photo path', body: {} },
    { case: 'a null photo path', body: { perfil: null } },
  ])('rejects $case as an invalid answer', async ({ body }) => {
    await expect(createSessionApi(answering(body).client).uploadPhoto({ file: new Blob(['x']), userId: 1 })).rejects.toEqual(INVALID);
  });
});

describe('logout', () => {
  it('revokes the given token with its own header, not as the signed-in user', async () => {
    const { client, request } = answering(null);
    await expect(createSessionApi(client).logout({ token: 'old' })).resolves.toBeUndefined();
    expect(request).toHaveBeenCalledWith('/logout', { method: 'POST', headers: { Authorization: 'Bearer old' }, signal: undefined, asSignedInUser: false });
  });
});
