/**
 * The grant rule in the role form (issue 30, machines/grants.ts): a caller whose role holds only
 * `role.view` + `role.manage` sees every other permission disabled, with the reason, and a 403
 * `permissionBeyondGrant` is said in its own words, with nothing to retry.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { CATALOGUE } from './roles.fixtures.ts';

setupFeatureTests();

const HELD = ['role.manage', 'role.view'];
const asRoleManager = () => signedInStorage({ inicio: 'roles', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Gestor de roles', r_permisos: HELD }) });

describe('the role form of a caller who is not an administrator', () => {
  it('offers only the permissions its role holds, and says why the rest are disabled', async () => {
    await openApp('/roles/nuevo', { storage: asRoleManager(), api: { roleCatalogue: async () => CATALOGUE } });
    const permissions = await screen.findByRole('group', { name: 'Permisos' });
    const boxes = within(permissions).getAllByRole('checkbox') as HTMLInputElement[];
    const enabled = boxes.filter((box) => !box.disabled).map((box) => box.id.replace(/^.*-code-/, ''));
    expect(enabled.sort()).toEqual(HELD.filter((code) => CATALOGUE.permissions.includes(code)).sort());
    const hint = screen.getByText('Los permisos que su rol no tiene aparecen deshabilitados: no puede darlos.');
    expect(boxes.find((box) => box.disabled)?.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says a 403 permissionBeyondGrant in its own words, with nothing to retry', async () => {
    const createRole = vi.fn<SofiaApi['createRole']>(async () => Promise.reject({ kind: 'status', status: 403, code: 'permissionBeyondGrant' }));
    await openApp('/roles/nuevo', { storage: asRoleManager(), api: { roleCatalogue: async () => CATALOGUE, createRole } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Nombre/ }), { target: { value: 'Consulta' } });
    fireEvent.click(within(within(screen.getByRole('group', { name: 'Entradas de menú' })).getByRole('group', { name: 'Administración' })).getByRole('checkbox', { name: 'Roles' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Página de inicio/ }), { target: { value: 'roles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Solo puede dar a un rol permisos que su propio rol tiene.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
