import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqPage } from '../../src/pages/templates/FaqPage.tsx';
import { KnowledgeBasePage } from '../../src/pages/templates/KnowledgeBasePage.tsx';
import { renderPage } from './renderPage.tsx';

afterEach(cleanup);

const LOGIN_MESSAGES = [
  'Usuario o contraseña incorrectos',
  'Usuario inhabilitado, contáctese con soporte',
  'Intente nuevamente',
  'No se pudo conectar al servidor',
];

describe('knowledge base', () => {
  it('has one h1 and a contents list whose anchors point at h2 sections', async () => {
    const { container } = await renderPage(<KnowledgeBasePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Base de conocimiento']);
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    const anchors = within(toc).getAllByRole('link');
    expect(anchors.length).toBe(6);
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')?.replace(/^#/, '') ?? '';
      const section = container.querySelector(`section[id="${id}"]`);
      expect(section, `section for ${id}`).not.toBeNull();
      expect(section?.querySelector('h2')?.textContent).toBe(anchor.textContent);
    }
  });

  it('explains every login message, the photo, language, theme, lock and sign out', async () => {
    await renderPage(<KnowledgeBasePage />);
    for (const message of LOGIN_MESSAGES) expect(screen.getByText(message).tagName).toBe('DT');
    expect(screen.getByText(/Elija «Editar perfil»/)).toBeTruthy();
    expect(screen.getByText(/Pulse «Seleccionar» y elija una imagen JPEG/)).toBeTruthy();
    expect(screen.getByText(/Pulse «Guardar»/)).toBeTruthy();
    expect(screen.getByText(/Hay 16 idiomas/).textContent).toContain('de derecha a izquierda');
    expect(screen.getByText(/claro, oscuro y sistema/)).toBeTruthy();
    expect(screen.getByText(/elija «Lock Screen»/)).toBeTruthy();
    expect(screen.getByText(/elija «Cerrar sesión»/)).toBeTruthy();
    expect(screen.getByText(/depende de su rol/)).toBeTruthy();
  });
});

describe('FAQ', () => {
  it('has one h1 and a question for every login message', async () => {
    await renderPage(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Preguntas frecuentes']);
    for (const message of LOGIN_MESSAGES) expect(screen.getByText(`¿Qué significa «${message}»?`).tagName).toBe('SUMMARY');
  });

  it('opens and closes each answer from its summary', async () => {
    const { container } = await renderPage(<FaqPage />);
    const details = Array.from(container.querySelectorAll('details'));
    expect(details.length).toBeGreaterThanOrEqual(10);
    const photo = screen.getByText('¿Cómo cambio mi foto de perfil?').closest('details');
    expect(photo).not.toBeNull();
    if (!photo) return;
    expect(photo.open).toBe(false);
    fireEvent.click(within(photo).getByText('¿Cómo cambio mi foto de perfil?'));
    expect(photo.open).toBe(true);
    expect(within(photo).getByText(/Elija «Editar perfil»/)).toBeTruthy();
    fireEvent.click(within(photo).getByText('¿Cómo cambio mi foto de perfil?'));
    expect(photo.open).toBe(false);
  });
});
