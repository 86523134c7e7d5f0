import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../../../src/components/screen/Modal.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
afterEach(cleanup);

/** A page with a button that opens the dialog, as the profile menu or a list would. */
function Page({ onClose = () => undefined, ...props }: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>Abrir</button>
      <Modal
        title="Título"
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Primero</button>
        <button type="button">Segundo</button>
      </Modal>
    </I18nProvider>
  );
}

function open(props: Partial<ModalProps> = {}) {
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('<Modal>', () => {
  it('shows nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title and described by its description', () => {
    open({ description: 'Lo que se pregunta.', busy: true });
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Título' })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Lo que se pregunta.');
  });

  it('can be an alert dialog, and has no description unless given', () => {
    open({ role: 'alertdialog' });
    const dialog = screen.getByRole('alertdialog', { name: 'Título' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('hides the page behind it from assistive technology', () => {
    open();
    expect(screen.queryByRole('button', { name: 'Abrir' })).toBeNull();
  });

  it('puts the focus on the control `initialFocus` names (the first by default)', async () => {
    open();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Primero'));
    cleanup();
    open({ initialFocus: 1 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Segundo'));
  });

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    const onClose = vi.fn();
    const opener = open({ onClose });
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does not close on a click outside', () => {
    const onClose = vi.fn();
    open({ onClose });
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a translated close button when asked', () => {
    const onClose = vi.fn();
    open({ onClose, closeButton: true });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button unless asked', () => {
    open();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });
});
