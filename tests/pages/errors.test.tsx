import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Error403Page } from '../../src/pages/errors/Error403Page.tsx';
import { Error404Page } from '../../src/pages/errors/Error404Page.tsx';
import { Error500Page } from '../../src/pages/errors/Error500Page.tsx';
import { Error503Page } from '../../src/pages/errors/Error503Page.tsx';
import { MaintenancePage } from '../../src/pages/errors/MaintenancePage.tsx';
import { reloadPage } from '../../src/pages/errors/reload.ts';
import { renderPage } from './renderPage.tsx';

vi.mock('../../src/pages/errors/reload.ts', () => ({ reloadPage: vi.fn() }));

afterEach(cleanup);

const onlyHeading = () => {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0];
};

describe('error pages', () => {
  it('404: names the problem and links to the start and to the FAQ', async () => {
    const { router } = await renderPage(<Error404Page />);
    expect(onlyHeading()?.textContent).toBe('Página no encontrada');
    expect(screen.getByRole('region', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' }).getAttribute('href')).toBe('/pages/faq');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Preguntas frecuentes' }));
    });
    expect(router.state.location.pathname).toBe('/pages/faq');
  });

  it('500: explains that a session is needed and links to the login at /', async () => {
    const { router } = await renderPage(<Error500Page />);
    expect(onlyHeading()?.textContent).toBe('Sesión requerida');
    expect(screen.getByText(/solo está disponible con una sesión iniciada/)).toBeTruthy();
    expect(screen.getByText(/No se encontró ninguna sesión activa/)).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Iniciar sesion' });
    expect(login.getAttribute('href')).toBe('/');
    await act(async () => {
      fireEvent.click(login);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('403: says the role lacks the permission, and links to the start (the role\'s start page) and to the FAQ', async () => {
    const { router } = await renderPage(<Error403Page />);
    expect(onlyHeading()?.textContent).toBe('Acceso denegado');
    expect(screen.getByRole('region', { name: 'Acceso denegado' })).toBeTruthy();
    expect(screen.getByText('Su rol no tiene permiso para abrir esta página.')).toBeTruthy();
    expect(screen.getByText(/pida a un administrador/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' }).getAttribute('href')).toBe('/pages/faq');
    const home = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(home.getAttribute('href')).toBe('/');
    await act(async () => {
      fireEvent.click(home);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['403', <Error403Page key="403" />],
    ['404', <Error404Page key="404" />],
    ['500', <Error500Page key="500" />],
    ['503', <Error503Page key="503" />],
  ])('%s: carries its code above its heading', async (code, page) => {
    await renderPage(page);
    const eyebrow = screen.getByText(`Error ${code}`);
    // Before the heading in reading order, inside the card the heading labels.
    expect(eyebrow.compareDocumentPosition(onlyHeading() as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region').contains(eyebrow)).toBe(true);
  });

  it('503: says to try later and its button reloads the page', async () => {
    await renderPage(<Error503Page />);
    expect(onlyHeading()?.textContent).toBe('Servicio no disponible');
    const retry = screen.getByRole('button', { name: 'Volver a intentarlo' });
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(retry);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('maintenance: says the app is under maintenance', async () => {
    await renderPage(<MaintenancePage />);
    expect(onlyHeading()?.textContent).toBe('Sofia App está en mantenimiento');
    expect(screen.getByText(/Vuelva a intentarlo más tarde/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('renders no landmark of its own: the layout provides <main>', async () => {
    await renderPage(<Error404Page />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
