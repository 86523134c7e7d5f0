/**
 * 'Editar usuario' / 'Nuevo usuario' ask before throwing typed work away, whichever way the dialog
 * is left: Escape, 'Cancelar' or its close button ask '¿Descartar los cambios?' (as leaving by a
 * link does); 'Seguir editando' keeps the dialog and what was typed, 'Descartar cambios' closes it.
 * With nothing typed, they close at once.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openFeature, setupFeatureTests } from '../features/featureKit.tsx';

setupFeatureTests();

// Behind the question the dialog is hidden from assistive technology (the modal's own rule), still on screen.
const formDialog = () => screen.queryByRole('dialog', { name: /^(Editar|Nuevo) usuario$/, hidden: true });
const question = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });

async function openEdit() {
  await openFeature('/usuarios');
  fireEvent.click(await screen.findByRole('button', { name: 'Editar cajero' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
  const name = within(dialog).getByLabelText(/^Nombre/) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('Carlos Ruiz'));
  return { dialog, name };
}

describe('leaving the staff account dialog with unsaved changes', () => {
  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    ['"Cancelar"', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))],
    ['the close button', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))],
  ])('%s asks first; "Seguir editando" keeps the typed values, "Descartar cambios" closes', async (_, leave) => {
    const { dialog, name } = await openEdit();
    fireEvent.change(name, { target: { value: 'Carlos Ruiz Pérez' } });
    leave(dialog);
    expect(await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeTruthy();
    expect(formDialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(formDialog()).not.toBeNull();
    expect((within(formDialog() as HTMLElement).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Carlos Ruiz Pérez');

    leave(formDialog() as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(formDialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('with nothing changed, "Cancelar" closes at once', async () => {
    const { dialog } = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(formDialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('a new account with a typed user name asks on Escape too', async () => {
    await openFeature('/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    fireEvent.change(within(dialog).getByLabelText(/^Usuario/), { target: { value: 'marta' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })).toBeTruthy();
    expect(formDialog()).not.toBeNull();
  });
});
