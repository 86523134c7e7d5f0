import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../machines/permissions.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { openFeature, setupFeatureTests } from '../features/featureKit.tsx';

setupFeatureTests();

const EDITOR_LABEL = 'Texto de la plantilla (Markdown)';

/** A stored session of role `idRol` whose login answer listed `permissions` (none: the key is absent). */
const storageOf = (idRol: number, permissions?: Permission[]) =>
  signedInStorage({ rol: JSON.stringify({ id_rol: idRol, r_nombre: 'Rol de prueba', ...(permissions && { r_permisos: permissions }) }) });

async function openReminder(storage: Record<string, string>) {
  await openFeature('/conf_mensajes', { storage });
  fireEvent.click(await screen.findByRole('button', { name: /^Recordatorio de pago/ }));
}

/** Whether the templates screen is editable follows the `template.edit` permission, never the role's id. */
describe('editing templates is the template.edit permission', () => {
  it('a role holding it edits, whatever its id', async () => {
    await openReminder(storageOf(2, ['template.view', 'template.edit']));
    const editor = (await screen.findByLabelText(EDITOR_LABEL)) as HTMLTextAreaElement;
    expect(editor.readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it('a role without it reads, even with the id the administrator has in the reference data', async () => {
    await openReminder(storageOf(1, ['template.view']));
    expect(await screen.findByRole('region', { name: 'Vista previa de la plantilla' })).toBeTruthy();
    expect(screen.queryByLabelText(EDITOR_LABEL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('a login answer without permissions hides nothing: the screen is editable and the server\'s 403 decides', async () => {
    await openReminder(storageOf(3));
    expect(((await screen.findByLabelText(EDITOR_LABEL)) as HTMLTextAreaElement).readOnly).toBe(false);
  });
});
