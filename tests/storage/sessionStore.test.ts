// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../machines/contract.ts';
import { createSessionStore, LOCK_KEY, LOGIN_KEY, PASSWORD_CHANGE_KEY, SESSION_KEYS } from '../../src/storage/sessionStore.ts';
import { fakeStorage } from '../support/fakeDeps.ts';

/** The person is 'Ana Pérez'; she signs in as `ana`. */
const response: LoginResponse = {
  accessToken: 'token-ana',
  user: { id: 4, name: 'Ana Pérez', perfil: null, id_rol: 1 },
  rol: { r_inicio: 'usuarios', r_nombre: 'Administrador' },
};

describe('sessionStore', () => {
  it('stores the sign-in name under its own key, next to the person\'s name in `name`', () => {
    const storage = fakeStorage();
    createSessionStore(storage).write({ response, login: 'ana' });
    expect(storage.get(LOGIN_KEY)).toBe('ana');
    expect(storage.get('name')).toBe('Ana Pérez');
  });

  it('writes the sign-in name before the token: another tab that reacts to the token reads it', () => {
    const storage = fakeStorage();
    const order: string[] = [];
    const set = storage.set;
    storage.set = (key, value) => (order.push(key), set(key, value));
    createSessionStore(storage).write({ response, login: 'ana' });
    expect(order.indexOf(LOGIN_KEY)).toBeLessThan(order.indexOf('token'));
    expect(order[order.length - 1]).toBe('token');
  });

  it('keeps the must-change-password marker until the change, or the sign-out, removes it', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.write({ response: { ...response, mustChangePassword: true }, login: 'ana' });
    expect(storage.get(PASSWORD_CHANGE_KEY)).toBe('1');
    expect(store.read()?.mustChangePassword).toBe(true);
    store.passwordChanged();
    expect(store.read()?.mustChangePassword).toBe(false);
    store.write({ response: { ...response, mustChangePassword: true }, login: 'ana' });
    store.write({ response, login: 'ana' });
    expect(storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
    store.write({ response: { ...response, mustChangePassword: true }, login: 'ana' });
    store.clear();
    expect(storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
  });

  it('reads back the sign-in name and the person', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.write({ response, login: 'ana' });
    store.lock();
    expect(store.read()).toMatchObject({ user: { name: 'Ana Pérez' }, login: 'ana', locked: true });
  });

  it('reads a session stored by an older build (no sign-in name) as one whose sign-in name is unknown', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.write({ response, login: 'ana' });
    storage.remove(LOGIN_KEY);
    expect(store.read()).toMatchObject({ token: 'token-ana', user: { name: 'Ana Pérez' }, login: null });
    storage.set(LOGIN_KEY, '');
    expect(store.read()?.login).toBeNull();
  });

  it('clear() removes the sign-in name with the seven keys and the lock marker', () => {
    const storage = fakeStorage({ theme: 'dark' });
    const store = createSessionStore(storage);
    store.write({ response, login: 'ana' });
    store.writeMenu([]);
    store.lock();
    store.clear();
    for (const key of [...SESSION_KEYS, LOGIN_KEY, LOCK_KEY]) expect(storage.get(key), key).toBeNull();
    expect([...storage.data.keys()]).toEqual(['theme']);
  });

  it('garbage in the identity keys clears the sign-in name too', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.write({ response, login: 'ana' });
    storage.set('id', 'not a number');
    expect(store.read()).toBeNull();
    expect(storage.get(LOGIN_KEY)).toBeNull();
  });

  describe('the role\'s permissions (rol.r_permisos)', () => {
    const withPermissions: LoginResponse = { ...response, rol: { ...response.rol, r_permisos: ['staff.view', 'template.edit'] } };

    it('ride in the stored `rol` and come back on reading, so a reload hides the same pages', () => {
      const storage = fakeStorage();
      const store = createSessionStore(storage);
      store.write({ response: withPermissions, login: 'ana' });
      expect(JSON.parse(storage.get('rol') ?? '')).toEqual({ id_rol: 1, r_nombre: 'Administrador', r_permisos: ['staff.view', 'template.edit'] });
      expect(store.read()?.role.r_permisos).toEqual(['staff.view', 'template.edit']);
    });

    it('are absent from a session whose login answer had none, and from one stored by an older build, which still restores', () => {
      const storage = fakeStorage();
      const store = createSessionStore(storage);
      store.write({ response, login: 'ana' });
      expect(JSON.parse(storage.get('rol') ?? '')).toEqual({ id_rol: 1, r_nombre: 'Administrador' });
      expect(store.read()).toMatchObject({ token: 'token-ana', role: { id_rol: 1, r_nombre: 'Administrador', r_inicio: 'usuarios' } });
      expect(store.read()?.role).not.toHaveProperty('r_permisos');
    });

    it.each([['not a list', '"staff.view"'], ['a list with a number', '["staff.view", 7]'], ['null', 'null']])(
      'are dropped, not the session, when they are %s',
      (_what, stored) => {
        const storage = fakeStorage();
        const store = createSessionStore(storage);
        store.write({ response, login: 'ana' });
        storage.set('rol', `{"id_rol":1,"r_nombre":"Administrador","r_permisos":${stored}}`);
        const read = store.read();
        expect(read?.token).toBe('token-ana');
        expect(read?.role).not.toHaveProperty('r_permisos');
      },
    );
  });
});
