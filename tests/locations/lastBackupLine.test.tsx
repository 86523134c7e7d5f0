/**
 * 'Última copia de seguridad' under 'Configuración de ubicación': only for who may edit the
 * locations (the GET asks for location.edit, so nobody else even asks), and a failed backup says so.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFeatureTests } from '../features/featureKit.tsx';
import { openApp, signedInStorage } from '../support/renderApp.tsx';
import { eventually } from '../paths/run.ts';

setupFeatureTests();

describe('the last backup line', () => {
  it('says when the last backup failed', async () => {
    const rendered = await openApp('/conf_ubicacion', {
      storage: signedInStorage(),
      api: { lastBackup: async () => ({ enabled: true, daily: true, last: { at: '2026-11-24T03:00:00.000Z', ok: false, file: null, failedChecks: [], error: 'disk full' } }) },
    });
    const line = await eventually(() => screen.queryByText(/FALLÓ\. Revise el registro del servidor\.$/) ?? undefined, () => 'the failed line');
    expect(line.getAttribute('role')).toBe('status');
    expect(rendered.deps.api.lastBackup).toHaveBeenCalledTimes(1);
  });

  it('is not shown, nor asked for, without location.edit', async () => {
    const rendered = await openApp('/conf_ubicacion', {
      storage: signedInStorage({ inicio: 'caja', rol: JSON.stringify({ id_rol: 2, r_nombre: 'Cajero', r_permisos: ['location.view'] }) }),
    });
    await eventually(() => screen.queryAllByText(/^Fecha de negocio:/)[0], () => 'the business date');
    expect(screen.queryByText(/copia de seguridad/)).toBeNull();
    expect(rendered.deps.api.lastBackup).not.toHaveBeenCalled();
  });
});
