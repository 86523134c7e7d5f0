/**
 * The grant rule in the staff form (issue 30, machines/grants.ts): a caller whose role holds only
 * `staff.view` + `staff.manage` sees the roles holding more disabled in the picker, with the
 * reason, and a 403 `roleBeyondGrant` is said in its own words, with nothing to retry.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import { openFeature, setupFeatureTests } from '../features/featureKit.tsx';
import { signedInStorage } from '../support/renderApp.tsx';

setupFeatureTests();

const MANAGER = ['staff.manage', 'staff.view'];
const ROLES = [
  { id_rol: 1, r_nombre: 'Administrador', permissions: ['cash.view', 'role.manage', ...MANAGER] },
  { id_rol: 5, r_nombre: 'Gestor de cuentas', permissions: MANAGER },
];
const asManager = () => signedInStorage({ id: '7', rol: JSON.stringify({ id_rol: 5, r_nombre: 'Gestor de cuentas', r_permisos: MANAGER }) });

async function openNewAccount(createStaff?: SofiaApi['createStaff']) {
  await openFeature('/usuarios', {
    storage: asManager(),
    business: { listStaffRoles: vi.fn<SofiaApi['listStaffRoles']>(async () => ROLES), ...(createStaff && { createStaff: vi.fn(createStaff) }) },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
  const picker = (await screen.findByRole('combobox', { name: /Rol/ })) as HTMLSelectElement;
  await waitFor(() => expect(picker.options.length).toBe(3));
  return picker;
}

describe('the role picker of a caller who is not an administrator', () => {
  it('shows the roles holding more disabled, says why, and offers its own', async () => {
    const picker = await openNewAccount();
    const options = [...picker.options].map((o) => ({ text: o.textContent, disabled: o.disabled }));
    expect(options).toEqual([
      { text: 'Elija un rol', disabled: false },
      { text: 'Administrador (no disponible)', disabled: true },
      { text: 'Gestor de cuentas', disabled: false },
    ]);
    const hint = screen.getByText('Los roles con permisos que su rol no tiene aparecen deshabilitados: no puede asignarlos.');
    expect(picker.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('says a 403 roleBeyondGrant in its own words, with nothing to retry', async () => {
    const picker = await openNewAccount(async () => Promise.reject({ kind: 'status', status: 403, code: 'roleBeyondGrant' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Usuario/ }), { target: { value: 'nuevo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Nuevo' } });
    fireEvent.change(picker, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este rol tiene permisos que su rol no tiene: no puede asignarlo ni modificarlo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
