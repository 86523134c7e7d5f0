import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedRole } from '../support/permissions.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { openApp, pageHeading, TEXT, setupAppTests, watchForText } from './appKit.tsx';

setupAppTests();

describe('a protected route without a stored session', () => {
  it.each([
    ['/usuarios', 'Usuarios'],
    ['/caja', 'Caja'],
    ['/prestamos', 'Préstamos'],
    ['/conf_ubicacion', 'Configuración de ubicación'],
  ])('%s redirects to /pages/error500 without ever rendering the page ("%s")', async (path, title) => {
    const preparing = watchForText(TEXT.preparing);
    const rendered = await openApp(path);
    expect(pageHeading(title)).toBeNull();

    await waitFor(() => expect(rendered.path()).toBe('/pages/error500'));
    expect(await screen.findByRole('heading', { name: 'Sesión requerida' })).toBeTruthy();
    // Its code, as on the 404 and 503 pages: above the heading and in the document title.
    expect(screen.getByText('Error 500')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Error 500: sesión requerida · Sofia App'));
    expect(pageHeading(title)).toBeNull();
    expect(preparing.seen()).toBe(false);
    preparing.stop();
  });
});

describe('a protected route with a stored session', () => {
  it('renders the page with its title, and never flashes the login page', async () => {
    const loginFlash = watchForText(TEXT.loginIntro);
    // 'Analítica' (#19): the last area to get its screen; none is "being prepared" any more.
    const rendered = await openApp('/analytics', { storage: signedInStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analítica' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: TEXT.preparing })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Analítica · Sofia App'));
    expect(rendered.path()).toBe('/analytics');
    expect(loginFlash.seen()).toBe(false);
    loginFlash.stop();
  });
});

describe('a protected route the signed-in role may not open', () => {
  const cobrador = () => signedInStorage({ id: '3', name: 'Lucía Gómez', login: 'cobrador', inicio: 'prestamos', rol: storedRole(3, 'Cobrador') });

  it('shows the 403 page in its place, and "Volver al inicio" leads to the role\'s start', async () => {
    const rendered = await openApp('/usuarios', { storage: cobrador() });
    await waitFor(() => expect(rendered.path()).toBe('/pages/error403'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeTruthy();
    expect(screen.getByText('Error 403')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Error 403: acceso denegado · Sofia App'));
    expect(pageHeading('Usuarios')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    });
    await waitFor(() => expect(rendered.path()).toBe('/prestamos'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamos' })).toBeTruthy();
  });

  it('opens the areas the role holds', async () => {
    const rendered = await openApp('/deudas', { storage: cobrador() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deudas' })).toBeTruthy();
    expect(rendered.path()).toBe('/deudas');
  });
});

describe('the login route with a stored session', () => {
  it('redirects to the role\'s start route without showing the form', async () => {
    const loginFlash = watchForText(TEXT.loginIntro);
    const rendered = await openApp('/', { storage: signedInStorage({ inicio: 'caja' }) });
    await waitFor(() => expect(rendered.path()).toBe('/caja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Caja' })).toBeTruthy();
    expect(loginFlash.seen()).toBe(false);
    loginFlash.stop();
  });

  it('goes to /usuarios for the administrator\'s stored session', async () => {
    const rendered = await openApp('/', { storage: signedInStorage() });
    await waitFor(() => expect(rendered.path()).toBe('/usuarios'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
  });
});

describe('old and unknown addresses', () => {
  it('sends a path beginning /sss to /analytics', async () => {
    const rendered = await openApp('/sss_reporte/7', { storage: signedInStorage() });
    await waitFor(() => expect(rendered.path()).toBe('/analytics'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analítica' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown path, keeping the address', async () => {
    const rendered = await openApp('/no-existe/en-absoluto');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(rendered.path()).toBe('/no-existe/en-absoluto');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Sofia App'));
  });
});

describe('public pages of the application layout', () => {
  it.each([
    ['/finance', 'Finanzas'],
    ['/pages/faq', 'Preguntas frecuentes'],
  ])('%s renders without a session and offers "Iniciar sesion" in the header', async (path, title) => {
    const rendered = await openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(rendered.path()).toBe(path);
    const header = screen.getAllByRole('banner').find((b) => within(b).queryByRole('link', { name: TEXT.loginButton }));
    expect(header).toBeDefined();
    expect(within(header as HTMLElement).getByRole('link', { name: TEXT.loginButton }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: TEXT.profileMenu })).toBeNull();
  });
});
